import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_USERNAMES } from '@/lib/route-params';

interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: { functionId: string };
}

const config = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../firebase.json'), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};
const rewrites = config.hosting.rewrites;

/** Where Hosting sends a path: the first rewrite that matches (static files aside). */
function target(path: string): string {
  for (const rule of rewrites) {
    const matches = rule.regex
      ? new RegExp(rule.regex).test(path)
      : rule.source === '**' || (rule.source?.endsWith('/**') && path.startsWith(rule.source.slice(0, -2)));
    if (matches) return rule.function ? rule.function.functionId : (rule.destination ?? '');
  }
  return 'none';
}

/** The app's fixed first path segments, read from its route table (src/app/router.tsx). */
const routerSource = readFileSync(resolve(import.meta.dirname, '../../../../src/app/router.tsx'), 'utf8');
const fixedSegments = [...new Set([...routerSource.matchAll(/path: '([a-z][a-z-]*)/g)].map((match) => match[1] ?? ''))];

describe('firebase.json hosting rewrites', () => {
  it('give every fixed app route and every reserved word the plain app page', () => {
    expect(fixedSegments).toEqual(expect.arrayContaining(['home', 'auth', 'shop', 'trip', 'explore']));
    for (const word of new Set([...fixedSegments, ...RESERVED_USERNAMES])) {
      expect(target(`/${word}`), word).toBe('/index.html');
      if (word !== 'trip' && word !== 'explore') expect(target(`/${word}/abcd`), word).toBe('/index.html');
    }
    for (const word of fixedSegments) expect(RESERVED_USERNAMES.has(word), word).toBe(true);
  });

  it('send the preview addresses and their images to the function', () => {
    for (const path of ['/ana.sousa', '/ana.sousa/', '/ana.sousa/trip-1', '/trip/trip-1', '/explore/lisbon', '/og/profile/ana.png']) {
      expect(target(path), path).toBe('linkPreview');
    }
    expect(target('/')).toBe('/index.html');
    expect(target('/ana/trip-1/more')).toBe('/index.html');
  });
});
