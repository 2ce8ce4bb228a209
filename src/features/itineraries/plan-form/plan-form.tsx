import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { ErrorMessage } from '@/components/error-message';
import { Field, TextField } from '@/components/field';
import { useDraft } from '@/lib/drafts';
import type { NewItineraryInput } from '@/domain/itineraries/types';
import { Chip } from './chips';
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

const creationFailure = (error: Error) =>
  error.message ? `The trip could not be created: ${error.message}` : 'The trip could not be created. Check your connection and try again.';

/**
 * The end of the form: what went wrong with it as a whole, and its submit
 * button (aria-disabled while it runs). The assistant's "plan it for me" form
 * on the same screen ends the same way; features do not share components, so
 * if a third form needs it, it belongs in src/components.
 */
function PlanFormActions({ error, busy, label, note }: { error: string | null; busy: boolean; label: string; note?: string | null }) {
  return (
    <>
      <ErrorMessage>{error}</ErrorMessage>
      <div className="plan-form__actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {label}
        </button>
        {note ? <p className="field__hint">{note}</p> : null}
      </div>
    </>
  );
}

/**
 * Start a trip: where, when (dates or a number of days), who, and a title
 * suggested from those. Every keystroke is kept as a draft; a problem shows
 * at its field and nothing typed is lost.
 */
export function PlanForm({ signedIn, onCreate, onCreated, onSignInRequired, searchCities = searchAllCities, extraStart }: PlanFormProps) {
  const [draft, setDraft, clearDraft] = useDraft<PlanDraft>(PLAN_DRAFT_KEY, EMPTY_PLAN_DRAFT);
  const [errors, setErrors] = useState<PlanErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useMutation({
    mutationFn: onCreate,
    onSuccess: (id) => {
      clearDraft();
      onCreated(id);
    },
  });
  // Once created, the editor opens: the button stays busy until then.
  const busy = create.isPending || create.isSuccess;

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

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    create.reset();
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
    create.mutate(toNewItinerary(draft));
  };

  const errorCount = Object.keys(errors).length;

  return (
    <form ref={formRef} className="plan-form" noValidate onSubmit={onSubmit} aria-describedby="plan-form-summary">
      <p id="plan-form-summary" className="visually-hidden" role="status">
        {submitted && errorCount > 0 ? `${errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} attention.` : ''}
      </p>

      <fieldset className="plan-form__section">
        <legend>Where to</legend>
        <Field id={FIELD_ID.destinations} label="Destinations" error={errors.destinations}>
          {(control) => (
            <CityPicker
              control={control}
              query={draft.destinationQuery}
              onQueryChange={(destinationQuery) => change({ destinationQuery })}
              chosen={draft.destinations}
              onAdd={(city) => change({ destinations: [...draft.destinations, city], destinationQuery: '' })}
              onRemove={(id) => change({ destinations: draft.destinations.filter((d) => d.id !== id) })}
              search={searchCities}
            />
          )}
        </Field>
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
            <TextField
              id={FIELD_ID.start}
              label="First day"
              type="date"
              value={draft.start}
              onChange={(event) => change({ start: event.target.value })}
              error={errors.start}
            />
            <TextField
              id={FIELD_ID.end}
              label="Last day"
              type="date"
              min={draft.start || undefined}
              value={draft.end}
              onChange={(event) => change({ end: event.target.value })}
              error={errors.end}
            />
          </div>
        ) : (
          <TextField
            id={FIELD_ID.days}
            className="plan-form__narrow"
            label="Number of days"
            hint={`1 to ${MAX_DAYS} days. You can add dates later.`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DAYS}
            value={draft.days}
            onChange={(event) => change({ days: event.target.value })}
            error={errors.days}
          />
        )}
        <p className="plan-form__length" aria-live="polite">
          {days !== null ? (days === 1 ? 'A one-day trip.' : `A ${days}-day trip.`) : ''}
        </p>
      </fieldset>

      <fieldset className="plan-form__section">
        <legend>Who is going</legend>
        <TextField
          id={FIELD_ID.travellers}
          className="plan-form__narrow"
          label="Number of travellers"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          value={draft.travellers}
          onChange={(event) => change({ travellers: event.target.value })}
          error={errors.travellers}
        />
        <Field id={FIELD_ID.names} label="Names (optional)" error={nameError ?? errors.names}>
          {(control) => (
            <>
              {draft.names.length > 0 ? (
                <ul className="chip-list" aria-label="Travellers named">
                  {draft.names.map((name) => (
                    <Chip key={name} name={name} onRemove={() => change({ names: draft.names.filter((n) => n !== name) })}>
                      {name}
                    </Chip>
                  ))}
                </ul>
              ) : null}
              <div className="plan-form__inline">
                <input
                  {...control}
                  type="text"
                  value={draft.nameInput}
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
            </>
          )}
        </Field>
      </fieldset>

      <fieldset className="plan-form__section">
        <legend>Title</legend>
        <Field id={FIELD_ID.title} label="Trip title" error={errors.title}>
          {(control) => (
            <>
              <input
                {...control}
                type="text"
                maxLength={MAX_TITLE_LENGTH + 20}
                value={title}
                placeholder="Suggested once you add a destination"
                onChange={(event) => change({ title: event.target.value, titleEdited: true })}
              />
              {draft.titleEdited && suggestion && suggestion !== draft.title ? (
                <button type="button" className="plan-form__link" onClick={() => change({ title: '', titleEdited: false })}>
                  Use the suggestion: {suggestion}
                </button>
              ) : null}
            </>
          )}
        </Field>
      </fieldset>

      {extraStart}

      <PlanFormActions
        error={create.error ? creationFailure(create.error) : null}
        busy={busy}
        label={busy ? 'Creating the trip…' : signedIn ? 'Create trip' : 'Sign in to create the trip'}
        note={signedIn ? null : 'Everything you typed stays here while you sign in.'}
      />
    </form>
  );
}
