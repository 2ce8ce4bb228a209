import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type * as ExploreQueries from '@/services/firebase/collections/explore-queries';
import type * as PublicReads from '@/services/firebase/collections/itineraries/public-reads';
import { toAppError } from '@/services/firebase/errors';
import type { TripFirstPaint } from '@/domain/itineraries/first-paint';
import { tripFirstPaint } from '../../../functions/src/link-preview/first-paint';
import { markupShape, pageFirstPaintJson } from '@/testing/server-paint';
import { RouteErrorBoundary, RootErrorBoundary } from '../error-boundary';
import { keepServerPaint } from '../kept-server-paint';
import { notFound } from '../error-status';
import { Layout } from '../layout';
import { lazyScreen, type ScreenModule } from '../lazy-screen';
import { queryClient } from '../query-client';
import { routes, ScreenPending } from '../router';

// A shared trip's public read: unanswered, so /trip/{id} stays on its skeleton.
const tripReads = vi.hoisted(() => ({
  prefetchPublicTrip: vi.fn<typeof PublicReads.prefetchPublicTrip>(),
  readPublicItinerary: vi.fn<typeof PublicReads.readPublicItinerary>(),
  readPublicItems: vi.fn<typeof PublicReads.readPublicItems>(),
}));
vi.mock('@/services/firebase/collections/itineraries/public-reads', async (importOriginal) => ({
  ...(await importOriginal<typeof PublicReads>()),
  ...tripReads,
}));

// Explore's search: unanswered, so /explore stays on its card skeletons.
const exploreReads = vi.hoisted(() => ({ listExplorePage: vi.fn<typeof ExploreQueries.listExplorePage>() }));
vi.mock('@/services/firebase/collections/explore-queries', async (importOriginal) => ({
  ...(await importOriginal<typeof ExploreQueries>()),
  ...exploreReads,
}));

function renderAt(path: string, routeList: RouteObject[] = routes) {
  const router = createMemoryRouter(routeList, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The screen's h1, once its lazy module has loaded (until then, the loading screen's "Loading…"). */
async function screenHeading() {
  return screen.findByRole('heading', { level: 1, name: (name) => name !== 'Loading…' }, { timeout: 3000 });
}

/** The layout around every screen: main navigation, content, legal links. */
function expectLayout(heading: HTMLElement) {
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms-and-conditions');
  expect(screen.getByRole('main')).toContainElement(heading);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

/** The error page's h1: "Error {status}: {message}" (the status part is for screen readers). */
function expectErrorHeading(heading: HTMLElement, status: number, message: string) {
  expect(heading.textContent?.replace(/\s+/g, ' ').trim()).toBe(`Error ${status}: ${message}`);
}

const TOKEN = 'Zk3_9-qLmN0pR4sT8uVwXyAb'; // 24 characters

/** Every route of the app, with the heading its screen shows. */
const SCREENS: Array<[path: string, heading: string]> = [
  ['/', 'Plan trips together, day by day'],
  ['/home', 'Home'],
  ['/account', 'Account'],
  ['/auth', 'Sign in'],
  ['/auth/forgot-password', 'Reset your password'],
  ['/auth/phone', 'Sign in with your phone'],
  ['/auth/welcome', 'Welcome to Wayfare'],
  ['/discovery', 'Discover'],
  ['/discovery/abcd1234', 'Discover'],
  ['/explore', 'Explore'],
  // The city's own name (its skeleton, loaded on demand, may show first).
  ['/explore/lisbon', 'Lisbon'],
  ['/gift', 'Give a trip'],
  [`/invitation/${TOKEN}`, 'Trip invitation'],
  ['/organize', 'Your trips to organize'],
  ['/organize/abcd1234', 'Organize your trip'],
  ['/payment-successful', 'Payment successful'],
  ['/plan', 'Plan a trip'],
  ['/privacy', 'Privacy'],
  ['/profile', 'Your profile'],
  ['/proposals', 'Proposals'],
  ['/proposals/abcd1234', 'Proposal'],
  ['/quiz', 'Travel personality quiz'],
  ['/quote', 'Request a quote'],
  ['/quote/abcd1234', 'Quote'],
  ['/redeem', 'Redeem a gift'],
  ['/shop', 'Shop'],
  ['/shop/city-breaks', 'Shop: City breaks'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/travel-personality', 'Your travel personality'],
  ['/trips', 'My trips'],
  ['/trip', 'Current trip'],
  ['/trip/abcd1234', 'Loading the trip…'],
  ['/ana', '@ana'],
  ['/ana/lisbon-food-and-fado', '@ana'],
];

beforeEach(() => {
  // Loaders and screens share the app's client: each test starts with an empty cache.
  queryClient.clear();
  vi.resetAllMocks();
  tripReads.readPublicItinerary.mockReturnValue(new Promise(() => undefined));
  tripReads.readPublicItems.mockReturnValue(new Promise(() => undefined));
  exploreReads.listExplorePage.mockReturnValue(new Promise(() => undefined));
  // Route errors of status 500 are logged by the app's error handler.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('every screen of the spec', () => {
  it.each(SCREENS)('%s shows its screen "%s" inside the layout', async (path, title) => {
    renderAt(path);
    const heading = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
    expectLayout(heading);
  });
});

describe('unknown paths', () => {
  it.each(['/a/b/c', '/trips/x/y', '/explore/lisbon/extra'])('%s is a 404 naming the path', async (path) => {
    renderAt(path);
    const heading = await screenHeading();
    expectErrorHeading(heading, 404, `Page not found: ${path}`);
    expectLayout(heading);
  });
});

describe('route parameters that fail validation', () => {
  it.each([
    ['a malformed trip id', '/trip/bad!id'],
    ['a too-short discovery id', '/discovery/ab'],
    ['a username with capitals and a space', '/Ana%20X'],
    ['a username that is a route word', '/trips/abcd1234'],
    ['a profile item id that is malformed', '/ana/bad!id'],
    ['an invitation token too short to be real', '/invitation/short'],
    ['a shop theme that is not lower-case words', '/shop/Bad_Theme'],
  ])('%s (%s) is a 404 "Page Not Found"', async (_label, path) => {
    renderAt(path);
    const heading = await screenHeading();
    expectErrorHeading(heading, 404, 'Page Not Found');
    expectLayout(heading);
  });
});

describe('a screen that fails', () => {
  function failingRoutes(load: () => Promise<{ default: () => never }>): RouteObject[] {
    return [
      {
        path: '/',
        Component: Layout,
        ErrorBoundary: RootErrorBoundary,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [{ path: 'broken', lazy: lazyScreen(load) }],
          },
        ],
      },
    ];
  }

  it('shows 500 "Internal Server Error" inside the layout when the screen throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): never => {
      throw new Error('itinerary.days is undefined');
    };
    renderAt('/broken', failingRoutes(async () => ({ default: Broken })));
    const heading = await screenHeading();
    expectErrorHeading(heading, 500, 'Internal Server Error');
    expectLayout(heading);
    expect(screen.queryByText(/itinerary\.days/)).not.toBeInTheDocument();
  });

  it('shows 500 inside the layout when the screen module fails to evaluate', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(
      '/broken',
      failingRoutes(() => Promise.reject(new ReferenceError('html2pdf is not defined'))),
    );
    const heading = await screenHeading();
    expectErrorHeading(heading, 500, 'Internal Server Error');
    expectLayout(heading);
  });

  it('says the network failed and offers Reload when a chunk fails again right after a reload (no reload loop)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // This tab reloaded for this path a moment ago.
    sessionStorage.setItem(`wayfare:chunk-reload:${window.location.pathname}`, String(Date.now() - 1_000));
    renderAt(
      '/broken',
      failingRoutes(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/broken-1a2b.js')),
      ),
    );
    const heading = await screenHeading();
    expect(heading).toHaveTextContent('This page could not be loaded');
    expect(screen.getByText(/The network failed while this page was loading/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expectLayout(heading);
  });
});

describe('a screen that reads its data in the route loader', () => {
  function loaderRoutes(module: ScreenModule): RouteObject[] {
    return [
      {
        path: '/',
        Component: Layout,
        ErrorBoundary: RootErrorBoundary,
        children: [{ ErrorBoundary: RouteErrorBoundary, children: [{ path: ':name', lazy: lazyScreen(async () => module) }] }],
      },
    ];
  }

  const cityOptions = (name: string, read: (name: string) => Promise<string | null>) =>
    queryOptions({ queryKey: ['router-test', 'city', name], queryFn: () => read(name) });

  /** A screen whose loader reads a city into the app's client, and whose component reads the same query. */
  function cityScreen(read: (name: string) => Promise<string | null>): ScreenModule {
    return {
      loader: async ({ params }) => {
        const name = params.name ?? '';
        const city = await queryClient.ensureQueryData(cityOptions(name, read));
        if (city === null) throw notFound({ kind: 'traveller', username: name });
        return null;
      },
      default: function City() {
        const { data } = useSuspenseQuery(cityOptions('lisbon', read));
        return <h1>{data}</h1>;
      },
    };
  }

  it('reads once, in the loader: the screen shows that answer without reading again', async () => {
    const read = vi.fn(async () => 'Lisbon');
    renderAt('/lisbon', loaderRoutes(cityScreen(read)));
    const heading = await screenHeading();
    expect(heading).toHaveTextContent('Lisbon');
    expectLayout(heading);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("shows the route's 404 page, naming what is missing, when the loader finds nothing", async () => {
    renderAt('/nobody', loaderRoutes(cityScreen(async () => null)));
    const heading = await screenHeading();
    expectErrorHeading(heading, 404, 'Page Not Found');
    expectLayout(heading);
    expect(screen.getByText(/No traveller is called @nobody\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore travellers’ trips' })).toHaveAttribute('href', '/explore');
  });

  it('shows the network error page with Reload when the network fails in the loader', async () => {
    queryClient.setQueryDefaults(['router-test'], { retry: false });
    const read = vi.fn(() => Promise.reject(toAppError({ code: 'unavailable' })));
    renderAt('/lisbon', loaderRoutes(cityScreen(read)));
    const heading = await screenHeading();
    expect(heading).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expectLayout(heading);
  });

  it('shows 500 for a loader failure that is not the network', async () => {
    queryClient.setQueryDefaults(['router-test'], { retry: false });
    renderAt('/lisbon', loaderRoutes(cityScreen(() => Promise.reject(new TypeError('city.name is undefined')))));
    const heading = await screenHeading();
    expectErrorHeading(heading, 500, 'Internal Server Error');
    expectLayout(heading);
  });
});

describe('a shared trip (/trip/{id})', () => {
  it('starts the public read in the loader, once; the skeleton waits for that read without asking again', async () => {
    renderAt('/trip/abcd1234');
    const heading = await screenHeading();
    expect(heading).toHaveAccessibleName('Loading the trip…');
    expectLayout(heading);
    expect(tripReads.prefetchPublicTrip).toHaveBeenCalledTimes(1);
    expect(tripReads.prefetchPublicTrip).toHaveBeenCalledWith('abcd1234');
    expect(tripReads.readPublicItinerary).toHaveBeenCalledTimes(1);
    expect(tripReads.readPublicItinerary).toHaveBeenCalledWith(expect.anything(), 'abcd1234');
    expect(tripReads.readPublicItems).toHaveBeenCalledTimes(1);
  });
});

describe('a shared trip the server painted (/trip/{id} from its link)', () => {
  const known: TripFirstPaint = {
    kind: 'trip',
    id: 'abcd1234',
    title: 'Tiles & tarts <of> Lisbon',
    public: true,
    clonedFrom: null,
    isPaidItinerary: false,
    period: { start: '2027-05-01', end: '2027-05-04' },
    days: 4,
    destinations: ['Lisbon', 'Sintra'],
    description: 'Azulejos by day,\nfado by night.',
    itineraryImageSrc: '/demo/covers/lisbon.jpg',
  };

  /** The page as the server sends it: the JSON in the head, the markup in #root, kept as main.tsx keeps it. */
  function serverPage(facts: TripFirstPaint, path = `/trip/${facts.id}`) {
    pageFirstPaintJson(facts);
    const server = document.createElement('div');
    server.innerHTML = tripFirstPaint(facts);
    keepServerPaint(server, path);
    onTestFinished(() => keepServerPaint(document.createElement('div')));
    return server;
  }

  it("keeps the server's heading on screen from the first render, then draws the same markup itself: nothing moves", async () => {
    const server = serverPage(known);
    renderAt('/trip/abcd1234');
    // Before the trip screen's module is here: the server's own markup, kept.
    const kept = await screen.findByRole('heading', { level: 1, name: 'Tiles & tarts <of> Lisbon' });
    expect(kept.closest('.kept-server-paint')).not.toBeNull();
    // Then the screen's skeleton, from the JSON, while the trip's read is on its way.
    await vi.waitFor(() => expect(document.querySelector('.kept-server-paint')).toBeNull(), { timeout: 3000 });
    const heading = screen.getByRole('heading', { level: 1, name: 'Tiles & tarts <of> Lisbon' });
    expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
    expectLayout(heading);
    expect(markupShape(document.querySelector('.layout__header'))).toBe(markupShape(server.querySelector('.layout__header')));
    expect(markupShape(document.querySelector('main'))).toBe(markupShape(server.querySelector('main')));
  });

  it.each([
    ['a paid, cloned trip without dates, description or cover', { isPaidItinerary: true, clonedFrom: 'xyz98765', period: null, description: '', itineraryImageSrc: null, destinations: [] }],
  ])('draws the same markup for %s', async (_kind, changes) => {
    const server = serverPage({ ...known, ...changes });
    renderAt('/trip/abcd1234');
    await vi.waitFor(() => expect(document.querySelector('.kept-server-paint')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Public trip · cloned · paid itinerary')).toBeInTheDocument();
    expect(markupShape(document.querySelector('main'))).toBe(markupShape(server.querySelector('main')));
  });

  it("uses another trip's server paint nowhere: this trip starts from its own skeleton", async () => {
    serverPage({ ...known, id: 'other999' });
    renderAt('/trip/abcd1234');
    const heading = await screenHeading();
    expect(heading).toHaveAccessibleName('Loading the trip…');
    expect(screen.queryByText('Tiles & tarts <of> Lisbon')).not.toBeInTheDocument();
  });
});

describe('Explore (/explore)', () => {
  it("starts the address's search in the loader, once; the results wait for that read without asking again", async () => {
    renderAt('/explore?destination=Lisbon&sort=newest');
    const heading = await screenHeading();
    expect(heading).toHaveAccessibleName('Explore');
    await vi.waitFor(() => expect(exploreReads.listExplorePage).toHaveBeenCalled());
    // A moment for a second read to show up, if the screen asked again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exploreReads.listExplorePage).toHaveBeenCalledTimes(1);
    expect(exploreReads.listExplorePage.mock.calls[0]?.[1]).toMatchObject({ sort: 'newest' });
  });
});

describe('a destination on Explore (/explore/{id})', () => {
  it('shows the city the route read', async () => {
    renderAt('/explore/lisbon');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lisbon' }, { timeout: 5000 });
    expectLayout(heading);
  });

  it("is the route's 404 page for a city we do not know, with a way to Explore", async () => {
    renderAt('/explore/atlantis-nowhere');
    const heading = await screen.findByRole('heading', { level: 1, name: /not found/ }, { timeout: 5000 });
    expectErrorHeading(heading, 404, 'Destination not found');
    expectLayout(heading);
    expect(screen.getByText('We know no city with this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search every public trip on Explore' })).toHaveAttribute('href', '/explore');
  });
});

describe('route modules', () => {
  const screens = routes[0]?.children?.[0]?.children ?? [];

  it('puts every screen inside the one layout', () => {
    expect(routes).toHaveLength(1);
    expect(routes[0]?.path).toBe('/');
    expect(routes[0]?.Component).toBe(Layout);
    // 26 screens of the spec's table (some share a module; /explore and /explore/{id}, /proposals and
    // /proposals/{id}, /trip and /trip/{id} are two routes of one), onboarding, and the unknown-path page
    expect(screens).toHaveLength(31);
  });

  it('loads every screen on demand', () => {
    for (const route of screens) {
      expect(typeof route.lazy).toBe('function');
      expect(route.Component).toBeUndefined();
      expect(route.element).toBeUndefined();
    }
  });
});

describe('the screen still loading', () => {
  it('has a heading for screen readers, out of sight', () => {
    render(<ScreenPending />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Loading…' });
    expect(heading).toHaveClass('visually-hidden');
  });
});
