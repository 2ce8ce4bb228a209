// agents/{uid}/requests: trip requests travellers send from an agent's
// profile; the agency's branding colours and default tax; quotes in the
// agent's currency.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PAST, now, profile, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const request = (overrides: Record<string, unknown> = {}) => ({
  requesterId: 'sam',
  name: 'Sam Carter',
  email: 'sam@demo.wayfare.test',
  destination: 'Japan',
  dates: { start: '2027-04-01', end: '2027-04-12' },
  party: { adults: 2, children: 1 },
  budget: { amount: 900000, currency: 'EUR' },
  notes: 'Cherry blossom, no more than three hotels.',
  status: 'new',
  createdAt: now(),
  updatedAt: now(),
  ...overrides,
});

const quote = (overrides: Record<string, unknown> = {}) => ({
  agentId: 'nora',
  clientId: 'client-emma',
  destination: 'Japan',
  dates: null,
  party: { adults: 2, children: 0 },
  budget: null,
  notes: '',
  status: 'new',
  currency: 'EUR',
  requestId: 'req-sam',
  lineItems: [
    { id: 'li-1', category: 'flight', label: 'Flights', quantity: 2, unitCost: { amount: 50000, currency: 'EUR' }, markupPercent: 12, taxPercent: 0 },
  ],
  createdAt: now(),
  updatedAt: now(),
  ...overrides,
});

async function stored(): Promise<void> {
  await arrange(async (db) => {
    await setDoc(doc(db, 'users/nora'), profile('nora', { isAgent: true }));
    await setDoc(doc(db, 'agents/nora'), {
      name: 'Northstar Journeys',
      logoPath: null,
      contactEmail: 'nora@demo.wayfare.test',
      currency: 'EUR',
      terms: '',
      brandColor: '#123456',
      createdAt: PAST,
      updatedAt: PAST,
    });
    await setDoc(doc(db, 'agents/nora/clients/client-emma'), {
      name: 'Emma',
      email: null,
      phone: null,
      notes: '',
      archived: false,
      createdAt: PAST,
      updatedAt: PAST,
    });
    await setDoc(doc(db, 'agents/nora/requests/req-sam'), request({ createdAt: PAST, updatedAt: PAST }));
  });
}

describe('trip requests', () => {
  it('lets a signed-in traveller send a trip request to an agent', async () => {
    await stored();
    await assertSucceeds(setDoc(doc(as('lea'), 'agents/nora/requests/req-lea'), request({ requesterId: 'lea' })));
  });

  it('refuses a signed-out trip request', async () => {
    await stored();
    await assertFails(setDoc(doc(signedOut(), 'agents/nora/requests/req-x'), request({ requesterId: 'x' })));
  });

  it('refuses a request in someone else\u2019s name', async () => {
    await stored();
    await assertFails(setDoc(doc(as('lea'), 'agents/nora/requests/req-lea'), request({ requesterId: 'sam' })));
  });

  it('refuses a request to someone who is not an agent', async () => {
    await stored();
    await assertFails(setDoc(doc(as('lea'), 'agents/eve/requests/req-lea'), request({ requesterId: 'lea' })));
  });

  it('refuses a request that arrives already quoted, or without a valid e-mail', async () => {
    await stored();
    await assertFails(setDoc(doc(as('lea'), 'agents/nora/requests/req-lea'), request({ requesterId: 'lea', status: 'quoted' })));
    await assertFails(setDoc(doc(as('lea'), 'agents/nora/requests/req-lea'), request({ requesterId: 'lea', email: 'lea' })));
  });

  it('lets the agent list requests and the requester read their own, nobody else', async () => {
    await stored();
    await assertSucceeds(getDocs(collection(as('nora'), 'agents/nora/requests')));
    await assertSucceeds(getDoc(doc(as('sam'), 'agents/nora/requests/req-sam')));
    await assertFails(getDoc(doc(as('lea'), 'agents/nora/requests/req-sam')));
    await assertFails(getDocs(collection(as('sam'), 'agents/nora/requests')));
  });

  it('lets the agent mark a request quoted, and not the requester', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('sam'), 'agents/nora/requests/req-sam'), { status: 'quoted' }));
    await assertSucceeds(updateDoc(doc(as('nora'), 'agents/nora/requests/req-sam'), { status: 'quoted', updatedAt: now() }));
  });

  it('refuses the agent rewriting what the traveller asked', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('nora'), 'agents/nora/requests/req-sam'), { budget: null }));
  });

  it('lets the agent delete a request, and not the requester', async () => {
    await stored();
    await assertFails(deleteDoc(doc(as('sam'), 'agents/nora/requests/req-sam')));
    await assertSucceeds(deleteDoc(doc(as('nora'), 'agents/nora/requests/req-sam')));
  });
});

describe('agency branding and settings', () => {
  it('lets the agent set brand colours', async () => {
    await stored();
    await assertSucceeds(updateDoc(doc(as('nora'), 'agents/nora'), { brandColor: '#0b3d5c', accentColor: '#e0a526', updatedAt: now() }));
  });

  it('refuses a colour that is not #rrggbb', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('nora'), 'agents/nora'), { brandColor: 'red; background:url(x)' }));
  });

  it('lets the agent keep a default tax rate, within 0..100', async () => {
    await stored();
    await assertSucceeds(setDoc(doc(as('nora'), 'agents/nora/private/settings'), { defaultMarkupPercent: 12, defaultTaxPercent: 7 }));
    await assertFails(setDoc(doc(as('nora'), 'agents/nora/private/settings'), { defaultMarkupPercent: 12, defaultTaxPercent: 140 }));
  });
});

describe('quotes with priced line items', () => {
  it('lets the agent create a quote in their currency from a request', async () => {
    await stored();
    await assertSucceeds(setDoc(doc(as('nora'), 'quotes/qt_FromRequest00000000'), quote()));
  });

  it('refuses a quote whose currency is not an ISO code', async () => {
    await stored();
    await assertFails(setDoc(doc(as('nora'), 'quotes/qt_FromRequest00000000'), quote({ currency: 'euro' })));
  });

  it('refuses a traveller creating a quote for the agent from their request', async () => {
    await stored();
    await assertFails(setDoc(doc(as('sam'), 'quotes/qt_FromRequest00000000'), quote()));
  });
});

describe('seeded trip requests', () => {
  it('each seeded request is one its traveller could have sent', async () => {
    const { buildSeed } = await import('../../scripts/seed-data/build.mjs');
    const seed = buildSeed();
    const requests = seed.documents.filter((d) => /^agents\/[^/]+\/requests\//.test(d.path));
    if (requests.length === 0) throw new Error('the seed has no trip request');
    const agentDocs = seed.documents.filter((d) => /^(agents\/[^/]+|users\/[^/]+)$/.test(d.path));
    await arrange(async (db) => {
      for (const d of agentDocs) await setDoc(doc(db, d.path), d.data);
    });
    for (const d of requests) {
      const requester = String(d.data.requesterId);
      await assertSucceeds(setDoc(doc(as(requester), d.path), { ...d.data, createdAt: now(), updatedAt: now() }));
    }
  });
});
