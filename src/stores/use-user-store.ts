import { create } from 'zustand';
import type { PrivateAccount, Profile } from '@/domain/users/schema';
import type { AuthAccount } from '@/services/firebase/auth';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import { defaultUserPreferences, withFollowLists } from './types';
import type { ProfileUserInput, User, UserPreferences } from './types';

/** Whether Auth has loaded (after the first paint); until then nobody is known to be signed in or out. */
export type SessionStatus = 'loading' | 'ready';

/**
 * 'signed-out': nobody is signed in. 'loading': signed in, profile not read yet.
 * 'missing': the server says there is no profile (onboarding not done).
 * 'ready': the profile is here. 'error': it could not be read yet (screens
 * carry on without it while it is tried again).
 */
export type ProfileStatus = 'signed-out' | 'loading' | 'missing' | 'ready' | 'error';

/**
 * The signed-in session as src/app/session.ts keeps it (Auth, the live
 * profile, the private account read once): the one place it is held. The
 * User entity's `user`, `uid` and `userPreferences` are written from it, in
 * the same store.
 */
export interface SessionData {
  status: SessionStatus;
  account: AuthAccount | null;
  /** The whole public profile (bio, home city): the User entity holds what the spec names. */
  profile: Profile | null;
  profileStatus: ProfileStatus;
  privateAccount: PrivateAccount | null;
  /** Whether the private account document has been read (or failed to be). */
  privateLoaded: boolean;
}

export const signedOutSession = (status: SessionStatus): SessionData => ({
  status,
  account: null,
  profile: null,
  profileStatus: 'signed-out',
  privateAccount: null,
  privateLoaded: false,
});

/** User: the signed-in user, their uid and preferences, and the session they come from. */
interface UserData {
  user: User | null;
  uid: string | null;
  userPreferences: UserPreferences;
  session: SessionData;
}

interface UserState extends UserData {
  actions: {
    userSignedIn: (uid: string) => void;
    /** A user without following or followers lists gets empty ones. */
    userLoaded: (user: ProfileUserInput<User> | null) => void;
    userPreferencesChanged: (preferences: Partial<UserPreferences>) => void;
    /** Replaces the user's following list (no signed-in user: no change). */
    followingChanged: (following: string[]) => void;
    /** Replaces the user's followers list (no signed-in user: no change). */
    followersChanged: (followers: string[]) => void;
    /** Logout: user, uid and preferences back to defaults (the session says signed out itself). */
    userLoggedOut: () => void;
    /** The session changed (src/app/session.ts only). */
    sessionChanged: (patch: Partial<SessionData>) => void;
  };
}

const initialUser = (): UserData => ({
  user: null,
  uid: null,
  userPreferences: defaultUserPreferences(),
  session: signedOutSession('loading'),
});

/** The own profile's follow lists follow the User entity's, in the same change. */
function withLists(session: SessionData, user: User, lists: Partial<Pick<User, 'following' | 'followers'>>): SessionData {
  return session.profile && session.profile.id === user.id ? { ...session, profile: { ...session.profile, ...lists } } : session;
}

const useUserStore = create<UserState>()((set) => ({
  ...initialUser(),
  actions: {
    userSignedIn: (uid) => set({ uid }),
    userLoaded: (user) => set({ user: user && withFollowLists<User>(user) }),
    userPreferencesChanged: (preferences) =>
      set((state) => ({ userPreferences: { ...state.userPreferences, ...preferences } })),
    followingChanged: (following) =>
      set((state) => (state.user ? { user: { ...state.user, following }, session: withLists(state.session, state.user, { following }) } : state)),
    followersChanged: (followers) =>
      set((state) => (state.user ? { user: { ...state.user, followers }, session: withLists(state.session, state.user, { followers }) } : state)),
    userLoggedOut: () => set((state) => ({ ...initialUser(), session: state.session })),
    sessionChanged: (patch) => set((state) => ({ session: { ...state.session, ...patch } })),
  },
}));

// After a reload the session is taken back as it was, but loading until Auth says again who is signed in
// (another tab may have signed out meanwhile): screens do not act on a sign-in Auth has not confirmed.
registerStore('user', useUserStore, initialUser, (data) => (data.session ? { ...data, session: { ...data.session, status: 'loading' as const } } : data));

export const useUser = () => useUserStore((state) => state.user);
/** The signed-in user's uid (null: signed out, or not known yet). */
export const useSignedInUid = () => useUserStore((state) => state.uid);
export const useUserPreferences = () => useUserStore((state) => state.userPreferences);
export const useUserFollowing = () => useUserStore((state) => state.user?.following);
export const useStripeCustomerId = () => useUserStore((state) => state.user?.stripeCustomerId ?? null);
/** A part of the session, as a hook (src/app/session.ts names the parts screens read). */
export const useUserSession = <T>(select: (session: SessionData) => T): T => useUserStore((state) => select(state.session));
/** Calls `listener` on every change of the store; returns its stop. */
export const subscribeUser = (listener: () => void): (() => void) => useUserStore.subscribe(listener);
/** For code outside React (services, other stores' transitions, tests). */
export const userActions = useUserStore.getState().actions;
export const getUserState = (): UserData => dataOf<UserData>(useUserStore.getState());
