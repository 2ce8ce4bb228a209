import { useEffect, useId, useRef, useState } from 'react';
import type { City } from '@/lib/places/types';
import type { DestinationChoice } from './plan-form-model';

/** Finds cities for a query (curated first, then GeoNames). */
export type CitySearch = (query: string) => Promise<City[]>;

/** City search over our curated cities and GeoNames, loaded on first use. */
export const searchAllCities: CitySearch = async (query) => {
  const [{ loadCitySearchIndex }, { searchCities }] = await Promise.all([import('@/lib/places/load'), import('@/lib/places/search')]);
  const index = await loadCitySearchIndex();
  return searchCities(index, query, 8);
};

const countryNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

export function countryName(code: string): string {
  try {
    return countryNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

interface CityPickerProps {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  chosen: DestinationChoice[];
  onAdd: (city: DestinationChoice) => void;
  onRemove: (id: string) => void;
  search: CitySearch;
  error?: string;
  describedBy?: string;
}

/**
 * A combobox (ARIA 1.2 pattern): type, move through the suggestions with the
 * arrow keys, Enter or a click adds the city; added cities are listed with a
 * remove button each.
 */
export function CityPicker({ id, query, onQueryChange, chosen, onAdd, onRemove, search, error, describedBy }: CityPickerProps) {
  const listId = useId();
  const [results, setResults] = useState<City[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searchFailed, setSearchFailed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const text = query.trim();
    if (!text) return undefined;
    let live = true;
    search(text)
      .then((cities) => {
        if (!live) return;
        setSearchFailed(false);
        setResults(cities.filter((c) => !chosen.some((d) => d.id === c.id)));
        setActive(-1);
      })
      .catch(() => {
        if (live) setSearchFailed(true);
      });
    return () => {
      live = false;
    };
  }, [query, search, chosen]);

  // An emptied box shows no suggestions, whatever the last search found.
  const shown = query.trim() ? results : [];
  const expanded = open && shown.length > 0;

  const pick = (city: City) => {
    // Adding also empties the search box (one change, so nothing typed meanwhile is lost).
    onAdd({ id: city.id, name: city.name, country: city.country, lat: city.geocode.lat, lng: city.geocode.lng });
    setResults([]);
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (shown.length === 0 ? -1 : (i + 1) % shown.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (shown.length === 0 ? -1 : i <= 0 ? shown.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      // Enter adds the highlighted suggestion (or the best one), never submits the form half-done.
      const city = shown[active] ?? (open ? shown[0] : undefined);
      if (city) {
        event.preventDefault();
        pick(city);
      } else if (query.trim()) {
        event.preventDefault();
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const describedByIds = [describedBy, `${id}-hint`].filter(Boolean).join(' ');

  return (
    <div className="city-picker">
      {chosen.length > 0 ? (
        <ul className="chip-list" aria-label="Destinations added">
          {chosen.map((city) => (
            <li key={city.id} className="chip">
              <span>
                {city.name}
                <span className="chip__detail">, {countryName(city.country)}</span>
              </span>
              <button type="button" className="chip__remove" onClick={() => onRemove(city.id)} aria-label={`Remove ${city.name}`}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="city-picker__box">
        <input
          ref={inputRef}
          id={id}
          className="plan-field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds || undefined}
          value={query}
          placeholder={chosen.length > 0 ? 'Add another city' : 'Search for a city, e.g. Lisbon'}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Cities" className="city-picker__list" hidden={!expanded}>
          {shown.map((city, index) => (
            // The keyboard works through the combobox (aria-activedescendant); a click picks too.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={city.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'city-picker__option city-picker__option--active' : 'city-picker__option'}
              // Keep focus in the input: the click picks, the blur would close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(city)}
            >
              <span className="city-picker__name">{city.name}</span>
              <span className="city-picker__country">{countryName(city.country)}</span>
              {city.curated ? <span className="city-picker__badge">Places to suggest</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="plan-field__hint">
        {searchFailed
          ? 'City search could not load. Check your connection and type again.'
          : 'Type a city and pick it from the suggestions. Add as many as the trip covers.'}
      </p>
    </div>
  );
}
