/**
 * Firestore operations of proposals (docs/agents.md): the agent creates,
 * edits, sends and follows them live; the client, holding the unguessable
 * id, signed in or not, opens one (marking it viewed) and answers it once.
 * Each takes the Firestore instance first (see agents-ops.ts).
 */
import {
  Timestamp,
  collection,
  doc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { AppError, toAppError, withAppError } from '../errors';
import { estimate, getDocumentOps, subscribeDocumentOps } from './documents';
import {
  newProposalId,
  parseProposal,
  proposalEditToStored,
  type Proposal,
  type ProposalEdit,
} from '@/domain/agents/schema';

const mapped = withAppError;

const proposalOf = (snapshot: DocumentSnapshot) => parseProposal(snapshot.data(estimate), snapshot.ref.path, snapshot.id);

function editFields(edit: ProposalEdit) {
  const fields = proposalEditToStored(edit);
  return { ...fields, validUntil: fields.validUntil ? Timestamp.fromDate(fields.validUntil) : null };
}

/** A new draft for one of the agent's clients (and optionally one of their quotes). Resolves with its id. */
export async function createProposalOps(
  db: Firestore,
  agentId: string,
  input: ProposalEdit & { clientId: string; quoteId: string | null },
): Promise<string> {
  const fields = editFields(input);
  return mapped(async () => {
    const id = newProposalId();
    await setDoc(doc(db, 'proposals', id), {
      agentId,
      clientId: input.clientId,
      quoteId: input.quoteId,
      ...fields,
      status: 'draft',
      clientName: null,
      respondedAt: null,
      acceptedOptionIndex: null,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    return id;
  });
}

export async function saveProposalOps(db: Firestore, id: string, edit: ProposalEdit): Promise<void> {
  const fields = editFields(edit);
  return mapped(() => updateDoc(doc(db, 'proposals', id), { ...fields, updatedAt: serverTimestamp() }));
}

/** draft -> sent (or back to draft to withdraw it). */
export function setProposalSentOps(db: Firestore, id: string, sent: boolean): Promise<void> {
  return mapped(() => updateDoc(doc(db, 'proposals', id), { status: sent ? 'sent' : 'draft', updatedAt: serverTimestamp() }));
}

/** null when there is no such proposal, or it is a draft and we are not its agent. */
export function getProposalOps(db: Firestore, id: string): Promise<Proposal | null> {
  return getDocumentOps(doc(db, 'proposals', id), proposalOf, { deniedAsMissing: true });
}

/** One proposal, live. Calls onNext(null) when it cannot be read (deleted, or a draft for others). */
export function subscribeProposalOps(
  db: Firestore,
  id: string,
  onNext: (proposal: Proposal | null) => void,
  onError: (error: AppError) => void,
): Unsubscribe {
  return subscribeDocumentOps(doc(db, 'proposals', id), proposalOf, onNext, onError, { deniedAsMissing: true });
}

/** The agent's proposals, newest first, live: the agent sees viewed and accepted as they happen. */
export function subscribeAgentProposalsOps(
  db: Firestore,
  agentId: string,
  onNext: (proposals: Proposal[]) => void,
  onError: (error: AppError) => void,
): Unsubscribe {
  const q = query(collection(db, 'proposals'), where('agentId', '==', agentId), orderBy('createdAt', 'desc'));
  return onSnapshot(
    q,
    (snapshot) => {
      const proposals: Proposal[] = [];
      for (const d of snapshot.docs) {
        try {
          proposals.push(proposalOf(d));
        } catch (error) {
          // One malformed proposal never hides the others.
          console.warn(toAppError(error).message);
        }
      }
      onNext(proposals);
    },
    (error) => onError(toAppError(error)),
  );
}

/** The client opened the link: sent -> viewed, that field only (the rules allow nothing else). */
export function markProposalViewedOps(db: Firestore, id: string): Promise<void> {
  return mapped(() => updateDoc(doc(db, 'proposals', id), { status: 'viewed' }));
}

export interface ProposalAnswer {
  accepted: boolean;
  clientName: string;
  /** The accepted option (0-based); ignored when declining. */
  optionIndex: number | null;
}

/** The client's answer, once: accepted (with the option) or declined, with their name and the server's time. */
export function respondToProposalOps(db: Firestore, id: string, answer: ProposalAnswer): Promise<void> {
  const clientName = answer.clientName.trim();
  if (clientName.length < 1 || clientName.length > 120) {
    return Promise.reject(new AppError('invalid', 'Type your full name to answer.', 'invalid-argument'));
  }
  if (answer.accepted && answer.optionIndex === null) {
    return Promise.reject(new AppError('invalid', 'Choose the option you accept.', 'invalid-argument'));
  }
  return mapped(() =>
    updateDoc(doc(db, 'proposals', id), {
      status: answer.accepted ? 'accepted' : 'declined',
      clientName,
      respondedAt: serverTimestamp(),
      acceptedOptionIndex: answer.accepted ? answer.optionIndex : null,
    }),
  );
}
