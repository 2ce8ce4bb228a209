/**
 * The agents collection module: the verbs of an agent's workspace (agency
 * card and settings, clients, trip requests, quotes) and of proposals. The
 * verbs load the Firestore operations (agents-ops.ts, proposals-ops.ts) on
 * demand with the app's instance, so importing this module costs a route's
 * first chunk nothing. Errors are AppErrors with a message a person can act on.
 */
import type { AppError } from '../errors';
import { lazyOps } from './lazy-ops';
import type {
  AgencyCard,
  AgentSettings,
  Client,
  ClientInput,
  Proposal,
  ProposalEdit,
  Quote,
  QuoteInput,
  TripRequest,
  TripRequestInput,
} from '@/domain/agents/schema';
import type { ProposalAnswer } from './proposals-ops';

export type { ProposalAnswer } from './proposals-ops';

const { run } = lazyOps(() => import('./agents-ops'));
const { run: runProposals, subscribe: subscribeLater } = lazyOps(() => import('./proposals-ops'));

export const getAgency = (uid: string): Promise<AgencyCard | null> => run(({ db, ops }) => ops.getAgencyOps(db, uid));
export const getAgentSettings = (uid: string): Promise<AgentSettings> => run(({ db, ops }) => ops.getAgentSettingsOps(db, uid));
/** Becoming an agent (isNew) or saving the agency's details: profile flag, card and settings in one batch. */
export const saveAgency = (uid: string, card: AgencyCard, settings: AgentSettings, isNew: boolean): Promise<void> =>
  run(({ db, ops }) => ops.saveAgencyOps(db, uid, card, settings, isNew));

export const listClients = (agentId: string): Promise<Client[]> => run(({ db, ops }) => ops.listClientsOps(db, agentId));
export const createClient = (agentId: string, input: ClientInput): Promise<string> =>
  run(({ db, ops }) => ops.createClientOps(db, agentId, input));
export const updateClient = (agentId: string, clientId: string, input: ClientInput): Promise<void> =>
  run(({ db, ops }) => ops.updateClientOps(db, agentId, clientId, input));
export const setClientArchived = (agentId: string, clientId: string, archived: boolean): Promise<void> =>
  run(({ db, ops }) => ops.setClientArchivedOps(db, agentId, clientId, archived));

export const sendTripRequest = (agentId: string, requesterId: string, input: TripRequestInput): Promise<string> =>
  run(({ db, ops }) => ops.sendTripRequestOps(db, agentId, requesterId, input));
export const listTripRequests = (agentId: string): Promise<TripRequest[]> => run(({ db, ops }) => ops.listTripRequestsOps(db, agentId));
export const setTripRequestStatus = (agentId: string, requestId: string, status: TripRequest['status']): Promise<void> =>
  run(({ db, ops }) => ops.setTripRequestStatusOps(db, agentId, requestId, status));
export const quoteFromRequest = (agentId: string, request: TripRequest, currency: string): Promise<string> =>
  run(({ db, ops }) => ops.quoteFromRequestOps(db, agentId, request, currency));

export const listQuotes = (agentId: string): Promise<Quote[]> => run(({ db, ops }) => ops.listQuotesOps(db, agentId));
export const getQuote = (id: string): Promise<Quote | null> => run(({ db, ops }) => ops.getQuoteOps(db, id));
export const createQuote = (agentId: string, input: QuoteInput): Promise<string> =>
  run(({ db, ops }) => ops.createQuoteOps(db, agentId, input));
export const saveQuote = (agentId: string, id: string, input: QuoteInput): Promise<void> =>
  run(({ db, ops }) => ops.saveQuoteOps(db, agentId, id, input));

export const createProposal = (agentId: string, input: ProposalEdit & { clientId: string; quoteId: string | null }): Promise<string> =>
  runProposals(({ db, ops }) => ops.createProposalOps(db, agentId, input));
export const saveProposal = (id: string, edit: ProposalEdit): Promise<void> => runProposals(({ db, ops }) => ops.saveProposalOps(db, id, edit));
export const setProposalSent = (id: string, sent: boolean): Promise<void> =>
  runProposals(({ db, ops }) => ops.setProposalSentOps(db, id, sent));
export const getProposal = (id: string): Promise<Proposal | null> => runProposals(({ db, ops }) => ops.getProposalOps(db, id));
export const markProposalViewed = (id: string): Promise<void> => runProposals(({ db, ops }) => ops.markProposalViewedOps(db, id));
export const respondToProposal = (id: string, answer: ProposalAnswer): Promise<void> =>
  runProposals(({ db, ops }) => ops.respondToProposalOps(db, id, answer));

export function subscribeProposal(id: string, onNext: (proposal: Proposal | null) => void, onError: (error: AppError) => void): () => void {
  return subscribeLater(({ db, ops }) => ops.subscribeProposalOps(db, id, onNext, onError), onError);
}

export function subscribeAgentProposals(agentId: string, onNext: (proposals: Proposal[]) => void, onError: (error: AppError) => void): () => void {
  return subscribeLater(({ db, ops }) => ops.subscribeAgentProposalsOps(db, agentId, onNext, onError), onError);
}
