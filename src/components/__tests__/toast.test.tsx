import { act, render, screen } from '@testing-library/react';
import { Toast, TOAST_MS, useToast } from '../toast';

function Copier() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show('Link copied')}>
        Copy
      </button>
      <button type="button" onClick={() => toast.show('You now follow Ana.')}>
        Follow
      </button>
      <Toast message={toast.message} />
    </>
  );
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces the message politely, then lets it go after a while', () => {
    render(<Copier />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    act(() => screen.getByRole('button', { name: 'Copy' }).click());
    expect(region).toHaveTextContent('Link copied');
    act(() => { vi.advanceTimersByTime(TOAST_MS - 1); });
    expect(region).toHaveTextContent('Link copied');
    act(() => { vi.advanceTimersByTime(1); });
    expect(region).toHaveTextContent('');
  });

  it('shows a newer message in place of the older one, for its full time', () => {
    render(<Copier />);
    act(() => screen.getByRole('button', { name: 'Copy' }).click());
    act(() => { vi.advanceTimersByTime(TOAST_MS - 100); });
    act(() => screen.getByRole('button', { name: 'Follow' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('You now follow Ana.');
    act(() => { vi.advanceTimersByTime(200); });
    expect(screen.getByRole('status')).toHaveTextContent('You now follow Ana.');
    act(() => { vi.advanceTimersByTime(TOAST_MS); });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('floats above the consent panel while it shows, so it never covers its buttons', () => {
    const panel = document.createElement('section');
    panel.className = 'consent';
    Object.defineProperty(panel, 'offsetHeight', { value: 180 });
    document.body.append(panel);
    try {
      render(<Copier />);
      act(() => screen.getByRole('button', { name: 'Follow' }).click());
      expect(screen.getByRole('status').style.bottom).toBe('calc(180px + var(--space-5, 24px))');
    } finally {
      panel.remove();
    }
  });

  it('keeps its place at the bottom when no consent panel shows', () => {
    render(<Copier />);
    act(() => screen.getByRole('button', { name: 'Copy' }).click());
    expect(screen.getByRole('status').style.bottom).toBe('');
  });
});
