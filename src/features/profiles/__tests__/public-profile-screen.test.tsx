/* eslint-disable import-x/no-restricted-paths --
   The screen is composed in its route module (src/app/routes/public-profile.tsx),
   so these tests render it through the app's real routes and session: the
   404 page, the layout's single h1 and the sign-in redirect are part of what
   a person sees. Feature code itself never imports src/app. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { queryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { accountChanged } from '@/app/session';
import { profileFirstPaint } from '../../../../functions/src/link-preview/first-paint';
import type * as UsersModule from '@/services/firebase/collections/users';
import type * as ItinerariesModule from '@/services/firebase/collections/itineraries';
import { toAppError } from '@/services/firebase/errors';
import { getUserState } from '@/stores/use-user-store';
import { aProfile } from '@/testing/builders';
import { markupShape, pageFirstPaintJson } from '@/testing/server-paint';
import { ANA, ANA_TRIPS, BEN, CLEO, FakeProfiles, MIA } from './fake-profiles';

const service = vi.hoisted(() => ({
  getPublicProfileByUsername: vi.fn<typeof UsersModule.getPublicProfileByUsername>(),
  follow: vi.fn<typeof UsersModule.follow>(),
  unfollow: vi.fn<typeof UsersModule.unfollow>(),
  loadProfiles: vi.fn<typeof UsersModule.loadProfiles>(),
  subscribeProfile: vi.fn<typeof UsersModule.subscribeProfile>(),
  getPrivateAccount: vi.fn<typeof UsersModule.getPrivateAccount>(),
  listPublicItinerariesByCreator: vi.fn<typeof ItinerariesModule.listPublicItinerariesByCreator>(),
}));

vi.mock('@/services/firebase/collections/users', () => ({
  getPublicProfileByUsername: service.getPublicProfileByUsername,
  follow: service.follow,
  unfollow: service.unfollow,
  loadProfiles: service.loadProfiles,
  subscribeProfile: service.subscribeProfile,
  getPrivateAccount: service.getPrivateAccount,
}));

vi.mock('@/services/firebase/collections/itineraries', () => ({
  listPublicItinerariesByCreator: service.listPublicItinerariesByCreator,
}));

let db: FakeProfiles;

beforeEach(() => {
  // The route's loader and the screen share the app's client: each test starts with an empty cache.
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
  // restoreMocks does not clear vi.fn() calls or queued answers between tests.
  vi.resetAllMocks();
  db = new FakeProfiles().add(ANA, BEN, CLEO, MIA).addTrips(ANA.id, ANA_TRIPS);
  service.getPublicProfileByUsername.mockImplementation(async (username) => db.byUsername(username));
  service.follow.mockImplementation(async (me, target) => db.follow(me, target));
  service.unfollow.mockImplementation(async (me, target) => db.unfollow(me, target));
  service.loadProfiles.mockImplementation(async (uids, pageSize) => db.loadProfiles(uids, pageSize));
  service.subscribeProfile.mockImplementation((uid, onNext) => {
    queueMicrotask(() => onNext(db.get(uid), { fromCache: false, hasPendingWrites: false }));
    return () => undefined;
  });
  service.getPrivateAccount.mockResolvedValue(null);
  service.listPublicItinerariesByCreator.mockImplementation(async (uid, limit) => db.listTrips(uid, limit));
  // Signed out, Auth loaded.
  accountChanged(null);
  // Route errors and start-up notices are logged; keep the output readable.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  accountChanged(null);
  Reflect.deleteProperty(navigator, 'share');
});

function signInAs(uid: string, displayName: string) {
  act(() =>
    accountChanged({ uid, displayName, email: `${uid}@example.com`, phoneNumber: null, photoURL: null }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, ...view };
}

/** Waits for the profile to be on screen (its h1 names the person). */
async function profileLoaded(name = 'Ana Costa') {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}

async function tripsLoaded() {
  return screen.findByRole('link', { name: 'Lisbon food and fado' });
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('first paint', () => {
  it('paints the layout and a skeleton headed by the username before the profile arrives', async () => {
    const pending = deferred<UsersModule.Profile | null>();
    service.getPublicProfileByUsername.mockReturnValueOnce(pending.promise);
    renderAt('/ana');

    const heading = await screen.findByRole('heading', { level: 1, name: '@ana' }, { timeout: 3000 });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(document.title).toBe('@ana · Wayfare'));

    await act(async () => pending.resolve(db.byUsername('ana')));
    const loaded = await profileLoaded();
    expect(loaded.closest('section')).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([loaded]);
  });

  it('reads the profile once: the screen shows what the route read before it rendered', async () => {
    renderAt('/ana');
    await profileLoaded();
    await tripsLoaded();
    expect(service.getPublicProfileByUsername).toHaveBeenCalledTimes(1);
    expect(service.getPublicProfileByUsername).toHaveBeenCalledWith('ana');
  });

  it('shows the network error page with Reload when the network fails while the profile loads', async () => {
    service.getPublicProfileByUsername.mockRejectedValueOnce(toAppError({ code: 'unavailable' }));
    renderAt('/ana');

    const heading = await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }, { timeout: 3000 });
    expect(screen.getByText(/The network failed while this page was loading/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(/Page Not Found/)).not.toBeInTheDocument();
  });
});

describe('a page the server painted (a shared link)', () => {
  /** The JSON the server writes in the head of /ana, and its markup in #root. */
  function serverPage(photoURL: string | null, details: { homeCity: string | null; bio: string | null } = { homeCity: null, bio: null }) {
    const known = { username: 'ana', displayName: 'Ana Costa', photoURL, ...details };
    pageFirstPaintJson(known);
    const server = document.createElement('div');
    server.innerHTML = profileFirstPaint(known);
    return server;
  }

  it.each([
    ['an initial', null, { homeCity: null, bio: null }],
    ['a photo, a city and a bio', 'https://example.com/ana.jpg', { homeCity: 'Lisbon <PT>', bio: 'Tiles & tarts.\nFado.' }],
  ])("first paints the server's markup with %s: same header and name, nothing moves", async (_kind, photoURL, details) => {
    service.getPublicProfileByUsername.mockReturnValueOnce(new Promise(() => undefined));
    const server = serverPage(photoURL, details);
    renderAt('/ana');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ana Costa' }, { timeout: 3000 });
    expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('img', { name: 'Ana Costa' })).toBeInTheDocument();
    expect(markupShape(document.querySelector('.layout__header'))).toBe(markupShape(server.querySelector('.layout__header')));
    expect(markupShape(document.querySelector('main'))).toBe(markupShape(server.querySelector('main')));
  });

  it('then shows the loaded profile, with one h1 throughout, axe clean', async () => {
    const pending = deferred<UsersModule.Profile | null>();
    service.getPublicProfileByUsername.mockReturnValueOnce(pending.promise);
    serverPage(null);
    renderAt('/ana');
    await screen.findByRole('heading', { level: 1, name: 'Ana Costa' }, { timeout: 3000 });
    expect(screen.queryByRole('heading', { level: 1, name: '@ana' })).toBeNull();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await act(async () => pending.resolve(db.byUsername('ana')));
    // The loaded header: the same name, now with its counts.
    await screen.findByRole('button', { name: '2 followers' }, { timeout: 10_000 });
    const loaded = screen.getByRole('heading', { level: 1, name: 'Ana Costa' });
    expect(loaded.closest('section')).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([loaded]);
  }, 20_000);

  it("keeps the username skeleton on another profile's page", async () => {
    service.getPublicProfileByUsername.mockReturnValueOnce(new Promise(() => undefined));
    serverPage(null);
    renderAt('/ben');
    expect(await screen.findByRole('heading', { level: 1, name: '@ben' }, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('the profile', () => {
  it('shows photo, name, username, bio, home city, counts and public trips from the service', async () => {
    renderAt('/ana');
    const heading = await profileLoaded();

    expect(service.getPublicProfileByUsername).toHaveBeenCalledWith('ana');
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(screen.getByRole('img', { name: 'Ana Costa' })).toHaveAttribute('src', '/demo/avatars/ana.svg');
    expect(screen.getByText('@ana')).toBeInTheDocument();
    expect(screen.getByText('Slow travel, long lunches, every tram line in Lisbon.')).toBeInTheDocument();
    expect(screen.getByText(/Home city:/).parentElement).toHaveTextContent('Home city: Lisbon');
    expect(screen.getByRole('button', { name: '2 followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 following' })).toBeInTheDocument();

    await tripsLoaded();
    expect(service.listPublicItinerariesByCreator).toHaveBeenCalledWith('ana-uid', expect.any(Number));
    const trips = within(screen.getByRole('region', { name: 'Public trips' })).getAllByRole('article');
    expect(trips).toHaveLength(2);
    const [lisbon, azores] = trips as [HTMLElement, HTMLElement];
    expect(within(lisbon).getByRole('link', { name: 'Lisbon food and fado' })).toHaveAttribute(
      'href',
      '/ana/lisbon-food-and-fado',
    );
    expect(lisbon).toHaveTextContent('Lisbon · Sintra');
    expect(lisbon).toHaveTextContent(/7 days · .*2026/);
    expect(within(lisbon).queryByText('Paid')).not.toBeInTheDocument();
    expect(azores).toHaveTextContent('São Miguel');
    expect(azores).toHaveTextContent('5 days');
    expect(within(azores).getByText('Paid')).toBeInTheDocument();
  });

  it('says when there are no public trips', async () => {
    renderAt('/ben');
    await profileLoaded('Ben Okafor');
    expect(await screen.findByText('Ben Okafor has no public trips yet.')).toBeInTheDocument();
  });

  it('shows the 404 page "Page Not Found" for a username with no profile', async () => {
    renderAt('/nobody');
    const heading = await screen.findByRole('heading', { level: 1, name: /Page Not Found/ }, { timeout: 3000 });
    expect(heading.textContent?.replace(/\s+/g, ' ').trim()).toBe('Error 404: Page Not Found');
    expect(service.getPublicProfileByUsername).toHaveBeenCalledWith('nobody');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Wayfare'));
    // It says what is missing, a traveller by that name, and offers Explore.
    expect(screen.getByText(/No traveller is called @nobody\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore travellers’ trips' })).toHaveAttribute('href', '/explore');
  });
});

describe('a trip opened within the profile (/{username}/{id})', () => {
  it('shows the chosen trip with a way into it, focused, and marks its card', async () => {
    renderAt('/ana/azores-hiking');
    await profileLoaded();
    const panelHeading = await screen.findByRole('heading', { level: 2, name: 'Azores hiking week' });
    const panel = panelHeading.closest('section') as HTMLElement;

    await waitFor(() => expect(panelHeading).toHaveFocus());
    expect(panel).toHaveTextContent('São Miguel');
    expect(panel).toHaveTextContent('5 days');
    expect(within(panel).getByText('Paid')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the trip' })).toHaveAttribute('href', '/trip/azores-hiking');
    // The cards render in a background pass after the panel.
    expect(await screen.findByRole('link', { name: 'Azores hiking week' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a trip from its card without leaving the profile', async () => {
    const { user, router } = renderAt('/ana');
    await profileLoaded();
    await user.click(await tripsLoaded());

    expect(router.state.location.pathname).toBe('/ana/lisbon-food-and-fado');
    const panelHeading = await screen.findByRole('heading', { level: 2, name: 'Lisbon food and fado' });
    await waitFor(() => expect(panelHeading).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Ana Costa');
  });

  it('says so when the trip is not among the public ones', async () => {
    renderAt('/ana/abcd1234');
    await profileLoaded();
    expect(await screen.findByRole('heading', { level: 2, name: 'Trip not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "All of Ana Costa's trips" })).toHaveAttribute('href', '/ana');
  });
});

describe('follow and unfollow', () => {
  it('sends a signed-out person to sign in, and back to the profile after', async () => {
    const { user, router } = renderAt('/ana');
    await profileLoaded();

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?next=/ana');
    expect(service.follow).not.toHaveBeenCalled();
  });

  it('completes the Follow asked for signed out once the person is back signed in, once', async () => {
    const { user, router } = renderAt('/ana');
    await profileLoaded();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));

    signInAs(MIA.id, MIA.displayName);
    await act(() => router.navigate('/ana'));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(service.follow).toHaveBeenCalledWith('mia-uid', 'ana-uid');
    await act(() => router.navigate('/ana/missing-trip'));
    await act(() => router.navigate('/ana'));
    expect(service.follow).toHaveBeenCalledTimes(1);
  });

  it('follows with both uids, showing the new count at once and updating the User store', async () => {
    signInAs(MIA.id, MIA.displayName);
    const write = deferred();
    service.follow.mockImplementationOnce(async (me, target) => {
      await write.promise;
      db.follow(me, target);
    });
    const { user } = renderAt('/ana');
    await profileLoaded();

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    // Optimistic: before the write has finished.
    expect(await screen.findByRole('button', { name: '3 followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(service.follow).toHaveBeenCalledWith('mia-uid', 'ana-uid');
    expect(getUserState().user?.following).toEqual(['ana-uid']);

    await act(async () => write.resolve());
    // The profile is read again after the write, and agrees.
    await waitFor(() => expect(service.getPublicProfileByUsername).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: '3 followers' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a failed follow shows the original message by the button and puts the count back', async () => {
    signInAs(MIA.id, MIA.displayName);
    service.follow.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    const { user } = renderAt('/ana');
    await profileLoaded();

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Missing or insufficient permissions.');
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAccessibleDescription(
      'Missing or insufficient permissions.',
    );
    expect(screen.getByRole('button', { name: '2 followers' })).toBeInTheDocument();
    expect(getUserState().user?.following ?? []).not.toContain('ana-uid');
  });

  it('unfollows someone followed, and a failed unfollow puts them back', async () => {
    db.add(aProfile({ ...MIA, following: ['ana-uid'] }), { ...ANA, followers: [...ANA.followers, 'mia-uid'] });
    signInAs(MIA.id, MIA.displayName);
    const { user } = renderAt('/ana');
    await profileLoaded();
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 followers' })).toBeInTheDocument();

    service.unfollow.mockRejectedValueOnce(new Error('Quota exceeded.'));
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quota exceeded.');
    expect(screen.getByRole('button', { name: '3 followers' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: '2 followers' })).toBeInTheDocument();
    expect(service.unfollow).toHaveBeenLastCalledWith('mia-uid', 'ana-uid');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers "Edit profile" instead of Follow on one\'s own profile', async () => {
    signInAs(ANA.id, ANA.displayName);
    renderAt('/ana');
    await profileLoaded();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: /^(Follow|Unfollow)$/ })).not.toBeInTheDocument();
  });
});

describe('followers and following', () => {
  const many = Array.from({ length: 35 }, (_, index) => `f${String(index + 1).padStart(2, '0')}`);

  beforeEach(() => {
    // 35 followers, one of whom (f07) has deleted their profile.
    db.add({ ...ANA, followers: many });
    for (const id of many) {
      if (id !== 'f07') db.add(aProfile({ id, username: `${id}user`, displayName: `Traveller ${id}` }));
    }
  });

  it('lists followers in a dialog, 30 at a time, dropping missing profiles; Escape closes it', async () => {
    const { user } = renderAt('/ana');
    await profileLoaded();
    const opener = screen.getByRole('button', { name: '35 followers' });

    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Followers of Ana Costa' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(29));
    expect(service.loadProfiles).toHaveBeenCalledWith(many, 30);
    expect(within(dialog).getByRole('link', { name: /Traveller f01/ })).toHaveAttribute('href', '/f01user');
    expect(within(dialog).queryByRole('link', { name: /Traveller f07/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));

    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(34));
    expect(service.loadProfiles).toHaveBeenLastCalledWith(many.slice(30), 30);
    // Focus lands on the first of the newly shown people.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: /Traveller f31/ })).toHaveFocus());
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('lists who the person follows; an entry opens that profile', async () => {
    const { user, router } = renderAt('/ana');
    await profileLoaded();

    await user.click(screen.getByRole('button', { name: '1 following' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana Costa follows' });
    const ben = await within(dialog).findByRole('link', { name: /Ben Okafor/ });
    expect(ben).toHaveAttribute('href', '/ben');

    await user.click(ben);

    expect(router.state.location.pathname).toBe('/ben');
    expect(await profileLoaded('Ben Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('share', () => {
  it('opens the share sheet with a title saying a profile is shared and the profile link', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderAt('/ana');
    await profileLoaded();

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({
      title: 'A Wayfare profile shared with you: Ana Costa (@ana)',
      url: `${window.location.origin}/ana`,
    });
  });

  it('ignores a cancelled or failed share silently', async () => {
    const share = vi
      .fn<(data: ShareData) => Promise<void>>()
      .mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderAt('/ana');
    await profileLoaded();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('copies the link and says "Link copied" where there is no share sheet', async () => {
    const { user } = renderAt('/ana');
    await profileLoaded();
    expect('share' in navigator).toBe(false);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ana`);
    const toast = await screen.findByText('Link copied');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/ana`);
  });
});

describe('page title and Open Graph tags', () => {
  it('names the person once loaded, and puts the previous tags back when the screen goes', async () => {
    const siteTitle = document.createElement('meta');
    siteTitle.setAttribute('property', 'og:title');
    siteTitle.setAttribute('content', 'Wayfare: plan trips together');
    document.head.append(siteTitle);
    document.title = 'Wayfare';
    const meta = (property: string) =>
      document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;

    const view = renderAt('/ana');
    await profileLoaded();

    await waitFor(() => expect(document.title).toBe('Ana Costa (@ana) · Wayfare'));
    expect(meta('og:title')).toBe('Ana Costa (@ana) on Wayfare');
    expect(meta('og:description')).toBe('Slow travel, long lunches, every tram line in Lisbon.');
    expect(meta('og:image')).toBe(`${window.location.origin}/demo/avatars/ana.svg`);
    expect(meta('og:url')).toBe(`${window.location.origin}/ana`);
    expect(meta('og:type')).toBe('profile');

    view.unmount();
    expect(meta('og:title')).toBe('Wayfare: plan trips together');
    expect(meta('og:image')).toBeNull();
    expect(meta('og:url')).toBeNull();
    siteTitle.remove();
  });
});

describe('accessibility', () => {
  async function expectNoAxeViolations() {
    const results = await axe.run(document.body, {
      // jsdom cannot compute colours; contrast is checked in the browser (e2e).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }

  it('has no axe violations on the loaded profile, with a trip open, and with a list open', async () => {
    signInAs(MIA.id, MIA.displayName);
    const { user } = renderAt('/ana/lisbon-food-and-fado');
    await profileLoaded();
    await screen.findByRole('heading', { level: 2, name: 'Lisbon food and fado' });
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: '2 followers' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('link', { name: /Ben Okafor/ });
    await expectNoAxeViolations();
  });

  it('has no axe violations while loading', async () => {
    service.getPublicProfileByUsername.mockReturnValueOnce(new Promise(() => undefined));
    renderAt('/ana');
    await screen.findByRole('heading', { level: 1, name: '@ana' }, { timeout: 3000 });
    await expectNoAxeViolations();
  });
});
