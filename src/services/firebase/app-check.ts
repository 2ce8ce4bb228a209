import type { FirebaseApp } from 'firebase/app';
import { getEnv } from '@/config/env';

let started: Promise<void> | undefined;

/**
 * Firebase App Check with the reCAPTCHA Enterprise provider, in production
 * and staging, where the Cloud Functions enforce it (ENFORCE_APP_CHECK in
 * functions/.env.<project>). Loaded with the Functions SDK, never in the first
 * paint. The testing stage has no site key and starts nothing: the emulator
 * does not enforce App Check.
 */
export function startAppCheck(app: FirebaseApp): Promise<void> {
  const siteKey = getEnv().appCheckSiteKey;
  if (!siteKey) return Promise.resolve();
  started ??= import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
    initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
  });
  return started;
}
