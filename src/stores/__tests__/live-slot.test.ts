import { AppError } from '@/services/firebase/errors';
import { CHUNK_LOAD_FAILED } from '@/lib/use-live';
import { fakeFeed } from '@/testing/fake-feed';
import { emptySlot, liveSubscription, slotFor, type LiveSlot } from '@/stores/live-slot';

function setup() {
  const feed = fakeFeed<string>();
  const writes: LiveSlot<string>[] = [];
  let slot: LiveSlot<string> = emptySlot();
  const live = liveSubscription<string>(() => slot, (next) => {
    slot = next;
    writes.push(next);
  });
  const module = { subscribe: feed.subscribe };
  const open = (key: string, load: () => Promise<typeof module> = async () => module) =>
    live.open(key, load, (api, onNext, onError) => api.subscribe(key, onNext, onError));
  return { feed, live, open, writes, get slot() { return slot; } };
}

describe('liveSubscription', () => {
  it('reads as loading, then the value of the open key; another key reads as loading', async () => {
    const t = setup();
    t.open('a');
    expect(slotFor(t.slot, 'a').status).toBe('loading');
    await vi.waitFor(() => expect(t.feed.listening).toBe(1));
    t.feed.push('a', 'first');
    expect(slotFor(t.slot, 'a')).toMatchObject({ status: 'ready', data: 'first' });
    expect(slotFor(t.slot, 'b')).toMatchObject({ status: 'loading', data: undefined });
    expect(slotFor(t.slot, null).status).toBe('loading');
  });

  it('shares one subscription between screens that open the same key, and empties when the last closes', async () => {
    const t = setup();
    const closeOne = t.open('a');
    const closeTwo = t.open('a');
    await vi.waitFor(() => expect(t.feed.listening).toBe(1));
    expect(t.feed.started).toBe(1);
    t.feed.push('a', 'value');
    closeOne();
    closeOne();
    expect(t.feed.listening).toBe(1);
    expect(t.slot).toMatchObject({ key: 'a', data: 'value' });
    closeTwo();
    expect(t.feed.listening).toBe(0);
    expect(t.slot).toEqual(emptySlot());
  });

  it('opening another key closes the one before, and its late values are dropped', async () => {
    const t = setup();
    const closeA = t.open('a');
    await vi.waitFor(() => expect(t.feed.listening).toBe(1));
    t.open('b');
    await vi.waitFor(() => expect(t.feed.started).toBe(2));
    expect(t.feed.listening).toBe(1);
    t.feed.push('a', 'late');
    expect(t.slot).toMatchObject({ key: 'b', status: 'loading' });
    // The first screen's close no longer closes the second one's key.
    closeA();
    expect(t.feed.listening).toBe(1);
  });

  it('keeps the last value beside an error', async () => {
    const t = setup();
    t.open('a');
    await vi.waitFor(() => expect(t.feed.listening).toBe(1));
    t.feed.push('a', 'kept');
    t.feed.fail('a', new AppError('permission-denied', 'You may not read this.'));
    expect(t.slot).toMatchObject({ status: 'error', data: 'kept', error: { message: 'You may not read this.' } });
  });

  it('a module whose chunk fails to load is an error that says so, never an endless loading', async () => {
    const t = setup();
    t.open('a', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    await vi.waitFor(() => expect(t.slot.status).toBe('error'));
    expect(t.slot.error?.code).toBe(CHUNK_LOAD_FAILED);
  });

  it('restart reads the open key again and resolves once the new value is in', async () => {
    const t = setup();
    t.open('a');
    await vi.waitFor(() => expect(t.feed.listening).toBe(1));
    t.feed.push('a', 'old');
    const restarted = t.live.restart();
    await vi.waitFor(() => expect(t.feed.started).toBe(2));
    expect(t.feed.listening).toBe(1);
    t.feed.push('a', 'new');
    await restarted;
    expect(t.slot).toMatchObject({ status: 'ready', data: 'new' });
  });

  it('restart with nothing open resolves at once', async () => {
    await expect(setup().live.restart()).resolves.toBeUndefined();
  });
});
