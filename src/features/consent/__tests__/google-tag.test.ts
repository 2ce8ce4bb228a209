import { getEnv } from '@/config/env';
import type * as GoogleTagModule from '../lib/google-tag';

type GoogleTag = typeof GoogleTagModule;


async function freshTag(): Promise<GoogleTag> {
  vi.resetModules();
  return import('../lib/google-tag');
}

/** The gtag commands queued so far, as plain arrays. */
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const flag = (id: string) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`];

afterEach(() => {
  document.getElementById('wayfare-google-tag')?.remove();
  delete window.dataLayer;
});

describe('googleTagSource', () => {
  it('is the local stand-in in the testing stage, Google elsewhere, and none without an id', async () => {
    const { googleTagSource } = await freshTag();
    const env = getEnv();
    expect(env.googleTagId).toBe('AW-000000000');
    expect(googleTagSource(env)).toBe('http://127.0.0.1:9300/gtag/js?id=AW-000000000');
    expect(googleTagSource({ ...env, stage: 'production' })).toBe(
      'https://www.googletagmanager.com/gtag/js?id=AW-000000000',
    );
    const { googleTagId: _id, ...without } = env;
    expect(googleTagSource(without)).toBeNull();
  });
});

describe('the Google tag', () => {
  it('adds nothing to the page until enabled, then one script with consent, config and a page view', async () => {
    const tag = await freshTag();
    tag.googleTagPageView('/explore');
    expect(document.getElementById('wayfare-google-tag')).toBeNull();
    expect(window.dataLayer).toBeUndefined();

    tag.enableGoogleTag('AW-1', 'http://127.0.0.1:9300/gtag/js?id=AW-1', '/explore');
    const script = document.getElementById('wayfare-google-tag') as HTMLScriptElement;
    expect(script.src).toBe('http://127.0.0.1:9300/gtag/js?id=AW-1');
    expect(script.async).toBe(true);
    expect(commands().map((command) => command[0])).toEqual(['consent', 'js', 'config', 'event']);
    expect(commands()[0]).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'denied' })]);
    expect(commands()[3]).toEqual([
      'event',
      'page_view',
      expect.objectContaining({ send_to: 'AW-1', page_location: `${location.origin}/explore` }),
    ]);
  });

  it('sends one page view per new screen, and none once withdrawn', async () => {
    const tag = await freshTag();
    tag.enableGoogleTag('AW-1', 'https://www.googletagmanager.com/gtag/js?id=AW-1', '/explore');
    tag.googleTagPageView('/explore');
    tag.googleTagPageView('/:username');
    expect(commands().filter((command) => command[1] === 'page_view')).toHaveLength(2);

    tag.disableGoogleTag();
    expect(flag('AW-1')).toBe(true);
    expect(commands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'denied', ad_user_data: 'denied' })]);
    tag.googleTagPageView('/shop');
    expect(commands().filter((command) => command[1] === 'page_view')).toHaveLength(2);

    // Granted again in the same page: the same script, sending again.
    tag.enableGoogleTag('AW-1', 'https://www.googletagmanager.com/gtag/js?id=AW-1', '/shop');
    expect(flag('AW-1')).toBe(false);
    expect(document.querySelectorAll('#wayfare-google-tag')).toHaveLength(1);
    expect(commands().filter((command) => command[1] === 'page_view')).toHaveLength(3);
  });
});
