/**
 * The link-preview function: Firebase Hosting rewrites /{username},
 * /{username}/{id}, /trip/{id}, /explore/{city} and /og/** here
 * (firebase.json). Pages are the app's index.html with the page's head
 * (and, for a profile and a trip, its screen painted before JavaScript); unknown or
 * private addresses answer 404 with the app's page, which boots and shows
 * its 404 screen. See docs/link-previews.md.
 */
import type { onRequest, Request } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { FIRST_PAINT_ID } from '@/domain/users/first-paint';
import { renderCard } from './card';
import { renderPage, scriptJson } from './html';
import {
  CACHE,
  cityPage,
  closedTripPage,
  notFoundPage,
  profileCard,
  profilePage,
  tripCard,
  tripPage,
  type PreviewPage,
} from './pages';
import { readCity, readProfile, readPublicTrip } from './read';
import { parsePreviewPath, type PreviewRoute } from './routes';
import { appTemplate } from './template';

/** The HTTP response `onRequest` hands its handler (Express's, typed through firebase-functions). */
type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The site's origin for the page's canonical address, Open Graph URL and
 * images: the configured SITE_ORIGIN. A request header never decides it on a
 * deployed site, because the page is cached publicly and shared: a request
 * with a forged X-Forwarded-Host would otherwise put another site's address
 * into the copy everybody gets. In the emulator only, a local host the
 * request names (Vite's dev server, the built app's server, the Hosting
 * emulator, each on its own port) is used, so local links stay local.
 */
export function siteOrigin(request: Pick<Request, 'get'>, configured: string, emulator = process.env.FUNCTIONS_EMULATOR === 'true'): string {
  if (emulator) {
    const forwarded = request.get('x-forwarded-host')?.split(',')[0]?.trim();
    const local = [forwarded, request.get('host')].find((host) => host && LOCAL_HOST.test(host));
    if (local) return `http://${local}`;
  }
  return configured;
}

async function pageFor(db: Firestore, route: PreviewRoute, origin: string): Promise<PreviewPage> {
  switch (route.kind) {
    case 'profile': {
      const profile = await readProfile(db, route.username);
      return profile ? profilePage(profile, origin) : notFoundPage();
    }
    case 'profile-trip':
    case 'trip': {
      const [trip, owner] = await Promise.all([
        readPublicTrip(db, route.id),
        route.kind === 'profile-trip' ? readProfile(db, route.username) : Promise.resolve(null),
      ]);
      // On a profile's address, only that person's own public trip.
      if (!trip || (route.kind === 'profile-trip' && trip.itinerary.creatorId !== owner?.id)) return closedTripPage();
      return tripPage(trip, origin, { firstPaint: route.kind === 'trip' });
    }
    case 'city': {
      const city = readCity(route.id);
      return city ? cityPage(city, origin) : notFoundPage();
    }
    default:
      return notFoundPage();
  }
}

function sendPage(response: Response, template: string, page: PreviewPage): void {
  let html = renderPage(template, page.meta, page.body);
  if (page.noindex && !page.meta) html = html.replace(/<\/head>/i, () => `  <meta name="robots" content="noindex" />\n  </head>`);
  if (page.data) {
    const data = `<script type="application/json" id="${FIRST_PAINT_ID}">${scriptJson(page.data)}</script>`;
    html = html.replace(/<\/head>/i, () => `  ${data}\n  </head>`);
  }
  response.status(page.status).set('Cache-Control', page.cacheControl).type('html').send(html);
}

async function sendImage(db: Firestore, request: Request, response: Response, route: PreviewRoute): Promise<void> {
  let card;
  let cacheControl: string;
  if (route.kind === 'profile-image') {
    const profile = await readProfile(db, route.username);
    card = profile ? profileCard(profile) : null;
    cacheControl = CACHE.profile;
  } else if (route.kind === 'trip-image') {
    const trip = await readPublicTrip(db, route.id);
    card = trip ? tripCard(trip) : null;
    cacheControl = CACHE.trip;
  } else {
    card = null;
    cacheControl = CACHE.notFound;
  }
  if (!card) {
    response.status(404).set('Cache-Control', CACHE.notFound).type('text/plain').send('No such image.');
    return;
  }
  const image = renderCard(card);
  response.set('Cache-Control', cacheControl).set('ETag', image.etag);
  if (request.get('if-none-match') === image.etag) {
    response.status(304).end();
    return;
  }
  response.status(200).type('png').send(image.png);
}

/**
 * Answers one request. In the Functions emulator only, a POST carries the
 * template in its body (the Vite dev server's index.html under `npm start`),
 * so a developer sees the same head a crawler gets.
 */
export async function handleLinkPreview(db: Firestore, request: Request, response: Response, configuredOrigin: string): Promise<void> {
  const devTemplate =
    process.env.FUNCTIONS_EMULATOR === 'true' && request.method === 'POST' && typeof request.body === 'string' ? request.body : null;
  if (request.method !== 'GET' && request.method !== 'HEAD' && devTemplate === null) {
    response.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('GET only.');
    return;
  }
  // Read only for pages: an image answer needs no page (nor a log that the built page is missing).
  const template = (): string => devTemplate ?? appTemplate();
  const route = parsePreviewPath(request.path);
  if (!route) {
    // Not a preview address (Hosting sends none here): the plain app.
    response.status(200).set('Cache-Control', CACHE.none).type('html').send(template());
    return;
  }
  try {
    if (route.kind === 'profile-image' || route.kind === 'trip-image') {
      await sendImage(db, request, response, route);
      return;
    }
    sendPage(response, template(), await pageFor(db, route, siteOrigin(request, configuredOrigin)));
  } catch (error) {
    // A failed read or a malformed document: the plain app, which reports it its own way; never cached.
    logger.error('linkPreview failed', { path: request.path, error: error instanceof Error ? error.message : String(error) });
    if (route.kind === 'profile-image' || route.kind === 'trip-image') {
      response.status(503).set('Cache-Control', CACHE.none).type('text/plain').send('The image could not be drawn.');
    } else {
      response.status(200).set('Cache-Control', CACHE.none).type('html').send(template());
    }
  }
}
