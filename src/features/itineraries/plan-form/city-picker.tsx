import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { FieldControlAttributes } from '@/components/field';
import type { City } from '@/lib/places/types';
import { Chip } from './chips';
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
  /** The field's attributes for the search box (id, label, messages). */
  control: FieldControlAttributes;
  query: string;
  onQueryChange: (query: string) => void;
  chosen: DestinationChoice[];
  onAdd: (city: DestinationChoice) => void;
  onRemove: (id: string) => void;
  search: CitySearch;
}

/**
 * A combobox (ARIA 1.2 pattern): type, move through the suggestions with the
 * arrow keys, Enter or a click adds the city; added cities are listed with a
 * remove button each.
 */
export function CityPicker({ control, query, onQueryChange, chosen, onAdd, onRemove, search }: CityPickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const text = query.trim();
  const found = useQuery({
    // The search is the app's one city search (a stand-in in tests): the text alone names the answer.
    queryKey: ['cities', 'search', text],
    queryFn: () => search(text),
    enabled: text !== '',
    // The index does not change while the app runs; the last suggestions stay while the next are found.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    // A failure says so at once; typing again searches again.
    retry: false,
  });
  const results = (found.data ?? []).filter((city) => !chosen.some((d) => d.id === city.id));

  // An emptied box shows no suggestions, whatever the last search found.
  const shown = text ? results : [];
  const expanded = open && shown.length > 0;

  const pick = (city: City) => {
    // Adding also empties the search box (one change, so nothing typed meanwhile is lost).
    onAdd({ id: city.id, name: city.name, country: city.country, lat: city.geocode.lat, lng: city.geocode.lng });
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
      } else if (text) {
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

  const hintId = `${control.id}-search-hint`;

  return (
    <div className="city-picker">
      {chosen.length > 0 ? (
        <ul className="chip-list" aria-label="Destinations added">
          {chosen.map((city) => (
            <Chip key={city.id} name={city.name} onRemove={() => onRemove(city.id)}>
              {city.name}
              <span className="chip__detail">, {countryName(city.country)}</span>
            </Chip>
          ))}
        </ul>
      ) : null}
      <div className="city-picker__box">
        <input
          {...control}
          ref={inputRef}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
          value={query}
          placeholder={chosen.length > 0 ? 'Add another city' : 'Search for a city, e.g. Lisbon'}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setOpen(true);
            setActive(-1);
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
      <p id={hintId} className="field__hint">
        {found.isError
          ? 'City search could not load. Check your connection and type again.'
          : 'Type a city and pick it from the suggestions. Add as many as the trip covers.'}
      </p>
    </div>
  );
}
