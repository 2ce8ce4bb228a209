// agents/{uid}: the agency card (public), its private settings and clients.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PAST, now, profile, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const card = (overrides: Record<string, unknown> = {}) => ({
  name: 'Northstar Journeys',
  logoPath: '/demo/logos/northstar-journeys.svg',
  contactEmail: 'nora@demo.wayfare.test',
  currency: 'EUR',
  terms: 'A 20% deposit confirms the booking.',
  createdAt: now(),
  updatedAt: now(),
  ...overrides,
});

const client = (overrides: Record<string, unknown> = {}) => ({
  name: 'Emma Walsh',
  email: 'emma.walsh@example.com',
  phone: '+442079460321',
  notes: 'Honeymoon',
  archived: false,
  userId: null,
  createdAt: now(),
  updatedAt: now(),
  ...overrides,
});

// nora and otto are agents; eve is not.
async function stored(): Promise<void> {
  await arrange(async (db) => {
    await setDoc(doc(db, 'users/nora'), profile('nora', { isAgent: true }));
    await setDoc(doc(db, 'users/otto'), profile('otto', { isAgent: true }));
    await setDoc(doc(db, 'users/eve'), profile('eve'));
    await setDoc(doc(db, 'agents/nora'), card({ createdAt: PAST, updatedAt: PAST }));
    await setDoc(doc(db, 'agents/nora/private/settings'), { defaultMarkupPercent: 12 });
    await setDoc(doc(db, 'agents/nora/clients/client-emma'), client({ createdAt: PAST, updatedAt: PAST }));
  });
}

describe('agents: the public card', () => {
  it('lets anyone read an agency card', async () => {
    await stored();
    await assertSucceeds(getDoc(doc(signedOut(), 'agents/nora')));
  });

  it('lets an agent create their card', async () => {
    await stored();
    await assertSucceeds(setDoc(doc(as('otto'), 'agents/otto'), card({ name: 'Otto Travel' })));
  });

  it('lets a user become an agent: profile flag and card in one batch', async () => {
    await stored();
    const db = as('eve');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/eve'), { isAgent: true });
    batch.set(doc(db, 'agents/eve'), card({ name: 'Eve Escapes' }));
    await assertSucceeds(batch.commit());
  });

  it('refuses a card for a profile that is not an agent', async () => {
    await stored();
    await assertFails(setDoc(doc(as('eve'), 'agents/eve'), card({ name: 'Eve Escapes' })));
  });

  it('refuses writing another agent\u2019s card', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('otto'), 'agents/nora'), { name: 'Taken over' }));
  });

  it('refuses a signed-out write', async () => {
    await stored();
    await assertFails(updateDoc(doc(signedOut(), 'agents/nora'), { name: 'Taken over' }));
  });

  it('refuses the markup on the public card (it lives in private settings)', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('nora'), 'agents/nora'), { defaultMarkupPercent: 12 }));
  });

  it('refuses a malformed contact e-mail', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('nora'), 'agents/nora'), { contactEmail: 'not-an-email' }));
  });

  it('lets the agent update and delete their card', async () => {
    await stored();
    await assertSucceeds(updateDoc(doc(as('nora'), 'agents/nora'), { terms: 'New terms', updatedAt: now() }));
    await assertFails(deleteDoc(doc(as('otto'), 'agents/nora')));
    await assertSucceeds(deleteDoc(doc(as('nora'), 'agents/nora')));
  });
});

describe('agents: private settings', () => {
  it('lets the agent read and change their default markup', async () => {
    await stored();
    await assertSucceeds(getDoc(doc(as('nora'), 'agents/nora/private/settings')));
    await assertSucceeds(updateDoc(doc(as('nora'), 'agents/nora/private/settings'), { defaultMarkupPercent: 15 }));
  });

  it('refuses anyone else reading the markup', async () => {
    await stored();
    await assertFails(getDoc(doc(as('eve'), 'agents/nora/private/settings')));
    await assertFails(getDoc(doc(signedOut(), 'agents/nora/private/settings')));
  });

  it('refuses a markup above 100 %', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('nora'), 'agents/nora/private/settings'), { defaultMarkupPercent: 250 }));
  });
});

describe('agents: clients', () => {
  it('lets the agent add and list their clients', async () => {
    await stored();
    await assertSucceeds(setDoc(doc(as('nora'), 'agents/nora/clients/client-liam'), client({ name: 'Liam Byrne' })));
    await assertSucceeds(getDocs(collection(as('nora'), 'agents/nora/clients')));
  });

  it('refuses an agent reading another agent\u2019s clients', async () => {
    await stored();
    await assertFails(getDocs(collection(as('otto'), 'agents/nora/clients')));
    await assertFails(getDoc(doc(as('otto'), 'agents/nora/clients/client-emma')));
  });

  it('refuses an agent writing another agent\u2019s clients', async () => {
    await stored();
    await assertFails(setDoc(doc(as('otto'), 'agents/nora/clients/client-x'), client()));
    await assertFails(updateDoc(doc(as('otto'), 'agents/nora/clients/client-emma'), { archived: true }));
  });

  it('refuses a signed-out read of a client', async () => {
    await stored();
    await assertFails(getDoc(doc(signedOut(), 'agents/nora/clients/client-emma')));
  });

  it('refuses a client with a malformed phone number', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('nora'), 'agents/nora/clients/client-emma'), { phone: 'call me' }));
  });

  it('lets the agent archive and delete a client', async () => {
    await stored();
    await assertSucceeds(updateDoc(doc(as('nora'), 'agents/nora/clients/client-emma'), { archived: true }));
    await assertSucceeds(deleteDoc(doc(as('nora'), 'agents/nora/clients/client-emma')));
  });
});
