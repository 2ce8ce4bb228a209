/**
 * A small OpenAI-compatible server on 127.0.0.1 for tests (real HTTP):
 * POST /v1/chat/completions answers in the chat completions format, as set by
 * `mode`: a canned plan, malformed JSON, too slow, 429 or 500. It records the
 * requests it got. Start with `startFakeOpenAI()`, stop with `close()`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'plan' | 'malformed' | 'slow' | 'rate-limited' | 'server-error';

export interface FakeRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeOpenAI {
  /** The base URL to give the client, ending in /v1. */
  baseURL: string;
  mode: FakeMode;
  /** The content the `plan` mode answers with (a JSON value, serialized). */
  plan: unknown;
  /** How long `slow` waits before answering. */
  slowMs: number;
  requests: FakeRequest[];
  close(): Promise<void>;
}

function completion(content: string, model: string): Record<string, unknown> {
  return {
    id: `chatcmpl-fake${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
  };
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeOpenAI = {
    baseURL: '',
    mode: 'plan',
    plan: {},
    slowMs: 10_000,
    requests: [],
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        send(response, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        send(response, 400, { error: { message: 'Invalid JSON body', type: 'invalid_request_error' } });
        return;
      }
      fake.requests.push({ path: request.url, authorization: request.headers.authorization, body });
      const model = typeof body.model === 'string' ? body.model : 'fake-model';
      switch (fake.mode) {
        case 'plan':
          send(response, 200, completion(JSON.stringify(fake.plan), model));
          return;
        case 'malformed':
          send(response, 200, completion('{"title": "5 days in Lisbon", "days": [ {"day": 1, ', model));
          return;
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            send(response, 200, completion(JSON.stringify(fake.plan), model));
          }, fake.slowMs);
          timers.add(timer);
          return;
        }
        case 'rate-limited':
          send(
            response,
            429,
            { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
            { 'retry-after': '20' },
          );
          return;
        case 'server-error':
          send(response, 500, { error: { message: 'The server had an error', type: 'server_error' } });
          return;
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  fake.baseURL = `http://127.0.0.1:${port}/v1`;
  return fake;
}
