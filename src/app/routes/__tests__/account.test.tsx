import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type * as Session from '@/app/session';
import { STORAGE_KEYS, type StoredResult } from '@/features/quiz/lib/quiz-storage';
import { userActions } from '@/stores/use-user-store';
import AccountScreen from '../account';

/** The session as the Account screen reads it: signed in, profile and private account read. */
const session = vi.hoisted(() => ({
  privateLoaded: true,
}));
vi.mock('@/app/session', (): Partial<typeof Session> => ({
  useSessionStatus: () => 'ready',
  useAuthAccount: () => ({
    uid: 'anaRibeiro01',
    email: 'ana@demo.wayfare.test',
    phoneNumber: null,
    displayName: 'Ana Ribeiro',
    photoURL: null,
  }),
  useProfileStatus: () => 'ready',
  useOwnProfile: () => null,
  usePrivateAccount: () => ({ account: null, loaded: session.privateLoaded }),
  preferencesSaved: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('@/services/firebase/storage', () => ({
  checkStorageAvailable: () => Promise.resolve({ available: true }),
}));
vi.mock('@/services/firebase/collections/users', () => ({
  updatePreferences: vi.fn(),
  exportMyData: vi.fn(),
  deleteMyAccount: vi.fn(),
}));
vi.mock('@/services/firebase/auth', () => ({ changePassword: vi.fn() }));
// The plan section (commerce): no plan.
vi.mock('@/services/firebase/collections/commerce', () => ({
  subscribeSubscription: (_uid: string, onNext: (subscription: null) => void) => {
    onNext(null);
    return () => undefined;
  },
}));

beforeEach(() => {
  session.privateLoaded = true;
});

/** Renders /account and lets the uploads check settle. */
async function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/account']}>
        <AccountScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 2, name: 'Photo uploads' });
}

async function renderAccount() {
  await renderScreen();
  return screen.getByRole('form', { name: 'Preferences' });
}

describe('the travel personality on the Account screen', () => {
  it('names the type in the account, linking to the result', async () => {
    userActions.userPreferencesChanged({ travelPersonality: 'thrill-chaser' });
    const preferences = await renderAccount();
    expect(within(preferences).getByText(/^Travel personality:/)).toHaveTextContent('Travel personality: Thrill Chaser');
    expect(within(preferences).getByRole('link', { name: 'Thrill Chaser' })).toHaveAttribute('href', '/travel-personality');
  });

  it('invites to take the quiz when there is none, or the stored id is not a type', async () => {
    userActions.userPreferencesChanged({ travelPersonality: 'not-a-type' });
    const preferences = await renderAccount();
    expect(within(preferences).getByText(/^Travel personality:/)).toHaveTextContent(
      'Travel personality: Not taken yet — Take the quiz',
    );
    expect(within(preferences).getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('shows a result taken on this device that is on its way to the account, as /travel-personality does', async () => {
    const pending: StoredResult = {
      type: 'slow-traveller',
      scores: { culture: 40, food: 50, nature: 60, adventure: 10, relaxation: 90, pace: 5, budget: 50 },
      takenAt: '2026-11-21T10:00:00.000Z',
      savedFor: null,
    };
    localStorage.setItem(STORAGE_KEYS.result, JSON.stringify(pending));
    const preferences = await renderAccount();
    expect(within(preferences).getByRole('link', { name: 'Slow Traveller' })).toHaveAttribute('href', '/travel-personality');
  });

  it('waits for the private account before saying anything', async () => {
    session.privateLoaded = false;
    await renderScreen();
    expect(screen.getByText('Loading your preferences…')).toBeInTheDocument();
    expect(screen.queryByText(/Travel personality/)).not.toBeInTheDocument();
  });
});
