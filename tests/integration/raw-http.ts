// Calling the functions as an attacker would: plain HTTP requests to the
// Functions emulator, with any body, headers and network address
// (X-Forwarded-For, which the runtime trusts as Google's front end does).
import { randomBytes } from 'node:crypto';
import type { UserClient } from './helpers';
import { PROJECT_ID } from './helpers';

const [HOST = '127.0.0.1', PORT = '5001'] = (process.env.FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001').split(':');

export const functionUrl = (name: string): string => `http://${HOST}:${PORT}/${PROJECT_ID}/us-central1/${name}`;

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: { result?: unknown; error?: { status?: string; message?: string; details?: unknown } } | undefined;
}

export async function rawPost(
  name: string,
  body: string,
  { contentType = 'application/json', user, forwardedFor, method = 'POST' }: { contentType?: string; user?: UserClient; forwardedFor?: string; method?: string } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (user) headers.authorization = `Bearer ${await user.auth.currentUser!.getIdToken()}`;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const response = await fetch(functionUrl(name), { method, headers, ...(method === 'GET' ? {} : { body }) });
  const text = await response.text();
  let json: RawAnswer['json'];
  try {
    json = JSON.parse(text) as RawAnswer['json'];
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
}

/** A callable request: `{ data }` as JSON, as the web SDK sends it. */
export function rawCall(name: string, data: unknown, options: Parameters<typeof rawPost>[2] = {}): Promise<RawAnswer> {
  return rawPost(name, JSON.stringify({ data }), options);
}

/** A documentation address (RFC 3849) no other test uses. */
export function testAddress(): string {
  return `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
}
