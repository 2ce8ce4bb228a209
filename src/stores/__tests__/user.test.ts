import { act, renderHook } from '@testing-library/react';
import {
  getUserState,
  signedOutSession,
  userActions,
  useStripeCustomerId,
  useUserFollowing,
} from '@/stores/use-user-store';

const defaultPreferences = {
  currency: 'EUR',
  distanceUnit: 'km',
  homeCity: null,
  travelPersonality: null,
};

describe('user store', () => {
  it('starts signed out with default preferences', () => {
    expect(getUserState()).toEqual({ user: null, uid: null, userPreferences: defaultPreferences, session: signedOutSession('loading') });
  });

  it('gives a loaded user without follow lists empty ones', () => {
    userActions.userLoaded({ id: 'u1', username: 'ana' });
    expect(getUserState().user).toEqual({ id: 'u1', username: 'ana', following: [], followers: [] });
  });

  it('keeps the follow lists a loaded user has', () => {
    userActions.userLoaded({ id: 'u1', following: ['u2'], followers: ['u3'] });
    expect(getUserState().user).toEqual({ id: 'u1', following: ['u2'], followers: ['u3'] });
  });

  it('replaces the following and followers lists', () => {
    userActions.userLoaded({ id: 'u1', username: 'ana', stripeCustomerId: 'cus_1' });
    userActions.followingChanged(['u2', 'u4']);
    userActions.followersChanged(['u3']);
    expect(getUserState().user).toEqual({
      id: 'u1',
      username: 'ana',
      stripeCustomerId: 'cus_1',
      following: ['u2', 'u4'],
      followers: ['u3'],
    });
  });

  it('changes the own profile’s lists in the same change, so every screen shows one follow list', () => {
    const profile = { id: 'u1', username: 'ana', displayName: 'Ana', photoURL: null, bio: null, following: ['u2'], followers: [] } as never;
    userActions.sessionChanged({ status: 'ready', profile, profileStatus: 'ready' });
    userActions.userLoaded({ id: 'u1', username: 'ana', following: ['u2'], followers: [] });
    userActions.followingChanged(['u2', 'u4']);
    userActions.followersChanged(['u3']);
    expect(getUserState().session.profile).toMatchObject({ id: 'u1', following: ['u2', 'u4'], followers: ['u3'] });
    expect(getUserState().user).toMatchObject({ following: ['u2', 'u4'], followers: ['u3'] });
  });

  it('ignores follow-list changes when nobody is signed in', () => {
    userActions.followingChanged(['u2']);
    userActions.followersChanged(['u3']);
    expect(getUserState().user).toBeNull();
  });

  it('merges preference changes into the current preferences', () => {
    userActions.userPreferencesChanged({ currency: 'USD' });
    userActions.userPreferencesChanged({ homeCity: 'Lisbon' });
    expect(getUserState().userPreferences).toEqual({
      ...defaultPreferences,
      currency: 'USD',
      homeCity: 'Lisbon',
    });
  });

  it('resets user, uid and preferences on logout', () => {
    userActions.userSignedIn('u1');
    userActions.userLoaded({ id: 'u1', following: ['u2'], followers: [] });
    userActions.userPreferencesChanged({ distanceUnit: 'mi' });
    userActions.sessionChanged({ status: 'ready' });
    userActions.userLoggedOut();
    // The session says signed out itself (src/app/session.ts): logout leaves it to it.
    expect(getUserState()).toEqual({ user: null, uid: null, userPreferences: defaultPreferences, session: signedOutSession('ready') });
  });

  it('gives components the following list and the stripe customer id', () => {
    const following = renderHook(() => useUserFollowing());
    const stripe = renderHook(() => useStripeCustomerId());
    expect(following.result.current).toBeUndefined();
    expect(stripe.result.current).toBeNull();
    act(() => userActions.userLoaded({ id: 'u1', following: ['u2'], stripeCustomerId: 'cus_1' }));
    expect(following.result.current).toEqual(['u2']);
    expect(stripe.result.current).toBe('cus_1');
  });
});
