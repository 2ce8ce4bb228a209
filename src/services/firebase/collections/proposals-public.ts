/**
 * A proposal as its signed-out client opens it, over Firestore's REST API
 * with no credentials (see ../rest.ts): the security rules answer as for
 * anyone holding the link. Reading the proposal and the agency's card,
 * marking it viewed and answering it are plain HTTP requests, so the page
 * holds no open connection and loads no Firestore SDK. Signed-in visitors
 * and the agent use the SDK (live) instead.
 */
import { AppError } from '../errors';
import { decodeFields, restFailure, restFetch, stageDatabase, type RestDatabase, type RestDocumentBody } from '../rest';
import { parseAgencyCard, parseProposal, type AgencyCard, type Proposal } from '@/domain/agents/schema';
import type { ProposalAnswer } from './proposals-ops';

/** null when missing or not readable (a draft); the rules cannot tell those apart for a visitor. */
async function readDocument(database: RestDatabase, path: string): Promise<Record<string, unknown> | null> {
  const response = await restFetch(`${database.root}/${path}${database.query}`);
  if (response.status === 404 || response.status === 403 || response.status === 401) return null;
  if (!response.ok) throw restFailure(response.status);
  return decodeFields(((await response.json()) as RestDocumentBody).fields);
}

export async function readPublicProposal(id: string, database: RestDatabase = stageDatabase()): Promise<Proposal | null> {
  // Proposal links are `pr_` and at least 17 more URL-safe characters (newProposalId); anything else is not one, unasked.
  if (!/^pr_[A-Za-z0-9_-]{17,125}$/.test(id)) return null;
  const data = await readDocument(database, `proposals/${id}`);
  return data ? parseProposal(data, `proposals/${id}`, id) : null;
}

export async function readPublicAgency(uid: string, database: RestDatabase = stageDatabase()): Promise<AgencyCard | null> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) return null;
  const data = await readDocument(database, `agents/${uid}`);
  return data ? parseAgencyCard(data, `agents/${uid}`) : null;
}

type Encoded = { stringValue: string } | { integerValue: string } | { nullValue: null };

/** One update of the proposal (only the given fields), optionally stamping `respondedAt` with the server's time. */
async function commitUpdate(database: RestDatabase, id: string, fields: Record<string, Encoded>, stampResponse: boolean): Promise<void> {
  const name = `${database.root.replace(/^.*?\/v1\//, '')}/proposals/${id}`;
  const write = {
    update: { name, fields },
    updateMask: { fieldPaths: Object.keys(fields) },
    ...(stampResponse ? { updateTransforms: [{ fieldPath: 'respondedAt', setToServerValue: 'REQUEST_TIME' }] } : {}),
    currentDocument: { exists: true },
  };
  const response = await restFetch(`${database.root}:commit${database.query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: [write] }),
  });
  if (!response.ok) throw restFailure(response.status);
}

/** sent -> viewed, that field alone. */
export function markPublicProposalViewed(id: string, database: RestDatabase = stageDatabase()): Promise<void> {
  return commitUpdate(database, id, { status: { stringValue: 'viewed' } }, false);
}

/** The client's answer, once, with the server's time. */
export async function respondToPublicProposal(id: string, answer: ProposalAnswer, database: RestDatabase = stageDatabase()): Promise<void> {
  const clientName = answer.clientName.trim();
  if (clientName.length < 1 || clientName.length > 120) throw new AppError('invalid', 'Type your full name to answer.', 'invalid-argument');
  if (answer.accepted && answer.optionIndex === null) throw new AppError('invalid', 'Choose the option you accept.', 'invalid-argument');
  await commitUpdate(
    database,
    id,
    {
      status: { stringValue: answer.accepted ? 'accepted' : 'declined' },
      clientName: { stringValue: clientName },
      acceptedOptionIndex: answer.accepted && answer.optionIndex !== null ? { integerValue: String(answer.optionIndex) } : { nullValue: null },
    },
    true,
  );
}
