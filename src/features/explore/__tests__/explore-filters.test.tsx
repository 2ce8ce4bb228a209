import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ExploreSearch } from '../api/explore-pages';
import { ExploreFilters } from '../components/explore-filters';
import { paramsFromSearch, searchFromParams } from '../lib/search-params';

const EMPTY: ExploreSearch = { destination: '', length: null, interest: null, sort: 'newest' };

function Harness({ onSearch }: { onSearch: (s: ExploreSearch) => void }) {
  const [search, setSearch] = useState(EMPTY);
  return (
    <ExploreFilters
      search={search}
      cityNames={['Lisbon', 'Porto']}
      onSearch={(next) => {
        onSearch(next);
        setSearch(next);
      }}
    />
  );
}

describe('ExploreFilters', () => {
  it('searches a typed destination, and applies length, interest and sort at once', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    await user.type(screen.getByLabelText('Destination'), 'Lisbon');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith({ ...EMPTY, destination: 'Lisbon' });
    await user.selectOptions(screen.getByLabelText('Length'), '4 to 7 days');
    expect(onSearch).toHaveBeenLastCalledWith({ ...EMPTY, destination: 'Lisbon', length: 'week' });
    await user.selectOptions(screen.getByLabelText('Interest'), 'Food and drink');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Most cloned');
    expect(onSearch).toHaveBeenLastCalledWith({ destination: 'Lisbon', length: 'week', interest: 'food', sort: 'most-cloned' });
  });

  it('says what to fix at the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByLabelText('Destination');
    await user.type(box, '12345');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a city name, for example Lisbon.');
    expect(box).toHaveValue('12345');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Type a city name, for example Lisbon.');
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('search params', () => {
  it('round-trip a search and ignore unknown values', () => {
    const search: ExploreSearch = { destination: 'São Paulo', length: 'short', interest: 'art', sort: 'most-cloned' };
    expect(searchFromParams(paramsFromSearch(search))).toEqual(search);
    expect(searchFromParams(new URLSearchParams('length=forever&interest=golf&sort=oldest'))).toEqual(EMPTY);
    expect(paramsFromSearch(EMPTY).toString()).toBe('');
  });
});
