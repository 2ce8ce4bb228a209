// Loading followers: `in` queries of 30, missing profiles dropped, order kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/services/firebase/errors';
import { loadProfilesOps } from '@/services/firebase/collections/users-ops';
import { adminDelete, adminWrite, closeClientsAfterAll, profileDoc, signedInClient, signedOutClient, unique } from './helpers';

closeClientsAfterAll();

const prefix = unique('lp');
/**
 * 1,000 follower ids in an order that is not the ids' sort order (Firestore
 * returns `in` results sorted by id, so keeping the input order is the
 * module's doing); every 100th has no profile (deleted accounts).
 */
const ids = Array.from({ length: 1000 }, (_, i) => `${prefix}u${String((i * 7919) % 1000).padStart(4, '0')}`);
const missing = new Set(ids.filter((_, i) => i % 100 === 37));
const existing = ids.filter((id) => !missing.has(id));

beforeAll(async () => {
  await adminWrite(existing.map((id, i) => ({ path: `users/${id}`, data: profileDoc(id, `${prefix}n${i}`.slice(0, 30)) })));
}, 60_000);

afterAll(async () => {
  await adminDelete(existing.map((id) => `users/${id}`));
}, 60_000);

describe('loadProfilesOps', () => {
  it('loads 1,000 followers in 34 queries, dropping the missing ones and keeping the order', async () => {
    const { db } = await signedInClient('reader');
    const page = await loadProfilesOps(db, ids, 1000);
    expect(page.queries).toBe(34);
    expect(page.queries).toBeLessThanOrEqual(34);
    expect(page.remaining).toEqual([]);
    expect(page.profiles).toHaveLength(existing.length);
    expect(page.profiles.map((p) => p.id)).toEqual(existing);
    expect(existing).not.toEqual([...existing].sort());
    expect(page.profiles.every((p) => !missing.has(p.id))).toBe(true);
  });

  it('pages by 90 ids (three queries a page) and still costs 34 queries for all 1,000', async () => {
    const { db } = signedOutClient();
    let rest: string[] = ids;
    let queries = 0;
    let pages = 0;
    const loaded: string[] = [];
    while (rest.length > 0) {
      const page = await loadProfilesOps(db, rest);
      expect(page.queries).toBeLessThanOrEqual(3);
      queries += page.queries;
      pages += 1;
      loaded.push(...page.profiles.map((p) => p.id));
      rest = page.remaining;
    }
    expect(pages).toBe(12);
    expect(queries).toBe(34);
    expect(loaded).toEqual(existing);
  });

  it('asks nothing of the server for an empty list and never repeats an id', async () => {
    const { db } = signedOutClient();
    expect(await loadProfilesOps(db, [])).toEqual({ profiles: [], queries: 0, remaining: [] });
    const first = existing[0] ?? '';
    const page = await loadProfilesOps(db, [first, first, 'has/slash', first]);
    expect(page.profiles.map((p) => p.id)).toEqual([first]);
    expect(page.queries).toBe(1);
  });

  it('throws AppError invalid naming the document when a follower profile is malformed', async () => {
    const bad = unique('bad');
    await adminWrite([{ path: `users/${bad}`, data: profileDoc(bad, unique('badname'), { following: 'not-a-list' }) }]);
    try {
      const { db } = signedOutClient();
      const failure = await loadProfilesOps(db, [existing[0] ?? '', bad]).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ kind: 'invalid' });
      expect((failure as AppError).message).toContain(`users/${bad}`);
    } finally {
      await adminDelete([`users/${bad}`]);
    }
  });
});
