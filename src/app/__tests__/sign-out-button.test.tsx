import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../session';

const session = vi.hoisted(() => ({ finish: (_error?: Error): void => undefined, calls: 0 }));
vi.mock('../session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  signOut: () => {
    session.calls += 1;
    return new Promise<void>((resolve, reject) => {
      session.finish = (error) => (error ? reject(error) : resolve());
    });
  },
}));
const reportAppError = vi.hoisted(() => vi.fn());
vi.mock('../error-handler', () => ({ reportAppError }));

const { default: SignOutButton } = await import('../sign-out-button');

describe('Sign out in the header', () => {
  it('says it is signing out, signs out once however often it is pressed, and reports a failure', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SignOutButton />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const busy = screen.getByRole('button', { name: 'Signing out…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(session.calls).toBe(1);
    session.finish(new Error('offline'));
    await waitFor(() => expect(reportAppError).toHaveBeenCalledWith('Sign-out', expect.any(Error)));
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveAttribute('aria-disabled', 'false');
  });
});
