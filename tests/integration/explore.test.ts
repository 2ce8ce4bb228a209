// Explore against the emulators: the exploreIndex function keeps exploreItineraries
// (search keys, clone counts) from real itinerary writes, and the REST page query
// pages through public entries with cursors, reading at most pageSize + 1 documents.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { cloneItineraryOps } from '@/services/firebase/collections/itineraries/clone-delete';
import { updateItineraryOps } from '@/services/firebase/collections/itineraries/writes';
import {
  listExplorePage,
  listPublicByAnyKey,
  listPublicByCreators,
  readCreators,
  type ExploreCursor,
} from '@/services/firebase/collections/explore-queries';
import { adminDb, adminDeleteTrees, adminWrite, closeClientsAfterAll, itineraryDoc, profileDoc, restDatabase, signedInClient, stored, unique, uniqueUsername } from './helpers';

closeClientsAfterAll();

const cleanup: string[] = [];
afterAll(async () => {
  await adminDeleteTrees(cleanup.splice(0));
});

/** Polls a stored document until `ok` holds (the function runs after the write), or fails after 15 s. */
async function eventually(path: string, ok: (data: Record<string, unknown> | undefined) => boolean) {
  const until = Date.now() + 15_000;
  let data = await stored(path);
  while (!ok(data)) {
    if (Date.now() > until) throw new Error(`${path} never matched: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    data = await stored(path);
  }
  return data;
}

describe('the exploreIndex function', () => {
  it('indexes a public itinerary, counts a real clone once, and follows it going private', async () => {
    const yuki = await signedInClient('yuki');
    const sam = await signedInClient('sam');
    const source = unique('src');
    cleanup.push(`itineraries/${source}`, `exploreItineraries/${source}`);
    await adminWrite([
      {
        path: `itineraries/${source}`,
        data: itineraryDoc(yuki.uid, {
          title: 'Kyoto temples and tea',
          description: 'Quiet temples, a tea ceremony and the bamboo forest.',
          destinations: ['Kyoto'],
          days: 3,
          public: true,
        }),
      },
    ]);
    const entry = await eventually(`exploreItineraries/${source}`, (d) => d !== undefined);
    expect(entry).toMatchObject({ title: 'Kyoto temples and tea', creatorId: yuki.uid, days: 3, public: true, cloneCount: 0 });
    expect(entry?.searchKeys).toEqual(expect.arrayContaining(['d:kyoto', 'i:culture', 'i:nature', 'd:kyoto|i:culture']));

    const copy = await cloneItineraryOps(sam.db, source, sam.uid);
    cleanup.push(`itineraries/${copy}`, `exploreItineraries/${copy}`);
    await eventually(`exploreItineraries/${source}`, (d) => d?.cloneCount === 1);
    // The copy is private: it has an entry, which nobody can read.
    await eventually(`exploreItineraries/${copy}`, (d) => d?.public === false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await stored(`exploreItineraries/${source}`))?.cloneCount).toBe(1);
    expect(await stored(`exploreItineraries/${source}/clones/${copy}`)).toBeDefined();

    await updateItineraryOps(yuki.db, source, { public: false });
    await eventually(`exploreItineraries/${source}`, (d) => d?.public === false);
    const page = await listExplorePage(restDatabase(), { searchKey: 'd:kyoto', days: null, sort: 'newest' }, 50);
    expect(page.cards.map((c) => c.id)).not.toContain(source);
  });

  it('counts people, not copies: the same person cloning twice counts once, another person once more', async () => {
    const [yuki, sam, lea] = await Promise.all([signedInClient('yuki'), signedInClient('sam'), signedInClient('lea')]);
    const source = unique('src');
    cleanup.push(`itineraries/${source}`, `exploreItineraries/${source}`);
    await adminWrite([{ path: `itineraries/${source}`, data: itineraryDoc(yuki.uid, { destinations: ['Kyoto'], days: 3, public: true }) }]);
    await eventually(`exploreItineraries/${source}`, (d) => d?.cloneCount === 0);

    const first = await cloneItineraryOps(sam.db, source, sam.uid);
    const second = await cloneItineraryOps(sam.db, source, sam.uid);
    cleanup.push(`itineraries/${first}`, `exploreItineraries/${first}`, `itineraries/${second}`, `exploreItineraries/${second}`);
    // Both copies are seen by the function (each gets its marker) ...
    await eventually(`exploreItineraries/${source}/clones/${first}`, (d) => d !== undefined);
    await eventually(`exploreItineraries/${source}/clones/${second}`, (d) => d !== undefined);
    // ... and sam counts once.
    expect((await stored(`exploreItineraries/${source}`))?.cloneCount).toBe(1);
    expect(await stored(`exploreItineraries/${source}/cloners/${sam.uid}`)).toMatchObject({ firstCloneId: first });

    const third = await cloneItineraryOps(lea.db, source, lea.uid);
    cleanup.push(`itineraries/${third}`, `exploreItineraries/${third}`);
    await eventually(`exploreItineraries/${source}`, (d) => d?.cloneCount === 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await stored(`exploreItineraries/${source}`))?.cloneCount).toBe(2);
  });

  it('reads the itinerary through the schema: a malformed write leaves its entry as it was', async () => {
    const id = unique('bad');
    cleanup.push(`itineraries/${id}`, `exploreItineraries/${id}`);
    await adminWrite([{ path: `itineraries/${id}`, data: itineraryDoc(unique('u'), { public: true, title: 'Oslo by tram', destinations: ['Oslo'] }) }]);
    await eventually(`exploreItineraries/${id}`, (d) => d?.title === 'Oslo by tram');
    // A damaged document (days is not a number) is not indexed ...
    await adminDb().doc(`itineraries/${id}`).update({ title: 'Broken copy', days: 'four' });
    // ... while a good write made after it is: the function saw both, in order.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stored(`exploreItineraries/${id}`)).toMatchObject({ title: 'Oslo by tram' });
    await adminDb().doc(`itineraries/${id}`).update({ title: 'Oslo on foot', days: 2 });
    await eventually(`exploreItineraries/${id}`, (d) => d?.title === 'Oslo on foot' && d.days === 2);
  });

  it('drops the entry when the itinerary is deleted', async () => {
    const id = unique('gone');
    await adminWrite([{ path: `itineraries/${id}`, data: itineraryDoc(unique('u'), { public: true, destinations: ['Oslo'] }) }]);
    await eventually(`exploreItineraries/${id}`, (d) => d !== undefined);
    await adminDb().doc(`itineraries/${id}`).delete();
    await eventually(`exploreItineraries/${id}`, (d) => d === undefined);
  });
});

describe('listExplorePage (REST, signed out)', () => {
  // Entries written directly (the function's output), under a destination no other test uses.
  const city = `testville-${unique().toLowerCase()}`;
  const creator = unique('creator');
  const username = uniqueUsername('exp');
  const entries = Array.from({ length: 25 }, (_, i) => ({
    id: `${city}-${String(i).padStart(2, '0')}`,
    data: {
      title: `Trip ${i}`,
      description: '',
      destinations: ['Testville'],
      days: (i % 5) + 1,
      period: null,
      itineraryImageSrc: null,
      isPaidItinerary: false,
      creatorId: creator,
      geocode: null,
      // Two trips share each creation time, so the cursor must also use the document name.
      public: i !== 24,
      createdAt: Timestamp.fromDate(new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 2)))),
      searchKeys: [`d:${city}`, ...(i % 2 === 0 ? [`d:${city}|i:food`] : [])],
      cloneCount: i % 3,
    },
  }));

  async function arrange() {
    if (await stored(`exploreItineraries/${entries[0]?.id ?? ''}`)) return;
    await adminWrite([
      ...entries.map((e) => ({ path: `exploreItineraries/${e.id}`, data: e.data })),
      { path: `users/${creator}`, data: profileDoc(creator, username, { displayName: 'Tess Tester' }) },
    ]);
    cleanup.push(...entries.map((e) => `exploreItineraries/${e.id}`), `users/${creator}`);
  }

  async function allPages(filter: Parameters<typeof listExplorePage>[1], pageSize: number) {
    const pages = [];
    let after: ExploreCursor | null = null;
    do {
      const page = await listExplorePage(restDatabase(), filter, pageSize, after);
      pages.push(page);
      after = page.next;
    } while (after && pages.length < 10);
    return pages;
  }

  it('pages newest first with cursors, each page reading at most pageSize + 1 documents', async () => {
    await arrange();
    const returned: number[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args);
      const rows = (await response.clone().json()) as Array<{ document?: unknown }>;
      returned.push(rows.filter((row) => row.document).length);
      return response;
    };
    let pages;
    try {
      pages = await allPages({ searchKey: `d:${city}`, days: null, sort: 'newest' }, 10);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(pages.map((p) => p.cards.length)).toEqual([10, 10, 4]);
    // Counted at the wire: 11, 11, 4 documents (the extra one only tells that another page exists).
    expect(returned).toEqual([11, 11, 4]);
    expect(pages.map((p) => p.reads)).toEqual([11, 11, 4]);
    const ids = pages.flatMap((p) => p.cards.map((c) => c.id));
    expect(new Set(ids).size).toBe(24);
    expect(ids).not.toContain(entries[24]?.id);
    const times = pages.flatMap((p) => p.cards.map((c) => c.createdAt?.getTime() ?? 0));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages.at(-1)?.next).toBeNull();
  });

  it('sorts by most cloned, then newest, across pages', async () => {
    await arrange();
    const pages = await allPages({ searchKey: `d:${city}`, days: null, sort: 'most-cloned' }, 7);
    const cards = pages.flatMap((p) => p.cards);
    expect(cards).toHaveLength(24);
    const counts = cards.map((c) => c.cloneCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(2);
  });

  it('filters by interest and length together', async () => {
    await arrange();
    const pages = await allPages({ searchKey: `d:${city}|i:food`, days: [1, 2], sort: 'newest' }, 50);
    const cards = pages.flatMap((p) => p.cards);
    const expected = entries
      .filter((e, i) => e.data.public && i % 2 === 0 && e.data.days <= 2)
      .map((e) => e.id)
      .sort()
      .reverse();
    expect(cards.map((c) => c.id).sort().reverse()).toEqual(expected);
    expect(cards.length).toBeGreaterThan(0);
  });

  it("lists Home's trips: by creators (newest first, public only) and by any of some keys, within the limit", async () => {
    await arrange();
    const byCreator = await listPublicByCreators(restDatabase(), [creator, unique('nobody')], 5);
    expect(byCreator).toHaveLength(5);
    expect(byCreator.every((c) => c.creatorId === creator)).toBe(true);
    expect(byCreator.map((c) => c.id)).not.toContain(entries[24]?.id);
    const times = byCreator.map((c) => c.createdAt?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await listPublicByCreators(restDatabase(), [], 5)).toEqual([]);

    const byKey = await listPublicByAnyKey(restDatabase(), [`d:${city}|i:food`, 'd:no-such-city'], 50);
    expect(byKey.map((c) => c.id).sort()).toEqual(
      entries.filter((e, i) => e.data.public && i % 2 === 0).map((e) => e.id).sort(),
    );
  });

  it('reads the creators of a page in one batch and leaves out missing ones', async () => {
    await arrange();
    const creators = await readCreators(restDatabase(), [creator, creator, unique('nobody')]);
    expect([...creators.keys()]).toEqual([creator]);
    expect(creators.get(creator)).toMatchObject({ username, displayName: 'Tess Tester' });
  });
});
