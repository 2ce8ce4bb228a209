/**
 * `lazyPart`, the one way a part loads on demand: its stand-in while the code
 * comes, the part once it is here, and when the code cannot be had, the
 * part's own message (or nothing, or a control of its size) while the screen
 * around it stays. One test per kind of site in the app.
 */
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../lazy-part';
import { ReloadButton } from '../load-boundary';

/** A chunk that fails after the page has already reloaded once for it: the failure reaches the part. */
const chunkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/part-1a2b.js'));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Screen({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <h1>The screen</h1>
      {children}
    </main>
  );
}

beforeEach(() => {
  sessionStorage.setItem(`wayfare:chunk-reload:${window.location.pathname}`, String(Date.now() - 1_000));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('lazyPart', () => {
  it('a control: drawn the same, not yet pressable, until its code is here; then the control itself', async () => {
    const code = deferred<() => React.ReactElement>();
    const SignOut = lazyPart(() => code.promise, {
      what: 'Sign out',
      standIn: (
        <button type="button" aria-disabled="true">
          Sign out
        </button>
      ),
    });
    render(<SignOut />);
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => code.resolve(() => <button type="button">Sign out</button>));
    expect(await screen.findByRole('button', { name: 'Sign out' })).not.toHaveAttribute('aria-disabled');
  });

  it('a control whose code cannot be had: a control of its size that reloads, and the screen stays', async () => {
    const SignOut = lazyPart(chunkFailure, { what: 'Sign out', failed: <ReloadButton label="Reload to sign out" /> });
    render(
      <Screen>
        <SignOut />
      </Screen>,
    );
    expect(await screen.findByRole('button', { name: 'Reload to sign out' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });

  it('a part with nothing to show (tags, a sync): its failure shows nothing and leaves the screen', async () => {
    const Tags = lazyPart(chunkFailure, { what: 'Payment analytics', failed: null });
    const { container } = render(
      <Screen>
        <Tags />
      </Screen>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(container.querySelector('main')!.children).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a panel: its stand-in and its failure drawn from its props, in its own box', async () => {
    const Map = lazyPart<{ label: string }>(chunkFailure, {
      what: 'The map',
      standIn: ({ label }) => <section aria-label={label} aria-busy="true" />,
      failed: ({ label }) => (
        <section aria-label={label}>
          <p role="alert">The map could not be loaded.</p>
        </section>
      ),
    });
    render(
      <Screen>
        <Map label="Map of the trip" />
      </Screen>,
    );
    expect(screen.getByRole('region', { name: 'Map of the trip' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('The map could not be loaded.');
    expect(screen.getByRole('region', { name: 'Map of the trip' })).not.toHaveAttribute('aria-busy');
  });

  it('a dialog or an editor: by default it says what could not be loaded, with Reload', async () => {
    const Editor = lazyPart(chunkFailure, { what: 'The cover editor' });
    render(
      <Screen>
        <Editor />
      </Screen>,
    );
    expect(await screen.findByText('The cover editor could not be loaded. Check your connection, then reload the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });

  it('a screen’s part with a stand-in only the screen can draw (a skeleton of what it already holds), and code that fails to draw', async () => {
    const code = deferred<(props: { id: string }) => React.ReactElement>();
    const Trip = lazyPart(() => code.promise, { what: 'The trip' });
    render(<Trip id="porto" standIn={<p>Porto, loading…</p>} />);
    expect(screen.getByText('Porto, loading…')).toBeInTheDocument();
    await act(async () =>
      code.resolve(() => {
        throw new Error('a bug in the part');
      }),
    );
    expect(await screen.findByText('The trip could not be loaded. Check your connection, then reload the page.')).toBeInTheDocument();
  });
});
