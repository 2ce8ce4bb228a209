import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../handler';

const SITE = 'https://wayfare-prod.web.app';
const request = (headers: Record<string, string>) => ({ get: (name: string) => headers[name.toLowerCase()] }) as never;

describe('siteOrigin', () => {
  it('is the configured origin on a deployed site, whatever the request says', () => {
    expect(siteOrigin(request({ 'x-forwarded-host': 'evil.example', host: 'evil.example' }), SITE, false)).toBe(SITE);
    expect(siteOrigin(request({ 'x-forwarded-host': 'localhost:5173' }), SITE, false)).toBe(SITE);
    expect(siteOrigin(request({}), SITE, false)).toBe(SITE);
  });

  it('in the emulator, is the local host the request names, and never another', () => {
    expect(siteOrigin(request({ 'x-forwarded-host': 'localhost:5173', host: '127.0.0.1:5001' }), SITE, true)).toBe('http://localhost:5173');
    expect(siteOrigin(request({ host: '127.0.0.1:5002' }), SITE, true)).toBe('http://127.0.0.1:5002');
    expect(siteOrigin(request({ 'x-forwarded-host': 'evil.example', host: 'evil.example' }), SITE, true)).toBe(SITE);
  });
});
