// The assistant's server-only documents: the hourly request counter and the
// emulator's provider settings are written by the Cloud Function (Admin SDK)
// only. No client reads or writes them, not even the user they count.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

describe('assistantUsage/{uid}', () => {
  it('is hidden from everyone, the counted user included', async () => {
    await arrange((db) => setDoc(doc(db, 'assistantUsage/ana'), { requests: [] }));
    await assertFails(getDoc(doc(as('ana'), 'assistantUsage/ana')));
    await assertFails(getDoc(doc(as('bob'), 'assistantUsage/ana')));
    await assertFails(getDoc(doc(signedOut(), 'assistantUsage/ana')));
  });

  it('cannot be written or reset by a client', async () => {
    await arrange((db) => setDoc(doc(db, 'assistantUsage/ana'), { requests: [] }));
    await assertFails(setDoc(doc(as('ana'), 'assistantUsage/ana'), { requests: [] }));
    await assertFails(setDoc(doc(as('ana'), 'assistantUsage/new'), { requests: [] }));
    await assertFails(deleteDoc(doc(as('ana'), 'assistantUsage/ana')));
    await assertFails(setDoc(doc(signedOut(), 'assistantUsage/ana'), { requests: [] }));
  });
});

describe('assistantEmulator/provider', () => {
  it('is neither readable nor writable by clients', async () => {
    await arrange((db) => setDoc(doc(db, 'assistantEmulator/provider'), { apiKey: 'k' }));
    await assertFails(getDoc(doc(as('ana'), 'assistantEmulator/provider')));
    await assertFails(setDoc(doc(as('ana'), 'assistantEmulator/provider'), { baseURL: 'http://evil' }));
  });
});
