// What the callable functions' integration tests share: calling a function,
// expecting a refusal, and the local OpenAI-compatible server the assistant
// functions are pointed at (in the Functions emulator only, through the
// `assistantEmulator/provider` document; see docs/assistant.md).
import { FunctionsError, httpsCallable, type Functions } from 'firebase/functions';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { adminDelete, adminWrite } from './helpers';

export const PROVIDER_DOC = 'assistantEmulator/provider';

export function callFunction<T>(functions: Functions, name: string, data: unknown): Promise<T> {
  return httpsCallable<unknown, T>(functions, name)(data).then((r) => r.data);
}

/** The FunctionsError a call is refused with (fails the test when it succeeds). */
export async function refusal(promise: Promise<unknown>): Promise<FunctionsError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FunctionsError);
  return error as FunctionsError;
}

/** The message as the function wrote it (the SDK may append the HTTP status, " [429]"). */
export const messageOf = (error: FunctionsError): string => error.message.replace(/ \[\d{3}\]$/, '');

/** A refused call's code and message (fails the test when it succeeds). */
export async function refusalOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await refusal(promise);
  return { code: error.code, message: messageOf(error) };
}

/**
 * Starts the fake model server for the file; after each test the provider
 * document is removed and the server back to its defaults. Returns a getter.
 */
export function useFakeModel(): { fake: () => FakeOpenAI; useProvider: (settings?: Record<string, unknown>) => Promise<void> } {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await adminDelete([PROVIDER_DOC]);
    await fake.close();
  });
  afterEach(async () => {
    await adminDelete([PROVIDER_DOC]);
    fake.requests = [];
    fake.mode = 'plan';
  });
  return {
    fake: () => fake,
    useProvider: (settings = {}) =>
      adminWrite([{ path: PROVIDER_DOC, data: { baseURL: fake.baseURL, apiKey: 'test-key', model: 'fake-model-1', timeoutMs: 3000, ...settings } }]),
  };
}
