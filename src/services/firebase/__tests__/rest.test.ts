import { decodeDocument, restFailure, restFetch } from '../rest';

describe('decodeDocument', () => {
  it('gives the path from the database root, the id and every field as plain data', () => {
    const doc = decodeDocument({
      name: 'projects/p/databases/(default)/documents/itineraries/t1/items/i2',
      fields: {
        title: { stringValue: 'Lisbon' },
        days: { integerValue: '3' },
        rating: { doubleValue: 4.5 },
        public: { booleanValue: true },
        cover: { nullValue: null },
        creator: { referenceValue: 'projects/p/databases/(default)/documents/users/ana' },
        destinations: { arrayValue: { values: [{ stringValue: 'Lisbon' }, { stringValue: 'Sintra' }] } },
        empty: { arrayValue: {} },
        geocode: { mapValue: { fields: { lat: { doubleValue: 38.7 }, lng: { doubleValue: -9.1 } } } },
        at: { geoPointValue: { latitude: 1 } },
        createdAt: { timestampValue: '2026-05-01T10:00:00Z' },
      },
    });
    expect(doc.path).toBe('itineraries/t1/items/i2');
    expect(doc.id).toBe('i2');
    expect(doc.data).toMatchObject({
      title: 'Lisbon',
      days: 3,
      rating: 4.5,
      public: true,
      cover: null,
      creator: 'users/ana',
      destinations: ['Lisbon', 'Sintra'],
      empty: [],
      geocode: { lat: 38.7, lng: -9.1 },
      at: { latitude: 1, longitude: 0 },
    });
    // Timestamps read like the SDK's: the same parsers apply.
    const createdAt = doc.data.createdAt as { toDate(): Date };
    expect(createdAt.toDate().toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });

  it('reads a document without fields as empty', () => {
    expect(decodeDocument({ name: 'projects/p/databases/(default)/documents/users/ana' })).toEqual({
      path: 'users/ana',
      id: 'ana',
      data: {},
    });
  });
});

describe('restFailure and restFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('maps refusals by HTTP status to the app errors', () => {
    expect(restFailure(403).kind).toBe('permission-denied');
    expect(restFailure(401).kind).toBe('permission-denied');
    expect(restFailure(404).kind).toBe('not-found');
    expect(restFailure(503).kind).toBe('unavailable');
  });

  it('turns a network failure into an "unavailable" error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(restFetch('http://127.0.0.1:1/x')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
