// Everything the rules do not name is denied.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

describe('default deny', () => {
  it.each(['purchases/p1', 'gifts/g1', 'admin/config', 'users/ana/secrets/s1', 'itineraries/lisbon/expenses/e1'])(
    'refuses writing %s, even signed in',
    async (path) => {
      await assertFails(setDoc(doc(as('ana'), path), { anything: true }));
    },
  );

  it('refuses reading unknown collections, signed in or out', async () => {
    await arrange((db) => setDoc(doc(db, 'purchases/p1'), { uid: 'ana' }));
    await assertFails(getDoc(doc(as('ana'), 'purchases/p1')));
    await assertFails(getDocs(collection(signedOut(), 'purchases')));
  });
});
