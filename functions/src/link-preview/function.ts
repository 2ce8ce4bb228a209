/**
 * The link-preview Cloud Function (see handler.ts and docs/link-previews.md).
 * Reads nothing private and needs no secret; up to 80 requests share an
 * instance, most of them answered by the CDN before they get here.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { handleLinkPreview } from './handler';

/** The site's own origin, for canonical addresses and previews (never taken from a request header). */
const SITE_ORIGIN = defineString('SITE_ORIGIN', { default: 'https://wayfare-prod.web.app' });

export const linkPreview = onRequest({ memory: '512MiB', concurrency: 80, timeoutSeconds: 30 }, async (request, response) => {
  await handleLinkPreview(getFirestore(getApps()[0] ?? initializeApp()), request, response, SITE_ORIGIN.value());
});
