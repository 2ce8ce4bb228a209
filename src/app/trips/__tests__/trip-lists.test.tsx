import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type * as Session from '@/app/session';
import type { TripSummary } from '@/domain/itineraries/types';
import { aTripSummary } from '@/testing/builders';
import { MyTrips } from '../trip-lists';

/** The session as /trips reads it; `status` 'loading' is Auth still reading its stored sign-in after a restart. */
const session = vi.hoisted((): { status: Session.SessionStatus; uid: string | null } => ({ status: 'ready', uid: 'ana' }));
vi.mock('@/app/session', (): Partial<typeof Session> => ({
  useSessionStatus: () => session.status,
  useSignedInUser: () => (session.uid ? { uid: session.uid } : null),
}));

/** The server's answer, and this device's Firestore cache. */
const data = vi.hoisted(() => ({
  server: (): Promise<TripSummary[]> => new Promise(() => {}),
  cache: (): Promise<TripSummary[] | null> => Promise.resolve(null),
}));
vi.mock('@/features/itineraries/api/service', () => ({
  itinerariesApi: () => Promise.resolve({ listMyTrips: () => data.server(), listMyTripsFromCache: () => data.cache() }),
}));
vi.mock('@/features/itineraries/collaborators/invitations-list', () => ({ InvitationsList: () => null }));

const lisbon = aTripSummary({ id: 'lisbon', title: 'Lisbon food guide', creatorId: 'ana', relation: 'created' });

function renderTrips() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/trips']}>
        <MyTrips />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The list's lazy chunk, loaded once before the tests, so waiting for it never eats a test's time.
beforeAll(async () => {
  await import('@/features/itineraries/trips/trips-list');
});

beforeEach(() => {
  session.status = 'ready';
  session.uid = 'ana';
  data.server = () => new Promise(() => {});
  data.cache = () => Promise.resolve(null);
});

describe('/trips before the list has come', () => {
  it('says it is loading, as a busy status, while Auth still reads the stored sign-in', () => {
    session.status = 'loading';
    session.uid = null;
    renderTrips();
    const loading = screen.getByRole('status', { name: 'Loading your trips' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveTextContent('Loading your trips…');
    expect(screen.queryByText(/No trips yet/)).not.toBeInTheDocument();
  });

  it('says it is loading while the server has not answered and the cache holds nothing', async () => {
    renderTrips();
    expect(await screen.findByRole('status', { name: 'Loading your trips' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list', { name: 'Trips' })).not.toBeInTheDocument();
  });

  it('shows the list this device last read at once, busy until the server answers', async () => {
    data.cache = () => Promise.resolve([lisbon]);
    renderTrips();
    const list = await screen.findByRole('list', { name: 'Trips' });
    expect(within(list).getByRole('heading', { name: 'Lisbon food guide' })).toBeInTheDocument();
    expect(list.closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the server list, not busy, once it answers', async () => {
    const porto = aTripSummary({ id: 'porto', title: 'Porto weekend', creatorId: 'ana', relation: 'created' });
    data.cache = () => Promise.resolve([lisbon]);
    data.server = () => Promise.resolve([porto]);
    renderTrips();
    const list = await screen.findByRole('list', { name: 'Trips' });
    expect(await within(list).findByRole('heading', { name: 'Porto weekend' })).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: 'Lisbon food guide' })).not.toBeInTheDocument();
    expect(list.closest('[aria-busy="true"]')).toBeNull();
  });
});
