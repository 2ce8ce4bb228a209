import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MainNavigation } from '../layout';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <MainNavigation />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  const menu = screen.getByRole('button', { name: 'Menu' });
  return { user, menu };
}

describe('the main navigation’s Menu button (narrow screens)', () => {
  it('is a disclosure for the list of links: aria-expanded follows it, and it controls the list', async () => {
    const { user, menu } = setup();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(list!.querySelectorAll('a')).toHaveLength(5);
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('layout__nav--open');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, menu } = setup();
    await user.click(menu);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes when a link is followed, when focus leaves it and on a click elsewhere', async () => {
    const { user, menu } = setup();
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'My trips' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/trips');
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    screen.getByRole('link', { name: 'Travel quiz' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    await user.click(screen.getByTestId('where'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
