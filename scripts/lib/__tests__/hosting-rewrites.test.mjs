// firebase.json's hosting rewrites, as Hosting and `npm start` (link-preview-dev.mjs) apply them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_USERNAMES } from '@/lib/route-params';
import { ROOT } from '../emulators.mjs';
import { previewRequestKind, rewrittenFunction } from '../link-preview-dev.mjs';

const rewrites = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting.rewrites;
const target = (path) => rewrittenFunction(rewrites, path) ?? 'app';

/** The app's fixed first path segments, read from its route table (src/app/router.tsx). */
const routerSource = readFileSync(join(ROOT, 'src', 'app', 'router.tsx'), 'utf8');
const fixedSegments = [...new Set([...routerSource.matchAll(/path: '([a-z][a-z-]*)/g)].map((match) => match[1]))];

describe('firebase.json hosting rewrites', () => {
  it('give every fixed app route and every reserved word the plain app page', () => {
    expect(fixedSegments).toEqual(expect.arrayContaining(['home', 'auth', 'shop', 'trip', 'explore']));
    for (const word of new Set([...fixedSegments, ...RESERVED_USERNAMES])) {
      expect(target(`/${word}`), word).toBe('app');
      if (word !== 'trip' && word !== 'explore') expect(target(`/${word}/abcd`), word).toBe('app');
    }
    // A fixed route the reserved words missed could be taken as someone's username.
    for (const word of fixedSegments) expect(RESERVED_USERNAMES.has(word), word).toBe(true);
  });

  it('send the preview addresses and their images to the function', () => {
    for (const path of ['/ana.sousa', '/ana.sousa/', '/ana.sousa/trip-1', '/trip/trip-1', '/explore/lisbon', '/og/profile/ana.png']) {
      expect(target(path), path).toBe('linkPreview');
    }
    expect(target('/')).toBe('app');
  });

  it('send an unknown deeper address to the function too, which answers 404 as for an unknown name', () => {
    for (const path of ['/ana/trip-1/more', '/a/b/c/d', '/a/b/c/']) expect(target(path), path).toBe('linkPreview');
    // Within the app's own sections the router decides, as for any of its addresses.
    expect(target('/trips/2027/extra')).toBe('app');
    expect(target('/shop/city-breaks/extra')).toBe('app');
  });
});

describe('what npm start answers at a preview address', () => {
  it('is the page for a crawler or curl, whatever Accept says, as Hosting answers any GET', () => {
    expect(previewRequestKind('/ana', { 'user-agent': 'Googlebot', accept: '*/*' })).toBe('page');
    expect(previewRequestKind('/ana', {})).toBe('page');
    expect(previewRequestKind('/nobody-here', { accept: 'application/json' })).toBe('page');
    expect(previewRequestKind('/ana.sousa/trip-1', { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' })).toBe('page');
    expect(previewRequestKind('/og/profile/ana.png', { accept: 'image/png' })).toBe('image');
  });

  it("leaves Vite's own module requests and files to Vite", () => {
    expect(previewRequestKind('/@vite/client', { accept: '*/*', 'sec-fetch-dest': 'script' })).toBe('vite');
    expect(previewRequestKind('/@react-refresh', {})).toBe('vite');
    expect(previewRequestKind('/vite.config.ts', { accept: '*/*' })).toBe('vite');
    expect(previewRequestKind('/ana', { accept: '*/*', 'sec-fetch-dest': 'script' })).toBe('vite');
    expect(previewRequestKind('/favicon.svg', { accept: '*/*' })).toBe(existsSync(join(ROOT, 'public', 'favicon.svg')) ? 'vite' : 'page');
  });
});
