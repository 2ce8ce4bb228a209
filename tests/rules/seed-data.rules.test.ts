// The demo data (scripts/seed-data) obeys the same rules as the app: every
// seeded document, touched by its owner, passes the shape validation, and the
// access decisions hold for the seeded itineraries.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, updateDoc, writeBatch, type Firestore, type UpdateData, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { buildSeed, type SeedDocument } from '../../scripts/seed-data/build.mjs';
import { now, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();
const seed = buildSeed();

async function seedAll(): Promise<void> {
  await arrange(async (db) => {
    const batch = writeBatch(db);
    for (const { path, data } of seed.documents) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

const under = (prefix: RegExp): SeedDocument[] => seed.documents.filter((d) => prefix.test(d.path));
const uidOf = (username: string): string => {
  const account = seed.accounts.find((a) => a.username === username);
  if (!account) throw new Error(`no seeded account ${username}`);
  return account.uid;
};
const field = (d: SeedDocument, name: string): unknown => d.data[name];
const text = (d: SeedDocument, name: string): string => {
  const value = field(d, name);
  if (typeof value !== 'string') throw new Error(`${d.path}.${name} is not a string`);
  return value;
};
const itineraries = under(/^itineraries\/[^/]+$/);
const creatorOf = new Map(itineraries.map((d) => [d.path.split('/')[1] ?? '', text(d, 'creatorId')]));

/** Touches every document of a group as its owner; each write re-validates the whole document. */
async function touchAll(
  docs: SeedDocument[],
  actor: (d: SeedDocument) => string,
  change: (d: SeedDocument) => UpdateData<DocumentData>,
): Promise<void> {
  const clients = new Map<string, Firestore>();
  const clientFor = (uid: string): Firestore => {
    const existing = clients.get(uid);
    if (existing) return existing;
    const created = as(uid);
    clients.set(uid, created);
    return created;
  };
  const results = await Promise.allSettled(docs.map((d) => updateDoc(doc(clientFor(actor(d)), d.path), change(d))));
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected' ? [`${docs[index]?.path}: ${String(result.reason).split('\n')[0]}`] : [],
  );
  expect(failures).toEqual([]);
}

describe('seed data: the demo set itself', () => {
  it('has the required variety of itineraries', () => {
    const lisbon = itineraries.find((d) => d.path === 'itineraries/lisbon-food-and-fado');
    expect(lisbon && field(lisbon, 'public')).toBe(true);
    expect(lisbon && field(lisbon, 'creatorId')).toBe(uidOf('ana'));
    expect(itineraries.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seed.itineraries.map((it) => it.city)).size).toBeGreaterThanOrEqual(6);
    expect(itineraries.some((d) => field(d, 'public') === false)).toBe(true);
    expect(itineraries.some((d) => field(d, 'isPaidItinerary') === true)).toBe(true);
    expect(itineraries.some((d) => field(d, 'clonedFrom') !== null)).toBe(true);
    expect(itineraries.some((d) => field(d, 'agentId') === uidOf('nora'))).toBe(true);
    expect(
      itineraries.some((d) => {
        const c = field(d, 'collaborators') as { pending: string[]; accepted: string[] };
        return c.pending.length > 0 && c.accepted.length > 0;
      }),
    ).toBe(true);
  });

  it('has a consistent follow graph', () => {
    const profiles = under(/^users\/[^/]+$/);
    const following = new Map(profiles.map((d) => [text(d, 'id'), field(d, 'following') as string[]]));
    for (const d of profiles) {
      for (const follower of field(d, 'followers') as string[]) {
        expect(following.get(follower), `${follower} follows ${d.path}`).toContain(text(d, 'id'));
      }
    }
    const followers = new Map(profiles.map((d) => [text(d, 'id'), field(d, 'followers') as string[]]));
    for (const [uid, list] of following) {
      for (const followed of list) expect(followers.get(followed), `${uid} in followers of ${followed}`).toContain(uid);
    }
  });

  it('keeps item order keys ascending within each day', () => {
    const items = under(/^itineraries\/[^/]+\/items\//);
    const byDay = new Map<string, string[]>();
    for (const d of items) {
      const key = `${d.path.split('/')[1]}#${String(field(d, 'day'))}`;
      byDay.set(key, [...(byDay.get(key) ?? []), text(d, 'order')]);
    }
    for (const orders of byDay.values()) expect(orders).toEqual([...orders].sort());
  });
});

describe('seed data: every document passes the rules', () => {
  it('profiles, private accounts', async () => {
    await seedAll();
    const profiles = under(/^users\/[^/]+$/);
    await touchAll(profiles, (d) => text(d, 'id'), () => ({ updatedAt: now() }));
    await touchAll(under(/^users\/[^/]+\/private\/account$/), (d) => d.path.split('/')[1] ?? '', (d) => ({
      userPreferences: field(d, 'userPreferences'),
    }));
    for (const d of under(/^usernames\//)) {
      const snapshot = await getDoc(doc(signedOut(), d.path));
      expect(profiles.find((p) => p.path === `users/${String(snapshot.get('uid'))}`)).toBeDefined();
    }
  });

  it('itineraries and their items', async () => {
    await seedAll();
    await touchAll(itineraries, (d) => text(d, 'creatorId'), () => ({ updatedAt: now() }));
    const items = under(/^itineraries\/[^/]+\/items\//);
    await touchAll(items, (d) => creatorOf.get(d.path.split('/')[1] ?? '') ?? '', (d) => ({ title: text(d, 'title') }));
  });

  it('the agency: card, settings, clients, quotes, proposals', async () => {
    await seedAll();
    const nora = uidOf('nora');
    await touchAll(under(/^agents\/[^/]+$/), () => nora, () => ({ updatedAt: now() }));
    await touchAll(under(/^agents\/[^/]+\/private\//), () => nora, (d) => ({
      defaultMarkupPercent: field(d, 'defaultMarkupPercent'),
    }));
    await touchAll(under(/^agents\/[^/]+\/clients\//), () => nora, () => ({ updatedAt: now() }));
    await touchAll(under(/^quotes\//), () => nora, () => ({ updatedAt: now() }));
    await touchAll(under(/^proposals\//), () => nora, () => ({ updatedAt: now() }));
  });

  it('access: public itineraries open to all, private ones closed to strangers', async () => {
    await seedAll();
    for (const d of itineraries) {
      const read = getDoc(doc(signedOut(), d.path));
      await (field(d, 'public') === true ? assertSucceeds(read) : assertFails(read));
    }
  });

  it('access: the sent proposal opens by link, the draft does not', async () => {
    await seedAll();
    for (const d of under(/^proposals\//)) {
      const read = getDoc(doc(signedOut(), d.path));
      await (field(d, 'status') === 'draft' ? assertFails(read) : assertSucceeds(read));
    }
  });
});
