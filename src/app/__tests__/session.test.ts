import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as AuthModule from '@/services/firebase/auth';
import type * as UsersModule from '@/services/firebase/collections/users';
import { defaultUserPreferences } from '@/stores/types';
import { agentActions, getAgentState } from '@/stores/use-agent-store';
import { getUserState, signedOutSession, userActions } from '@/stores/use-user-store';
import { snapshotStores } from '@/stores/registry';
import type { Proposal } from '@/domain/agents/types';
import { anAuthAccount } from '@/features/accounts/components/__tests__/fixtures';
import { aProfile } from '@/testing/builders';
import { fakeFeed } from '@/testing/fake-feed';
import { Layout } from '../layout';
import {
  accountChanged,
  profileCreated,
  profileRecheck,
  signOut,
  useOwnProfile,
  useProfileStatus,
  useSignedInUser,
} from '../session';

type ProfileListener = {
  uid: string;
  /** A snapshot; from the server unless `source` says otherwise. */
  onNext: (p: UsersModule.Profile | null, source?: UsersModule.ProfileSource) => void;
  onError: (e: Error) => void;
};

const FROM_SERVER: UsersModule.ProfileSource = { fromCache: false, hasPendingWrites: false };
const FROM_CACHE: UsersModule.ProfileSource = { fromCache: true, hasPendingWrites: false };

const auth = vi.hoisted(() => ({
  signOutAccount: vi.fn<typeof AuthModule.signOutAccount>(),
  subscribeAuth: vi.fn<typeof AuthModule.subscribeAuth>(),
  getAuthInstance: vi.fn<typeof AuthModule.getAuthInstance>(),
}));
const users = vi.hoisted(() => ({
  subscribeProfile: vi.fn<typeof UsersModule.subscribeProfile>(),
  getPrivateAccount: vi.fn<typeof UsersModule.getPrivateAccount>(),
  getOwnProfileFromServer: vi.fn<typeof UsersModule.getOwnProfileFromServer>(),
}));
vi.mock('@/services/firebase/auth', () => auth);
vi.mock('@/services/firebase/collections/users', () => users);

const ANA_ACCOUNT = anAuthAccount({ displayName: 'Ana (Auth)' });

const ANA: UsersModule.Profile = aProfile({
  id: 'anaRibeiro01',
  username: 'ana',
  displayName: 'Ana Ribeiro',
  photoURL: '/demo/avatars/ana.svg',
  bio: 'Food and fado.',
  homeCity: 'Lisbon',
  following: ['marcoRossi01'],
  followers: ['marcoRossi01', 'leaMartin01'],
});

const ANA_PRIVATE: UsersModule.PrivateAccount = {
  email: 'ana@demo.wayfare.test',
  phone: null,
  userPreferences: { currency: 'GBP', distanceUnit: 'mi', homeCity: 'Lisbon', travelPersonality: 'foodie' },
  stripeCustomerId: 'cus_ana',
};

let listeners: ProfileListener[] = [];
const unsubscribe = vi.fn();

beforeEach(() => {
  vi.resetAllMocks();
  listeners = [];
  users.subscribeProfile.mockImplementation((uid, onNext, onError) => {
    listeners.push({ uid, onNext: (profile, source = FROM_SERVER) => onNext(profile, source), onError });
    return unsubscribe;
  });
  users.getPrivateAccount.mockResolvedValue(ANA_PRIVATE);
  users.getOwnProfileFromServer.mockResolvedValue(null);
  auth.signOutAccount.mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  // Sign out between tests: the session lives in its module.
  act(() => accountChanged(null));
});

/** Signs Ana in and waits until the session follows her profile. */
async function signInAna(): Promise<ProfileListener> {
  act(() => accountChanged(ANA_ACCOUNT));
  await vi.waitFor(() => expect(listeners).toHaveLength(1));
  const listener = listeners[0]!;
  expect(listener.uid).toBe('anaRibeiro01');
  return listener;
}

describe('after Auth reports a user', () => {
  it('puts the profile and the private account into the User store', async () => {
    const listener = await signInAna();
    await vi.waitFor(() => expect(users.getPrivateAccount).toHaveBeenCalledWith('anaRibeiro01'));
    act(() => listener.onNext(ANA));

    await vi.waitFor(() => expect(getUserState().user?.stripeCustomerId).toBe('cus_ana'));
    expect(getUserState()).toEqual({
      uid: 'anaRibeiro01',
      user: {
        id: 'anaRibeiro01',
        username: 'ana',
        displayName: 'Ana Ribeiro',
        photoURL: '/demo/avatars/ana.svg',
        following: ['marcoRossi01'],
        followers: ['marcoRossi01', 'leaMartin01'],
        stripeCustomerId: 'cus_ana',
      },
      userPreferences: ANA_PRIVATE.userPreferences,
      // The session, in the same store: the whole profile, the private account, Auth's account.
      session: { status: 'ready', account: ANA_ACCOUNT, profile: ANA, profileStatus: 'ready', privateAccount: ANA_PRIVATE, privateLoaded: true },
    });
    // bio and home city are not in the spec's User entity; the session keeps the whole profile.
    const { result } = renderHook(() => useOwnProfile());
    expect(result.current).toEqual(ANA);
  });

  it('shows a Follow in the own profile at once, before the next snapshot (one follow list, the User store’s)', async () => {
    const listener = await signInAna();
    act(() => listener.onNext(ANA));
    const { result } = renderHook(() => useOwnProfile());
    await vi.waitFor(() => expect(result.current?.following).toEqual(['marcoRossi01']));
    act(() => userActions.followingChanged(['marcoRossi01', 'leaMartin01']));
    expect(result.current).toEqual({ ...ANA, following: ['marcoRossi01', 'leaMartin01'] });
    // The snapshot that follows agrees, and the profile is the session's own again.
    const snapshot = { ...ANA, following: ['marcoRossi01', 'leaMartin01'] };
    act(() => listener.onNext(snapshot));
    expect(result.current).toEqual(snapshot);
  });

  it('keeps the private stripeCustomerId when the profile arrives after it', async () => {
    const listener = await signInAna();
    await act(async () => {
      await Promise.resolve();
    });
    act(() => listener.onNext({ ...ANA, followers: [] }));
    act(() => listener.onNext(ANA));
    await vi.waitFor(() => expect(getUserState().user?.stripeCustomerId).toBe('cus_ana'));
    expect(getUserState().user?.followers).toEqual(['marcoRossi01', 'leaMartin01']);
  });

  it('says when the user has no profile yet, so screens send them to onboarding', async () => {
    const { result } = renderHook(() => useProfileStatus());
    expect(result.current).toBe('signed-out');
    const listener = await signInAna();
    expect(result.current).toBe('loading');
    await act(async () => listener.onNext(null));
    expect(result.current).toBe('missing');
    // Onboarding created it: ready at once, without waiting for the live read.
    act(() => profileCreated(ANA));
    expect(result.current).toBe('ready');
    expect(getUserState().user?.username).toBe('ana');
  });

  it('does not subscribe again when Auth reports the same user again', async () => {
    await signInAna();
    act(() => accountChanged({ ...ANA_ACCOUNT, email: 'ana.new@demo.wayfare.test' }));
    expect(users.subscribeProfile).toHaveBeenCalledTimes(1);
    const { result } = renderHook(() => useSignedInUser());
    expect(result.current?.email).toBe('ana.new@demo.wayfare.test');
  });

  it('reports a profile that cannot be read, and carries on', async () => {
    const { result } = renderHook(() => useProfileStatus());
    const listener = await signInAna();
    act(() => listener.onError(new Error('Missing or insufficient permissions.')));
    expect(result.current).toBe('error');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Missing or insufficient permissions.'));
  });
});

describe('never "no profile" from a cache or a failure', () => {
  it('does not take a cached "missing" for an answer: only the server says there is no profile', async () => {
    const { result } = renderHook(() => useProfileStatus());
    const listener = await signInAna();
    // This device read "no profile" before onboarding (or knows nothing while offline).
    act(() => listener.onNext(null, FROM_CACHE));
    expect(result.current).toBe('loading');
    act(() => listener.onNext(ANA, FROM_SERVER));
    expect(result.current).toBe('ready');
    // A later cached "missing" (the cache lost the document) does not undo what the server said.
    act(() => listener.onNext(null, FROM_CACHE));
    expect(result.current).toBe('ready');
    expect(getUserState().user?.username).toBe('ana');
  });

  it('asks the server itself before a live "missing" counts: the cache may pass it off as current', async () => {
    const { result } = renderHook(() => useProfileStatus());
    const listener = await signInAna();
    // The server cannot be reached: the "missing" is not confirmed, and is asked again later.
    users.getOwnProfileFromServer.mockRejectedValueOnce(new Error('Failed to fetch'));
    await act(async () => listener.onNext(null, FROM_SERVER));
    expect(users.getOwnProfileFromServer).toHaveBeenCalledWith('anaRibeiro01');
    expect(result.current).toBe('error');
    // Back online: the server has the profile (made elsewhere), so that is the answer.
    users.getOwnProfileFromServer.mockResolvedValueOnce(ANA);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(result.current).toBe('ready'));
    expect(getUserState().user?.username).toBe('ana');
  });

  it('drops the server\'s "missing" when a newer answer came in meanwhile', async () => {
    const { result } = renderHook(() => useProfileStatus());
    const listener = await signInAna();
    let answer: (profile: UsersModule.Profile | null) => void = () => undefined;
    users.getOwnProfileFromServer.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    act(() => listener.onNext(null, FROM_SERVER));
    act(() => profileCreated(ANA));
    await act(async () => answer(null));
    expect(result.current).toBe('ready');
  });

  it('takes a profile from the cache at once', async () => {
    const { result } = renderHook(() => useProfileStatus());
    const listener = await signInAna();
    act(() => listener.onNext(ANA, FROM_CACHE));
    expect(result.current).toBe('ready');
  });

  it('follows the profile again after the live read fails, and recovers', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useProfileStatus());
      const listener = await signInAna();
      act(() => listener.onError(new Error('Failed to get document because the client is offline.')));
      expect(result.current).toBe('error');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_500);
      });
      expect(listeners).toHaveLength(2);
      act(() => listeners[1]!.onNext(ANA));
      expect(result.current).toBe('ready');
      // The failed listener's late answers are ignored.
      act(() => listener.onNext(null));
      expect(result.current).toBe('ready');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again at once when the browser comes back online, or Auth hands out a fresh token', async () => {
    const { result } = renderHook(() => useProfileStatus());
    const listener = await signInAna();
    act(() => listener.onError(new Error('offline')));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(listeners).toHaveLength(2));
    act(() => listeners[1]!.onError(new Error('Missing or insufficient permissions.')));
    // The token was refreshed: Auth reports the same account again.
    act(() => accountChanged({ ...ANA_ACCOUNT }));
    await vi.waitFor(() => expect(listeners).toHaveLength(3));
    act(() => listeners[2]!.onNext(ANA));
    expect(result.current).toBe('ready');
  });

  it('asks the server, not the cache, when onboarding finds the name already claimed by this user', async () => {
    const { result } = renderHook(() => useProfileStatus());
    const listener = await signInAna();
    await act(async () => listener.onNext(null));
    expect(result.current).toBe('missing');
    users.getOwnProfileFromServer.mockResolvedValueOnce(ANA);
    await act(async () => {
      expect(await profileRecheck()).toBe('ready');
    });
    expect(users.getOwnProfileFromServer).toHaveBeenCalledWith('anaRibeiro01');
    expect(result.current).toBe('ready');
  });
});

describe('logout', () => {
  it('signs out of Auth and clears the user and agent stores, preferences back to defaults', async () => {
    const listener = await signInAna();
    act(() => listener.onNext(ANA));
    await vi.waitFor(() => expect(getUserState().userPreferences.currency).toBe('GBP'));
    const proposals = fakeFeed<Proposal[]>();
    agentActions.agentOpened('anaRibeiro01', () =>
      Promise.resolve({ subscribeAgentProposals: proposals.subscribe, listClients: () => Promise.resolve([]) }),
    );
    await vi.waitFor(() => expect(proposals.listening).toBe(1));
    sessionStorage.setItem('wayfare:draft:profile:anaRibeiro01', '{"bio":"half-typed"}');

    await act(() => signOut());

    expect(auth.signOutAccount).toHaveBeenCalledTimes(1);
    expect(getUserState()).toEqual({ user: null, uid: null, userPreferences: defaultUserPreferences(), session: signedOutSession('ready') });
    expect(proposals.listening).toBe(0);
    expect(getAgentState().proposals.key).toBeNull();
    expect(unsubscribe).toHaveBeenCalled();
    expect(sessionStorage.getItem('wayfare:draft:profile:anaRibeiro01')).toBeNull();
    const { result } = renderHook(() => useProfileStatus());
    expect(result.current).toBe('signed-out');
  });

  it('keeps, over a sign-out in another tab, the draft of an edit to your own trip, for you only', async () => {
    await signInAna();
    const itemDraft = 'wayfare:draft:of:anaRibeiro01:item:trip-1:castle';
    sessionStorage.setItem(itemDraft, '{"notes":"Ask for the rooftop table"}');
    sessionStorage.setItem('wayfare:draft:gift', '{"message":"For you"}');

    // Auth reports the sign-out made in the other tab.
    act(() => accountChanged(null));
    expect(sessionStorage.getItem(itemDraft)).toBe('{"notes":"Ask for the rooftop table"}');
    expect(sessionStorage.getItem('wayfare:draft:gift')).toBeNull();

    // Someone else signs in on this tab: Ana's draft is not theirs to see.
    act(() => accountChanged(anAuthAccount({ uid: 'marcoRossi02' })));
    expect(sessionStorage.getItem(itemDraft)).toBeNull();
  });

  it('ignores a late profile answer for the user who signed out', async () => {
    const listener = await signInAna();
    await act(() => signOut());
    act(() => listener.onNext(ANA));
    expect(getUserState().user).toBeNull();
  });

  it('keeps the user signed in when Auth fails to sign out', async () => {
    const listener = await signInAna();
    act(() => listener.onNext(ANA));
    auth.signOutAccount.mockRejectedValueOnce(new Error('network'));
    await expect(signOut()).rejects.toThrow('network');
    expect(getUserState().user?.username).toBe('ana');
  });
});

describe('the header', () => {
  function renderLayout(path = '/explore') {
    const router = createMemoryRouter(
      [{ path: '/', Component: Layout, children: [{ path: '*', element: null }] }],
      { initialEntries: [path] },
    );
    render(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(RouterProvider, { router })));
  }

  it('shows the avatar and name linking to the profile, and signs out', async () => {
    const listener = await signInAna();
    act(() => listener.onNext(ANA));
    renderLayout();
    const profileLink = screen.getByRole('link', { name: 'Ana Ribeiro' });
    expect(profileLink).toHaveAttribute('href', '/profile');

    // Sign out's code loads with the signed-in header: the same button stands in until it is there.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fexplore');
    expect(auth.signOutAccount).toHaveBeenCalledTimes(1);
    expect(getUserState().user).toBeNull();
  });

  it('does not offer to finish signing up on a cached "missing"', async () => {
    const listener = await signInAna();
    act(() => listener.onNext(null, FROM_CACHE));
    renderLayout();
    expect(screen.queryByRole('link', { name: 'Finish signing up' })).not.toBeInTheDocument();
  });

  it('offers to finish signing up while the profile is missing', async () => {
    const listener = await signInAna();
    await act(async () => listener.onNext(null));
    renderLayout();
    expect(screen.getByRole('link', { name: 'Finish signing up' })).toHaveAttribute(
      'href',
      '/auth/welcome?next=%2Fexplore',
    );
  });

  it('does not offer to finish signing up on the onboarding page itself', async () => {
    const listener = await signInAna();
    await act(async () => listener.onNext(null));
    renderLayout('/auth/welcome?next=%2Fexplore');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Finish signing up' })).not.toBeInTheDocument();
  });
});

// How the session starts: with Auth when this browser may hold a signed-in user,
// without it (signed out at once) when Auth's storage holds nobody (auth.test.ts).

/** A fresh session module: its state lives in the module. */
async function freshSession() {
  vi.resetModules();
  return import('../session');
}

describe('starting the session', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterAll(() => {
    vi.resetModules();
  });

  describe('a browser where nobody is signed in', () => {
    beforeEach(() => {
      auth.subscribeAuth.mockResolvedValue(false);
    });

    it('is signed out at once, and follows Auth once a sign-in starts it', async () => {
      const session = await freshSession();
      await session.startSession();
      expect(await session.signedInUidWhenLoaded()).toBeNull();
      expect(auth.getAuthInstance).not.toHaveBeenCalled();
      // What Auth calls once a sign-in screen has started it.
      auth.subscribeAuth.mock.calls[0]?.[0](ANA_ACCOUNT);
      expect(await session.signedInUidWhenLoaded()).toBe(ANA_ACCOUNT.uid);
      await vi.waitFor(() => expect(users.subscribeProfile).toHaveBeenCalledWith(ANA_ACCOUNT.uid, expect.any(Function), expect.any(Function)));
    });

    it('starts Auth when another tab signs in', async () => {
      const session = await freshSession();
      await session.startSession();
      window.dispatchEvent(new StorageEvent('storage', { key: 'wayfare:draft:x', newValue: 'typed' }));
      expect(auth.getAuthInstance).not.toHaveBeenCalled();
      window.dispatchEvent(new StorageEvent('storage', { key: 'wayfare:signed-in', newValue: String(Date.now()) }));
      expect(auth.getAuthInstance).toHaveBeenCalled();
    });
  });

  describe('a browser that may hold a signed-in user', () => {
    beforeEach(() => {
      auth.subscribeAuth.mockResolvedValue(true);
    });

    it('waits for Auth before saying who is signed in', async () => {
      const session = await freshSession();
      await session.startSession();
      let answered = false;
      void session.signedInUidWhenLoaded().then(() => {
        answered = true;
      });
      await Promise.resolve();
      expect(answered).toBe(false);
      auth.subscribeAuth.mock.calls[0]?.[0](ANA_ACCOUNT);
      expect(await session.signedInUidWhenLoaded()).toBe(ANA_ACCOUNT.uid);
    });

    it('tells the other tabs when someone signs in', async () => {
      const session = await freshSession();
      await session.startSession();
      expect(localStorage.getItem('wayfare:signed-in')).toBeNull();
      auth.subscribeAuth.mock.calls[0]?.[0](ANA_ACCOUNT);
      expect(Number(localStorage.getItem('wayfare:signed-in'))).toBeGreaterThan(0);
    });
  });
});

describe('a reload that takes the stores back (a chunk failed to load)', () => {
  afterAll(() => {
    vi.resetModules();
  });

  /** Ana signed in with her profile, the stores written away, then the page's modules loaded afresh. */
  async function reloadedAfterAna() {
    const listener = await signInAna();
    act(() => listener.onNext(ANA));
    await vi.waitFor(() => expect(getUserState().session.privateLoaded).toBe(true));
    snapshotStores();
    const session = await freshSession();
    const { restoreStores } = await import('@/stores/registry');
    const store = await import('@/stores/use-user-store');
    expect(restoreStores()).toBe(true);
    return { session, store };
  }

  it('shows the same person’s profile at once, and acts on no sign-in until Auth says again who it is', async () => {
    const { session, store } = await reloadedAfterAna();
    expect(store.getUserState().session).toMatchObject({ status: 'loading', profile: ANA, profileStatus: 'ready' });
    const uid = session.signedInUidWhenLoaded();
    expect(await Promise.race([uid, Promise.resolve('still waiting')])).toBe('still waiting');
    session.accountChanged(ANA_ACCOUNT);
    expect(await uid).toBe(ANA_ACCOUNT.uid);
    // No moment of "loading your profile": the profile stays while the reads start again.
    expect(store.getUserState().session).toMatchObject({ status: 'ready', account: ANA_ACCOUNT, profile: ANA, profileStatus: 'ready' });
    expect(store.getUserState().user).toMatchObject({ id: ANA.id, username: 'ana', stripeCustomerId: 'cus_ana' });
  });

  it('drops the session it took back when Auth says nobody is signed in (a sign-out in another tab)', async () => {
    const { session, store } = await reloadedAfterAna();
    session.accountChanged(null);
    expect(store.getUserState().session).toEqual({ ...store.signedOutSession('ready') });
    expect(store.getUserState().user).toBeNull();
  });
});
