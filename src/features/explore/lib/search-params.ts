/** Explore's search as it reads in the address bar: ?destination=Lisbon&length=short&interest=food&sort=most-cloned. */
import type { ExploreSearch } from '../api/explore-pages';
import {
  EXPLORE_INTERESTS,
  LENGTH_FILTERS,
  type ExploreInterest,
  type LengthFilter,
} from '@/domain/explore/search-keys';

export const MAX_DESTINATION_LENGTH = 80;

export function searchFromParams(params: URLSearchParams): ExploreSearch {
  const length = params.get('length');
  const interest = params.get('interest');
  return {
    destination: (params.get('destination') ?? '').slice(0, MAX_DESTINATION_LENGTH),
    length: LENGTH_FILTERS.some((f) => f.value === length) ? (length as LengthFilter) : null,
    interest: (EXPLORE_INTERESTS as readonly string[]).includes(interest ?? '') ? (interest as ExploreInterest) : null,
    sort: params.get('sort') === 'most-cloned' ? 'most-cloned' : 'newest',
  };
}

export function paramsFromSearch(search: ExploreSearch): URLSearchParams {
  const params = new URLSearchParams();
  const destination = search.destination.trim();
  if (destination) params.set('destination', destination);
  if (search.length) params.set('length', search.length);
  if (search.interest) params.set('interest', search.interest);
  if (search.sort !== 'newest') params.set('sort', search.sort);
  return params;
}

/** A check of the typed destination: null when fine, else what to fix. */
export function destinationProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > MAX_DESTINATION_LENGTH) return `Keep the destination under ${MAX_DESTINATION_LENGTH} characters.`;
  if (trimmed !== '' && !/[\p{L}]/u.test(trimmed)) return 'Type a city name, for example Lisbon.';
  return null;
}
