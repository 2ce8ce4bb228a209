import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import { defaultUserPreferences, withFollowLists } from './types';
import type { ProfileUserInput, User, UserPreferences } from './types';

/** User: the signed-in user, their uid and preferences. */
interface UserData {
  user: User | null;
  uid: string | null;
  userPreferences: UserPreferences;
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
    /** Logout: user, uid and preferences back to defaults. */
    userLoggedOut: () => void;
  };
}

const initialUser = (): UserData => ({
  user: null,
  uid: null,
  userPreferences: defaultUserPreferences(),
});

const useUserStore = create<UserState>()((set) => ({
  ...initialUser(),
  actions: {
    userSignedIn: (uid) => set({ uid }),
    userLoaded: (user) => set({ user: user && withFollowLists<User>(user) }),
    userPreferencesChanged: (preferences) =>
      set((state) => ({ userPreferences: { ...state.userPreferences, ...preferences } })),
    followingChanged: (following) =>
      set((state) => (state.user ? { user: { ...state.user, following } } : state)),
    followersChanged: (followers) =>
      set((state) => (state.user ? { user: { ...state.user, followers } } : state)),
    userLoggedOut: () => set(initialUser()),
  },
}));

registerStore('user', useUserStore, initialUser);

export const useUser = () => useUserStore((state) => state.user);
/** The signed-in user's uid (null: signed out, or not known yet). */
export const useSignedInUid = () => useUserStore((state) => state.uid);
export const useUserPreferences = () => useUserStore((state) => state.userPreferences);
export const useUserFollowing = () => useUserStore((state) => state.user?.following);
export const useStripeCustomerId = () => useUserStore((state) => state.user?.stripeCustomerId ?? null);
/** For code outside React (services, other stores' transitions, tests). */
export const userActions = useUserStore.getState().actions;
export const getUserState = (): UserData => dataOf<UserData>(useUserStore.getState());
