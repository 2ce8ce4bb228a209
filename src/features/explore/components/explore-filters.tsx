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
      <div className="explore-filters__field">
        <label htmlFor={`${id}-length`}>Length</label>
        <select
          id={`${id}-length`}
          value={search.length ?? ''}
          onChange={(event) => onSearch({ ...search, destination: typed(), length: (event.target.value || null) as LengthFilter | null })}
        >
          <option value="">Any length</option>
          {LENGTH_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <div className="explore-filters__field">
        <label htmlFor={`${id}-interest`}>Interest</label>
        <select
          id={`${id}-interest`}
          value={search.interest ?? ''}
          onChange={(event) =>
            onSearch({ ...search, destination: typed(), interest: (event.target.value || null) as ExploreInterest | null })
          }
        >
          <option value="">Any interest</option>
          {EXPLORE_INTERESTS.map((interest) => (
            <option key={interest} value={interest}>
              {INTEREST_LABELS[interest]}
            </option>
          ))}
        </select>
      </div>
      <div className="explore-filters__field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={search.sort}
          onChange={(event) =>
            onSearch({ ...search, destination: typed(), sort: event.target.value === 'most-cloned' ? 'most-cloned' : 'newest' })
          }
        >
          <option value="newest">Newest</option>
          <option value="most-cloned">Most cloned</option>
        </select>
      </div>
    </form>
  );
}
