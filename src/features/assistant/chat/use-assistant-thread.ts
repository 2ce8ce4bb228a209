/**
 * An itinerary's assistant thread, live: opened in the Assistant store while
 * the chat is shown (the store's `itineraryMessages`, emptied when the last
 * screen closes it), read back as turns with their proposed changes validated.
 */
import { useEffect, useMemo } from 'react';
import { isChunkLoadFailure } from '@/lib/use-live';
import { assistantApi, type AssistantApi, type ThreadMessage } from '../api/service';
import { assistantActions, useItineraryMessages } from '@/stores/use-assistant-store';
import { parseProposedChange, type ProposedChange } from '@/domain/assistant/edit/change';

export type AssistantService = AssistantApi;
export type LoadAssistantService = () => Promise<Pick<AssistantService, 'subscribeThread' | 'postUserTurn' | 'decideProposal' | 'askAssistantEdit'>>;

export const loadAssistantService: LoadAssistantService = assistantApi;

export interface ChatTurn {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  createdAt: Date | null;
  /** The proposed change, validated; null when none (or a malformed one). */
  change: ProposedChange | null;
  status: 'proposed' | 'accepted' | 'rejected' | null;
  notice: string | null;
  replyTo: string | null;
  /** On this device only for now (offline, or in flight). */
  pending: boolean;
  /** Never stored: an answer of the built-in planner on this device. */
  local: boolean;
}

export function turnFromMessage(message: ThreadMessage): ChatTurn {
  const change = message.proposedChange === null ? null : parseProposedChange(message.proposedChange);
  return {
    id: message.id,
    role: message.role,
    text: message.text,
    createdAt: message.createdAt,
    change,
    status: change ? message.status : null,
    notice: message.notice,
    replyTo: message.replyTo,
    pending: message.pending,
    local: false,
  };
}

/**
 * The turns in the order of the conversation: by time, except that an
 * answer never shows before the message it answers (the server may stamp the
 * assistant's turn before the user's turn has landed).
 */
export function inConversationOrder(turns: readonly ChatTurn[]): ChatTurn[] {
  const ids = new Set(turns.map((turn) => turn.id));
  const placed = new Set<string>();
  const waiting = new Map<string, ChatTurn[]>();
  const out: ChatTurn[] = [];
  const place = (turn: ChatTurn) => {
    out.push(turn);
    placed.add(turn.id);
    const replies = waiting.get(turn.id);
    if (replies) {
      waiting.delete(turn.id);
      replies.forEach(place);
    }
  };
  for (const turn of turns) {
    if (turn.replyTo && ids.has(turn.replyTo) && !placed.has(turn.replyTo)) {
      waiting.set(turn.replyTo, [...(waiting.get(turn.replyTo) ?? []), turn]);
    } else place(turn);
  }
  return out;
}

export interface AssistantThread {
  status: 'loading' | 'ready' | 'error';
  turns: ChatTurn[];
  error: string | null;
}

const NO_TURNS: ChatTurn[] = [];

export function useAssistantThread(itineraryId: string, load: LoadAssistantService = loadAssistantService): AssistantThread {
  useEffect(() => assistantActions.itineraryThreadOpened(itineraryId, load), [itineraryId, load]);
  const live = useItineraryMessages(itineraryId);
  const turns = useMemo(() => (live.data ? inConversationOrder(live.data.map(turnFromMessage)) : NO_TURNS), [live.data]);
  return {
    status: live.status,
    turns,
    error: live.status !== 'error' ? null : isChunkLoadFailure(live.error) ? 'The conversation could not be loaded. Check your connection and reload.' : live.error.message,
  };
}
