import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { observeScrolling } from '@/testing/intersection-observer';
import { windowActions } from '@/stores/use-window-store';
import type { ItineraryMapProps } from '../../map/map-types';
import { CREATOR, EditorHarness, item, itinerary, memoryApi, VIEWER } from './fixtures';

vi.mock('../../map/map-panel', () => ({
  MapPanel: ({ markers, label, dayInView, plan }: ItineraryMapProps) => (
    <section aria-label={label}>
      {`${markers.map((marker) => marker.id).join(', ')}; ${dayInView ? `following day ${dayInView}` : 'the whole trip'}; ${plan?.items.length ?? 0} items`}
    </section>
  ),
}));

const { scrollTo } = observeScrolling();

// jsdom does not scroll: the jump bar's scroll is a no-op here (the e2e journey checks where it lands).
Element.prototype.scrollIntoView ??= () => undefined;

const plan = () => [item('castle', 1, 'a0', { title: 'São Jorge Castle' }), item('market', 2, 'a0', { title: 'Time Out Market' })];

async function setup({ width, assistant = true, access = CREATOR }: { width: number; assistant?: boolean; access?: typeof CREATOR }) {
  act(() => windowActions.widthChanged(width));
  const memory = memoryApi(plan(), itinerary());
  render(
    <EditorHarness
      memory={memory}
      access={access}
      assistant={assistant ? (api) => (api.canEdit ? <section aria-label="Assistant chat">Ask me</section> : null) : undefined}
    />,
  );
  await screen.findByRole('heading', { level: 1, name: 'Lisbon weekend' });
}

const map = () => screen.getByRole('region', { name: 'Map of Lisbon weekend' });
const planColumn = () => document.querySelector('.itinerary-editor__plan')!;

describe('the editor beside its plan', () => {
  it('on a wide screen, gives the map its own column beside the plan, with the assistant a tab beside it', async () => {
    const user = userEvent.setup();
    await setup({ width: 1280 });
    const side = map().closest('.itinerary-editor__side')!;
    expect(side).not.toBeNull();
    // The plan and the map's column are the two columns of the editor, side by side.
    expect(side.parentElement).toBe(planColumn().parentElement);
    expect(side.parentElement).toHaveClass('itinerary-editor__columns');
    expect(planColumn()).not.toContainElement(map());

    const tabs = within(screen.getByRole('tablist', { name: 'Map or assistant' }));
    expect(tabs.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Map' })).toContainElement(map());
    // The assistant's tab is there, its panel not shown until chosen.
    expect(screen.queryByRole('region', { name: 'Assistant chat' })).toBeNull();

    await user.click(tabs.getByRole('tab', { name: 'Assistant' }));
    expect(screen.getByRole('tabpanel', { name: 'Assistant' })).toContainElement(screen.getByRole('region', { name: 'Assistant chat' }));
    expect(screen.queryByRole('region', { name: 'Map of Lisbon weekend' })).toBeNull();

    // From the keyboard: the arrows go from tab to tab.
    await user.keyboard('{ArrowLeft}');
    expect(tabs.getByRole('tab', { name: 'Map' })).toHaveFocus();
    expect(tabs.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
    expect(map()).toBeVisible();
  });

  it('has the map follow the day of the plan in view', async () => {
    await setup({ width: 1280 });
    expect(map()).toHaveTextContent('castle, market; the whole trip; 2 items');
    const dayTwo = screen.getByRole('region', { name: /^Day 2/ });
    scrollTo(dayTwo);
    expect(map()).toHaveTextContent('following day 2');
  });

  it('on a wide screen with no assistant (someone who cannot edit), shows the map alone, with no tabs', async () => {
    await setup({ width: 1280, access: VIEWER });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(map().closest('.itinerary-editor__side')).not.toBeNull();
    // Nor a jump to an assistant that is not there.
    expect(within(screen.getByRole('navigation', { name: 'Beside the plan' })).queryByRole('button', { name: 'Assistant' })).toBeNull();
  });

  it('on a phone, keeps the plan first, then the assistant and the map, each one tap away', async () => {
    const user = userEvent.setup();
    await setup({ width: 390 });
    expect(screen.queryByRole('tablist')).toBeNull();
    const chat = screen.getByRole('region', { name: 'Assistant chat' });
    // Both shown, after the plan in the page, the assistant first.
    expect(planColumn().compareDocumentPosition(chat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(chat.compareDocumentPosition(map()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const jump = within(screen.getByRole('navigation', { name: 'Beside the plan' }));
    await user.click(jump.getByRole('button', { name: 'Map' }));
    expect(document.activeElement?.id).toBe('editor-map');
    await user.click(jump.getByRole('button', { name: 'Assistant' }));
    expect(document.activeElement?.id).toBe('editor-assistant');
  });
});
