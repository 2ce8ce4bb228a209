// proposals/{id} through its whole life: viewed by the link holder, expiry
// (validUntil against server time), the agent keeping the client's answer,
// the price breakdown and plan snapshots; quotes with their currency.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PAST, inDays, now, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const SENT = 'pr_Sent0000000000000000';
const VIEWED = 'pr_Viewed00000000000000';
const DRAFT = 'pr_Draft000000000000000';
const EXPIRED = 'pr_Expired0000000000000';
const ACCEPTED = 'pr_Accepted000000000000';

const options = [
  {
    id: 'opt-a',
    itineraryId: 'honeymoon-cities',
    label: 'Lisbon and Porto',
    price: { amount: 689000, currency: 'EUR' },
    breakdown: [
      { label: 'Flights', amount: { amount: 71680, currency: 'EUR' } },
      { label: 'Taxes', amount: { amount: 12000, currency: 'EUR' } },
    ],
    plan: [{ day: 1, items: [{ title: 'Torre de Belém', type: 'attraction', geocode: { lat: 38.6916, lng: -9.216 } }] }],
  },
  { id: 'opt-b', itineraryId: 'honeymoon-sintra', label: 'Lisbon and Sintra', price: { amount: 642000, currency: 'EUR' } },
];

const proposal = (overrides: Record<string, unknown> = {}) => ({
  agentId: 'nora',
  clientId: 'client-emma',
  quoteId: null,
  title: 'Your Portugal honeymoon',
  message: 'Two ways to spend the week.',
  status: 'sent',
  options,
  party: { adults: 2, children: 0 },
  clientName: null,
  respondedAt: null,
  acceptedOptionIndex: null,
  validUntil: inDays(30),
  createdAt: PAST,
  updatedAt: PAST,
  ...overrides,
});

async function stored(): Promise<void> {
  await arrange(async (db) => {
    await setDoc(doc(db, 'agents/nora/clients/client-emma'), {
      name: 'Emma',
      email: null,
      phone: null,
      notes: '',
      archived: false,
      createdAt: PAST,
      updatedAt: PAST,
    });
    await setDoc(doc(db, 'proposals', SENT), proposal());
    await setDoc(doc(db, 'proposals', VIEWED), proposal({ status: 'viewed' }));
    await setDoc(doc(db, 'proposals', DRAFT), proposal({ status: 'draft' }));
    await setDoc(doc(db, 'proposals', EXPIRED), proposal({ validUntil: PAST }));
    await setDoc(
      doc(db, 'proposals', ACCEPTED),
      proposal({ status: 'accepted', clientName: 'Emma Walsh', respondedAt: PAST, acceptedOptionIndex: 0 }),
    );
  });
}

const view = (db: Firestore, id: string) => updateDoc(doc(db, 'proposals', id), { status: 'viewed' });
const accept = (db: Firestore, id: string, index = 0) =>
  updateDoc(doc(db, 'proposals', id), { status: 'accepted', clientName: 'Emma Walsh', respondedAt: now(), acceptedOptionIndex: index });

describe('proposals: viewed', () => {
  it('lets anyone with the link mark a sent proposal viewed, signed out', async () => {
    await stored();
    await assertSucceeds(view(signedOut(), SENT));
  });

  it('lets a signed-in stranger with the link mark it viewed', async () => {
    await stored();
    await assertSucceeds(view(as('eve'), SENT));
  });

  it('refuses marking viewed twice', async () => {
    await stored();
    await assertFails(view(signedOut(), VIEWED));
  });

  it('refuses marking a draft viewed', async () => {
    await stored();
    await assertFails(view(signedOut(), DRAFT));
  });

  it('refuses marking an answered proposal viewed', async () => {
    await stored();
    await assertFails(view(signedOut(), ACCEPTED));
  });

  it('refuses changing anything else along with viewed', async () => {
    await stored();
    await assertFails(updateDoc(doc(signedOut(), 'proposals', SENT), { status: 'viewed', title: 'Cheaper' }));
    await assertFails(updateDoc(doc(signedOut(), 'proposals', SENT), { status: 'viewed', updatedAt: now() }));
  });

  it('refuses viewed on an expired proposal', async () => {
    await stored();
    await assertFails(view(signedOut(), EXPIRED));
  });

  it('lets the client accept a viewed proposal', async () => {
    await stored();
    await assertSucceeds(accept(signedOut(), VIEWED, 1));
  });

  it('lets the client decline a viewed proposal with their name', async () => {
    await stored();
    await assertSucceeds(
      updateDoc(doc(signedOut(), 'proposals', VIEWED), {
        status: 'declined',
        clientName: 'Emma Walsh',
        respondedAt: now(),
        acceptedOptionIndex: null,
      }),
    );
  });

  it('refuses answering without a name', async () => {
    await stored();
    await assertFails(
      updateDoc(doc(signedOut(), 'proposals', VIEWED), { status: 'accepted', clientName: '', respondedAt: now(), acceptedOptionIndex: 0 }),
    );
  });
});

describe('proposals: expiry', () => {
  it('refuses accepting an expired proposal', async () => {
    await stored();
    await assertFails(accept(signedOut(), EXPIRED));
  });

  it('refuses declining an expired proposal', async () => {
    await stored();
    await assertFails(
      updateDoc(doc(signedOut(), 'proposals', EXPIRED), {
        status: 'declined',
        clientName: 'Emma Walsh',
        respondedAt: now(),
        acceptedOptionIndex: null,
      }),
    );
  });

  it('still lets the client open an expired proposal (shown as expired)', async () => {
    await stored();
    await assertSucceeds(getDoc(doc(signedOut(), 'proposals', EXPIRED)));
  });

  it('refuses the client extending validUntil', async () => {
    await stored();
    await assertFails(updateDoc(doc(signedOut(), 'proposals', EXPIRED), { validUntil: inDays(30) }));
  });

  it('lets the agent extend validUntil and send it again', async () => {
    await stored();
    await assertSucceeds(updateDoc(doc(as('nora'), 'proposals', EXPIRED), { validUntil: inDays(14), updatedAt: now() }));
  });
});

describe('proposals: the agent keeps the client\u2019s answer', () => {
  it('refuses the agent marking their own proposal accepted', async () => {
    await stored();
    await assertFails(
      updateDoc(doc(as('nora'), 'proposals', SENT), {
        status: 'accepted',
        clientName: 'Emma Walsh',
        acceptedOptionIndex: 0,
        updatedAt: now(),
      }),
    );
  });

  it('refuses the agent changing which option was accepted', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('nora'), 'proposals', ACCEPTED), { acceptedOptionIndex: 1, updatedAt: now() }));
  });

  it('refuses the agent turning an accepted proposal back to sent', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('nora'), 'proposals', ACCEPTED), { status: 'sent', updatedAt: now() }));
  });

  it('lets the agent withdraw a viewed proposal to draft', async () => {
    await stored();
    await assertSucceeds(updateDoc(doc(as('nora'), 'proposals', VIEWED), { status: 'draft', updatedAt: now() }));
  });

  it('refuses the client changing the price breakdown', async () => {
    await stored();
    const cheaper = [{ ...options[0], breakdown: [{ label: 'Flights', amount: { amount: 1, currency: 'EUR' } }] }, options[1]];
    await assertFails(updateDoc(doc(signedOut(), 'proposals', SENT), { options: cheaper }));
  });

  it('refuses the client changing the party along with an answer', async () => {
    await stored();
    await assertFails(
      updateDoc(doc(signedOut(), 'proposals', SENT), {
        status: 'accepted',
        clientName: 'Emma Walsh',
        respondedAt: now(),
        acceptedOptionIndex: 0,
        party: { adults: 4, children: 0 },
      }),
    );
  });

  it('refuses a proposal with a malformed party', async () => {
    await stored();
    await assertFails(setDoc(doc(as('nora'), 'proposals/pr_NewProposal000000000'), proposal({ party: { adults: 0, children: 0 } })));
  });

  it('refuses an unknown status', async () => {
    await stored();
    await assertFails(setDoc(doc(as('nora'), 'proposals/pr_NewProposal000000000'), proposal({ status: 'expired' })));
  });

  it('refuses creating a proposal already viewed', async () => {
    await stored();
    await assertFails(
      setDoc(
        doc(as('nora'), 'proposals/pr_NewProposal000000000'),
        proposal({ status: 'viewed', createdAt: now(), updatedAt: now() }),
      ),
    );
  });

  it('lets the agent create a proposal with a breakdown and plan snapshot', async () => {
    await stored();
    await assertSucceeds(
      setDoc(doc(as('nora'), 'proposals/pr_NewProposal000000000'), proposal({ status: 'draft', createdAt: now(), updatedAt: now() })),
    );
  });
});

// Once the client has answered, the proposal is the record of what they
// agreed to: the agent changes nothing in it, and can only withdraw it (delete).
describe('proposals: an answered proposal is frozen for its agent', () => {
  const DECLINED = 'pr_Declined000000000000';

  async function answered(): Promise<void> {
    await stored();
    await arrange((db) =>
      setDoc(doc(db, 'proposals', DECLINED), proposal({ status: 'declined', clientName: 'Emma Walsh', respondedAt: PAST })),
    );
  }

  const edits: [string, Record<string, unknown>][] = [
    ['an option’s price', { options: [{ ...options[0], price: { amount: 1000, currency: 'EUR' } }, options[1]] }],
    ['the order of the options', { options: [options[1], options[0]] }],
    ['the options themselves', { options: [options[1]] }],
    ['an option’s breakdown', { options: [{ ...options[0], breakdown: [] }, options[1]] }],
    ['the title', { title: 'Something else' }],
    ['the message', { message: 'New terms apply.' }],
    ['the party', { party: { adults: 4, children: 0 } }],
    ['the validity', { validUntil: inDays(90) }],
    ['only updatedAt', {}],
  ];

  for (const [what, change] of edits) {
    it(`refuses the agent changing ${what} of an accepted proposal`, async () => {
      await answered();
      await assertFails(updateDoc(doc(as('nora'), 'proposals', ACCEPTED), { ...change, updatedAt: now() }));
    });
  }

  it('refuses the agent repricing a declined proposal', async () => {
    await answered();
    await assertFails(
      updateDoc(doc(as('nora'), 'proposals', DECLINED), {
        options: [{ ...options[0], price: { amount: 1000, currency: 'EUR' } }, options[1]],
        updatedAt: now(),
      }),
    );
  });

  it('refuses the agent withdrawing an answered proposal to draft (that would reopen it)', async () => {
    await answered();
    await assertFails(updateDoc(doc(as('nora'), 'proposals', ACCEPTED), { status: 'draft', updatedAt: now() }));
  });

  it('lets the agent withdraw an answered proposal by deleting it, and nobody else', async () => {
    await answered();
    await assertFails(deleteDoc(doc(signedOut(), 'proposals', ACCEPTED)));
    await assertFails(deleteDoc(doc(as('eve'), 'proposals', ACCEPTED)));
    await assertSucceeds(deleteDoc(doc(as('nora'), 'proposals', ACCEPTED)));
    await assertSucceeds(deleteDoc(doc(as('nora'), 'proposals', DECLINED)));
  });

  it('still lets the agent reprice and reorder options before the client answers', async () => {
    await answered();
    await assertSucceeds(
      updateDoc(doc(as('nora'), 'proposals', VIEWED), {
        options: [options[1], { ...options[0], price: { amount: 650000, currency: 'EUR' } }],
        updatedAt: now(),
      }),
    );
  });
});
