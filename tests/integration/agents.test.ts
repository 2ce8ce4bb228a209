// The agents' data layer (agents-ops.ts, proposals-ops.ts) against the Auth
// and Firestore emulators, with the security rules on, as real users: an
// agent sets up the agency, a client, a quote and a proposal; the client
// opens it signed out, it turns viewed live for the agent, and the client
// accepts; malformed stored documents are refused with a clear error.
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '@/services/firebase/errors';
import {
  createClientOps,
  createQuoteOps,
  getAgencyOps,
  getAgentSettingsOps,
  getQuoteOps,
  listClientsOps,
  listQuotesOps,
  listTripRequestsOps,
  quoteFromRequestOps,
  saveAgencyOps,
  saveQuoteOps,
  sendTripRequestOps,
  setClientArchivedOps,
} from '@/services/firebase/collections/agents-ops';
import {
  createProposalOps,
  getProposalOps,
  markProposalViewedOps,
  respondToProposalOps,
  setProposalSentOps,
  subscribeAgentProposalsOps,
} from '@/services/firebase/collections/proposals-ops';
import type { AgencyCard, Proposal, ProposalEdit, QuoteInput } from '@/domain/agents/schema';
import {
  markPublicProposalViewed,
  readPublicAgency,
  readPublicProposal,
  respondToPublicProposal,
} from '@/services/firebase/collections/proposals-public';
import { priceQuote } from '@/domain/agents/pricing';
import {
  adminDeleteTrees,
  adminWrite,
  closeClientsAfterAll,
  restDatabase,
  signedOutClient,
  signedUpClient,
  stored,
  unique,
} from './helpers';

closeClientsAfterAll();

const written: string[] = [];
afterAll(async () => {
  await adminDeleteTrees(written);
});

const card = (overrides: Partial<AgencyCard> = {}): AgencyCard => ({
  name: 'Harbour Light Travel',
  logoPath: null,
  contactEmail: 'hello@harbourlight.example',
  phone: '+351213000000',
  website: 'https://harbourlight.example',
  currency: 'EUR',
  terms: 'A 25% deposit confirms the booking.',
  brandColor: '#12355b',
  accentColor: '#d4a017',
  ...overrides,
});

const quoteInput = (clientId: string, overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  clientId,
  destination: 'Madeira',
  dates: { start: '2027-03-01', end: '2027-03-06' },
  party: { adults: 2, children: 1 },
  budget: { amount: 400000, currency: 'EUR' },
  notes: 'Walks and gardens.',
  status: 'new',
  currency: 'EUR',
  requestId: null,
  lineItems: [],
  ...overrides,
});

const edit = (overrides: Partial<ProposalEdit> = {}): ProposalEdit => ({
  title: 'Madeira in March',
  message: 'Two ways to see the island.',
  party: { adults: 2, children: 1 },
  validUntil: new Date(Date.now() + 7 * 86_400_000),
  options: [
    {
      id: 'opt-a',
      itineraryId: 'madeira-levadas',
      label: 'Levadas and gardens',
      summary: null,
      price: { amount: 312345, currency: 'EUR' },
      breakdown: [],
      plan: [{ day: 1, stops: [{ title: 'Monte Palace', type: 'attraction', time: '10:00', geocode: { lat: 32.676, lng: -16.902 } }] }],
    },
    { id: 'opt-b', itineraryId: 'madeira-coast', label: 'Coast and boats', summary: 'Slow days by the sea.', price: { amount: 289900, currency: 'EUR' }, breakdown: [], plan: [] },
  ],
  ...overrides,
});

async function newAgent() {
  const agent = await signedUpClient('agent');
  await saveAgencyOps(agent.db, agent.uid, card(), { defaultMarkupPercent: 12.5, defaultTaxPercent: 5 }, true);
  written.push(`agents/${agent.uid}`);
  return agent;
}

describe('the agency', () => {
  it('becomes an agent in one batch: profile flag, public card, private settings', async () => {
    const agent = await newAgent();
    expect((await stored(`users/${agent.uid}`))?.isAgent).toBe(true);
    expect(await getAgencyOps(signedOutClient().db, agent.uid)).toMatchObject({ name: 'Harbour Light Travel', brandColor: '#12355b' });
    expect(await getAgentSettingsOps(agent.db, agent.uid)).toEqual({ defaultMarkupPercent: 12.5, defaultTaxPercent: 5 });
    // Saving again updates the card, keeping its creation time.
    const createdAt = (await stored(`agents/${agent.uid}`))?.createdAt;
    await saveAgencyOps(agent.db, agent.uid, card({ name: 'Harbour Light' }), { defaultMarkupPercent: 10, defaultTaxPercent: 0 }, false);
    expect((await getAgencyOps(agent.db, agent.uid))?.name).toBe('Harbour Light');
    expect((await stored(`agents/${agent.uid}`))?.createdAt).toEqual(createdAt);
  });

  it('refuses a bad colour or e-mail before writing, with a sentence', async () => {
    const agent = await signedUpClient('agent');
    await expect(saveAgencyOps(agent.db, agent.uid, card({ brandColor: 'blue' }), { defaultMarkupPercent: 1, defaultTaxPercent: 0 }, true)).rejects.toThrow(
      'Colours are written #rrggbb.',
    );
    await expect(saveAgencyOps(agent.db, agent.uid, card({ contactEmail: 'nope' }), { defaultMarkupPercent: 1, defaultTaxPercent: 0 }, true)).rejects.toThrow(
      /contact e-mail/,
    );
    expect(await getAgencyOps(agent.db, agent.uid)).toBeNull();
  });
});

describe('clients, requests and quotes', () => {
  it('keeps clients private to their agent and archives them', async () => {
    const agent = await newAgent();
    const other = await newAgent();
    const id = await createClientOps(agent.db, agent.uid, { name: 'Ana Sousa', email: 'ana@example.com', phone: null, notes: '' });
    await setClientArchivedOps(agent.db, agent.uid, id, true);
    expect((await listClientsOps(agent.db, agent.uid)).map((c) => [c.name, c.archived])).toEqual([['Ana Sousa', true]]);
    await expect(listClientsOps(other.db, agent.uid)).rejects.toMatchObject({ kind: 'permission-denied' });
  });

  it('turns a traveller’s trip request into a client and a quote, priced in line items', async () => {
    const agent = await newAgent();
    const traveller = await signedUpClient('traveller');
    await sendTripRequestOps(traveller.db, agent.uid, traveller.uid, {
      name: 'Rui Costa',
      email: traveller.email,
      destination: 'Azores',
      dates: null,
      party: { adults: 2, children: 0 },
      budget: null,
      notes: 'Whales.',
    });
    const [request] = await listTripRequestsOps(agent.db, agent.uid);
    expect(request).toMatchObject({ requesterId: traveller.uid, destination: 'Azores', status: 'new' });
    const quoteId = await quoteFromRequestOps(agent.db, agent.uid, request!, 'EUR');
    written.push(`quotes/${quoteId}`);
    expect((await listTripRequestsOps(agent.db, agent.uid))[0]?.status).toBe('quoted');
    const quote = await getQuoteOps(agent.db, quoteId);
    expect(quote).toMatchObject({ destination: 'Azores', requestId: request!.id, currency: 'EUR' });
    const clients = await listClientsOps(agent.db, agent.uid);
    expect(clients.find((c) => c.id === quote?.clientId)?.userId).toBe(traveller.uid);

    const lineItems = [
      { id: 'l1', category: 'stay' as const, label: 'Hotel', quantity: 3, unitCost: { amount: 333, currency: 'EUR' }, markupPercent: 12.5, taxPercent: 23 },
    ];
    await saveQuoteOps(agent.db, agent.uid, quoteId, { ...quoteInput(quote!.clientId), lineItems, requestId: request!.id });
    const saved = await getQuoteOps(agent.db, quoteId);
    expect(saved?.lineItems).toEqual(lineItems);
    expect(priceQuote(saved!.lineItems, 'EUR', saved!.party).total).toBe(1383);
    expect((await listQuotesOps(agent.db, agent.uid)).map((q) => q.id)).toEqual([quoteId]);
    // Another agent does not see it.
    const other = await newAgent();
    expect(await getQuoteOps(other.db, quoteId)).toBeNull();
  });

  it('refuses a line in another currency before writing', async () => {
    const agent = await newAgent();
    const clientId = await createClientOps(agent.db, agent.uid, { name: 'Bea', email: null, phone: null, notes: '' });
    await expect(
      createQuoteOps(agent.db, agent.uid, quoteInput(clientId, {
        lineItems: [{ id: 'l', category: 'fee', label: 'Fee', quantity: 1, unitCost: { amount: 1, currency: 'USD' }, markupPercent: 0, taxPercent: 0 }],
      })),
    ).rejects.toThrow('Every line is priced in EUR.');
  });
});

describe('proposals', () => {
  it('goes draft -> sent -> viewed -> accepted, and the agent sees each step live', async () => {
    const agent = await newAgent();
    const clientId = await createClientOps(agent.db, agent.uid, { name: 'Carla', email: null, phone: null, notes: '' });
    const id = await createProposalOps(agent.db, agent.uid, { ...edit(), clientId, quoteId: null });
    written.push(`proposals/${id}`);
    expect(id).toMatch(/^pr_[A-Za-z0-9_-]{24}$/);

    const seen: string[] = [];
    let latest: Proposal[] = [];
    const stop = subscribeAgentProposalsOps(
      agent.db,
      agent.uid,
      (list) => {
        latest = list;
        const status = list.find((p) => p.id === id)?.status;
        if (status && seen.at(-1) !== status) seen.push(status);
      },
      (error) => {
        throw error;
      },
    );

    const visitor = signedOutClient();
    expect(await getProposalOps(visitor.db, id)).toBeNull(); // a draft stays hidden
    await setProposalSentOps(agent.db, id, true);
    const opened = await getProposalOps(visitor.db, id);
    expect(opened?.options.map((o) => o.label)).toEqual(['Levadas and gardens', 'Coast and boats']);
    expect(opened?.options[0]?.plan[0]?.stops[0]?.title).toBe('Monte Palace');
    await markProposalViewedOps(visitor.db, id);
    await expect(markProposalViewedOps(visitor.db, id)).rejects.toBeInstanceOf(AppError);
    await expect(respondToProposalOps(visitor.db, id, { accepted: true, clientName: ' ', optionIndex: 0 })).rejects.toThrow(
      'Type your full name to answer.',
    );
    await respondToProposalOps(visitor.db, id, { accepted: true, clientName: 'Carla Mendes', optionIndex: 1 });
    await expect(respondToProposalOps(visitor.db, id, { accepted: false, clientName: 'Carla Mendes', optionIndex: null })).rejects.toMatchObject({
      kind: 'permission-denied',
    });

    await expect.poll(() => seen.at(-1), { timeout: 5000 }).toBe('accepted');
    stop();
    expect(seen).toEqual(['draft', 'sent', 'viewed', 'accepted']);
    const answered = latest.find((p) => p.id === id);
    expect(answered).toMatchObject({ clientName: 'Carla Mendes', acceptedOptionIndex: 1 });
    expect(answered?.respondedAt).toBeInstanceOf(Date);
  });

  it('refuses an answer after validUntil (the rules use the server clock)', async () => {
    const agent = await newAgent();
    const clientId = await createClientOps(agent.db, agent.uid, { name: 'Dora', email: null, phone: null, notes: '' });
    const id = await createProposalOps(agent.db, agent.uid, { ...edit({ validUntil: new Date(Date.now() - 60_000) }), clientId, quoteId: null });
    written.push(`proposals/${id}`);
    await setProposalSentOps(agent.db, id, true);
    const visitor = signedOutClient();
    await expect(respondToProposalOps(visitor.db, id, { accepted: true, clientName: 'Dora', optionIndex: 0 })).rejects.toMatchObject({
      kind: 'permission-denied',
    });
  });

  it('reads a malformed stored proposal as a clear error naming its path', async () => {
    const id = `pr_${unique('malformed').padEnd(24, 'x')}`;
    written.push(`proposals/${id}`);
    await adminWrite([{ path: `proposals/${id}`, data: { agentId: 'x', clientId: 'c', title: 'Broken', status: 'sent', options: [{ id: 'o', price: 12.5 }] } }]);
    await expect(getProposalOps(signedOutClient().db, id)).rejects.toThrow(`The stored document proposals/${id} is malformed`);
  });
});

describe('the signed-out client over REST', () => {
  const rest = restDatabase();

  it('reads a sent proposal and the agency, marks it viewed once, answers once with the server time', async () => {
    const agent = await newAgent();
    const clientId = await createClientOps(agent.db, agent.uid, { name: 'Eva', email: null, phone: null, notes: '' });
    const id = await createProposalOps(agent.db, agent.uid, { ...edit(), clientId, quoteId: null });
    written.push(`proposals/${id}`);
    expect(await readPublicProposal(id, rest)).toBeNull(); // draft
    expect(await readPublicProposal('lisbon-food-and-fado', rest)).toBeNull(); // not a proposal link: not asked
    await setProposalSentOps(agent.db, id, true);
    expect((await readPublicProposal(id, rest))?.options[0]?.price).toEqual({ amount: 312345, currency: 'EUR' });
    expect((await readPublicAgency(agent.uid, rest))?.name).toBe('Harbour Light Travel');
    await markPublicProposalViewed(id, rest);
    expect((await readPublicProposal(id, rest))?.status).toBe('viewed');
    await expect(markPublicProposalViewed(id, rest)).rejects.toMatchObject({ kind: 'permission-denied' });
    await respondToPublicProposal(id, { accepted: true, clientName: 'Eva Lima', optionIndex: 0 }, rest);
    const answered = await readPublicProposal(id, rest);
    expect(answered).toMatchObject({ status: 'accepted', clientName: 'Eva Lima', acceptedOptionIndex: 0 });
    expect(answered?.respondedAt).toBeInstanceOf(Date);
    await expect(respondToPublicProposal(id, { accepted: false, clientName: 'Eva Lima', optionIndex: null }, rest)).rejects.toMatchObject({
      kind: 'permission-denied',
    });
  });
});
