/**
 * The item dialog's "Booking details": collapsed until it holds something,
 * with the fields that fit the kind of item (a flight's number and terminal,
 * a train's seat, a table's size), each saying at itself what is wrong. A
 * public trip takes no booking (docs/bookings.md): it says so instead.
 */
import type { ItemType } from '@/domain/itineraries/types';
import { Field } from '@/components/field';
import { canBeBooked, hasBookingValues, type ItemFormErrors, type ItemFormValues } from '../lib/item-form';

type BookingTextField = 'bookingCode' | 'bookingProvider' | 'bookingNumber' | 'bookingTerminal' | 'bookingSeat' | 'bookingParty';

interface BookingField {
  field: BookingTextField;
  label: string;
  hint?: string;
  /** A code or a number: no autocomplete, no spelling marks. */
  code?: boolean;
  numeric?: boolean;
}

/** Who a kind of item is booked with, as the booking's field calls it. */
const BOOKED_WITH: Record<ItemType, string> = {
  attraction: 'Booked with',
  restaurant: 'Restaurant or booking site',
  stay: 'Hotel or booking site',
  flight: 'Airline',
  transport: 'Operator',
  activity: 'Booked with',
  note: 'Booked with',
};

/** The fields of a booking of this kind of item, in the order a confirmation gives them. */
function fieldsFor(type: ItemType): BookingField[] {
  const fields: BookingField[] = [
    { field: 'bookingCode', label: 'Confirmation code', hint: 'As on the confirmation', code: true },
    { field: 'bookingProvider', label: BOOKED_WITH[type] },
  ];
  if (type === 'flight') {
    fields.push(
      { field: 'bookingNumber', label: 'Flight number', hint: 'e.g. TP 1351', code: true },
      { field: 'bookingTerminal', label: 'Departure terminal', code: true },
      { field: 'bookingSeat', label: 'Seat', code: true },
    );
  } else if (type === 'transport') {
    fields.push({ field: 'bookingNumber', label: 'Train, bus or ferry number', code: true }, { field: 'bookingSeat', label: 'Seat', code: true });
  } else if (type === 'restaurant' || type === 'activity' || type === 'attraction') {
    fields.push({ field: 'bookingParty', label: type === 'restaurant' ? 'Table for' : 'Tickets', hint: 'How many people', numeric: true });
  }
  return fields;
}

export function BookingFields({
  id,
  values,
  errors,
  publicTrip,
  set,
}: {
  id: string;
  values: ItemFormValues;
  errors: ItemFormErrors;
  publicTrip: boolean;
  set: <K extends keyof ItemFormValues>(field: K, value: ItemFormValues[K]) => void;
}) {
  if (!canBeBooked(values.type)) return null;
  const filled = hasBookingValues(values);
  return (
    <details className="item-dialog__booking" open={filled || undefined}>
      <summary>Booking details</summary>
      {publicTrip ? (
        <p className="field__hint">
          This trip is public, but its bookings are not: only the people planning it see them and their confirmation codes.
        </p>
      ) : null}
      <div className="item-dialog__grid">
        {fieldsFor(values.type).map(({ field, label, hint, code, numeric }) => (
          <Field key={field} id={`${id}-${field}`} label={label} hint={hint} error={errors[field]}>
            {(attributes) => (
              <input
                {...attributes}
                type="text"
                inputMode={numeric ? 'numeric' : undefined}
                autoComplete={code || numeric ? 'off' : undefined}
                spellCheck={code ? false : undefined}
                value={values[field] ?? ''}
                onChange={(event) => set(field, event.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="item-dialog__fixed">
        <input
          id={`${id}-bookingCancelled`}
          type="checkbox"
          checked={values.bookingCancelled === true}
          onChange={(event) => set('bookingCancelled', event.target.checked)}
        />
        <label htmlFor={`${id}-bookingCancelled`}>This booking was cancelled</label>
      </div>
    </details>
  );
}
