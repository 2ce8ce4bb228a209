import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabList, type TabOf } from '../tab-list';

type Pane = 'map' | 'list' | 'notes';
const TABS: ReadonlyArray<TabOf<Pane>> = [
  { value: 'map', label: 'Map', panel: 'pane-map' },
  { value: 'list', label: 'List', panel: 'pane-list' },
  { value: 'notes', label: 'Notes', panel: 'pane-notes' },
];

function Panes() {
  const [pane, setPane] = useState<Pane>('map');
  return (
    <>
      <TabList label="Views" tabs={TABS} selected={pane} onSelect={setPane} tabId={(value) => `tab-${value}`} className="tabs" tabClassName="tab" />
      <p>Showing {pane}</p>
    </>
  );
}

describe('a row of tabs', () => {
  it('keeps one tab in the Tab order, and moves and selects with the arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Panes />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    expect(tab('Map')).toHaveAttribute('tabindex', '0');
    expect(tab('List')).toHaveAttribute('tabindex', '-1');
    expect(tab('Map')).toHaveAttribute('aria-controls', 'pane-map');

    await user.tab();
    expect(tab('Map')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Notes')).toHaveFocus();
    expect(tab('Notes')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Showing notes')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tab('Map')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Notes')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Map')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Showing list')).toBeInTheDocument();
    expect(tab('List')).toHaveAttribute('id', 'tab-list');
  });
});
