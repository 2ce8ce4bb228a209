import { resolveStage, type Stage } from './stage';

/** Raised when the stage's configuration is missing or malformed. */
export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}.`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/*
 * Checked by hand rather than with zod: this module runs before the first
 * paint, and a schema library would cost the entry chunk several KiB.
 */
type Check = (value: string) => string | null;

const required = (check: Check = () => null) => ({ required: true, check });
const optional = (check: Check = () => null) => ({ required: false, check });
const matches =
  (pattern: RegExp, problem: string): Check =>
  (value) =>
    pattern.test(value) ? null : problem;

const IDENTIFIER = matches(/^[A-Za-z0-9:._-]+$/, 'is malformed');
const HTTP_URL = matches(/^https?:\/\/[^\s/$.?#].[^\s]*$/, 'is not an http(s) URL');
/** A map tile template: https anywhere, plain http only on this machine (test tile servers); {z}, {x} and {y} all present. */
const TILE_URL: Check = (value) => {
  if (!/^(https:\/\/[^\s/$.?#][^\s]*|http:\/\/127\.0\.0\.1(:\d{1,5})?\/[^\s]*)$/.test(value)) {
    return 'must be an https URL (or http://127.0.0.1 for local testing)';
  }
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return 'must contain {z}, {x} and {y}';
  return null;
};

/** Every variable a stage's file holds, in the order they are reported. */
const VARIABLES = {
  VITE_FIREBASE_API_KEY: required(IDENTIFIER),
  VITE_FIREBASE_AUTH_DOMAIN: required(matches(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'is not a host name')),
  VITE_FIREBASE_PROJECT_ID: required(matches(/^[a-z][a-z0-9-]{4,29}$/, 'is not a Firebase project id')),
  VITE_FIREBASE_STORAGE_BUCKET: required(),
  VITE_FIREBASE_MESSAGING_SENDER_ID: required(matches(/^\d+$/, 'is not a number')),
  VITE_FIREBASE_APP_ID: required(IDENTIFIER),
  VITE_AMPLITUDE_API_KEY: required(IDENTIFIER),
  VITE_ANALYTICS_SERVER_URL: optional(HTTP_URL),
  VITE_DEFAULT_FOLLOW_UIDS: optional(),
  VITE_EMULATOR_HOST: optional(),
  VITE_MAP_TILE_URL: optional(TILE_URL),
  VITE_MAP_TILE_ATTRIBUTION: optional(),
  VITE_APP_CHECK_SITE_KEY: optional(matches(/^[A-Za-z0-9_-]{10,100}$/, 'is not a reCAPTCHA Enterprise site key')),
  VITE_INBOUND_MAIL_DOMAIN: optional(matches(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'is not a host name')),
  VITE_GOOGLE_TAG_ID: optional(matches(/^(AW|G|GT|DC)-[A-Z0-9]{4,20}$/, 'is not a Google tag id (AW-…, G-…, GT-… or DC-…)')),
} as const;

type VariableName = keyof typeof VARIABLES;
type Values = Record<VariableName, string | undefined>;

export interface AppEnv {
  stage: Stage;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    messagingSenderId: string;
    appId: string;
  };
  amplitudeApiKey: string;
  /** Where analytics events go; undefined means the provider's own endpoint. */
  analyticsServerUrl: string | undefined;
  /** Accounts every new user follows: exactly two in production, none elsewhere. */
  defaultFollowUids: string[];
  /** Host of the local emulators; set in the testing stage only. */
  emulatorHost: string | undefined;
  /** Street tiles drawn over the offline basemap (required in production and staging); null offline (the basemap alone). */
  mapTiles?: MapTiles | null;
  /**
   * The reCAPTCHA Enterprise site key App Check uses, so the Cloud Functions
   * (which enforce App Check there) answer: production and staging only. The
   * testing stage has none: the emulator does not enforce App Check.
   */
  appCheckSiteKey?: string;
  /**
   * The ads tag (a Google tag, gtag.js) this stage loads once the visitor
   * consents to advertising (docs/consent.md); absent when none is configured.
   */
  googleTagId?: string;
  /**
   * The domain of the trips' forwarding addresses (trip-…@this), whose mail
   * reaches the bookingMail function (docs/bookings.md); absent: no addresses.
   */
  inboundMailDomain?: string;
}

export interface MapTiles {
  /** Template with {z}/{x}/{y} (and optionally {s}, {r}). */
  url: string;
  /** Plain-text credit the tile provider requires. */
  attribution: string;
}

/** The variables as Vite gives them (`import.meta.env`): strings, and a few booleans it adds. */
type RawEnv = Readonly<Record<string, unknown>>;

function blankToUndefined(raw: RawEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string') continue;
    out[key] = value.trim() === '' ? undefined : value;
  }
  return out;
}

/** Parses and checks a stage's variables; throws ConfigError naming the first bad one. */
export function parseEnv(raw: RawEnv): AppEnv {
  const stage = resolveStage(typeof raw.VITE_STAGE === 'string' ? raw.VITE_STAGE : undefined);
  const given = blankToUndefined(raw);
  const values = {} as Values;
  for (const [name, rule] of Object.entries(VARIABLES) as Array<[VariableName, (typeof VARIABLES)[VariableName]]>) {
    const value = given[name]?.trim();
    if (value === undefined) {
      if (rule.required) throw new ConfigError(name, 'is missing');
      values[name] = undefined;
      continue;
    }
    const problem = rule.check(value);
    if (problem) throw new ConfigError(name, problem);
    values[name] = value;
  }
  const need = (name: VariableName): string => values[name] ?? '';
  const defaultFollowUids = (values.VITE_DEFAULT_FOLLOW_UIDS ?? '')
    .split(',')
    .map((uid) => uid.trim())
    .filter(Boolean);
  if (stage === 'production') {
    if (defaultFollowUids.length !== 2 || defaultFollowUids.some((uid) => !/^[A-Za-z0-9]{6,128}$/.test(uid))) {
      throw new ConfigError('VITE_DEFAULT_FOLLOW_UIDS', 'must list exactly two account ids');
    }
  }
  if (stage !== 'testing' && !values.VITE_MAP_TILE_URL) {
    throw new ConfigError('VITE_MAP_TILE_URL', 'is missing (production and staging draw street maps)');
  }
  if (values.VITE_MAP_TILE_URL && !values.VITE_MAP_TILE_ATTRIBUTION) {
    throw new ConfigError('VITE_MAP_TILE_ATTRIBUTION', 'is missing (tile providers require their credit)');
  }
  if (stage !== 'testing' && !values.VITE_APP_CHECK_SITE_KEY) {
    throw new ConfigError('VITE_APP_CHECK_SITE_KEY', 'is missing (the Cloud Functions refuse calls without App Check)');
  }
  if (stage === 'testing' && !values.VITE_EMULATOR_HOST) {
    throw new ConfigError('VITE_EMULATOR_HOST', 'is missing');
  }
  return {
    stage,
    firebase: {
      apiKey: need('VITE_FIREBASE_API_KEY'),
      authDomain: need('VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: need('VITE_FIREBASE_PROJECT_ID'),
      storageBucket: need('VITE_FIREBASE_STORAGE_BUCKET'),
      messagingSenderId: need('VITE_FIREBASE_MESSAGING_SENDER_ID'),
      appId: need('VITE_FIREBASE_APP_ID'),
    },
    amplitudeApiKey: need('VITE_AMPLITUDE_API_KEY'),
    analyticsServerUrl: values.VITE_ANALYTICS_SERVER_URL,
    defaultFollowUids: stage === 'production' ? defaultFollowUids : [],
    emulatorHost: stage === 'testing' ? values.VITE_EMULATOR_HOST : undefined,
    ...(stage !== 'testing' && values.VITE_APP_CHECK_SITE_KEY ? { appCheckSiteKey: values.VITE_APP_CHECK_SITE_KEY } : {}),
    ...(values.VITE_GOOGLE_TAG_ID ? { googleTagId: values.VITE_GOOGLE_TAG_ID } : {}),
    ...(values.VITE_INBOUND_MAIL_DOMAIN ? { inboundMailDomain: values.VITE_INBOUND_MAIL_DOMAIN } : {}),
    mapTiles: values.VITE_MAP_TILE_URL
      ? { url: values.VITE_MAP_TILE_URL, attribution: values.VITE_MAP_TILE_ATTRIBUTION ?? '' }
      : null,
  };
}

let cached: AppEnv | undefined;

/** The running build's configuration, parsed once. */
export function getEnv(): AppEnv {
  cached ??= parseEnv(import.meta.env);
  return cached;
}
