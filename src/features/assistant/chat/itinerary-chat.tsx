/**
 * The assistant's chat beside the itinerary editor (/organize/{id}). A
 * message goes to the thread (the user's turn, written at once) and to the
 * `assistantEdit` function, whose turn comes back through the thread with a
 * proposed change. The newest proposed change is shown on the plan as a diff;
 * the user accepts it (one batch, undoable) or rejects it. Nothing changes
 * the plan without the user's say. When the function cannot be reached the
 * built-in planner answers on this device, and the answer says so.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ItineraryDoc, ItineraryPatch, PlanItem } from '@/domain/itineraries/types';
import { loadCuratedIndex } from '@/lib/places/load';
import { curatedCityNamed } from '@/lib/places/search';
import { useOpenPlan } from '@/stores/use-itinerary-details-store';
import { useItineraryAccess } from '@/stores/use-itinerary-extra-store';
import type { AssistantMessage } from '@/stores/types';
import { applyProposal, previewProposal, type DiffMark, type ProposedChange } from '@/domain/assistant/edit/change';
import type { EditAnswer } from '@/domain/assistant/edit/propose';
import { StarterPrompts, starterPrompts } from './starter-prompts';
import {
  loadAssistantService,
  useAssistantThread,
  type ChatTurn,
  type LoadAssistantService,
} from './use-assistant-thread';
import './assistant-chat.css';
import { ErrorMessage } from '@/components/error-message';
import { assumptionChoices } from './assumption-choices';

export const MAX_MESSAGE_LENGTH = 2000;
export const LOCAL_NOTICE =
  'The assistant could not be reached, so this answer comes from the built-in planner on this device. It is not saved in the conversation.';

/** What the chat needs of the editor (ItineraryEditor's `assistant` slot gives it); the itinerary itself is the open one, from its store. */
export interface ChatPlanApi {
  /** The plan as shown (local edits included). */
  items: PlanItem[];
  showPreview: (preview: { items: PlanItem[]; marks: ReadonlyMap<string, DiffMark>; days: number | null } | null) => void;
  apply: (label: string, change: { upsert: PlanItem[]; remove: string[]; itinerary?: ItineraryPatch }) => void;
  undo: () => void;
  /** The label of the change Undo would take back. */
  undoLabel: string | null;
  /** How many times Undo has run on the plan (by any means); each hides the proposal shown on it. */
  undos: number;
}

export const APPLY_LABEL = 'Applying the assistant’s change';

export interface ItineraryChatProps {
  api: ChatPlanApi;
  uid: string;
  load?: LoadAssistantService;
  /** Answers on this device when the function cannot be reached. */
  answerLocally?: (text: string, plan: { itinerary: ItineraryDoc; items: PlanItem[] }) => Promise<EditAnswer>;
  /** Day-trip towns near the trip, for a starter prompt; loaded from the places index by default. */
  loadDayTrip?: (destinations: readonly string[]) => Promise<string | null>;
}

const defaultAnswerLocally = async (text: string, plan: { itinerary: ItineraryDoc; items: PlanItem[] }): Promise<EditAnswer> => {
  const { embeddedEdit } = await import('./embedded-edit');
  return embeddedEdit(text, plan);
};

const defaultLoadDayTrip = async (destinations: readonly string[]): Promise<string | null> => {
  const { cities } = await loadCuratedIndex();
  return curatedCityNamed(cities, destinations)?.dayTrips[0]?.name ?? null;
};

/** The starter prompts for a trip of `days` days; with the day-trip town near it, when there is one. */
function tripStarters(days: number, dayTrip: string | null): AssistantMessage[] {
  const prompts: string[] = [];
  if (days >= 3) prompts.push('Swap days 2 and 3');
  else if (days === 2) prompts.push('Swap days 1 and 2');
  prompts.push('Add a food market to day 1');
  prompts.push(`Make day ${Math.min(days, 2)} lighter`);
  if (dayTrip) prompts.push(`Add a day trip to ${dayTrip}`);
  return prompts.map((content, index) => ({ id: `itinerary-starter-${index}`, role: 'starter', content }));
}

function dayWord(day: number | null): string {
  return day === null ? 'ideas' : `day ${day}`;
}

/** The change as a list a person reads: what is added, moved and removed. */
function ChangeList({ change, days }: { change: ProposedChange; days: number }) {
  const lines = [
    ...change.add.map((item) => ({ key: `a-${item.id}`, kind: 'added', text: `${item.title}, ${dayWord(item.day)}` })),
    ...change.move.map((move) => ({ key: `m-${move.id}`, kind: 'moved', text: `${move.title}: ${dayWord(move.fromDay)} → ${dayWord(move.toDay)}` })),
    ...change.remove.map((removal) => ({ key: `r-${removal.id}`, kind: 'removed', text: `${removal.title}, ${dayWord(removal.day)}` })),
  ];
  const LABEL: Record<string, string> = { added: 'Add', moved: 'Move', removed: 'Remove' };
  const shown = lines.slice(0, 8);
  return (
    <ul className="assistant-chat__change" aria-label="The proposed change">
      {change.itinerary && change.itinerary.days !== days ? (
        <li className="assistant-chat__change-line">The trip becomes {change.itinerary.days} days long</li>
      ) : null}
      {shown.map((line) => (
        <li key={line.key} className={`assistant-chat__change-line assistant-chat__change-line--${line.kind}`}>
          <span className="assistant-chat__change-kind">{LABEL[line.kind]}</span> {line.text}
        </li>
      ))}
      {lines.length > shown.length ? <li className="assistant-chat__change-line">and {lines.length - shown.length} more</li> : null}
    </ul>
  );
}

function Turn({
  turn,
  days,
  previewed,
  canDecide,
  onPreview,
  onAccept,
  onReject,
  onUndo,
}: {
  turn: ChatTurn;
  /** The trip's length now: a change that keeps it does not say it. */
  days: number;
  previewed: boolean;
  canDecide: boolean;
  onPreview: (turn: ChatTurn | null) => void;
  onAccept: (turn: ChatTurn) => void;
  onReject: (turn: ChatTurn) => void;
  /** Set while Undo takes this turn's change back. */
  onUndo: (() => void) | null;
}) {
  const mine = turn.role === 'user';
  return (
    <li className={`assistant-chat__turn assistant-chat__turn--${mine ? 'user' : 'assistant'}`}>
      <p className="assistant-chat__who">{mine ? 'You' : 'Assistant'}</p>
      <p className="assistant-chat__text">{turn.text}</p>
      {turn.notice ? <p className="assistant-chat__notice">{turn.notice}</p> : null}
      {turn.change ? (
        <div className="assistant-chat__proposal">
          <p className="assistant-chat__summary">{turn.change.summary}</p>
          <ChangeList change={turn.change} days={days} />
          {turn.status === 'proposed' && canDecide ? (
            <div className="assistant-chat__actions">
              <button type="button" className="button button--small" onClick={() => onAccept(turn)}>
                Accept change
              </button>
              <button type="button" className="button button--quiet button--small" onClick={() => onReject(turn)}>
                Reject
              </button>
              <button
                type="button"
                className="button button--quiet button--small"
                aria-pressed={previewed}
                onClick={() => onPreview(previewed ? null : turn)}
              >
                {previewed ? 'Hide from the plan' : 'Show on the plan'}
              </button>
            </div>
          ) : null}
          {turn.status === 'accepted' ? (
            <p className="assistant-chat__status">
              Accepted: the plan has this change.{' '}
              {onUndo ? (
                <button type="button" className="button button--quiet button--small" onClick={onUndo}>
                  Undo this change
                </button>
              ) : null}
            </p>
          ) : null}
          {turn.status === 'rejected' ? <p className="assistant-chat__status">Rejected: the plan was left as it was.</p> : null}
        </div>
      ) : null}
    </li>
  );
}

type LocalTurns = { turns: ChatTurn[]; statuses: Record<string, 'accepted' | 'rejected'> };

/** The chat about the open itinerary (the ItineraryDetails store's), once it is there. */
export function ItineraryChat(props: ItineraryChatProps) {
  const itinerary = useOpenPlan()?.itinerary;
  return itinerary ? <OpenItineraryChat {...props} itinerary={itinerary} /> : null;
}

function OpenItineraryChat({
  api,
  uid,
  itinerary,
  load = loadAssistantService,
  answerLocally = defaultAnswerLocally,
  loadDayTrip = defaultLoadDayTrip,
}: ItineraryChatProps & { itinerary: ItineraryDoc }) {
  // Whether this user may decide on proposals: the open itinerary's flag, from the store.
  const canEdit = useItineraryAccess().isUserCanEdit;
  const thread = useAssistantThread(itinerary.id, load);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [local, setLocal] = useState<LocalTurns>({ turns: [], statuses: {} });
  const [previewedId, setPreviewedId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The accepted turn whose change Undo can still take back. */
  const [lastAccepted, setLastAccepted] = useState<string | null>(null);
  /** Proposals already seen here: only one that arrives after them is shown on the plan by itself, and only once. */
  const seenProposals = useRef<Set<string>>(new Set());
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  // The day-trip town near the trip's places, read once per set of destinations; the starters wait for nothing.
  const dayTrip = useQuery({
    queryKey: ['assistant', 'day-trip', ...itinerary.destinations],
    queryFn: () => loadDayTrip(itinerary.destinations),
    staleTime: Infinity,
    retry: false,
  });

  const turns = useMemo(() => {
    const all = [...thread.turns];
    for (const turn of local.turns) {
      const at = all.findIndex((candidate) => candidate.id === turn.replyTo);
      if (at >= 0) all.splice(at + 1, 0, turn);
      else all.push(turn);
    }
    return all.map((turn) => (local.statuses[turn.id] ? { ...turn, status: local.statuses[turn.id]! } : turn));
  }, [thread.turns, local]);

  // The newest proposed change shows on the plan when it arrives. Answering it never brings an older
  // unanswered one back onto the plan: each proposal is shown by itself at most once, when it is new.
  const proposed = turns.filter((turn) => turn.role === 'assistant' && turn.status === 'proposed' && turn.change);
  const proposedIds = proposed.map((turn) => turn.id).join(' ');
  useEffect(() => {
    if (!canEdit || proposedIds === '') return;
    const ids = proposedIds.split(' ');
    const newest = ids.at(-1)!;
    const arrived = !seenProposals.current.has(newest);
    for (const id of ids) seenProposals.current.add(id);
    if (arrived) setPreviewedId(newest);
  }, [proposedIds, canEdit]);

  // Undo (here or on the plan) leaves the plan showing what is stored.
  const [undosSeen, setUndosSeen] = useState(api.undos);
  if (undosSeen !== api.undos) {
    setUndosSeen(api.undos);
    setPreviewedId(null);
  }

  const previewed = turns.find((turn) => turn.id === previewedId && turn.status === 'proposed' && turn.change) ?? null;
  const { showPreview } = api;
  useEffect(() => {
    showPreview(previewed?.change ? previewProposal(api.items, previewed.change) : null);
  }, [previewed?.change, api.items, showPreview]);
  useEffect(() => () => showPreview(null), [showPreview]);

  // The decision shows at once; the conversation records it (a change answered on this device stays here).
  const recording = useMutation({
    mutationFn: async ({ turnId, status }: { turnId: string; status: 'accepted' | 'rejected' }) =>
      (await load()).decideProposal(itinerary.id, turnId, status),
  });
  const decide = (turn: ChatTurn, status: 'accepted' | 'rejected') => {
    setLocal((current) => ({ ...current, statuses: { ...current.statuses, [turn.id]: status } }));
    if (!turn.local) recording.mutate({ turnId: turn.id, status });
  };

  const accept = (turn: ChatTurn) => {
    if (!turn.change) return;
    const writes = applyProposal(api.items, turn.change);
    setPreviewedId(null);
    api.showPreview(null);
    setLastAccepted(turn.id);
    api.apply(APPLY_LABEL, {
      upsert: writes.upsert,
      remove: writes.remove,
      ...(writes.itinerary ? { itinerary: writes.itinerary } : {}),
    });
    decide(turn, 'accepted');
    const skipped =
      writes.skipped > 0
        ? ` ${writes.skipped === 1 ? '1 part was' : `${writes.skipped} parts were`} left out: the plan has changed there since (moved or deleted).`
        : '';
    setAnnouncement(`Change applied. Undo takes it back.${skipped}`);
  };

  const reject = (turn: ChatTurn) => {
    setPreviewedId(null);
    decide(turn, 'rejected');
    setAnnouncement('Change rejected. The plan is as it was.');
  };

  /** Asks for `request`: through the conversation, or on this device when the assistant cannot be reached. Throws what the user should read. */
  const ask = async (request: string): Promise<void> => {
    let replyTo: string | null = null;
    try {
      const service = await load();
      replyTo = await service.postUserTurn(itinerary.id, uid, request, (error) => console.warn('Your message was not saved:', error.message));
      setText('');
      const online = typeof navigator === 'undefined' || navigator.onLine;
      if (!online) throw Object.assign(new Error('offline'), { kind: 'unavailable' });
      await service.askAssistantEdit({ itineraryId: itinerary.id, text: request, replyTo });
      return;
    } catch (error) {
      const kind = typeof error === 'object' && error !== null && 'kind' in error ? error.kind : 'unavailable';
      if (kind !== 'unavailable') throw error instanceof Error ? error : new Error('The assistant could not answer. Try again.');
    }
    let answer: EditAnswer;
    try {
      answer = await answerLocally(request, { itinerary, items: api.items });
    } catch {
      throw new Error('The assistant could not answer, and the built-in planner could not load. Check your connection and try again.');
    }
    const id = `local-${Date.now().toString(36)}`;
    setText('');
    setLocal((current) => ({
      ...current,
      turns: [
        ...current.turns,
        ...(replyTo
          ? []
          : [{ id: `${id}-q`, role: 'user' as const, text: request, createdAt: new Date(), change: null, status: null, notice: null, replyTo: null, pending: true, local: true }]),
        {
          id,
          role: 'assistant',
          text: answer.reply,
          createdAt: new Date(),
          change: answer.change,
          status: answer.change ? 'proposed' : null,
          notice: LOCAL_NOTICE,
          replyTo: replyTo ?? `${id}-q`,
          pending: true,
          local: true,
        },
      ],
    }));
  };
  const asking = useMutation({
    mutationFn: ask,
    // What was typed comes back to the field, unless something new was typed meanwhile.
    onError: (error, request) => {
      setText((current) => current || request);
      setFieldError(error.message);
    },
  });
  const busy = asking.isPending;

  // Keep the newest turn in view. Read in the next frame, with that frame's own layout: read in the
  // effect, the height made the browser lay out the whole page first (40 ms with a month-long plan).
  // An empty conversation has nothing to scroll to.
  useEffect(() => {
    if (turns.length === 0 && !busy) return;
    const frame = requestAnimationFrame(() => {
      const log = logRef.current;
      if (log && typeof log.scrollTo === 'function') log.scrollTo({ top: log.scrollHeight });
    });
    return () => cancelAnimationFrame(frame);
  }, [turns.length, busy]);

  const send = (message: string) => {
    if (busy) return;
    const request = message.trim();
    if (!request) {
      setFieldError('Write what you would like to change, for example “swap days 2 and 3”.');
      fieldRef.current?.focus();
      return;
    }
    if (request.length > MAX_MESSAGE_LENGTH) {
      setFieldError(`Keep the message under ${MAX_MESSAGE_LENGTH} characters.`);
      fieldRef.current?.focus();
      return;
    }
    setFieldError(null);
    asking.mutate(request);
  };

  const opening =
    !itinerary.isManualCreated && itinerary.context ? (
      <>
        <li className="assistant-chat__turn assistant-chat__turn--user">
          <p className="assistant-chat__who">You</p>
          <p className="assistant-chat__text">{itinerary.context}</p>
        </li>
        <li className="assistant-chat__turn assistant-chat__turn--assistant">
          <p className="assistant-chat__who">Assistant</p>
          <p className="assistant-chat__text">
            I planned this trip from your request. Ask me to change anything: I will show you the change on the plan first.
          </p>
          <PlanNotesList title="Worth knowing:" notes={itinerary.planNotes?.worthKnowing} />
          <PlanNotesList
            title="What I assumed (pick another, or ask me to change any of it):"
            notes={itinerary.planNotes?.assumed}
            disabled={busy}
            {...(canEdit ? { onChoose: (ask: string) => send(ask) } : {})}
          />
        </li>
      </>
    ) : null;

  const starters = starterPrompts(tripStarters(itinerary.days, dayTrip.data ?? null));
  const fieldId = `${ids}-message`;
  const errorId = `${ids}-message-error`;

  return (
    <section className="assistant-chat" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="assistant-chat__title">
        Assistant
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {thread.status === 'error' ? <ErrorMessage>{thread.error}</ErrorMessage> : null}
      {recording.isError ? (
        <ErrorMessage>
          Your answer to the change was not saved in the conversation: {recording.error.message} The plan itself is as you left it.{' '}
          <button type="button" className="button button--quiet button--small" onClick={() => recording.mutate(recording.variables)}>
            Try again
          </button>
        </ErrorMessage>
      ) : null}
      {/* Focusable so the scrolled conversation can be read by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={logRef} className="assistant-chat__log" role="log" aria-label="Conversation with the assistant" tabIndex={0}>
        <ol className="assistant-chat__turns">
        {opening}
        {thread.status === 'loading' ? <li className="assistant-chat__loading">Loading the conversation…</li> : null}
        {turns.map((turn) => (
          <Turn
            key={turn.id}
            turn={turn}
            days={itinerary.days}
            previewed={previewed?.id === turn.id}
            canDecide={canEdit}
            onPreview={(next) => setPreviewedId(next?.id ?? null)}
            onAccept={accept}
            onReject={reject}
            onUndo={
              turn.id === lastAccepted && api.undoLabel === APPLY_LABEL
                ? () => {
                    api.undo();
                    setLastAccepted(null);
                    setAnnouncement('The change was undone. The plan is as it was before it.');
                  }
                : null
            }
          />
        ))}
        {busy ? (
          <li className="assistant-chat__turn assistant-chat__turn--assistant" aria-busy="true">
            <p className="assistant-chat__who">Assistant</p>
            <p className="assistant-chat__text">Thinking about your trip…</p>
          </li>
        ) : null}
        </ol>
      </div>
      {canEdit ? (
        <form
          className="assistant-chat__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send(text);
          }}
        >
          {turns.length === 0 ? (
            <StarterPrompts
              starters={starters}
              label="Try asking"
              disabled={busy}
              className="assistant-chat__starters"
              buttonClassName="assistant-chat__starter"
              onPick={(content) => {
                setText(content);
                fieldRef.current?.focus();
              }}
            />
          ) : null}
          <label htmlFor={fieldId} className="assistant-chat__label">
            Ask the assistant to change this trip
          </label>
          <textarea
            id={fieldId}
            ref={fieldRef}
            className="assistant-chat__field"
            rows={2}
            value={text}
            maxLength={MAX_MESSAGE_LENGTH + 200}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            placeholder="For example: swap days 2 and 3"
            onChange={(event) => {
              setText(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send(text);
              }
            }}
          />
          {fieldError ? (
            <ErrorMessage id={errorId}>
              {fieldError}
            </ErrorMessage>
          ) : null}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Asking…' : 'Send'}
          </button>
        </form>
      ) : (
        <p className="assistant-chat__readonly">Only the people planning this trip can ask the assistant to change it.</p>
      )}
    </section>
  );
}

/** A list of what the assistant said when it planned the trip, under its title; nothing when empty. */
/**
 * What the assistant said when it planned the trip. With `onChoose`, each
 * assumption offers what it could have been instead, a click away: the trip
 * planned again with that one thing changed, shown as a change first.
 */
function PlanNotesList({ title, notes, onChoose, disabled = false }: { title: string; notes: readonly string[] | undefined; onChoose?: (ask: string) => void; disabled?: boolean }) {
  if (!notes?.length) return null;
  return (
    <>
      <p className="assistant-chat__text">{title}</p>
      <ul className="assistant-chat__notes">
        {notes.map((note) => {
          const choices = onChoose ? assumptionChoices(note) : [];
          return (
            <li key={note}>
              {note}
              {choices.length > 0 ? (
                <span className="assistant-chat__choices" role="group" aria-label={`Instead: ${note}`}>
                  {choices.map((choice) => (
                    <button key={choice.label} type="button" className="button button--quiet button--small" disabled={disabled} onClick={() => onChoose?.(choice.ask)}>
                      {choice.label}
                    </button>
                  ))}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
