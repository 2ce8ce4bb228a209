import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { copyText } from '@/lib/share';
import { changeDates, daysBetween, MAX_DAYS, periodProblem, wordsForDays } from '@/domain/itineraries/plan';
import type { ItineraryAccess, ItineraryDoc, Period, PlanItem } from '@/domain/itineraries/types';
import { shortDate } from '../lib/format';
import type { PlanChange } from '../lib/plan-layout';
import { Field } from '@/components/field';

export type SyncState = 'saved' | 'saving' | 'offline' | 'waiting' | 'cached';

export const SYNC_TEXT: Record<SyncState, string> = {
  saved: 'All changes saved',
  saving: 'Saving…',
  offline: 'Offline: changes are kept on this device and sync when you reconnect',
  waiting: 'Not connected: changes are kept on this device and sync when the connection returns',
  cached: 'Showing the copy on this device',
};

export function syncState(online: boolean, fromCache: boolean, hasPendingWrites: boolean): SyncState {
  if (!online) return 'offline';
  if (hasPendingWrites) return fromCache ? 'waiting' : 'saving';
  if (fromCache) return 'cached';
  return 'saved';
}

function datesText(itinerary: ItineraryDoc): string {
  const days = `${itinerary.days} ${itinerary.days === 1 ? 'day' : 'days'}`;
  if (!itinerary.period) return `${days}, no dates yet`;
  return `${shortDate(itinerary.period.start)} – ${shortDate(itinerary.period.end)} · ${days}`;
}

function TitleEditor({ title, onSave, onDone }: { title: string; onSave: (title: string) => void; onDone: () => void }) {
  const id = useId();
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = value.trim();
    if (next === '') return setError('Give the trip a name.');
    if (next.length > 120) return setError('Keep the name under 120 characters.');
    if (next !== title) onSave(next);
    onDone();
    return undefined;
  }
  return (
    <form className="editor-header__title-form" onSubmit={submit} noValidate>
      <Field id={`${id}-title`} label="Trip name" error={error}>
        {(attributes) => (
          <input
            {...attributes}
            type="text"
            value={value}
            data-autofocus
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the person's own click on Rename
            autoFocus
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onDone();
            }}
          />
        )}
      </Field>
      <SubmitOrCancel label="Save name" onCancel={onDone} />
    </form>
  );
}

/** The buttons that end an inline edit of the header. */
function SubmitOrCancel({ label, onCancel }: { label: string; onCancel: () => void }) {
  return (
    <div className="editor-header__row">
      <button type="submit" className="button button--small">
        {label}
      </button>
      <button type="button" className="button button--quiet button--small" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

function DatesEditor({
  itinerary,
  items,
  onApply,
  onDone,
}: {
  itinerary: ItineraryDoc;
  items: readonly PlanItem[];
  onApply: (change: PlanChange) => void;
  onDone: () => void;
}) {
  const id = useId();
  const [dated, setDated] = useState(itinerary.period !== null);
  const [start, setStart] = useState(itinerary.period?.start ?? '');
  const [end, setEnd] = useState(itinerary.period?.end ?? '');
  const [days, setDays] = useState(String(itinerary.days));
  const [submitted, setSubmitted] = useState(false);
  const [renaming, setRenaming] = useState(true);

  let problem: { field: 'start' | 'end' | 'days'; message: string } | null = null;
  let next: { period: Period | null; days: number } | null = null;
  if (dated) {
    if (start === '') problem = { field: 'start', message: 'Pick the first day of the trip.' };
    else if (end === '') problem = { field: 'end', message: 'Pick the last day of the trip.' };
    else {
      const period = { start, end };
      const message = periodProblem(period);
      if (message) problem = { field: /start/i.test(message) && !/end/i.test(message) ? 'start' : 'end', message };
      else next = { period, days: daysBetween(period) };
    }
  } else {
    const count = Number(days);
    if (!/^\d+$/.test(days.trim()) || count < 1 || count > MAX_DAYS) {
      problem = { field: 'days', message: `Enter a number of days from 1 to ${MAX_DAYS}.` };
    } else next = { period: null, days: count };
  }

  let preview: string | null = null;
  let result: ReturnType<typeof changeDates> | null = null;
  if (next) {
    try {
      result = changeDates(itinerary, items, next);
      const moved = result.upsert.length;
      preview =
        moved > 0
          ? `${moved} ${moved === 1 ? 'item' : 'items'} on days after day ${next.days} will move to Ideas. Nothing is deleted.`
          : 'Every item keeps its day number; the dates of the days change with the trip.';
    } catch (error) {
      problem = { field: dated ? 'end' : 'days', message: error instanceof Error ? error.message : 'Those dates do not work.' };
    }
  }
  // The title and description follow the plan's length when they name it ("6 days in Kyoto"): offered, on by default.
  const placesNow = next ? items.filter((item) => item.day !== null && item.day <= next.days && item.place !== null && !item.place.approximate && item.type !== 'transport').length : 0;
  const words = next ? wordsForDays(itinerary, next.days, placesNow) : null;
  const show = (field: 'start' | 'end' | 'days') => (submitted && problem?.field === field ? problem.message : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!result || problem) return;
    if (Object.keys(result.patch).length === 0 && result.upsert.length === 0) return onDone();
    const patch = words && renaming ? { ...result.patch, ...(words.title !== itinerary.title ? { title: words.title } : {}), ...(words.description !== itinerary.description ? { description: words.description } : {}) } : result.patch;
    onApply({ upsert: result.upsert, remove: [], itinerary: patch });
    onDone();
    return undefined;
  }

  return (
    <form className="editor-header__dates-form card" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <h2 id={`${id}-legend`} className="editor-header__form-title">
        Change the dates
      </h2>
      <fieldset className="editor-header__choice">
        <legend className="visually-hidden">Dated or undated</legend>
        <label>
          <input type="radio" name={`${id}-mode`} checked={dated} onChange={() => setDated(true)} /> Dates
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={!dated} onChange={() => setDated(false)} /> Number of days, no dates
        </label>
      </fieldset>
      <div className="editor-header__row">
        {dated ? (
          <>
            <Field id={`${id}-start`} label="First day" error={show('start')}>
              {(attributes) => <input {...attributes} type="date" value={start} onChange={(event) => setStart(event.target.value)} />}
            </Field>
            <Field id={`${id}-end`} label="Last day" error={show('end')}>
              {(attributes) => <input {...attributes} type="date" value={end} onChange={(event) => setEnd(event.target.value)} />}
            </Field>
          </>
        ) : (
          <Field id={`${id}-days`} label="Days" error={show('days')}>
            {(attributes) => (
              <input {...attributes} type="text" inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} />
            )}
          </Field>
        )}
      </div>
      {preview ? (
        <p className="editor-header__preview" role="status">
          {preview}
        </p>
      ) : null}
      {words ? (
        <label className="editor-header__rename">
          <input type="checkbox" checked={renaming} onChange={(event) => setRenaming(event.target.checked)} />{' '}
          {words.title !== itinerary.title ? <>Also rename the trip “{words.title}”</> : 'Also update the description'}
          {words.title !== itinerary.title && words.description !== itinerary.description ? ' and update its description' : ''}
        </label>
      ) : null}
      <SubmitOrCancel label="Apply dates" onCancel={onDone} />
    </form>
  );
}

function ShareControls({ itinerary, onPublicChange }: { itinerary: ItineraryDoc; onPublicChange: (value: boolean) => void }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = `${typeof location === 'undefined' ? '' : location.origin}/trip/${itinerary.id}`;
  useEffect(() => {
    if (copied === 'idle') return undefined;
    const timer = setTimeout(() => setCopied('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    setCopied((await copyText(link)) ? 'copied' : 'failed');
  }
  return (
    <div className="editor-header__share">
      {/* A fixed name ("Public") and the switch's own on/off state: the label never contradicts the state. */}
      <label className="editor-switch">
        <input
          type="checkbox"
          role="switch"
          checked={itinerary.public}
          aria-describedby={`share-visibility-${itinerary.id}`}
          onChange={(event) => onPublicChange(event.target.checked)}
        />
        <span>Public</span>
      </label>
      <span id={`share-visibility-${itinerary.id}`} className="editor-switch__hint">
        {itinerary.public ? 'On: anyone with the link can see it (bookings stay with the people planning it).' : 'Off: only you and your companions can see it.'}
      </span>
      <button type="button" className="button button--quiet button--small" onClick={() => void copy()}>
        Copy share link
      </button>
      <span role="status" className="editor-header__copied">
        {copied === 'copied' ? 'Link copied.' : null}
      </span>
      {copied === 'failed' ? (
        <label className="editor-header__link">
          Copy this link:
          <input type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
        </label>
      ) : null}
    </div>
  );
}

export interface EditorHeaderProps {
  itinerary: ItineraryDoc;
  items: readonly PlanItem[];
  access: ItineraryAccess;
  canEdit: boolean;
  editMode: boolean;
  onEditModeChange: (value: boolean) => void;
  sync: SyncState;
  onRename: (title: string) => void;
  onChangeDates: (change: PlanChange) => void;
  /** Opens "Add a booking from a confirmation". */
  onImportBookings: () => void;
  onPublicChange: (value: boolean) => void;
  canUndo: boolean;
  undoLabel: string | null;
  onUndo: () => void;
}

export function EditorHeader(props: EditorHeaderProps) {
  const { itinerary, canEdit, editMode, access } = props;
  const [renaming, setRenaming] = useState(false);
  const [changingDates, setChangingDates] = useState(false);
  return (
    <header className="editor-header">
      <div className="editor-header__top">
        {renaming && editMode ? (
          <TitleEditor title={itinerary.title} onSave={props.onRename} onDone={() => setRenaming(false)} />
        ) : (
          <div className="editor-header__title">
            <h1 id="screen-title">{itinerary.title}</h1>
            {editMode ? (
              <button
                type="button"
                className="button button--quiet button--small"
                aria-label="Rename the trip"
                onClick={() => setRenaming(true)}
              >
                Rename
              </button>
            ) : null}
          </div>
        )}
        <p className={`editor-status editor-status--${props.sync}`} role="status">
          {SYNC_TEXT[props.sync]}
        </p>
      </div>
      <div className="editor-header__row editor-header__facts">
        <span>{datesText(itinerary)}</span>
        {editMode ? (
          <button
            type="button"
            className="button button--quiet button--small"
            aria-expanded={changingDates}
            onClick={() => setChangingDates((value) => !value)}
          >
            Change dates
          </button>
        ) : null}
        {itinerary.destinations.length > 0 ? (
          <ul className="editor-header__destinations" aria-label="Destinations">
            {itinerary.destinations.map((destination) => (
              <li key={destination}>{destination}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {changingDates && editMode ? (
        <DatesEditor itinerary={itinerary} items={props.items} onApply={props.onChangeDates} onDone={() => setChangingDates(false)} />
      ) : null}
      <div className="editor-header__row editor-header__actions">
        <Link className="button button--quiet button--small" to={`/trip/${itinerary.id}`}>
          View trip
        </Link>
        {canEdit ? (
          <button
            type="button"
            className="button button--quiet button--small"
            aria-pressed={editMode}
            onClick={() => props.onEditModeChange(!editMode)}
          >
            {editMode ? 'Edit mode: on' : 'Edit mode: off'}
          </button>
        ) : null}
        {editMode ? (
          <button
            type="button"
            className="button button--quiet button--small"
            disabled={!props.canUndo}
            onClick={props.onUndo}
            aria-label={props.undoLabel ? `Undo: ${props.undoLabel}` : 'Undo'}
            title={props.undoLabel ? `Undo: ${props.undoLabel} (Ctrl+Z)` : 'Nothing to undo'}
          >
            Undo
          </button>
        ) : null}
        {editMode ? (
          <button type="button" className="button button--quiet button--small" onClick={props.onImportBookings}>
            Add a booking from a confirmation
          </button>
        ) : null}
        {access.isCreator ? <ShareControls itinerary={itinerary} onPublicChange={props.onPublicChange} /> : null}
      </div>
    </header>
  );
}
