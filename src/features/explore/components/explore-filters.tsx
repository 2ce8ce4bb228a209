import { useId, useState, type FormEvent } from 'react';
import type { ExploreSearch } from '../api/explore-pages';
import { destinationProblem } from '../lib/search-params';
import {
  EXPLORE_INTERESTS,
  INTEREST_LABELS,
  LENGTH_FILTERS,
  type ExploreInterest,
  type LengthFilter,
} from '@/domain/explore/search-keys';

interface Choice<V extends string> {
  value: V;
  label: string;
}

const LENGTH_OPTIONS: Choice<LengthFilter | ''>[] = [{ value: '', label: 'Any length' }, ...LENGTH_FILTERS];
const INTEREST_OPTIONS: Choice<ExploreInterest | ''>[] = [
  { value: '', label: 'Any interest' },
  ...EXPLORE_INTERESTS.map((interest) => ({ value: interest, label: INTEREST_LABELS[interest] })),
];
const SORT_OPTIONS: Choice<ExploreSearch['sort']>[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'most-cloned', label: 'Most cloned' },
];

/** A labelled select that applies at once: one of `options`. */
function FilterSelect<V extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: V; options: Choice<V>[]; onChange: (value: V) => void }) {
  return (
    <div className="explore-filters__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface ExploreFiltersProps {
  search: ExploreSearch;
  onSearch: (search: ExploreSearch) => void;
  /** City names offered as the destination is typed (our curated cities). */
  cityNames: string[];
}

/**
 * Destination (typed, then Search), length, interest and sort. Length,
 * interest and sort apply at once; the destination on submit, after a check
 * that keeps what was typed and says what to fix.
 */
export function ExploreFilters({ search, onSearch, cityNames }: ExploreFiltersProps) {
  const id = useId();
  const [destination, setDestination] = useState(search.destination);
  const [problem, setProblem] = useState<string | null>(null);

  // Back and forward change the search: the box follows.
  const [shown, setShown] = useState(search.destination);
  if (shown !== search.destination) {
    setShown(search.destination);
    setDestination(search.destination);
    setProblem(null);
  }

  // What the selects apply with: the typed destination when it is fine, else the one searched.
  const typed = () => (destinationProblem(destination) ? search.destination : destination.trim());
  const apply = (change: Partial<ExploreSearch>) => onSearch({ ...search, destination: typed(), ...change });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = destinationProblem(destination);
    setProblem(found);
    if (!found) onSearch({ ...search, destination: destination.trim() });
  };

  return (
    <form className="explore-filters" role="search" aria-label="Search public trips" onSubmit={submit} noValidate>
      <div className="explore-filters__field explore-filters__field--destination">
        <label htmlFor={`${id}-destination`}>Destination</label>
        <div className="explore-filters__row">
          <input
            id={`${id}-destination`}
            name="destination"
            type="search"
            list={`${id}-cities`}
            placeholder="Any city, e.g. Lisbon"
            autoComplete="off"
            value={destination}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-destination-problem` : undefined}
            onChange={(event) => setDestination(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        <datalist id={`${id}-cities`}>
          {cityNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {problem ? (
          <p id={`${id}-destination-problem`} className="explore-filters__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <FilterSelect id={`${id}-length`} label="Length" value={search.length ?? ''} options={LENGTH_OPTIONS} onChange={(length) => apply({ length: length || null })} />
      <FilterSelect id={`${id}-interest`} label="Interest" value={search.interest ?? ''} options={INTEREST_OPTIONS} onChange={(interest) => apply({ interest: interest || null })} />
      <FilterSelect id={`${id}-sort`} label="Sort by" value={search.sort} options={SORT_OPTIONS} onChange={(sort) => apply({ sort })} />
    </form>
  );
}
