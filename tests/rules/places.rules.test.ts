// Live places' server-only documents: the provider's cached answers, each
// user's and each network address's hourly request counts and the emulator's provider settings. No client
// reads or writes them, not even the user a count belongs to.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const CACHED = { op: 'search', placeIds: ['abc'], places: [], expireAt: new Date(Date.now() + 3_600_000) };

describe('placesCache/{key}', () => {
  it('cannot be read, listed or searched by any client', async () => {
    await arrange((db) => setDoc(doc(db, 'placesCache/search-1'), CACHED));
    await assertFails(getDoc(doc(as('ana'), 'placesCache/search-1')));
    await assertFails(getDocs(collection(as('ana'), 'placesCache')));
    await assertFails(getDoc(doc(signedOut(), 'placesCache/search-1')));
  });

  it('cannot be poisoned, refreshed or cleared by a client', async () => {
    await arrange((db) => setDoc(doc(db, 'placesCache/search-1'), CACHED));
    await assertFails(setDoc(doc(as('ana'), 'placesCache/search-2'), CACHED));
    await assertFails(updateDoc(doc(as('ana'), 'placesCache/search-1'), { places: [{ id: 'evil', name: 'Fake restaurant' }] }));
    await assertFails(deleteDoc(doc(as('ana'), 'placesCache/search-1')));
    await assertFails(setDoc(doc(signedOut(), 'placesCache/search-2'), CACHED));
  });
});

describe('routeCache/{key}', () => {
  const LEG = { key: 'walk:35.00000,135.70000>35.01000,135.71000', leg: { ok: true, seconds: 600, meters: 800, polyline: null }, expireAt: new Date(Date.now() + 3_600_000) };

  it('cannot be read, listed, poisoned or cleared by any client', async () => {
    await arrange((db) => setDoc(doc(db, 'routeCache/leg-1'), LEG));
    await assertFails(getDoc(doc(as('ana'), 'routeCache/leg-1')));
    await assertFails(getDocs(collection(as('ana'), 'routeCache')));
    await assertFails(getDoc(doc(signedOut(), 'routeCache/leg-1')));
    await assertFails(setDoc(doc(as('ana'), 'routeCache/leg-2'), LEG));
    await assertFails(updateDoc(doc(as('ana'), 'routeCache/leg-1'), { leg: { ok: true, seconds: 1, meters: 1, polyline: null } }));
    await assertFails(deleteDoc(doc(as('ana'), 'routeCache/leg-1')));
  });
});

describe('placesIpUsage/{key}', () => {
  it('is hidden from every client, and a new account cannot empty its address\u2019s budget', async () => {
    await arrange((db) => setDoc(doc(db, 'placesIpUsage/abc123'), { requests: [new Date()] }));
    await assertFails(getDoc(doc(as('ana'), 'placesIpUsage/abc123')));
    await assertFails(getDocs(collection(as('ana'), 'placesIpUsage')));
    await assertFails(setDoc(doc(as('ana'), 'placesIpUsage/abc123'), { requests: [] }));
    await assertFails(deleteDoc(doc(as('ana'), 'placesIpUsage/abc123')));
    await assertFails(getDoc(doc(signedOut(), 'placesIpUsage/abc123')));
  });
});

describe('placesUsage/{uid}', () => {
  it('is hidden from everyone, the counted user included, and cannot be reset', async () => {
    await arrange((db) => setDoc(doc(db, 'placesUsage/ana'), { requests: [] }));
    await assertFails(getDoc(doc(as('ana'), 'placesUsage/ana')));
    await assertFails(getDoc(doc(as('bob'), 'placesUsage/ana')));
    await assertFails(setDoc(doc(as('ana'), 'placesUsage/ana'), { requests: [] }));
    await assertFails(deleteDoc(doc(as('ana'), 'placesUsage/ana')));
  });
});

describe('placesEmulator/provider', () => {
  it('cannot be read or pointed elsewhere by a client', async () => {
    await arrange((db) => setDoc(doc(db, 'placesEmulator/provider'), { apiKey: 'k' }));
    await assertFails(getDoc(doc(as('ana'), 'placesEmulator/provider')));
    await assertFails(setDoc(doc(as('ana'), 'placesEmulator/provider'), { baseURL: 'http://evil' }));
  });
});
