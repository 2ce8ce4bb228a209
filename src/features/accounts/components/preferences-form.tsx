import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { updatePreferences, type UserPreferencesDoc } from '../api/users';
import { useDraft } from '@/lib/drafts';
import { useFieldErrors } from '../hooks/use-field-errors';
import { errorMessage } from '../lib/error-message';
import { FormStatus } from './form-status';
import { HOME_CITY_MAX, homeCityError, optionalText } from './profile-fields';
import { HomeCityField } from './profile-inputs';
import { RequestForm, SubmitButton } from './request-form';

/** Common ISO 4217 currencies, most used by travellers first. */
export const CURRENCIES = [
  'EUR', 'USD', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF',
  'TRY', 'AED', 'INR', 'CNY', 'HKD', 'SGD', 'THB', 'KRW', 'IDR', 'MYR', 'PHP', 'VND', 'ZAR', 'MXN',
  'BRL', 'ARS', 'CLP', 'COP', 'PEN', 'ILS', 'EGP', 'MAD',
] as const;

function currencyName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

interface Values {
  currency: string;
  distanceUnit: 'km' | 'mi';
  ride: 'transit' | 'car';
  homeCity: string;
}

/**
 * The travel personality, as the quiz names it: the type's name and where its
 * result is shown, or null name when the quiz has not been taken. The route
 * composes it (the quiz is another feature).
 */
export interface TravelPersonalitySummary {
  name: string | null;
  resultPath: string;
  quizPath: string;
}

/**
 * Currency, distance units and home city, saved to the owner-only private
 * document; with the travel personality (read-only here) when given.
 */
export function PreferencesForm({
  uid,
  preferences,
  onSaved,
  travelPersonality,
}: {
  uid: string;
  preferences: UserPreferencesDoc;
  onSaved: (preferences: UserPreferencesDoc) => void;
  travelPersonality?: TravelPersonalitySummary;
}) {
  const [values, setValues] = useDraft<Values>(`preferences:${uid}`, {
    currency: preferences.currency,
    distanceUnit: preferences.distanceUnit,
    ride: preferences.ride ?? 'transit',
    homeCity: preferences.homeCity ?? '',
  });
  const { errors, show, refOf } = useFieldErrors(['homeCity']);
  const [status, setStatus] = useState('');
  const save = useMutation({
    mutationFn: (next: UserPreferencesDoc) =>
      updatePreferences(uid, {
        currency: next.currency,
        ...(next.currencyChosen ? { currencyChosen: true } : {}),
        distanceUnit: next.distanceUnit,
        ride: next.ride,
        homeCity: next.homeCity,
      }),
    onSuccess: (_saved, next) => {
      onSaved(next);
      setStatus('Preferences saved.');
    },
    onError: (error) => show({ form: errorMessage(error, 'Your preferences were not saved. Check your connection and try again.') }),
  });
  const busy = save.isPending;
  const currencies: readonly string[] = CURRENCIES.includes(values.currency as (typeof CURRENCIES)[number])
    ? CURRENCIES
    : [values.currency, ...CURRENCIES];

  function change(patch: Partial<Values>) {
    setValues({ ...values, ...patch });
    setStatus('');
  }

  function submit() {
    const cityProblem = homeCityError(values.homeCity);
    if (cityProblem) {
      show({ homeCity: cityProblem });
      return;
    }
    const next: UserPreferencesDoc = {
      ...preferences,
      currency: values.currency,
      // Picked here (changed, or kept once chosen): a trip's costs follow it rather than the destination's currency.
      ...(preferences.currencyChosen || values.currency !== preferences.currency ? { currencyChosen: true } : {}),
      distanceUnit: values.distanceUnit,
      ride: values.ride,
      homeCity: optionalText(values.homeCity),
    };
    show({});
    save.mutate(next);
  }

  return (
    <RequestForm
      className="card account-form"
      aria-labelledby="preferences-title"
      heading={<h2 id="preferences-title">Preferences</h2>}
      busy={busy}
      error={errors.form}
      onSubmit={submit}
    >
      {travelPersonality ? (
        <p>
          Travel personality:{' '}
          {travelPersonality.name ? (
            <Link to={travelPersonality.resultPath}>{travelPersonality.name}</Link>
          ) : (
            <>
              Not taken yet — <Link to={travelPersonality.quizPath}>Take the quiz</Link>
            </>
          )}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor="preferences-currency">
          Currency
        </label>
        <p id="preferences-currency-hint" className="field__hint">
          Prices and budgets are shown in it.
          {preferences.currencyChosen ? '' : ' Until you choose one, a trip’s costs are written in its destination’s currency.'}
        </p>
        <select
          id="preferences-currency"
          className="field__input"
          aria-describedby="preferences-currency-hint"
          value={values.currency}
          onChange={(event) => change({ currency: event.target.value })}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code} · {currencyName(code)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field field--choices">
        <legend className="field__label">Distance units</legend>
        {(
          [
            ['km', 'Kilometres'],
            ['mi', 'Miles'],
          ] as const
        ).map(([unit, label]) => (
          <div key={unit} className="field--inline">
            <input
              id={`preferences-distance-${unit}`}
              type="radio"
              name="distanceUnit"
              value={unit}
              checked={values.distanceUnit === unit}
              onChange={() => change({ distanceUnit: unit })}
            />
            <label htmlFor={`preferences-distance-${unit}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <fieldset className="field field--choices" aria-describedby="preferences-ride-hint">
        <legend className="field__label">Too far to walk</legend>
        <p id="preferences-ride-hint" className="field__hint">
          How the way between two stops more than about 20 minutes apart on foot is planned. Any leg can still be changed in the plan.
        </p>
        {(
          [
            ['transit', 'Public transport'],
            ['car', 'Car or taxi'],
          ] as const
        ).map(([ride, label]) => (
          <div key={ride} className="field--inline">
            <input id={`preferences-ride-${ride}`} type="radio" name="ride" value={ride} checked={values.ride === ride} onChange={() => change({ ride })} />
            <label htmlFor={`preferences-ride-${ride}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <HomeCityField
        id="preferences-home-city"
        ref={refOf('homeCity')}
        label="Home city"
        hint="Private: used to suggest trips and travel times from home."
        maxLength={HOME_CITY_MAX + 20}
        value={values.homeCity}
        onChange={(event) => change({ homeCity: event.target.value })}
        error={errors.homeCity}
      />
      <SubmitButton busy={busy} busyLabel="Saving…">
        Save preferences
      </SubmitButton>
      <FormStatus>{status}</FormStatus>
    </RequestForm>
  );
}
