import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { observeScrolling } from '@/testing/intersection-observer';
import { aPlace, aTrip, anItem } from '@/testing/builders';
import { windowActions } from '@/stores/use-window-store';
import { itineraryAccess } from '@/domain/itineraries/access';
import type { PlanItem } from '@/domain/itineraries/types';
import type { ItineraryMapProps } from '../../map/map-types';
import { TripView } from '../trip-view';

// The map (Leaflet) has its own tests: a stand-in that says what it was given.
vi.mock('../../map/map-panel', () => ({
  MapPanel: ({ markers, label, dayInView, plan }: ItineraryMapProps) => (
    <section aria-label={label}>
      {`${markers.length} places; ${dayInView ? `following day ${dayInView}` : 'the whole trip'}; plan of ${plan?.days ?? 0} days`}
    </section>
  ),
}));

const { scrollTo } = observeScrolling();

const ITINERARY = aTrip({ id: 'lisbon-food', title: 'Lisbon: food and fado', days: 2, public: true });
const ITEMS: PlanItem[] = [
  anItem({ id: 'i1', title: 'Time Out Market', day: 1, place: aPlace('Time Out Market') }),
  anItem({ id: 'i2', title: 'Belém Tower', day: 2, place: aPlace('Belém Tower') }),
];

function renderTrip(width: number) {
  act(() => windowActions.widthChanged(width));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TripView
          id="lisbon-food"
          load={{ status: 'ready', itinerary: ITINERARY, items: ITEMS, access: itineraryAccess(ITINERARY, null), live: false }}
          viewer={{ status: 'ready', uid: null }}
          creator={null}
          renderExport={() => null}
          onClone={() => Promise.resolve('copy')}
          onRetry={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the trip page’s map', () => {
  it('on a wide screen, is the column beside the plan, shown at once, following the day in view', () => {
    renderTrip(1280);
    const map = screen.getByRole('region', { name: 'Map of Lisbon: food and fado' });
    const column = map.closest('.trip-body__map')!;
    expect(column.parentElement).toHaveClass('trip-body');
    expect(column.parentElement?.querySelector(':scope > .trip-body__plan')).toContainElement(screen.getByRole('region', { name: /Day 1/ }));
    expect(map).toHaveTextContent('2 places; the whole trip; plan of 2 days');

    scrollTo(screen.getByRole('region', { name: /Day 2/ }));
    expect(map).toHaveTextContent('following day 2');
  });

  it('on a phone, waits to be asked for, above the plan', async () => {
    renderTrip(390);
    expect(screen.queryByRole('region', { name: 'Map of Lisbon: food and fado' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the map (2 places)' }));
    expect(screen.getByRole('region', { name: 'Map of Lisbon: food and fado' })).toBeInTheDocument();
  });
});
