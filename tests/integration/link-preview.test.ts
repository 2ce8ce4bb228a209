// Shared links as a crawler sees them: plain GET requests to the Hosting
// emulator, which serves dist/ and rewrites preview addresses to the
// linkPreview function (firebase.json). Needs the app built (dist/) and the
// Hosting emulator up (scripts/with-emulators.mjs starts it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDeleteTrees, adminWrite, closeClientsAfterAll, itineraryDoc, profileDoc, unique, uniqueUsername } from './helpers';

closeClientsAfterAll();

const HOSTING = `http://${process.env.HOSTING_EMULATOR_HOST || '127.0.0.1:5002'}`;
const CRAWLER = 'Mozilla/5.0 (compatible; Twitterbot/1.0)';

interface Answer {
  status: number;
  type: string;
  cacheControl: string;
  html: string;
  bytes: Buffer;
}

async function get(path: string): Promise<Answer> {
  const response = await fetch(`${HOSTING}${path}`, { headers: { 'user-agent': CRAWLER, accept: 'text/html,*/*' }, redirect: 'manual' });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cacheControl: response.headers.get('cache-control') ?? '',
    html: bytes.toString('utf8'),
    bytes,
  };
}

/** The content of `<meta property|name="key">`, or null. */
function metaContent(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1] ?? null;
}

function jsonLd(html: string): Record<string, unknown> | null {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return script?.[1] ? (JSON.parse(script[1]) as Record<string, unknown>) : null;
}

const title = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? null;

/** The app's entry module, as the page starts it after its first paint (scripts/lib/entry-after-paint.mjs). */
function entryModule(html: string): string {
  return /staged \? \[[^\]]*\] : \["(\/assets\/[^"]+\.js)"\]/.exec(html)?.[1] ?? '';
}

/** The app still boots from the page: its root is there, and its entry is fetched with it and started. */
function expectAppPage(html: string) {
  expect(html).toContain('<div id="root">');
  const entry = entryModule(html);
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  expect(html).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="${entry}">`);
}

const uid = unique('lp');
const username = uniqueUsername('lp');
const other = { uid: unique('lpo'), username: uniqueUsername('lpo') };
const ids = { open: unique('open'), closed: unique('closed'), paid: unique('paid'), others: unique('others') };
const SECRET_EMAIL = `${unique('secret')}@example.com`;

function item(id: string, day: number, name: string) {
  return {
    id,
    day,
    order: 'a0',
    type: 'attraction',
    title: name,
    place: { name, geocode: { lat: 38.7, lng: -9.1 }, source: 'Wikidata (CC0)' },
    startTime: null,
    endTime: null,
    timeZone: 'Europe/Lisbon',
    notes: null,
    cost: null,
  };
}

beforeAll(async () => {
  // The function's first request starts its worker (seconds on a busy machine): not part of any test's time.
  await fetch(`${HOSTING}/og/warm-up`);
  await adminWrite([
    {
      path: `users/${uid}`,
      data: profileDoc(uid, username, {
        displayName: 'Ana "Tiles" <Sousa> & $& co',
        bio: 'Azulejos hunter. </script><script>alert(1)</script>',
        homeCity: 'Lisbon',
      }),
    },
    {
      path: `users/${uid}/private/account`,
      data: { email: SECRET_EMAIL, phone: '+351912345678', userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: null }, stripeCustomerId: null },
    },
    { path: `users/${other.uid}`, data: profileDoc(other.uid, other.username, { displayName: 'Other Person' }) },
    {
      path: `itineraries/${ids.open}`,
      data: itineraryDoc(uid, { title: 'Tiles of Lisbon', description: 'Three days of azulejos.', public: true, days: 3 }),
    },
    { path: `itineraries/${ids.open}/items/a`, data: item('a', 1, 'National Tile Museum') },
    { path: `itineraries/${ids.closed}`, data: itineraryDoc(uid, { title: 'Secret anniversary', public: false, description: 'Do not tell.' }) },
    {
      path: `itineraries/${ids.paid}`,
      data: itineraryDoc(uid, {
        title: 'Porto in depth',
        destinations: ['Porto'],
        description: 'A paid guide.',
        public: true,
        days: 4,
        isPaidItinerary: true,
        price: { amount: 1500, currency: 'EUR' },
      }),
    },
    { path: `itineraries/${ids.paid}/items/p1`, data: item('p1', 1, 'Livraria Lello') },
    { path: `itineraries/${ids.paid}/items/p3`, data: item('p3', 3, 'Hidden tasca of day three') },
    { path: `itineraries/${ids.others}`, data: itineraryDoc(other.uid, { title: 'Not Ana trip', public: true }) },
  ]);
}, 120_000);

afterAll(async () => {
  await adminDeleteTrees([`users/${uid}`, `users/${other.uid}`, ...Object.values(ids).map((id) => `itineraries/${id}`)]);
});

describe('a public profile', () => {
  it('has its title, description, canonical address, Open Graph, Twitter and Person tags, escaped', async () => {
    const page = await get(`/${username}`);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(title(page.html)).toBe(`Ana &quot;Tiles&quot; &lt;Sousa&gt; &amp; $&amp; co (@${username}) · Wayfare`);
    expect(metaContent(page.html, 'og:url')).toBe(`${HOSTING}/${username}`);
    expect(page.html).toContain(`<link rel="canonical" href="${HOSTING}/${username}" />`);
    expect(metaContent(page.html, 'og:type')).toBe('profile');
    expect(metaContent(page.html, 'og:image')).toBe(`${HOSTING}/og/profile/${username}.png`);
    expect(metaContent(page.html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(page.html, 'description')).toBe('Azulejos hunter. &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // The bio cannot close a script element.
    expect(page.html).not.toContain('<script>alert(1)');
    const ld = jsonLd(page.html);
    expect(ld).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: 'Ana "Tiles" <Sousa> & $& co', homeLocation: { name: 'Lisbon' } } });
    // One set of tags: the app's defaults are replaced, not repeated.
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html.match(/property="og:title"/g)).toHaveLength(1);
    expectAppPage(page.html);
  });

  it('paints the name and initials in the first response, with one h1', async () => {
    const page = await get(`/${username}`);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(page.html)?.[1] ?? '';
    expect(root).toContain('<h1 id="profile-title">Ana &quot;Tiles&quot; &lt;Sousa&gt; &amp; $&amp; co</h1>');
    expect(root).toContain('role="img" aria-label="Ana &quot;Tiles&quot; &lt;Sousa&gt; &amp; $&amp; co">A</span>');
    expect(root.match(/<h1/g)).toHaveLength(1);
  });

  it('shows nothing private: no e-mail, phone or private trip', async () => {
    const page = await get(`/${username}`);
    expect(page.html).not.toContain(SECRET_EMAIL);
    expect(page.html).not.toContain('+351912345678');
    expect(page.html).not.toContain('Secret anniversary');
  });

  it('is cached briefly', async () => {
    expect((await get(`/${username}`)).cacheControl).toBe('public, max-age=60, s-maxage=300');
  });
});

describe('a public trip', () => {
  it('has its tags and a TouristTrip with its places, at /trip/{id} and on its creator profile', async () => {
    for (const path of [`/trip/${ids.open}`, `/${username}/${ids.open}`]) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(title(page.html)).toBe('Tiles of Lisbon · Wayfare');
      expect(metaContent(page.html, 'og:url')).toBe(`${HOSTING}/trip/${ids.open}`);
      expect(metaContent(page.html, 'og:image')).toBe(`${HOSTING}/og/trip/${ids.open}.png`);
      expect(metaContent(page.html, 'og:description')).toContain('A 3-day trip to Lisbon by Ana');
      expect(jsonLd(page.html)).toMatchObject({
        '@type': 'TouristTrip',
        name: 'Tiles of Lisbon',
        itinerary: { itemListElement: [{ item: { name: 'National Tile Museum' } }] },
      });
      expect(page.cacheControl).toBe('public, max-age=300, s-maxage=3600');
      expectAppPage(page.html);
    }
  });

  it("paints the trip's heading in the first response at /trip/{id}, and only the profile's on its creator's address", async () => {
    const page = await get(`/trip/${ids.open}`);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(page.html)?.[1] ?? '';
    expect(root).toContain('<h1 id="trip-title">Tiles of Lisbon</h1>');
    expect(root).toContain('<p class="trip-header__description">Three days of azulejos.</p>');
    expect(root.match(/<h1/g)).toHaveLength(1);
    expect(page.html).toMatch(new RegExp(`<script type="application/json" id="wayfare-first-paint">\\{"kind":"trip","id":"${ids.open}"`));
    const onProfile = await get(`/${username}/${ids.open}`);
    expect(onProfile.html).not.toContain('trip-title');
    expect(onProfile.html).not.toContain('"kind":"trip"');
  });

  it("paid: what its shop page shows (title, price), never a day's places", async () => {
    const page = await get(`/trip/${ids.paid}`);
    expect(page.status).toBe(200);
    expect(title(page.html)).toBe('Porto in depth · Wayfare');
    expect(jsonLd(page.html)).toMatchObject({ offers: { price: '15.00', priceCurrency: 'EUR' } });
    expect(page.html).not.toContain('Hidden tasca');
    expect(page.html).not.toContain('Livraria Lello');
  });
});

describe('nothing for what is private or unknown', () => {
  it.each([
    ['a private trip', () => `/trip/${ids.closed}`],
    ['a private trip on its creator profile', () => `/${username}/${ids.closed}`],
    ["another person's trip on a profile", () => `/${username}/${ids.others}`],
    ['an unknown trip', () => `/trip/${unique('none')}`],
  ])('%s answers the plain app page, kept out of search engines, no tags, cached a minute', async (_name, path) => {
    // Its owner may open it signed in (the app then shows it): no 404 in their console, and a
    // private trip answers exactly as a missing one.
    const page = await get(path());
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('public, max-age=30, s-maxage=60');
    expect(metaContent(page.html, 'robots')).toBe('noindex');
    expect(metaContent(page.html, 'og:url')).toBeNull();
    expect(title(page.html)).toBe('Wayfare');
    expect(page.html).not.toContain('Secret anniversary');
    expect(page.html).not.toContain('Do not tell');
    expect(page.html).not.toContain('Not Ana trip');
    expectAppPage(page.html);
  });

  it.each([
    ['an unknown username', () => `/${uniqueUsername('nobody')}`],
    ['an unknown city', () => '/explore/atlantis-under-the-sea'],
    ['a parameter the app refuses', () => '/Not-A-Username'],
    ['an unknown deeper address', () => '/a/b/c/d'],
    ['an unknown address of three parts', () => `/${username}/trips/more`],
  ])('%s answers 404 with the app page, no tags, cached a minute', async (_name, path) => {
    const page = await get(path());
    expect(page.status).toBe(404);
    expect(page.cacheControl).toBe('public, max-age=30, s-maxage=60');
    expect(metaContent(page.html, 'og:url')).toBeNull();
    expect(page.html).not.toContain('Secret anniversary');
    expect(page.html).not.toContain('Do not tell');
    expect(page.html).not.toContain('Not Ana trip');
    expectAppPage(page.html);
  });
});

describe('a forged header', () => {
  it('never takes the canonical address from a forged X-Forwarded-Host on a publicly cached page', async () => {
    const response = await fetch(`${HOSTING}/${username}`, { headers: { 'user-agent': CRAWLER, 'x-forwarded-host': 'evil.example' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain('evil.example');
    expect(metaContent(html, 'og:url')).toMatch(new RegExp(`^(https://wayfare-prod\\.web\\.app|http://127\\.0\\.0\\.1:\\d+)/${username}$`));
  });
});

describe('a city', () => {
  it('has its name, canonical address and a TouristDestination', async () => {
    const page = await get('/explore/lisbon');
    expect(page.status).toBe(200);
    expect(title(page.html)).toBe('Lisbon: top places and public trips · Wayfare');
    expect(metaContent(page.html, 'og:url')).toBe(`${HOSTING}/explore/lisbon`);
    expect(jsonLd(page.html)).toMatchObject({ '@type': 'TouristDestination', name: 'Lisbon', address: { addressCountry: 'PT' } });
    expect(page.cacheControl).toBe('public, max-age=3600, s-maxage=86400');
  });
});

describe('the app routes stay plain', () => {
  it.each(['/', '/auth', '/home', '/shop', '/shop/city-breaks', '/explore', '/trip', '/trips', '/auth/forgot-password', '/privacy', '/quiz'])(
    '%s is the app page with its default head',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(title(page.html)).toBe('Wayfare');
      expect(metaContent(page.html, 'og:url')).toBeNull();
      expect(page.html).not.toContain('rel="canonical"');
      expectAppPage(page.html);
    },
  );

  it('serves the built assets as files', async () => {
    const home = await get('/');
    const script = entryModule(home.html);
    const asset = await get(script);
    expect(asset.status).toBe(200);
    expect(asset.type).toMatch(/javascript/);
    expect(asset.cacheControl).toBe('public, max-age=31536000, immutable');
  });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('preview images', () => {
  it('a profile card is a 1200x630 PNG, small, cached briefly', async () => {
    const image = await get(`/og/profile/${username}.png`);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/png');
    expect(pngSize(image.bytes)).toEqual({ width: 1200, height: 630 });
    expect(image.bytes.length).toBeLessThan(300_000);
    expect(image.cacheControl).toBe('public, max-age=60, s-maxage=300');
  });

  it('a public trip has one, cached longer; a private trip has none', async () => {
    const image = await get(`/og/trip/${ids.open}.png`);
    expect(image.status).toBe(200);
    expect(pngSize(image.bytes)).toEqual({ width: 1200, height: 630 });
    expect(image.cacheControl).toBe('public, max-age=300, s-maxage=3600');
    const closed = await get(`/og/trip/${ids.closed}.png`);
    expect(closed.status).toBe(404);
    expect(closed.type).not.toMatch(/image/);
  });
});
