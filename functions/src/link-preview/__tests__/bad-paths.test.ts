// A made-up path with a malformed percent-escape, through the same Express
// stack the Functions runtime builds (its body parsers first, then one route
// for every path, whose parameter Express decodes): the link preview answers
// its 404 page, not Express's 400 page with a stack trace and server paths.
// (The Functions emulator's own front router refuses such a path before any
// function runs, so this stack is built here.)
import type { AddressInfo } from 'node:net';
import bodyParser from 'body-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchBodyParser } from '../../http/body-errors';
import { handleLinkPreview } from '../handler';

let base = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  patchBodyParser(bodyParser as unknown as Record<string | symbol, unknown>);
  const app = express();
  app.use(bodyParser.json());
  app.use(bodyParser.text());
  app.use(bodyParser.urlencoded({ extended: true }));
  app.use(bodyParser.raw());
  // No address below reads Firestore: a path the app refuses is answered without a read.
  app.all('/*', (request, response) => void handleLinkPreview(null as never, request as never, response as never, 'https://wayfare.test'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((ready) => server.once('listening', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('a path with a malformed escape', () => {
  it.each(['/%FF%FE', '/%', '/ana/%E0%A4%A', '/trip/%C0'])('%s answers the app 404 page', async (path) => {
    const response = await fetch(`${base}${path}`);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).not.toMatch(/URIError|<pre>|\bat [\w.<>]+ \(|node_modules/);
    expect(html).toContain('<div id="root">');
  });

  it('leaves a well-formed address alone', async () => {
    const response = await fetch(`${base}/auth`);
    expect(response.status).toBe(200);
  });
});
