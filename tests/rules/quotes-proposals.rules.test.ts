// quotes/{id} (the agent only) and proposals/{id} (the agent; the client by link).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PAST, now, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const QUOTE = 'qt_Vb7Rk2mQx9Lp4TzW8nHc';
const SENT = 'pr_Q4nT8wLz2Xc6Vb1Kd9Ms';
const DRAFT = 'pr_J7hR3pYv5Gm0Wq8Tc2Lx';
const OTTO_QUOTE = 'qt_Otto000000000000000';

const quote = (agentId: string, overrides: Record<string, unknown> = {}) => ({
  agentId,
  clientId: 'client-emma',
  destination: 'Lisbon and Porto',
  dates: { start: '2027-09-18', end: '2027-09-24' },
  party: { adults: 2, children: 0 },
  budget: { amount: 800000, currency: 'EUR' },
  notes: 'Honeymoon',
  status: 'new',
  lineItems: [{ label: 'Flights', quantity: 1, unitPrice: { amount: 64000, currency: 'EUR' } }],
  createdAt: now(),
  updatedAt: now(),
  ...overrides,
});

const options = [
  { id: 'opt-a', itineraryId: 'honeymoon-cities', label: 'Lisbon and Porto', price: { amount: 689000, currency: 'EUR' } },
  { id: 'opt-b', itineraryId: 'honeymoon-sintra', label: 'Lisbon and Sintra', price: { amount: 642000, currency: 'EUR' } },
];

const proposal = (agentId: string, overrides: Record<string, unknown> = {}) => ({
  agentId,
  clientId: 'client-emma',
  quoteId: QUOTE,
  title: 'Your Portugal honeymoon',
  message: 'Two ways to spend the week.',
  status: 'sent',
  options,
  clientName: null,
  respondedAt: null,
  acceptedOptionIndex: null,
  validUntil: null,
  createdAt: now(),
  updatedAt: now(),
  ...overrides,
});

// nora and otto are agents; Emma (nora's client) opens links, signed out or as eve.
async function stored(): Promise<void> {
  await arrange(async (db) => {
    const past = { createdAt: PAST, updatedAt: PAST };
    const clientDoc = { name: 'Emma', email: null, phone: null, notes: '', archived: false, ...past };
    await setDoc(doc(db, 'agents/nora/clients/client-emma'), clientDoc);
    await setDoc(doc(db, 'agents/otto/clients/client-emma'), clientDoc);
    await setDoc(doc(db, 'quotes', QUOTE), quote('nora', past));
    await setDoc(doc(db, 'quotes', OTTO_QUOTE), quote('otto', past));
    await setDoc(doc(db, 'proposals', SENT), proposal('nora', past));
    await setDoc(doc(db, 'proposals', DRAFT), proposal('nora', { ...past, status: 'draft' }));
  });
}

/** What the proposal page writes when the client answers. */
const respond = (db: Firestore, status: 'accepted' | 'declined', acceptedOptionIndex: number | null) =>
  updateDoc(doc(db, 'proposals', SENT), { status, clientName: 'Emma Walsh', respondedAt: now(), acceptedOptionIndex });

describe('quotes', () => {
  it('lets the agent create a quote for their own client', async () => {
    await stored();
    await assertSucceeds(setDoc(doc(as('nora'), 'quotes/qt_New00000000000000000'), quote('nora')));
  });

  it('refuses a quote for a client the agent does not have', async () => {
    await stored();
    await assertFails(
      setDoc(doc(as('nora'), 'quotes/qt_New00000000000000000'), quote('nora', { clientId: 'client-unknown' })),
    );
  });

  it('refuses a quote filed under another agent', async () => {
    await stored();
    await assertFails(setDoc(doc(as('eve'), 'quotes/qt_New00000000000000000'), quote('nora')));
  });

  it('lets the agent read and list their quotes', async () => {
    await stored();
    await assertSucceeds(getDoc(doc(as('nora'), 'quotes', QUOTE)));
    await assertSucceeds(getDocs(query(collection(as('nora'), 'quotes'), where('agentId', '==', 'nora'))));
  });

  it('refuses another agent reading a quote', async () => {
    await stored();
    await assertFails(getDoc(doc(as('otto'), 'quotes', QUOTE)));
  });

  it('refuses a signed-out read of a quote', async () => {
    await stored();
    await assertFails(getDoc(doc(signedOut(), 'quotes', QUOTE)));
  });

  it('refuses listing every quote', async () => {
    await stored();
    await assertFails(getDocs(collection(as('nora'), 'quotes')));
  });

  it('lets the agent move a quote along, and nobody else', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('otto'), 'quotes', QUOTE), { status: 'lost' }));
    await assertSucceeds(updateDoc(doc(as('nora'), 'quotes', QUOTE), { status: 'proposed', updatedAt: now() }));
  });

  it('refuses handing a quote to another agent', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('nora'), 'quotes', QUOTE), { agentId: 'otto' }));
  });

  it('lets the agent delete a quote, and not a stranger', async () => {
    await stored();
    await assertFails(deleteDoc(doc(as('eve'), 'quotes', QUOTE)));
    await assertSucceeds(deleteDoc(doc(as('nora'), 'quotes', QUOTE)));
  });
});

describe('proposals: the agent', () => {
  it('lets the agent create a proposal with an unguessable id', async () => {
    await stored();
    await assertSucceeds(setDoc(doc(as('nora'), 'proposals/pr_NewProposal000000000'), proposal('nora')));
  });

  it('refuses a short, guessable id', async () => {
    await stored();
    await assertFails(setDoc(doc(as('nora'), 'proposals/proposal-1'), proposal('nora')));
  });

  it('refuses a proposal on another agent\u2019s quote', async () => {
    await stored();
    await assertFails(
      setDoc(doc(as('nora'), 'proposals/pr_NewProposal000000000'), proposal('nora', { quoteId: OTTO_QUOTE })),
    );
  });

  it('refuses creating a proposal that is already answered', async () => {
    await stored();
    await assertFails(
      setDoc(
        doc(as('nora'), 'proposals/pr_NewProposal000000000'),
        proposal('nora', { status: 'accepted', clientName: 'Emma', acceptedOptionIndex: 0 }),
      ),
    );
  });

  it('refuses an option without a price', async () => {
    await stored();
    await assertFails(
      setDoc(
        doc(as('nora'), 'proposals/pr_NewProposal000000000'),
        proposal('nora', { options: [{ id: 'opt-a', itineraryId: 'honeymoon-cities', label: 'A' }] }),
      ),
    );
  });

  it('lets the agent list their own proposals, and not another agent\u2019s', async () => {
    await stored();
    await assertSucceeds(getDocs(query(collection(as('nora'), 'proposals'), where('agentId', '==', 'nora'))));
    await assertFails(getDocs(query(collection(as('otto'), 'proposals'), where('agentId', '==', 'nora'))));
  });

  it('lets the agent reprice an option and send a draft', async () => {
    await stored();
    await assertSucceeds(
      updateDoc(doc(as('nora'), 'proposals', DRAFT), {
        options: [{ ...options[0], price: { amount: 650000, currency: 'EUR' } }],
        status: 'sent',
        updatedAt: now(),
      }),
    );
  });

  it('refuses the agent changing a proposal\u2019s quote after creation', async () => {
    await stored();
    await arrange((db) => setDoc(doc(db, 'quotes', 'qt_Second0000000000000'), quote('nora', { createdAt: PAST, updatedAt: PAST })));
    await assertFails(updateDoc(doc(as('nora'), 'proposals', DRAFT), { quoteId: 'qt_Second0000000000000', updatedAt: now() }));
    await assertFails(updateDoc(doc(as('nora'), 'proposals', SENT), { quoteId: null, updatedAt: now() }));
  });

  it('lets the agent edit a draft while keeping its quote', async () => {
    await stored();
    await assertSucceeds(updateDoc(doc(as('nora'), 'proposals', DRAFT), { quoteId: QUOTE, title: 'Honeymoon, revised', updatedAt: now() }));
  });

  it('refuses another agent editing the proposal', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('otto'), 'proposals', SENT), { title: 'Mine' }));
  });

  it('lets the agent delete a proposal, and not the client', async () => {
    await stored();
    await assertFails(deleteDoc(doc(signedOut(), 'proposals', SENT)));
    await assertSucceeds(deleteDoc(doc(as('nora'), 'proposals', SENT)));
  });
});

describe('proposals: the client with the link', () => {
  it('lets anyone with the id open a sent proposal, signed out too', async () => {
    await stored();
    await assertSucceeds(getDoc(doc(signedOut(), 'proposals', SENT)));
  });

  it('refuses reading a draft proposal, signed out', async () => {
    await stored();
    await assertFails(getDoc(doc(signedOut(), 'proposals', DRAFT)));
  });

  it('refuses reading a draft proposal as another signed-in user', async () => {
    await stored();
    await assertFails(getDoc(doc(as('eve'), 'proposals', DRAFT)));
  });

  it('lets the agent read their draft', async () => {
    await stored();
    await assertSucceeds(getDoc(doc(as('nora'), 'proposals', DRAFT)));
  });

  it('refuses listing proposals by link holders', async () => {
    await stored();
    await assertFails(getDocs(query(collection(signedOut(), 'proposals'), where('status', '==', 'sent'))));
  });

  it('lets the client accept an option', async () => {
    await stored();
    await assertSucceeds(respond(signedOut(), 'accepted', 1));
  });

  it('lets the client decline', async () => {
    await stored();
    await assertSucceeds(respond(as('eve'), 'declined', null));
  });

  it('refuses the client changing a price', async () => {
    await stored();
    await assertFails(
      updateDoc(doc(signedOut(), 'proposals', SENT), {
        status: 'accepted',
        clientName: 'Emma Walsh',
        respondedAt: now(),
        acceptedOptionIndex: 0,
        options: [{ ...options[0], price: { amount: 100, currency: 'EUR' } }, options[1]],
      }),
    );
  });

  it('refuses accepting an option that does not exist', async () => {
    await stored();
    await assertFails(respond(signedOut(), 'accepted', 5));
  });

  it('refuses accepting without choosing an option', async () => {
    await stored();
    await assertFails(respond(signedOut(), 'accepted', null));
  });

  it('refuses any status other than accepted or declined', async () => {
    await stored();
    await assertFails(
      updateDoc(doc(signedOut(), 'proposals', SENT), { status: 'draft', clientName: 'Emma', respondedAt: now() }),
    );
  });

  it('refuses answering a draft', async () => {
    await stored();
    await assertFails(
      updateDoc(doc(signedOut(), 'proposals', DRAFT), {
        status: 'accepted',
        clientName: 'Emma',
        respondedAt: now(),
        acceptedOptionIndex: 0,
      }),
    );
  });

  it('refuses changing an answer once given', async () => {
    await stored();
    await respond(signedOut(), 'accepted', 0);
    await assertFails(respond(signedOut(), 'declined', null));
  });

  it('refuses a chosen response time', async () => {
    await stored();
    await assertFails(
      updateDoc(doc(signedOut(), 'proposals', SENT), {
        status: 'declined',
        clientName: 'Emma',
        respondedAt: PAST,
      }),
    );
  });
});
