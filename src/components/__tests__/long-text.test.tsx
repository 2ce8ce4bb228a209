import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LongText } from '../long-text';

const note = `Anniversary trip. ${'Prefers quiet hotels near the old town, late breakfasts and one long lunch a day. '.repeat(125)}`.slice(0, 10_000);

describe('LongText', () => {
  it('shows a 10,000-character note folded, with a "Show more" button that unfolds and folds it', async () => {
    const user = userEvent.setup();
    render(<LongText text={note} />);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(body).not.toBeNull();
    expect(body!.textContent.length).toBeLessThanOrEqual(300);
    expect(body!.textContent).toMatch(/^Anniversary trip\. Prefers quiet hotels/);
    expect(body!.textContent).toMatch(/…$/);

    await user.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveFocus();
    expect(body!.textContent).toBe(note);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    expect(body!.textContent.length).toBeLessThanOrEqual(300);
  });

  it('shows a short note whole, with no button', () => {
    render(<LongText text="Vegetarian; travels with a toddler." />);
    expect(screen.getByText('Vegetarian; travels with a toddler.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cuts a note with no spaces at the limit', () => {
    render(<LongText text={'x'.repeat(10_000)} limit={100} />);
    const body = document.getElementById(screen.getByRole('button', { name: 'Show more' }).getAttribute('aria-controls') ?? '');
    expect(body!.textContent).toBe(`${'x'.repeat(100)}…`);
  });
});
