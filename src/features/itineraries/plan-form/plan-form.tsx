import { useRef, useState, type ReactNode } from 'react';
import { useDraft } from '@/lib/drafts';
import type { NewItineraryInput } from '@/domain/itineraries/types';
import { CityPicker, searchAllCities, type CitySearch } from './city-picker';
import {
  EMPTY_PLAN_DRAFT,
  MAX_DAYS,
  MAX_TITLE_LENGTH,
  checkName,
  draftDays,
  shownTitle,
  suggestTitle,
  toNewItinerary,
  validatePlan,
  type PlanDraft,
  type PlanErrors,
  type PlanField,
} from './plan-form-model';
import './plan-form.css';
import { ErrorMessage } from '@/components/error-message';

/** The session key of the /plan draft (kept through sign-in and reloads). */
export const PLAN_DRAFT_KEY = 'plan-form';

export interface PlanFormProps {
  /** Whether someone is signed in; signed out, submitting asks them to sign in first (the draft stays). */
  signedIn: boolean;
  /** Creates the itinerary; resolves with its id. */
  onCreate: (input: NewItineraryInput) => Promise<string>;
  /** Called with the new id once created (the screen goes to the editor). */
  onCreated: (id: string) => void;
  /** Called on submit while signed out. */
  onSignInRequired: () => void;
  /** City search; tests pass a stand-in. */
  searchCities?: CitySearch;
  /** Room for other ways to start (the assistant's "plan it for me" comes here). */
  extraStart?: ReactNode;
}

const FIELD_ORDER: PlanField[] = ['destinations', 'start', 'end', 'days', 'travellers', 'names', 'title'];
const FIELD_ID: Record<PlanField, string> = {
  destinations: 'plan-destination',
  start: 'plan-start',
  end: 'plan-end',
  days: 'plan-days',
  travellers: 'plan-travellers',
  names: 'plan-name',
  title: 'plan-title',
};

function FieldError({ field, errors }: { field: PlanField; errors: PlanErrors }) {
  const message = errors[field];
  if (!message) return null;
  return (
    <p id={`${FIELD_ID[field]}-error`} className="plan-field__error">
      {message}
    </p>
  );
}

const errorProps = (field: PlanField, errors: PlanErrors, hint?: string) => ({
  'aria-invalid': errors[field] ? true : undefined,
  'aria-describedby': [hint, errors[field] ? `${FIELD_ID[field]}-error` : null].filter(Boolean).join(' ') || undefined,
});

/**
 * Start a trip: where, when (dates or a number of days), who, and a title
 * suggested from those. Every keystroke is kept as a draft; a problem shows
 * at its field and nothing typed is lost.
 */
export function PlanForm({ signedIn, onCreate, onCreated, onSignInRequired, searchCities = searchAllCities, extraStart }: PlanFormProps) {
  const [draft, setDraft] = useDraft<PlanDraft>(PLAN_DRAFT_KEY, EMPTY_PLAN_DRAFT);
  const [errors, setErrors] = useState<PlanErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // One change per event: each handler passes everything it changes at once.
  const change = (patch: Partial<PlanDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // After a first submit, problems clear (or appear) as the person fixes them.
    if (submitted) setErrors(validatePlan(next));
  };

  const days = draftDays(draft);
  const title = shownTitle(draft);
  const suggestion = suggestTitle(draft);

  const addName = () => {
    const result = checkName(draft.nameInput, draft.names);
    if (!result.ok) {
      setNameError(result.error);
      return;
    }
    setNameError(null);
    const names = [...draft.names, result.name];
    const travellers = Number(draft.travellers);
    change({
      names,
      nameInput: '',
      // Naming more people than counted raises the count.
      travellers: Number.isInteger(travellers) && travellers >= names.length ? draft.travellers : String(names.length),
    });
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(null);
    const found = validatePlan(draft);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${FIELD_ID[first]}`)?.focus();
      return;
    }
    if (!signedIn) {
      onSignInRequired();
      return;
    }
    setBusy(true);
    try {
      const id = await onCreate(toNewItinerary(draft));
      setDraft(EMPTY_PLAN_DRAFT);
      try {
        sessionStorage.removeItem(`wayfare:draft:${PLAN_DRAFT_KEY}`);
      } catch {
        // no storage: nothing kept
      }
      onCreated(id);
    } catch (error) {
      setFormError(
        error instanceof Error && error.message
          ? `The trip could not be created: ${error.message}`
          : 'The trip could not be created. Check your connection and try again.',
      );
      setBusy(false);
    }
  };

  const errorCount = Object.keys(errors).length;

  return (
    <form ref={formRef} className="plan-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby="plan-form-summary">
      <p id="plan-form-summary" className="visually-hidden" role="status">
        {submitted && errorCount > 0 ? `${errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} attention.` : ''}
      </p>

      <fieldset className="plan-form__section">
        <legend>Where to</legend>
        <div className="plan-field">
          <label className="plan-field__label" htmlFor={FIELD_ID.destinations}>
            Destinations
          </label>
          <CityPicker
            id={FIELD_ID.destinations}
            query={draft.destinationQuery}
            onQueryChange={(destinationQuery) => change({ destinationQuery })}
            chosen={draft.destinations}
            onAdd={(city) => change({ destinations: [...draft.destinations, city], destinationQuery: '' })}
            onRemove={(id) => change({ destinations: draft.destinations.filter((d) => d.id !== id) })}
            search={searchCities}
            error={errors.destinations}
            describedBy={errors.destinations ? `${FIELD_ID.destinations}-error` : undefined}
          />
          <FieldError field="destinations" errors={errors} />
        </div>
      </fieldset>

      <fieldset className="plan-form__section">
        <legend>When</legend>
        <div className="plan-form__modes" role="radiogroup" aria-label="Plan by">
          <label className="plan-radio">
            <input type="radio" name="plan-mode" value="dates" checked={draft.mode === 'dates'} onChange={() => change({ mode: 'dates' })} />
            Dates
          </label>
          <label className="plan-radio">
            <input type="radio" name="plan-mode" value="days" checked={draft.mode === 'days'} onChange={() => change({ mode: 'days' })} />
            Number of days (no dates yet)
          </label>
        </div>
        {draft.mode === 'dates' ? (
          <div className="plan-form__row">
            <div className="plan-field">
              <label className="plan-field__label" htmlFor={FIELD_ID.start}>
                First day
              </label>
              <input
                id={FIELD_ID.start}
                className="plan-field__input"
                type="date"
                value={draft.start}
                onChange={(event) => change({ start: event.target.value })}
                {...errorProps('start', errors)}
              />
              <FieldError field="start" errors={errors} />
            </div>
            <div className="plan-field">
              <label className="plan-field__label" htmlFor={FIELD_ID.end}>
                Last day
              </label>
              <input
                id={FIELD_ID.end}
                className="plan-field__input"
                type="date"
                min={draft.start || undefined}
                value={draft.end}
                onChange={(event) => change({ end: event.target.value })}
                {...errorProps('end', errors)}
              />
              <FieldError field="end" errors={errors} />
            </div>
          </div>
        ) : (
          <div className="plan-field plan-field--narrow">
            <label className="plan-field__label" htmlFor={FIELD_ID.days}>
              Number of days
            </label>
            <input
              id={FIELD_ID.days}
              className="plan-field__input"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_DAYS}
              value={draft.days}
              onChange={(event) => change({ days: event.target.value })}
              {...errorProps('days', errors, 'plan-days-hint')}
            />
            <p id="plan-days-hint" className="plan-field__hint">
              1 to {MAX_DAYS} days. You can add dates later.
            </p>
            <FieldError field="days" errors={errors} />
          </div>
        )}
        <p className="plan-form__length" aria-live="polite">
          {days !== null ? (days === 1 ? 'A one-day trip.' : `A ${days}-day trip.`) : ''}
        </p>
      </fieldset>

      <fieldset className="plan-form__section">
        <legend>Who is going</legend>
        <div className="plan-field plan-field--narrow">
          <label className="plan-field__label" htmlFor={FIELD_ID.travellers}>
            Number of travellers
          </label>
          <input
            id={FIELD_ID.travellers}
            className="plan-field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            value={draft.travellers}
            onChange={(event) => change({ travellers: event.target.value })}
            {...errorProps('travellers', errors)}
          />
          <FieldError field="travellers" errors={errors} />
        </div>
        <div className="plan-field">
          <label className="plan-field__label" htmlFor={FIELD_ID.names}>
            Names (optional)
          </label>
          {draft.names.length > 0 ? (
            <ul className="chip-list" aria-label="Travellers named">
              {draft.names.map((name) => (
                <li key={name} className="chip">
                  <span>{name}</span>
                  <button
                    type="button"
                    className="chip__remove"
                    aria-label={`Remove ${name}`}
                    onClick={() => change({ names: draft.names.filter((n) => n !== name) })}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="plan-form__inline">
            <input
              id={FIELD_ID.names}
              className="plan-field__input"
              type="text"
              value={draft.nameInput}
              aria-invalid={nameError || errors.names ? true : undefined}
              aria-describedby={nameError || errors.names ? 'plan-name-error' : undefined}
              onChange={(event) => {
                setNameError(null);
                change({ nameInput: event.target.value });
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addName();
                }
              }}
            />
            <button type="button" className="button button--quiet" onClick={addName}>
              Add name
            </button>
          </div>
          {nameError || errors.names ? (
            <p id="plan-name-error" className="plan-field__error">
              {nameError ?? errors.names}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="plan-form__section">
        <legend>Title</legend>
        <div className="plan-field">
          <label className="plan-field__label" htmlFor={FIELD_ID.title}>
            Trip title
          </label>
          <input
            id={FIELD_ID.title}
            className="plan-field__input"
            type="text"
            maxLength={MAX_TITLE_LENGTH + 20}
            value={title}
            placeholder="Suggested once you add a destination"
            onChange={(event) => change({ title: event.target.value, titleEdited: true })}
            {...errorProps('title', errors)}
          />
          {draft.titleEdited && suggestion && suggestion !== draft.title ? (
            <button type="button" className="plan-form__link" onClick={() => change({ title: '', titleEdited: false })}>
              Use the suggestion: {suggestion}
            </button>
          ) : null}
          <FieldError field="title" errors={errors} />
        </div>
      </fieldset>

      {extraStart}

      {formError ? (
        <ErrorMessage>
          {formError}
        </ErrorMessage>
      ) : null}
      <div className="plan-form__actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? 'Creating the trip…' : signedIn ? 'Create trip' : 'Sign in to create the trip'}
        </button>
        {!signedIn ? <p className="plan-field__hint">Everything you typed stays here while you sign in.</p> : null}
      </div>
    </form>
  );
}
