import * as z from 'zod/mini';
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

const nonEmpty = z.string().check(z.trim(), z.minLength(1, 'is missing'));
const identifier = z
  .string()
  .check(z.trim(), z.minLength(1, 'is missing'), z.regex(/^[A-Za-z0-9:._-]+$/, 'is malformed'));
const httpUrl = z
  .string()
  .check(z.trim(), z.regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/, 'is not an http(s) URL'));

const schema = z.object({
  VITE_FIREBASE_API_KEY: identifier,
  VITE_FIREBASE_AUTH_DOMAIN: z
    .string()
    .check(z.trim(), z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'is not a host name')),
  VITE_FIREBASE_PROJECT_ID: z
    .string()
    .check(z.trim(), z.regex(/^[a-z][a-z0-9-]{4,29}$/, 'is not a Firebase project id')),
  VITE_FIREBASE_STORAGE_BUCKET: nonEmpty,
  VITE_FIREBASE_MESSAGING_SENDER_ID: z
    .string()
    .check(z.trim(), z.regex(/^\d+$/, 'is not a number')),
  VITE_FIREBASE_APP_ID: identifier,
  VITE_AMPLITUDE_API_KEY: identifier,
  VITE_ANALYTICS_SERVER_URL: z.optional(httpUrl),
  VITE_DEFAULT_FOLLOW_UIDS: z.optional(z.string()),
  VITE_EMULATOR_HOST: z.optional(nonEmpty),
});

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
}

type RawEnv = Record<string, string | boolean | undefined>;

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
  const result = schema.safeParse(blankToUndefined(raw));
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const problem =
      issue?.code === 'invalid_type' ? 'is missing' : (issue?.message ?? 'is malformed');
    throw new ConfigError(variable, problem);
  }
  const values = result.data;
  const defaultFollowUids = (values.VITE_DEFAULT_FOLLOW_UIDS ?? '')
    .split(',')
    .map((uid) => uid.trim())
    .filter(Boolean);
  if (stage === 'production') {
    if (defaultFollowUids.length !== 2 || defaultFollowUids.some((uid) => !/^[A-Za-z0-9]{6,128}$/.test(uid))) {
      throw new ConfigError('VITE_DEFAULT_FOLLOW_UIDS', 'must list exactly two account ids');
    }
  }
  if (stage === 'testing' && !values.VITE_EMULATOR_HOST) {
    throw new ConfigError('VITE_EMULATOR_HOST', 'is missing');
  }
  return {
    stage,
    firebase: {
      apiKey: values.VITE_FIREBASE_API_KEY,
      authDomain: values.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: values.VITE_FIREBASE_PROJECT_ID,
      storageBucket: values.VITE_FIREBASE_STORAGE_BUCKET,
      messagingSenderId: values.VITE_FIREBASE_MESSAGING_SENDER_ID,
      appId: values.VITE_FIREBASE_APP_ID,
    },
    amplitudeApiKey: values.VITE_AMPLITUDE_API_KEY,
    analyticsServerUrl: values.VITE_ANALYTICS_SERVER_URL,
    defaultFollowUids: stage === 'production' ? defaultFollowUids : [],
    emulatorHost: stage === 'testing' ? values.VITE_EMULATOR_HOST : undefined,
  };
}

let cached: AppEnv | undefined;

/** The running build's configuration, parsed once. */
export function getEnv(): AppEnv {
  cached ??= parseEnv(import.meta.env as unknown as RawEnv);
  return cached;
}
