import { describe, expect, it } from 'vitest';
import { RESERVED_USERNAMES } from '@/lib/route-params';
import { parsePreviewPath } from '../routes';

describe('parsePreviewPath', () => {
  it('reads the four preview addresses and the two images', () => {
    expect(parsePreviewPath('/ana.sousa')).toEqual({ kind: 'profile', username: 'ana.sousa' });
    expect(parsePreviewPath('/ana.sousa/')).toEqual({ kind: 'profile', username: 'ana.sousa' });
    expect(parsePreviewPath('/ana.sousa/trip-123')).toEqual({ kind: 'profile-trip', username: 'ana.sousa', id: 'trip-123' });
    expect(parsePreviewPath('/trip/trip-123')).toEqual({ kind: 'trip', id: 'trip-123' });
    expect(parsePreviewPath('/explore/lisbon')).toEqual({ kind: 'city', id: 'lisbon' });
    expect(parsePreviewPath('/og/profile/ana.sousa.png')).toEqual({ kind: 'profile-image', username: 'ana.sousa' });
    expect(parsePreviewPath('/og/trip/trip-123.png')).toEqual({ kind: 'trip-image', id: 'trip-123' });
  });

  it('never takes a reserved word for a username', () => {
    for (const word of RESERVED_USERNAMES) {
      const route = parsePreviewPath(`/${word}`);
      expect(route === null || route.kind !== 'profile', word).toBe(true);
      const nested = parsePreviewPath(`/${word}/abcd`);
      expect(nested === null || nested.kind === 'trip' || nested.kind === 'city', word).toBe(true);
    }
    expect(parsePreviewPath('/auth')).toBeNull();
    expect(parsePreviewPath('/shop/city-breaks')).toBeNull();
    expect(parsePreviewPath('/trip')).toBeNull();
    expect(parsePreviewPath('/')).toBeNull();
  });

  it('is a 404 for the shape of a preview with a parameter the app refuses', () => {
    for (const path of ['/Ana', '/an', '/trip/a.b', '/explore/__x__', '/ana.sousa/a', '/a/b/c', '/og/profile/ana', '/og/user/ana.png', '/%E0%A4%A']) {
      expect(parsePreviewPath(path), path).toEqual({ kind: 'not-found' });
    }
  });
});
