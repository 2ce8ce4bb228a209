import { checkForUpdate, fetchLatestBuild, isUpdateAvailable, resetUpdateState } from '../build-updates';

const build = (buildId: string) => ({ buildId, commit: 'abc1234', builtAt: '2026-11-21T10:00:00.000Z' });

/** A fetch that answers every request with this JSON body (or raw text). */
function fetchReturning(body: unknown, init: ResponseInit = { status: 200 }) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn<typeof fetch>(async () => new Response(text, init));
}

beforeEach(() => {
  resetUpdateState();
});

describe('fetchLatestBuild', () => {
  it('asks for the latest-build manifest with a cache-busting timestamp and no cache', async () => {
    const fetchImpl = fetchReturning(build('B'));
    await fetchLatestBuild(fetchImpl, 1_732_000_000_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/build/latest.json?t=1732000000000', { cache: 'no-store' });
  });

  it('returns the manifest', async () => {
    await expect(fetchLatestBuild(fetchReturning(build('B')), 1)).resolves.toEqual(build('B'));
  });

  it.each([
    ['malformed JSON', '{"buildId": "B",'],
    ['an HTML page (a server fallback)', '<!doctype html><html></html>'],
    ['no buildId', { commit: 'abc1234', builtAt: '2026-11-21' }],
    ['an empty buildId', build('')],
    ['a numeric buildId', { ...build('B'), buildId: 42 }],
    ['no commit', { buildId: 'B', builtAt: '2026-11-21' }],
    ['null', null],
    ['an array', [build('B')]],
  ])('gives null for %s', async (_label, body) => {
    await expect(fetchLatestBuild(fetchReturning(body), 1)).resolves.toBeNull();
  });

  it('gives null when the manifest is missing', async () => {
    await expect(fetchLatestBuild(fetchReturning(build('B'), { status: 404 }), 1)).resolves.toBeNull();
  });
});

describe('checkForUpdate', () => {
  it('marks an update when the latest build differs from the running one', async () => {
    await expect(checkForUpdate('A', fetchReturning(build('B')))).resolves.toBe(true);
    expect(isUpdateAvailable()).toBe(true);
  });

  it('does not mark an update when the running build is the latest', async () => {
    await expect(checkForUpdate('A', fetchReturning(build('A')))).resolves.toBe(false);
    expect(isUpdateAvailable()).toBe(false);
  });

  it('never checks under the dev server', async () => {
    const fetchImpl = fetchReturning(build('B'));
    await expect(checkForUpdate('dev', fetchImpl)).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(isUpdateAvailable()).toBe(false);
  });

  it('survives a network error and tries again at the next check', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkForUpdate('A', offline)).resolves.toBe(false);
    expect(isUpdateAvailable()).toBe(false);
    await expect(checkForUpdate('A', fetchReturning(build('B')))).resolves.toBe(true);
  });

  it('does not mark an update for an unreadable manifest', async () => {
    await expect(checkForUpdate('A', fetchReturning('not json'))).resolves.toBe(false);
    expect(isUpdateAvailable()).toBe(false);
  });

  it('keeps the update mark once set, even if a later check fails', async () => {
    await checkForUpdate('A', fetchReturning(build('B')));
    await checkForUpdate('A', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))));
    expect(isUpdateAvailable()).toBe(true);
  });
});
