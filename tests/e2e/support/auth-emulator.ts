/**
 * The Firebase Auth emulator's test-only endpoints, for the browser tests:
 * the e-mail action codes (password reset links) and the SMS codes it would
 * have sent, and a way to create an e-mail account without the UI.
 * https://firebase.google.com/docs/emulator-suite/connect_auth#rest_api
 */
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-wayfare';
/** The testing stage's public web API key (.env.testing). */
const API_KEY = 'demo-api-key';
const EMULATOR = `http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}`;
const IDENTITY_TOOLKIT = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1`;

/** A short id that differs between runs (and between calls): for usernames, e-mails and phone numbers. */
export function uniqueSuffix(): string {
  return (Date.now().toString(36) + Math.floor(Math.random() * 36 ** 2).toString(36).padStart(2, '0')).slice(-10);
}

/** Polls `read` until it gives a value; fails naming `what` after `timeoutMs`. */
async function eventually<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`The Auth emulator has ${what} after ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string; // PASSWORD_RESET, VERIFY_EMAIL, EMAIL_SIGNIN, VERIFY_AND_CHANGE_EMAIL
}

/** Every e-mail action code the emulator has "sent" since it started (or was cleared). */
export async function oobCodes(): Promise<OobCode[]> {
  const body = await getJson<{ oobCodes?: OobCode[] }>(`${EMULATOR}/oobCodes`);
  return body.oobCodes ?? [];
}

/** The newest code of `requestType` sent to `email`, waiting for it to appear. */
export async function latestOobCode(email: string, requestType = 'PASSWORD_RESET'): Promise<string> {
  const found = await eventually(
    async () => (await oobCodes()).filter((code) => code.email === email && code.requestType === requestType).at(-1),
    `no ${requestType} code for ${email}`,
  );
  return found.oobCode;
}

export interface VerificationCode {
  phoneNumber: string;
  sessionInfo: string;
  code: string;
}

/** Every SMS code the emulator has "sent". */
export async function verificationCodes(): Promise<VerificationCode[]> {
  const body = await getJson<{ verificationCodes?: VerificationCode[] }>(`${EMULATOR}/verificationCodes`);
  return body.verificationCodes ?? [];
}

/** The newest SMS code sent to `phoneNumber` (E.164), waiting for it to appear. */
export async function latestVerificationCode(phoneNumber: string): Promise<string> {
  const found = await eventually(
    async () => (await verificationCodes()).filter((code) => code.phoneNumber === phoneNumber).at(-1),
    `no SMS code for ${phoneNumber}`,
  );
  return found.code;
}

async function identityToolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${IDENTITY_TOOLKIT}/${method}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${method} answered ${response.status}: ${json.error?.message ?? 'no message'}`);
  return json;
}

/** Creates an e-mail and password account (no profile: its first sign-in leads to onboarding). */
export async function createEmailAccount(email: string, password: string): Promise<{ uid: string }> {
  const { localId } = await identityToolkit<{ localId: string }>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: localId };
}

/** Whether the emulator accepts this e-mail and password (without touching any browser session). */
export async function passwordSignInWorks(email: string, password: string): Promise<boolean> {
  try {
    await identityToolkit('accounts:signInWithPassword', { email, password, returnSecureToken: true });
    return true;
  } catch {
    return false;
  }
}
