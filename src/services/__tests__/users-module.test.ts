/**
 * users.ts itself: the verbs load the SDK lazily, map errors with toAppError,
 * and follow/unfollow rethrow the original error. The Firestore operations
 * are covered against the emulators in tests/integration/.
 */
import { AppError } from '../firebase/errors';

const sdk = vi.hoisted(() => ({
  db: { kind: 'firestore' },
  getDb: vi.fn<() => Promise<unknown>>(),
  subscribeProfileOps: vi.fn(),
  followOps: vi.fn(),
  unfollowOps: vi.fn(),
  getProfileOps: vi.fn(),
}));

vi.mock('@/services/firebase/firestore', () => ({ getDb: sdk.getDb }));
vi.mock('@/services/firebase/collections/users-ops', () => ({
  subscribeProfileOps: sdk.subscribeProfileOps,
  followOps: sdk.followOps,
  unfollowOps: sdk.unfollowOps,
  getProfileOps: sdk.getProfileOps,
}));

const { deletionError, follow, getProfile, subscribeProfile, unfollow } = await import('../firebase/collections/users');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sdk.getDb.mockReset().mockResolvedValue(sdk.db);
  sdk.subscribeProfileOps.mockReset();
  sdk.followOps.mockReset();
  sdk.unfollowOps.mockReset();
  sdk.getProfileOps.mockReset();
});

describe('subscribeProfile', () => {
  it('subscribes once the SDK has loaded and unsubscribes through the returned function', async () => {
    const stop = vi.fn();
    sdk.subscribeProfileOps.mockReturnValue(stop);
    const unsubscribe = subscribeProfile('anaRibeiro01', vi.fn(), vi.fn());
    await flush();
    expect(sdk.subscribeProfileOps).toHaveBeenCalledWith(sdk.db, 'anaRibeiro01', expect.any(Function), expect.any(Function));
    unsubscribe();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('never subscribes when unsubscribed before the SDK arrived', async () => {
    const unsubscribe = subscribeProfile('anaRibeiro01', vi.fn(), vi.fn());
    unsubscribe();
    await flush();
    expect(sdk.subscribeProfileOps).not.toHaveBeenCalled();
  });

  it('reports a failure to load Firestore as an AppError', async () => {
    sdk.getDb.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const onError = vi.fn();
    subscribeProfile('anaRibeiro01', vi.fn(), onError);
    await flush();
    expect(onError).toHaveBeenCalledWith(expect.any(AppError));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ kind: 'unavailable' });
  });
});

describe('errors', () => {
  it('maps a failure to reach Firestore to an AppError for ordinary reads', async () => {
    sdk.getDb.mockRejectedValue(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    await expect(getProfile('anaRibeiro01')).rejects.toMatchObject({ name: 'AppError', kind: 'permission-denied' });
  });

  it('rethrows follow and unfollow failures with the original message', async () => {
    const original = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    sdk.followOps.mockRejectedValue(original);
    sdk.unfollowOps.mockRejectedValue(original);
    await expect(follow('me00001', 'them0001')).rejects.toThrow('Missing or insufficient permissions.');
    await expect(unfollow('me00001', 'them0001')).rejects.not.toBeInstanceOf(AppError);
  });
});

describe('deletionError', () => {
  const functionsError = (code: string, message: string) => Object.assign(new Error(message), { code });

  it("keeps deleteAccount's explanation when Stripe could not be reached and nothing was deleted", () => {
    const error = deletionError(
      functionsError(
        'functions/unavailable',
        'We could not reach our payment service to end your Wayfare Plus, so nothing was deleted. Try again in a moment. [503]',
      ),
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: 'We could not reach our payment service to end your Wayfare Plus, so nothing was deleted. Try again in a moment.',
    });
  });

  it('maps a bare code name or any other failure as usual', () => {
    expect(deletionError(functionsError('functions/unavailable', 'UNAVAILABLE')).message).toBe(
      'The service cannot be reached right now. Check your connection and try again.',
    );
    expect(deletionError(functionsError('functions/unauthenticated', 'Sign in to delete your account.')).kind).toBe('permission-denied');
  });
});
