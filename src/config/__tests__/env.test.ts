import { ConfigError, parseEnv } from '../env';

type Raw = Record<string, string | boolean | undefined>;

const base: Raw = {
  VITE_FIREBASE_API_KEY: 'AIzaSyDemoKey_123',
  VITE_FIREBASE_AUTH_DOMAIN: 'wayfare-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'wayfare-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'wayfare-prod.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:abcdef123456',
  VITE_AMPLITUDE_API_KEY: 'amp0123456789abcdef',
};

const testingEnv: Raw = {
  ...base,
  VITE_STAGE: 'testing',
  VITE_FIREBASE_PROJECT_ID: 'demo-wayfare',
  VITE_ANALYTICS_SERVER_URL: 'http://127.0.0.1:9300/2/httpapi',
  VITE_EMULATOR_HOST: '127.0.0.1',
  VITE_DEFAULT_FOLLOW_UIDS: '',
};
/** Street tiles, required in production and staging. */
const streets: Raw = {
  VITE_MAP_TILE_URL: 'https://tiles.stadiamaps.com/tiles/alidade_smooth/{z}/{x}/{y}{r}.png',
  VITE_MAP_TILE_ATTRIBUTION: '© Stadia Maps © OpenMapTiles © OpenStreetMap contributors',
};
const stagingEnv: Raw = { ...base, ...streets, VITE_STAGE: 'staging', VITE_FIREBASE_PROJECT_ID: 'wayfare-staging', VITE_APP_CHECK_SITE_KEY: '6LcStagingSiteKey_0123' };
const productionEnv: Raw = {
  ...base,
  ...streets,
  VITE_STAGE: 'production',
  VITE_APP_CHECK_SITE_KEY: '6LcProductionSiteKey_0123',
  VITE_DEFAULT_FOLLOW_UIDS: 'uidAlpha001,uidBravo002',
};

/** Runs parseEnv and returns the ConfigError it throws (fails the test if it does not). */
function configErrorOf(raw: Raw): ConfigError {
  try {
    parseEnv(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('parseEnv accepted a configuration it should have rejected');
}

const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_AMPLITUDE_API_KEY',
] as const;

describe('parseEnv: valid stages', () => {
  it('parses the testing stage with the emulator host and no default follows', () => {
    const env = parseEnv(testingEnv);
    expect(env).toEqual({
      stage: 'testing',
      firebase: {
        apiKey: 'AIzaSyDemoKey_123',
        authDomain: 'wayfare-prod.firebaseapp.com',
        projectId: 'demo-wayfare',
        storageBucket: 'wayfare-prod.firebasestorage.app',
        messagingSenderId: '123456789012',
        appId: '1:123456789012:web:abcdef123456',
      },
      amplitudeApiKey: 'amp0123456789abcdef',
      analyticsServerUrl: 'http://127.0.0.1:9300/2/httpapi',
      defaultFollowUids: [],
      emulatorHost: '127.0.0.1',
      mapTiles: null,
    });
  });

  it('treats an unknown stage value as testing (and so needs the emulator host)', () => {
    expect(parseEnv({ ...testingEnv, VITE_STAGE: 'prod' }).stage).toBe('testing');
    expect(parseEnv({ ...testingEnv, VITE_STAGE: undefined }).stage).toBe('testing');
  });

  it('parses the staging stage against the real backend, without emulators or default follows', () => {
    const env = parseEnv(stagingEnv);
    expect(env.stage).toBe('staging');
    expect(env.firebase.projectId).toBe('wayfare-staging');
    expect(env.emulatorHost).toBeUndefined();
    expect(env.defaultFollowUids).toEqual([]);
    expect(env.analyticsServerUrl).toBeUndefined();
  });

  it('parses production with exactly two default-follow accounts, trimmed', () => {
    const env = parseEnv({ ...productionEnv, VITE_DEFAULT_FOLLOW_UIDS: ' uidAlpha001 , uidBravo002 ' });
    expect(env.stage).toBe('production');
    expect(env.defaultFollowUids).toEqual(['uidAlpha001', 'uidBravo002']);
    expect(env.emulatorHost).toBeUndefined();
    expect(env.analyticsServerUrl).toBeUndefined();
  });

  it('never connects production to an emulator, even if a host is configured', () => {
    expect(parseEnv({ ...productionEnv, VITE_EMULATOR_HOST: '127.0.0.1' }).emulatorHost).toBeUndefined();
  });

  it.each([
    ['testing', testingEnv],
    ['staging', stagingEnv],
  ])('gives no default follows in %s even when some are configured', (_stage, raw) => {
    const env = parseEnv({ ...raw, VITE_DEFAULT_FOLLOW_UIDS: 'uidAlpha001,uidBravo002' });
    expect(env.defaultFollowUids).toEqual([]);
  });

  it('accepts staging with a malformed default-follow list, since it is not used there', () => {
    expect(() => parseEnv({ ...stagingEnv, VITE_DEFAULT_FOLLOW_UIDS: 'one' })).not.toThrow();
  });
});

describe('parseEnv: street maps', () => {
  it('requires street tiles in production and staging, and draws none offline', () => {
    for (const raw of [productionEnv, stagingEnv]) {
      expect(parseEnv(raw).mapTiles?.url).toBe(streets.VITE_MAP_TILE_URL);
      const error = configErrorOf({ ...raw, VITE_MAP_TILE_URL: '', VITE_MAP_TILE_ATTRIBUTION: '' });
      expect(error.variable).toBe('VITE_MAP_TILE_URL');
      expect(error.message).toContain('street maps');
    }
    expect(parseEnv(testingEnv).mapTiles).toBeNull();
  });
});

describe('parseEnv: production default follows', () => {
  it.each([
    ['none', ''],
    ['unset', undefined],
    ['one', 'uidAlpha001'],
    ['three', 'uidAlpha001,uidBravo002,uidCharlie03'],
  ])('rejects %s, naming VITE_DEFAULT_FOLLOW_UIDS', (_count, uids) => {
    const error = configErrorOf({ ...productionEnv, VITE_DEFAULT_FOLLOW_UIDS: uids });
    expect(error.variable).toBe('VITE_DEFAULT_FOLLOW_UIDS');
    expect(error.message).toContain('VITE_DEFAULT_FOLLOW_UIDS');
  });
});

describe('parseEnv: required variables', () => {
  describe.each(REQUIRED)('%s', (variable) => {
    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['blank', '   '],
    ])('fails when %s, naming the variable', (_how, value) => {
      for (const raw of [testingEnv, stagingEnv, productionEnv]) {
        const error = configErrorOf({ ...raw, [variable]: value });
        expect(error.variable).toBe(variable);
        expect(error.message).toContain(variable);
        expect(error.message).toMatch(/missing/);
      }
    });
  });

  it('fails in testing without VITE_EMULATOR_HOST', () => {
    const error = configErrorOf({ ...testingEnv, VITE_EMULATOR_HOST: undefined });
    expect(error.variable).toBe('VITE_EMULATOR_HOST');
    expect(error.message).toContain('VITE_EMULATOR_HOST');
    expect(configErrorOf({ ...testingEnv, VITE_EMULATOR_HOST: '  ' }).variable).toBe('VITE_EMULATOR_HOST');
  });
});

describe('parseEnv: malformed values', () => {
  it.each([
    ['VITE_FIREBASE_PROJECT_ID', 'Wayfare-Prod'],
    ['VITE_FIREBASE_PROJECT_ID', 'wayfare prod'],
    ['VITE_FIREBASE_MESSAGING_SENDER_ID', 'abc123'],
    ['VITE_FIREBASE_AUTH_DOMAIN', 'https://wayfare-prod.firebaseapp.com/'],
    ['VITE_FIREBASE_API_KEY', 'key with spaces'],
    ['VITE_ANALYTICS_SERVER_URL', 'ftp://collector.example.com/2/httpapi'],
    ['VITE_ANALYTICS_SERVER_URL', '127.0.0.1:9300/2/httpapi'],
  ])('rejects %s = %j, naming it', (variable, value) => {
    const error = configErrorOf({ ...testingEnv, [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.name).toBe('ConfigError');
  });

  it('accepts an https analytics collector', () => {
    const env = parseEnv({ ...stagingEnv, VITE_ANALYTICS_SERVER_URL: 'https://collector.example.com/2/httpapi' });
    expect(env.analyticsServerUrl).toBe('https://collector.example.com/2/httpapi');
  });
});

describe('parseEnv: map tiles', () => {
  const withTiles = (url: string | undefined, attribution: string | null = '© Tile Co') =>
    ({ ...testingEnv, VITE_MAP_TILE_URL: url, VITE_MAP_TILE_ATTRIBUTION: attribution ?? undefined }) as Raw;

  it('has no tiles when no tile URL is set (the offline basemap alone)', () => {
    expect(parseEnv(testingEnv).mapTiles).toBeNull();
    expect(parseEnv(withTiles('  ', '  ')).mapTiles).toBeNull();
  });

  it('accepts an https template with {z}/{x}/{y} and its credit', () => {
    expect(parseEnv(withTiles('https://{s}.tiles.example.org/{z}/{x}/{y}.png')).mapTiles).toEqual({
      url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Tile Co',
    });
  });

  it('accepts plain http only from this machine (a local test tile server)', () => {
    expect(parseEnv(withTiles('http://127.0.0.1:9400/{z}/{x}/{y}.png')).mapTiles?.url).toBe(
      'http://127.0.0.1:9400/{z}/{x}/{y}.png',
    );
    const error = configErrorOf(withTiles('http://tiles.example.org/{z}/{x}/{y}.png'));
    expect(error.variable).toBe('VITE_MAP_TILE_URL');
    expect(error.message).toMatch(/https URL/);
    expect(configErrorOf(withTiles('ftp://127.0.0.1/{z}/{x}/{y}.png')).variable).toBe('VITE_MAP_TILE_URL');
  });

  it('rejects a template missing {z}, {x} or {y}', () => {
    for (const url of ['https://t.example.org/{x}/{y}.png', 'https://t.example.org/{z}/{y}.png', 'https://t.example.org/{z}/{x}.png']) {
      const error = configErrorOf(withTiles(url));
      expect(error.variable).toBe('VITE_MAP_TILE_URL');
      expect(error.message).toMatch(/\{z\}, \{x\} and \{y\}/);
    }
  });

  it('requires the credit when tiles are configured', () => {
    const error = configErrorOf(withTiles('https://t.example.org/{z}/{x}/{y}.png', null));
    expect(error.variable).toBe('VITE_MAP_TILE_ATTRIBUTION');
  });
});

describe('parseEnv: App Check', () => {
  it('takes the reCAPTCHA Enterprise site key in production and staging', () => {
    expect(parseEnv(productionEnv).appCheckSiteKey).toBe('6LcProductionSiteKey_0123');
    expect(parseEnv(stagingEnv).appCheckSiteKey).toBe('6LcStagingSiteKey_0123');
  });

  it.each([
    ['production', productionEnv],
    ['staging', stagingEnv],
  ])('stops %s start-up without a site key, naming the variable', (_stage, raw) => {
    expect(configErrorOf({ ...raw, VITE_APP_CHECK_SITE_KEY: '' }).variable).toBe('VITE_APP_CHECK_SITE_KEY');
  });

  it('uses no App Check in the testing stage, even if a key is set (the emulator does not enforce it)', () => {
    expect(parseEnv(testingEnv).appCheckSiteKey).toBeUndefined();
    expect(parseEnv({ ...testingEnv, VITE_APP_CHECK_SITE_KEY: '6LcProductionSiteKey_0123' }).appCheckSiteKey).toBeUndefined();
  });
});
