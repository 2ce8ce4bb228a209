import { Fragment, useId, useState, type FormEvent } from 'react';
import { useDraft } from '@/lib/drafts';
import { Dialog } from '@/components/dialog';
import { useTimezoneList } from '@/stores/use-time-zone-store';
import { ITEM_TYPE_LABELS, ITEM_TYPES, type ItemPlace, type ItemType, type PlanItem } from '@/domain/itineraries/types';
import { closedWarning, periodsFromLive } from '@/domain/places/hours';
import { useQueryClient } from '@tanstack/react-query';
import type { FoundPlace } from '@/services/places-search';
import { placeDetailsQuery } from '@/components/place-details/use-place-details';
import { PlaceDetails } from '@/components/place-details/place-details';
import { useDestinationPlaces } from '../hooks/use-destination-places';
import { usePlaceSearch } from '../hooks/use-place-search';
import { canFixTime, itemFromValues, type ItemFormErrors, type ItemFormValues } from '../lib/item-form';
import { BookingFields } from './booking-fields';
import { Field } from '@/components/field';
import { ErrorMessage } from '@/components/error-message';
import { PlaceResultMeta, PlaceSourceNote } from './place-source';

const TYPE_FOR_CATEGORY: Record<string, ItemType> = {
  food: 'restaurant',
  neighbourhood: 'activity',
};

/** A flight's two ends, each an airport and, optionally, its coordinates. */
const FLIGHT_ENDS = [
  { label: 'From', airport: 'fromAirport', coordinates: 'fromCoordinates', example: 'e.g. Lisbon (LIS)', exampleCoordinates: '38.77, -9.13' },
  { label: 'To', airport: 'toAirport', coordinates: 'toCoordinates', example: 'e.g. New York (JFK)', exampleCoordinates: '40.64, -73.78' },
] as const;

function placeOf(place: FoundPlace): ItemPlace {
  return {
    name: place.name,
    address: place.address,
    geocode: place.geocode,
    category: place.category,
    source: place.attribution,
    ...(place.providerId ? { providerId: place.providerId, fetchedAt: place.fetchedAt ?? Date.now() } : {}),
    ...(place.hours ? { hours: [...place.hours] } : {}),
  };
}

export interface ItemDialogProps {
  heading: string;
  submitLabel: string;
  initial: ItemFormValues;
  base: Pick<PlanItem, 'id' | 'order' | 'optionOf'>;
  existingCost?: PlanItem['cost'];
  days: number;
  dayLabel: (day: number) => string;
  /** The weekday (0 = Sunday) of a day of a dated trip, for opening hours; null when undated. */
  weekdayOf?: (day: number) => number | null;
  /** Alternatives share their slot's day: no day field. */
  fixedDay?: boolean;
  currency: string;
  destinations: string[];
  /** The trip is public: its bookings are not (docs/bookings.md), which the dialog says. */
  publicTrip?: boolean;
  onSubmit: (item: PlanItem) => void;
  onCancel: () => void;
  /**
   * Keeps what is typed as a draft under this key, for `draftOwner` (the
   * signed-in account): an edit cut short (a sign-out in another tab, a
   * reload) comes back, said so, when the same item's dialog opens again.
   */
  draftKey?: string;
  draftOwner?: string | null;
}

/** Add or edit one item: place search or free text, type, day, times, notes, cost. */
export function ItemDialog(props: ItemDialogProps) {
  const { heading, submitLabel, initial, base, days, dayLabel, fixedDay, currency, destinations, onSubmit, onCancel } = props;
  const id = useId();
  const [values, setValues, clearDraft, restored] = useDraft<ItemFormValues>(props.draftKey ?? null, initial, { owner: props.draftOwner });
  const [draftShown, setDraftShown] = useState(restored);
  const [errors, setErrors] = useState<ItemFormErrors>({});
  const [query, setQuery] = useState('');
  const [approximateCity, setApproximateCity] = useState('');
  const places = useDestinationPlaces(destinations);
  const queryClient = useQueryClient();
  const zoneNames = useTimezoneList();
  const search = usePlaceSearch(query, places);
  const results = search.result?.places ?? [];

  const set = <K extends keyof ItemFormValues>(field: K, value: ItemFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function pick(place: FoundPlace) {
    setValues((current) => ({
      ...current,
      place: placeOf(place),
      title: current.title.trim() === '' || current.title === current.place?.name ? place.name : current.title,
      type: current.place === null && current.type === 'attraction' ? (TYPE_FOR_CATEGORY[place.category ?? ''] ?? 'attraction') : current.type,
      timeZone: current.timeZone || (place.cityId ? places.timeZoneOf(place.cityId) : places.cities[0]?.timeZone) || '',
    }));
    setQuery('');
    setErrors((current) => ({ ...current, title: undefined }));
    // A live place's hours come with its details: asked once it is picked, kept if it is still the place.
    const providerId = place.providerId;
    if (providerId && !place.hours) {
      void queryClient.fetchQuery(placeDetailsQuery(providerId)).then((outcome) => {
        const hours = outcome.ok ? periodsFromLive(outcome.answer.place.hours) : null;
        if (!hours) return;
        setValues((current) => (current.place?.providerId === providerId ? { ...current, place: { ...current.place, hours: [...hours] } } : current));
      });
    }
  }

  function placeAtCity(cityId: string) {
    setApproximateCity(cityId);
    const city = places.cities.find((candidate) => candidate.id === cityId);
    if (!city) {
      if (values.place?.approximate) set('place', null);
      return;
    }
    setValues((current) => ({
      ...current,
      place: {
        name: current.title.trim() || city.name,
        address: city.name,
        geocode: city.geocode,
        category: null,
        source: city.curated ? 'Wayfare destinations' : 'GeoNames (CC BY 4.0)',
        approximate: true,
      },
      timeZone: current.timeZone || city.timeZone || '',
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const withName =
      values.place?.approximate && values.title.trim() ? { ...values, place: { ...values.place, name: values.title.trim() } } : values;
    const result = itemFromValues(withName, base, { days, currency, existingCost: props.existingCost });
    if (!result.item) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    clearDraft();
    onSubmit(result.item);
  }

  const cancel = () => {
    clearDraft();
    onCancel();
  };

  const discardDraft = () => {
    clearDraft();
    setErrors({});
    setDraftShown(false);
  };

  const isFlight = values.type === 'flight';
  const isStay = values.type === 'stay';
  const isNote = values.type === 'note';
  const day = Number(values.day);
  const closed =
    values.place && !isFlight && values.type !== 'stay'
      ? closedWarning(values.place.name, values.place.hours, day >= 1 ? (props.weekdayOf?.(day) ?? null) : null, values.startTime)
      : null;
  const zoneList = `${id}-zones`;

  return (
    <Dialog labelledBy={`${id}-heading`} onClose={cancel} closeOnBackdrop className="item-dialog">
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {draftShown ? (
          <p className="item-dialog__draft" role="status">
            What you typed here before and did not save is back.{' '}
            <button type="button" className="button button--small button--quiet" onClick={discardDraft}>
              Discard it
            </button>
          </p>
        ) : null}
        <datalist id={zoneList}>
          {zoneNames.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <div className="item-dialog__grid">
          <Field id={`${id}-type`} label="Kind" error={errors.type}>
            {(attributes) => (
              <select {...attributes} value={values.type} onChange={(event) => set('type', event.target.value as ItemType)}>
                {ITEM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {ITEM_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {fixedDay ? null : (
            <Field id={`${id}-day`} label="Day" error={errors.day}>
              {(attributes) => (
                <select {...attributes} value={values.day} onChange={(event) => set('day', event.target.value)}>
                  {Array.from({ length: days }, (_, index) => (
                    <option key={index + 1} value={String(index + 1)}>
                      {dayLabel(index + 1)}
                    </option>
                  ))}
                  <option value="">Ideas (not scheduled)</option>
                </select>
              )}
            </Field>
          )}
        </div>

        {!isFlight && !isNote ? (
          <div className="item-dialog__search">
            <Field
              id={`${id}-search`}
              label="Find a place"
              hint={
                places.status === 'error'
                  ? 'Place search could not load; type a name below instead.'
                  : `Places in ${destinations.length > 0 ? destinations.join(', ') : 'the destinations we know'} come first.`
              }
            >
              {(attributes) => (
                <input
                  {...attributes}
                  type="search"
                  autoComplete="off"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="e.g. museum, market, Belém"
                />
              )}
            </Field>
            {query.trim().length >= 2 ? (
              <ul className="item-dialog__results" aria-label="Places found">
                {search.result === null ? <li className="item-dialog__hint">Searching…</li> : null}
                {search.result !== null && !search.searching && results.length === 0 ? (
                  <li className="item-dialog__hint">No place matches “{query.trim()}”. Type it as the name below instead.</li>
                ) : null}
                {results.map((place) => (
                  <li key={place.key}>
                    <button type="button" className="item-dialog__result" onClick={() => pick(place)}>
                      <span className="item-dialog__result-name">{place.name}</span>
                      <PlaceResultMeta place={place} />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {query.trim().length >= 2 && search.result ? <PlaceSourceNote result={search.result} /> : null}
            {values.place ? (
              <p className="item-dialog__picked" role="status">
                {values.place.approximate ? 'Approximate location: ' : 'Place: '}
                <strong>{values.place.approximate ? values.place.address : values.place.name}</strong>{' '}
                <button
                  type="button"
                  className="button button--quiet button--small"
                  onClick={() => {
                    set('place', null);
                    setApproximateCity('');
                  }}
                >
                  Remove place
                </button>
              </p>
            ) : null}
            {values.type === 'transport' && values.arrival ? (
              <p className="item-dialog__picked">
                Arrives at: <strong>{values.arrival.name}</strong>{' '}
                <button type="button" className="button button--quiet button--small" onClick={() => set('arrival', null)}>
                  Remove arrival
                </button>
              </p>
            ) : null}
            {values.place?.providerId ? <PlaceDetails key={values.place.providerId} providerId={values.place.providerId} name={values.place.name} /> : null}
          </div>
        ) : null}

        <Field id={`${id}-title`} label="Name" error={errors.title}>
          {(attributes) => (
            <input
              {...attributes}
              type="text"
              value={values.title}
              maxLength={400}
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        </Field>

        {!isFlight && !isNote && (values.place === null || values.place.approximate) && places.cities.length > 0 ? (
          <Field
            id={`${id}-city`}
            label="Put it on the map at a city (approximate)"
            hint="For a place we do not know: it shows at the city's centre, marked approximate."
          >
            {(attributes) => (
              <select {...attributes} value={approximateCity} onChange={(event) => placeAtCity(event.target.value)}>
                <option value="">No map position</option>
                {places.cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}

        {isFlight ? (
          <fieldset className="item-dialog__fieldset">
            <legend>Airports</legend>
            <div className="item-dialog__grid">
              {FLIGHT_ENDS.map((end) => (
                <Fragment key={end.airport}>
                  <Field id={`${id}-${end.airport}`} label={end.label} error={errors[end.airport]}>
                    {(attributes) => (
                      <input {...attributes} type="text" value={values[end.airport]} placeholder={end.example} onChange={(event) => set(end.airport, event.target.value)} />
                    )}
                  </Field>
                  <Field id={`${id}-${end.coordinates}`} label={`${end.label}: coordinates (optional)`} error={errors[end.coordinates]}>
                    {(attributes) => (
                      <input {...attributes} type="text" inputMode="decimal" value={values[end.coordinates]} placeholder={end.exampleCoordinates} onChange={(event) => set(end.coordinates, event.target.value)} />
                    )}
                  </Field>
                </Fragment>
              ))}
            </div>
          </fieldset>
        ) : null}

        <div className="item-dialog__grid">
          <Field id={`${id}-startTime`} label={isFlight ? 'Departs' : isStay ? 'Check-in' : 'Starts'} hint="Optional, HH:MM" error={errors.startTime}>
            {(attributes) => (
              <input {...attributes} type="time" value={values.startTime} onChange={(event) => set('startTime', event.target.value)} />
            )}
          </Field>
          {canFixTime(values.type) ? (
            <div className="item-dialog__fixed">
              <input
                id={`${id}-fixedTime`}
                type="checkbox"
                checked={values.fixedTime === true}
                aria-describedby={`${id}-fixedTime-hint`}
                onChange={(event) => set('fixedTime', event.target.checked)}
              />
              <label htmlFor={`${id}-fixedTime`}>The start time is fixed</label>
              <p id={`${id}-fixedTime-hint`} className="field__hint">
                A booking, a ticket or a tour: the day is planned around it, and the shortest route leaves it in place.
              </p>
            </div>
          ) : null}
          {closed ? (
            <p className="item-dialog__closed" role="status">
              <span aria-hidden="true">⚠ </span>
              {closed}
            </p>
          ) : null}
          <Field id={`${id}-timeZone`} label={isFlight ? 'Departure time zone' : 'Time zone'} hint="e.g. Europe/Lisbon" error={errors.timeZone}>
            {(attributes) => (
              <input {...attributes} type="text" list={zoneList} autoComplete="off" value={values.timeZone} onChange={(event) => set('timeZone', event.target.value)} />
            )}
          </Field>
          <Field
            id={`${id}-endTime`}
            label={isFlight ? 'Arrives' : isStay ? 'Check-out' : 'Ends'}
            hint={isStay ? 'Optional, HH:MM, on the last morning' : 'Optional, HH:MM'}
            error={errors.endTime}
          >
            {(attributes) => (
              <input {...attributes} type="time" value={values.endTime} onChange={(event) => set('endTime', event.target.value)} />
            )}
          </Field>
          {isFlight ? (
            <Field id={`${id}-endTimeZone`} label="Arrival time zone" hint="e.g. America/New_York" error={errors.endTimeZone}>
              {(attributes) => (
                <input {...attributes} type="text" list={zoneList} autoComplete="off" value={values.endTimeZone} onChange={(event) => set('endTimeZone', event.target.value)} />
              )}
            </Field>
          ) : null}
          {values.type === 'stay' ? (
            <Field id={`${id}-nights`} label="Nights" error={errors.nights}>
              {(attributes) => (
                <input {...attributes} type="text" inputMode="numeric" value={values.nights} onChange={(event) => set('nights', event.target.value)} />
              )}
            </Field>
          ) : null}
          <Field id={`${id}-cost`} label={`Cost (${props.existingCost?.currency ?? currency})`} hint="Optional" error={errors.cost}>
            {(attributes) => (
              <input {...attributes} type="text" inputMode="decimal" value={values.cost} placeholder="0.00" onChange={(event) => set('cost', event.target.value)} />
            )}
          </Field>
        </div>

        <BookingFields id={id} values={values} errors={errors} publicTrip={props.publicTrip === true} set={set} />

        <Field id={`${id}-notes`} label="Notes" error={errors.notes}>
          {(attributes) => (
            <textarea {...attributes} rows={3} value={values.notes} onChange={(event) => set('notes', event.target.value)} />
          )}
        </Field>

        <ErrorMessage>{Object.values(errors).some(Boolean) ? 'Check the fields marked above.' : null}</ErrorMessage>
        <div className="item-dialog__actions">
          <button type="submit" className="button">
            {submitLabel}
          </button>
          <button type="button" className="button button--quiet" onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
