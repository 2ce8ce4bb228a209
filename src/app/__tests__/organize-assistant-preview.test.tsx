/**
 * /organize/{id}: the editor with the assistant's chat beside it, as the route
 * composes them. However proposals are answered or undone, the plan ends up
 * showing what is stored, with its drag handles, and no "proposed change".
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProposedChange } from '@/domain/assistant/edit/change';
import type { ThreadMessage } from '@/services/firebase/collections/assistant';
import { ItineraryChat } from '@/features/assistant/chat/itinerary-chat';
import type { LoadAssistantService } from '@/features/assistant/chat/use-assistant-thread';
import { CREATOR, EditorHarness, item, itinerary, memoryApi } from '@/features/itineraries/editor/__tests__/fixtures';
import { aThreadMessage } from '@/testing/builders';

vi.mock('@/features/itineraries/map/map-panel', () => ({ MapPanel: () => null }));

const BANNER = /You are looking at the assistant’s proposed change/;

const TITLES = { castle: 'São Jorge Castle', market: 'Time Out Market', fado: 'Fado night' } as const;
type Id = keyof typeof TITLES;

/** Swaps the days of two stops: `a` on day `first` and `b` on day `second`. */
function swap(id: string, a: Id, first: number, b: Id, second: number): ProposedChange {
  return {
    summary: `Swap day ${first} and day ${second} (${id}).`,
    add: [],
    move: [
      { id: a, title: TITLES[a], fromDay: first, toDay: second, order: 'a0' },
      { id: b, title: TITLES[b], fromDay: second, toDay: first, order: 'a0' },
    ],
    remove: [],
    itinerary: null,
  };
}

/** The conversation: the test posts the assistant's proposals into it as the function would. */
function fakeThread() {
  let emit: ((messages: ThreadMessage[]) => void) | undefined;
  const messages: ThreadMessage[] = [];
  const service = {
    subscribeThread: (_id: string, onChange: (m: ThreadMessage[]) => void) => {
      emit = onChange;
      onChange([...messages]);
      return () => undefined;
    },
    postUserTurn: () => Promise.resolve('u'),
    decideProposal: () => Promise.resolve(),
    askAssistantEdit: () => Promise.resolve({}),
  };
  const propose = (id: string, change: ProposedChange) =>
    act(() => {
      messages.push(aThreadMessage({ id, role: 'assistant', text: `Proposal ${id}`, proposedChange: change, status: 'proposed' }));
      emit?.([...messages]);
    });
  return { load: (() => Promise.resolve(service)) as unknown as LoadAssistantService, propose };
}

async function setup() {
  const doc = itinerary();
  const memory = memoryApi(
    [
      item('castle', 1, 'a0', { title: 'São Jorge Castle' }),
      item('market', 2, 'a0', { title: 'Time Out Market', type: 'restaurant' }),
      item('fado', 3, 'a0', { title: 'Fado night' }),
    ],
    doc,
  );
  const thread = fakeThread();
  render(
    <EditorHarness
      memory={memory}
      access={CREATOR}
      assistant={(api) => <ItineraryChat api={api} uid={doc.creatorId} load={thread.load} loadDayTrip={() => Promise.resolve(null)} />}
    />,
  );
  await screen.findByRole('heading', { level: 1, name: doc.title });
  const user = userEvent.setup();
  // Beside the plan the assistant is a tab beside the map.
  await user.click(screen.getByRole('tab', { name: 'Assistant' }));
  await screen.findByRole('log', { name: 'Conversation with the assistant' });
  return { memory, propose: thread.propose, user };
}

const titlesOf = (name: RegExp) =>
  within(within(screen.getByRole('region', { name })).getByRole('list', { name: /^Items of/ }))
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.plan-item__title')?.textContent)
    .filter(Boolean);

const plan = () => [titlesOf(/^Day 1/), titlesOf(/^Day 2/), titlesOf(/^Day 3/)];

/** The plan as stored, shown as it is: no banner, and every item can be dragged. */
function expectStoredPlanShown(expected: string[][]) {
  expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  expect(plan()).toEqual(expected);
  for (const title of expected.flat()) expect(screen.getByRole('button', { name: `Drag to move ${title}` })).toBeInTheDocument();
}

const proposal = (text: string) => screen.getByText(text).closest('li')!;
const STORED = [['São Jorge Castle'], ['Time Out Market'], ['Fado night']];

describe('the assistant’s proposal on the plan', () => {
  it('answering the newest proposal does not bring an older unanswered one back onto the plan', async () => {
    const { propose, user } = await setup();
    propose('p1', swap('p1', 'castle', 1, 'market', 2));
    await screen.findByText(BANNER);
    propose('p2', swap('p2', 'market', 2, 'fado', 3));
    await waitFor(() => expect(plan()).toEqual([['São Jorge Castle'], ['Fado night'], ['Time Out Market']]));

    await user.click(within(proposal('Proposal p2')).getByRole('button', { name: 'Reject' }));
    expectStoredPlanShown(STORED);

    // Still there to look at on request.
    await user.click(within(proposal('Proposal p1')).getByRole('button', { name: 'Show on the plan' }));
    expect(screen.getByText(BANNER)).toBeInTheDocument();
    await user.click(within(proposal('Proposal p1')).getByRole('button', { name: 'Accept change' }));
    expectStoredPlanShown([['Time Out Market'], ['São Jorge Castle'], ['Fado night']]);
  });

  it('accept, reject, accept, Ctrl+Z: each leaves the stored plan shown, and Ctrl+Z also hides a newer proposal', async () => {
    const { propose, user } = await setup();
    propose('p1', swap('p1', 'castle', 1, 'market', 2));
    await screen.findByText(BANNER);
    await user.click(within(proposal('Proposal p1')).getByRole('button', { name: 'Accept change' }));
    const afterP1 = [['Time Out Market'], ['São Jorge Castle'], ['Fado night']];
    expectStoredPlanShown(afterP1);

    propose('p2', swap('p2', 'castle', 2, 'fado', 3));
    await screen.findByText(BANNER);
    await user.click(within(proposal('Proposal p2')).getByRole('button', { name: 'Reject' }));
    expectStoredPlanShown(afterP1);

    propose('p3', swap('p3', 'castle', 2, 'fado', 3));
    await screen.findByText(BANNER);
    await user.click(within(proposal('Proposal p3')).getByRole('button', { name: 'Accept change' }));
    expectStoredPlanShown([['Time Out Market'], ['Fado night'], ['São Jorge Castle']]);

    // A proposal arrives right after the accept, then Ctrl+Z takes the accepted change back.
    propose('p4', swap('p4', 'market', 1, 'fado', 2));
    await screen.findByText(BANNER);
    await user.keyboard('{Control>}z{/Control}');
    expectStoredPlanShown(afterP1);
    // p4 is still unanswered, and can be shown again.
    expect(within(proposal('Proposal p4')).getByRole('button', { name: 'Show on the plan' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('undoing an accepted proposal with its own Undo button leaves the stored plan shown', async () => {
    const { propose, user } = await setup();
    propose('p1', swap('p1', 'castle', 1, 'market', 2));
    await screen.findByText(BANNER);
    await user.click(within(proposal('Proposal p1')).getByRole('button', { name: 'Accept change' }));
    propose('p2', swap('p2', 'castle', 2, 'fado', 3));
    await screen.findByText(BANNER);
    await user.click(within(proposal('Proposal p1')).getByRole('button', { name: 'Undo this change' }));
    expectStoredPlanShown(STORED);
  });
});
