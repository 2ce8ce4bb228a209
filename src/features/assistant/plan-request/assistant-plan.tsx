import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Pace, TripRequest } from '@/domain/assistant/planner/parse';
import type { PlannerPersonality } from '@/domain/assistant/planner/plan';
import type { TripPlan } from '@/domain/assistant/planner/schema';
import { useDraft } from '@/lib/drafts';
import { useAssistantActions, useDefaultMessages } from '@/stores/use-assistant-store';
import type { PlannedRequest, RemotePlanner } from './plan-request';
import { StarterPrompts, starterPrompts } from '../chat/starter-prompts';
import { PLAN_STARTERS } from './starters';
import '../chat/assistant-chat.css';
import './assistant-plan.css';
import { ErrorMessage } from '@/components/error-message';
import { TextAreaField } from '@/components/field';
import { formatDate, utcDate } from '@/lib/dates';

/** The session key of the request draft (kept through sign-in and reloads). */
export const ASSISTANT_PLAN_DRAFT_KEY = 'assistant-plan';
export const MAX_REQUEST_LENGTH = 1000;

export type PlanProgress = (done: number, total: number) => void;

export interface AssistantPlanProps {
  /** Signed out, "Plan it for me" keeps the text and asks them to sign in. */
  signedIn: boolean;
  /** The user's travel personality (`personalityProfile(type)`), if any. */
  personality: PlannerPersonality | null;
  /** The assistant's function; without it (or when it cannot be reached) the plan is made on this device. */
  remote?: RemotePlanner;
  /** Reads and plans a request; by default `remote`, else the embedded planner, loaded on demand. */
  planRequest?: (text: string, personality: PlannerPersonality | null, remote?: RemotePlanner) => Promise<PlannedRequest>;
  /** Called when the field gets focus: by default starts loading the planner and the city index. */
  preload?: () => void;
  /** Creates the itinerary and writes its days, calling `progress` per day; resolves with the id. */
  onSave: (text: string, plan: TripPlan, progress: PlanProgress) => Promise<string>;
  /** The trip is written (locally): go to it. */
  onPlanned: (id: string) => void;
  onSignInRequired: () => void;
}

const defaultPlanRequest = async (text: string, personality: PlannerPersonality | null, remote?: RemotePlanner): Promise<PlannedRequest> => {
  const { planRequest } = await import('./plan-request');
  return planRequest(text, { today: new Date(), personality, ...(remote ? { remote } : {}) });
};

const defaultPreload = () => {
  void import('./plan-request').then((module) => module.preloadPlanner(), () => undefined);
};

const NO_CITY =
  'I could not find a city I know in your request. Name the place, for example "4 days in Lisbon, food and history".';
const EMPTY = 'Tell me where you would like to go, for how long and what you enjoy.';

/** "1 May 2027" for a yyyy-mm-dd date. */
function longDay(iso: string): string {
  const date = utcDate(iso);
  return date ? formatDate(date, 'd MMMM y') : iso;
}

const PACE_LABEL: Record<Pace, string> = { slow: 'Slow', moderate: 'Moderate', packed: 'Packed' };

function partyLabel(party: TripRequest['party']): string {
  const adults = `${party.adults} ${party.adults === 1 ? 'adult' : 'adults'}`;
  if (party.kids === 0) return adults;
  return `${adults} and ${party.kids} ${party.kids === 1 ? 'child' : 'children'}`;
}

/** What the planner read from the request and what it assumed. */
export function UnderstoodSummary({ planned: { request, plan, pace, interests, notice } }: { planned: PlannedRequest & { plan: TripPlan } }) {
  const rows: [string, string][] = [
    ['Destinations', plan.destinations.join(', ')],
    ['Days', String(plan.days.length)],
    ['Dates', plan.period ? `${longDay(plan.period.start)} to ${longDay(plan.period.end)}` : 'Not set yet'],
    ['Pace', PACE_LABEL[pace]],
    ['Who', partyLabel(request.party)],
  ];
  if (interests.length > 0) rows.push(['Interests', interests.join(', ')]);
  return (
    <section className="assistant-plan__understood" aria-labelledby="assistant-plan-understood">
      <h3 id="assistant-plan-understood">What I understood</h3>
      {notice ? <p className="assistant-chat__notice">{notice}</p> : null}
      <p>{plan.summary}</p>
      <dl className="assistant-plan__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {plan.assumptions.length > 0 ? (
        <>
          <h4>What I assumed</h4>
          <ul>
            {plan.assumptions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      ) : null}
      {plan.warnings.length > 0 ? (
        <>
          <h4>Worth knowing</h4>
          <ul className="assistant-plan__warnings">
            {plan.warnings.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

type Phase = 'idle' | 'planning' | 'saving';

/**
 * "Let the assistant plan it": a free request becomes a day-by-day trip.
 * The text is a draft (kept through sign-in); a request without a city we
 * know gets a message at the field and keeps its text.
 */
export function AssistantPlan({ signedIn, personality, remote, planRequest = defaultPlanRequest, preload = defaultPreload, onSave, onPlanned, onSignInRequired }: AssistantPlanProps) {
  const [text, setText, clearText] = useDraft<string>(ASSISTANT_PLAN_DRAFT_KEY, '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [planned, setPlanned] = useState<(PlannedRequest & { plan: TripPlan }) | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const preloaded = useRef(false);
  const ids = useId();
  const fieldId = `${ids}-request`;

  const messages = useDefaultMessages();
  const { defaultMessagesLoaded } = useAssistantActions();
  useEffect(() => {
    if (messages.length === 0) defaultMessagesLoaded(PLAN_STARTERS);
  }, [messages.length, defaultMessagesLoaded]);
  const starters = starterPrompts(messages);

  const busy = phase !== 'idle';

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const request = text.trim();
    if (!request) {
      setFieldError(EMPTY);
      fieldRef.current?.focus();
      return;
    }
    if (!signedIn) {
      onSignInRequired();
      return;
    }
    setFieldError(null);
    setPlanned(null);
    setProgress(null);
    setPhase('planning');
    setAsked(request);
    let result: PlannedRequest;
    try {
      result = await planRequest(request, personality, remote);
    } catch (error) {
      const refusal = error instanceof Error && 'kind' in error && (error as { kind: unknown }).kind !== 'unavailable';
      setFormError(refusal ? error.message : 'The planner could not be loaded. Check your connection and try again.');
      setPhase('idle');
      return;
    }
    if (!result.plan) {
      setFieldError(NO_CITY);
      setPhase('idle');
      fieldRef.current?.focus();
      return;
    }
    const plan = result.plan;
    setPlanned({ ...result, plan });
    setPhase('saving');
    try {
      // Each day's progress is put on screen before the next day is written.
      const id = await onSave(request, plan, (done, total) => flushSync(() => setProgress({ done, total })));
      clearText();
      onPlanned(id);
    } catch (error) {
      setFormError(
        error instanceof Error && error.message
          ? `The trip could not be created: ${error.message}`
          : 'The trip could not be created. Check your connection and try again.',
      );
      setPhase('idle');
    }
  };

  const status =
    phase === 'planning'
      ? 'Planning your trip…'
      : phase === 'saving'
        ? progress
          ? progress.done === progress.total
            ? `All ${progress.total} days ready. Opening the trip…`
            : `Day ${progress.done} of ${progress.total} ready`
          : 'Creating the trip…'
        : '';

  return (
    <form className="assistant-plan" aria-labelledby={`${ids}-title`} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${ids}-title`} className="assistant-plan__title">
        Let the assistant plan it
      </h2>
      <TextAreaField
        ref={fieldRef}
        id={fieldId}
        className="assistant-plan__field"
        label="Your trip in a sentence"
        hint="Where, how long, when, who is coming and what you enjoy. I fill in the days with real places; you can change everything after."
        error={fieldError}
        rows={3}
        maxLength={MAX_REQUEST_LENGTH}
        value={text}
        placeholder="5 days in Lisbon in May with two kids, food and history, slow pace"
        onFocus={() => {
          if (preloaded.current) return;
          preloaded.current = true;
          preload();
        }}
        onChange={(event) => {
          setText(event.target.value);
          if (fieldError && event.target.value.trim()) setFieldError(null);
        }}
      />
      <StarterPrompts
        starters={starters}
        label="Try one of these"
        disabled={busy}
        className="assistant-plan__starters"
        buttonClassName="assistant-plan__starter"
        onPick={(content) => {
          setText(content);
          setFieldError(null);
          fieldRef.current?.focus();
        }}
      />

      <p className="assistant-plan__status" role="status">
        {status}
      </p>
      {asked && phase !== 'idle' ? (
        <div role="log" aria-label="Conversation with the assistant">
        <ol className="assistant-plan__conversation">
          <li className="assistant-chat__turn assistant-chat__turn--user">
            <p className="assistant-chat__who">You</p>
            <p className="assistant-chat__text">{asked}</p>
          </li>
          {planned ? (
            <li className="assistant-chat__turn assistant-chat__turn--assistant">
              <p className="assistant-chat__who">Assistant</p>
              <UnderstoodSummary planned={planned} />
            </li>
          ) : null}
        </ol>
        </div>
      ) : null}
      {formError ? (
        <ErrorMessage>
          {formError}
        </ErrorMessage>
      ) : null}
      <div className="plan-form__actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? 'Planning…' : signedIn ? 'Plan it for me' : 'Sign in to plan it'}
        </button>
        {!signedIn ? <p className="field__hint">Your request stays here while you sign in.</p> : null}
      </div>
    </form>
  );
}
