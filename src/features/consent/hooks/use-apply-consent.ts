import { useEffect, useRef } from 'react';
import type { AppEnv } from '@/config/env';
import { setAnalyticsConsent } from '@/services/analytics';
import { PURPOSES } from '../lib/consent-record';
import { forgetPurpose } from '../lib/forget';
import { disableGoogleTag, enableGoogleTag, googleTagPageView, googleTagSource } from '../lib/google-tag';
import { useConsentChoices } from './use-consent';

/** Runs `run` once the page has loaded and the browser is idle, so tags never compete with the first screen. */
function afterPageLoad(run: () => void): () => void {
  let cancelled = false;
  const start = () => {
    const go = () => {
      if (!cancelled) run();
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 2000 });
    else setTimeout(go, 1);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
  };
}

/**
 * Applies the visitor's choice to the tags this feature and the analytics
 * service run: before a choice nothing loads; a granted purpose loads; a
 * declined one never loads, and when declined after loading it stops sending
 * and its cookies and stored data are deleted. (The layout mounts the
 * payment-analytics script itself, from the same choice.) `pagePath` is the
 * current screen as a route pattern, for the ads tag's page views.
 */
export function useApplyConsent(env: AppEnv, pagePath: string): void {
  const choices = useConsentChoices();
  const path = useRef(pagePath);
  useEffect(() => {
    path.current = pagePath;
    googleTagPageView(pagePath);
  }, [pagePath]);
  const applied = useRef(choices);
  useEffect(() => {
    applied.current = choices;
    // Cookies are deleted once the analytics SDK has opted out: opting out rewrites its cookie.
    // A granted analytics SDK that fails to load must not keep the declined purposes' data.
    const forgetDeclined = () => {
      if (!choices || applied.current !== choices) return;
      for (const purpose of PURPOSES) if (!choices[purpose]) forgetPurpose(purpose);
    };
    void setAnalyticsConsent(choices ? choices.analytics : null).then(forgetDeclined, forgetDeclined);
    if (!choices) return undefined;
    const tagSource = googleTagSource(env);
    if (!choices.advertising || !env.googleTagId || !tagSource) {
      disableGoogleTag();
      return undefined;
    }
    const id = env.googleTagId;
    return afterPageLoad(() => enableGoogleTag(id, tagSource, path.current));
  }, [choices, env]);
}
