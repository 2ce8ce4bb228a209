import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanItem } from '@/domain/itineraries/types';
import type { ThreadMessage } from '@/services/firebase/collections/assistant';
import { AppError } from '@/services/firebase/errors';
import { getAssistantState } from '@/stores/use-assistant-store';
import { resetAllStores } from '@/stores/registry';
import { aPlace, aThreadMessage, aTrip, anItem } from '@/testing/builders';
import { itineraryDetailsActions } from '@/stores/use-itinerary-details-store';
import type { EditAnswer } from '@/domain/assistant/edit/propose';
import type { ProposedChange } from '@/domain/assistant/edit/change';
import { APPLY_LABEL, ItineraryChat, LOCAL_NOTICE, type ChatPlanApi } from '../itinerary-chat';
import { inConversationOrder, type LoadAssistantService } from '../use-assistant-thread';

function item(id: string, day: number, title: string): PlanItem {
  return anItem({ id, day, title, place: aPlace(title, { geocode: { lat: 38.71, lng: -9.13 }, approximate: false }) });
}

const ITEMS = [item('a', 1, 'Alfama'), item('b', 2, 'Belém Tower')];
const ITINERARY = aTrip({ id: 'trip1', days: 2, creatorId: 'me' });

const SWAP: ProposedChange = {
  summary: 'Swap day 1 and day 2.',
  add: [],
  move: [
    { id: 'a', title: 'Alfama', fromDay: 1, toDay: 2, order: 'a0' },
    { id: 'b', title: 'Belém Tower', fromDay: 2, toDay: 1, order: 'a0' },
  ],
  remove: [],
  itinerary: null,
};

/** The thread service as a small in-memory stand-in: turns pushed to the subscriber. */
function fakeService(options: { ask?: (data: { text: string }) => Promise<unknown>; decide?: () => Promise<void> } = {}) {
  let emit: ((messages: ThreadMessage[]) => void) | undefined;
  const messages: ThreadMessage[] = [];
  const turn = aThreadMessage;
  const service = {
    subscribeThread: vi.fn((_id: string, onChange: (m: ThreadMessage[]) => void) => {
      emit = onChange;
      onChange([...messages]);
      return () => undefined;
    }),
    postUserTurn: vi.fn(async (_id: string, _uid: string, text: string) => {
      messages.push(turn({ id: `u${messages.length}`, role: 'user', text }));
      emit?.([...messages]);
      return `u${messages.length - 1}`;
    }),
    decideProposal: vi.fn(options.decide ?? (async () => undefined)),
    askAssistantEdit: vi.fn(
      options.ask ??
        (async () => {
          messages.push(turn({ id: 'r1', role: 'assistant', text: 'Here are the days swapped.', proposedChange: SWAP, status: 'proposed' }));
          emit?.([...messages]);
          return {};
        }),
    ),
  };
  const load = (() => Promise.resolve(service)) as unknown as LoadAssistantService;
  return { service, load };
}

async function renderChat(load: LoadAssistantService, answerLocally?: (text: string) => Promise<EditAnswer>, itinerary = ITINERARY) {
  // The route opens the itinerary in its store; the chat reads it there (and the store finds the user its creator).
  itineraryDetailsActions.itineraryOpened(itinerary.id, 'me', () =>
    Promise.resolve({
      subscribeItinerary: (_id, _uid, onChange) => {
        onChange({ itinerary, items: ITEMS, fromCache: false, hasPendingWrites: false });
        return () => undefined;
      },
    }),
  );
  const api: ChatPlanApi = {
    items: ITEMS,
    showPreview: vi.fn(),
    apply: vi.fn(),
    undo: vi.fn(),
    undoLabel: null,
    undos: 0,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ItineraryChat
        api={api}
        uid="me"
        load={load}
        loadDayTrip={() => Promise.resolve('Sintra')}
        {...(answerLocally ? { answerLocally } : {})}
      />
    </QueryClientProvider>,
  );
  // The chat shows once the open itinerary's first snapshot is in.
  await screen.findByRole('textbox', { name: FIELD_NAME });
  return { api, user: userEvent.setup() };
}

const FIELD_NAME = 'Ask the assistant to change this trip';
const field = () => screen.getByRole('textbox', { name: FIELD_NAME });

afterEach(() => resetAllStores());

describe('ItineraryChat', () => {
  it('opens a planned trip’s conversation with what the assistant assumed and what is worth knowing', async () => {
    const { load } = fakeService();
    const planned = {
      ...ITINERARY,
      isManualCreated: false,
      context: '3 days in Rome, gelato and history',
      planNotes: { assumed: ['I planned for two adults.'], worthKnowing: ['You asked for gelato: our guide to Rome marks no place for it, so the plan does not include one.'] },
    };
    await renderChat(load, undefined, planned);
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    expect(within(log).getByText('3 days in Rome, gelato and history')).toBeInTheDocument();
    expect(within(log).getByText('Worth knowing:').nextElementSibling).toHaveTextContent('You asked for gelato: our guide to Rome marks no place for it');
    expect(within(log).getByText('What I assumed (pick another, or ask me to change any of it):').nextElementSibling).toHaveTextContent('I planned for two adults.');
  });

  it('offers another choice for each assumption, a click that asks for the trip planned again with it', async () => {
    const { service, load } = fakeService();
    const planned = {
      ...ITINERARY,
      isManualCreated: false,
      context: '3 days in Rome',
      planNotes: { assumed: ['I assumed the trip starts on 1 May 2027.', 'I planned for two adults.', 'I assumed a moderate pace.'], worthKnowing: [] },
    };
    const { user } = await renderChat(load, undefined, planned);
    const pace = screen.getByRole('group', { name: 'Instead: I assumed a moderate pace.' });
    expect(within(pace).getAllByRole('button').map((button) => button.textContent)).toEqual(['Slow pace', 'Packed pace']);
    expect(within(screen.getByRole('group', { name: 'Instead: I planned for two adults.' })).getByRole('button', { name: 'With children' })).toBeInTheDocument();
    // The dates are changed with the trip's own dates: no choice here.
    expect(screen.queryByRole('group', { name: /starts on/ })).toBeNull();
    await user.click(within(pace).getByRole('button', { name: 'Slow pace' }));
    await waitFor(() => expect(service.askAssistantEdit).toHaveBeenCalledWith({ itineraryId: 'trip1', text: 'Plan it again at a slow pace', replyTo: expect.any(String) }));
  });

  it('sends a message, previews the proposed change on the plan, and applies it in one batch on accept', async () => {
    const { service, load } = fakeService();
    const { api, user } = await renderChat(load);
    // Starter prompts for this trip: one for the day trip near it once that is known.
    expect(screen.getByRole('button', { name: 'Swap days 1 and 2' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Add a day trip to Sintra' });

    await user.type(field(), 'swap days 1 and 2{Enter}');
    await screen.findByText('Here are the days swapped.');
    expect(service.postUserTurn).toHaveBeenCalledWith('trip1', 'me', 'swap days 1 and 2', expect.any(Function));
    expect(service.askAssistantEdit).toHaveBeenCalledWith({ itineraryId: 'trip1', text: 'swap days 1 and 2', replyTo: 'u0' });
    expect(field()).toHaveValue('');

    // Shown on the plan: Alfama marked as moved from day 1, on day 2.
    await waitFor(() => expect(api.showPreview).toHaveBeenLastCalledWith(expect.objectContaining({ days: null })));
    const preview = vi.mocked(api.showPreview).mock.lastCall![0]!;
    expect(preview.items.find((i) => i.id === 'a')?.day).toBe(2);
    expect(preview.marks.get('a')).toEqual({ kind: 'moved', fromDay: 1 });
    expect(api.apply).not.toHaveBeenCalled();
    const proposal = screen.getByRole('list', { name: 'The proposed change' });
    expect(within(proposal).getByText(/Alfama: day 1 → day 2/)).toBeInTheDocument();
    expect(getAssistantState().itineraryMessages.data).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Accept change' }));
    expect(api.apply).toHaveBeenCalledTimes(1);
    expect(api.apply).toHaveBeenCalledWith(APPLY_LABEL, {
      upsert: [
        { ...ITEMS[0], day: 2, order: 'a0' },
        { ...ITEMS[1], day: 1, order: 'a0' },
      ],
      remove: [],
    });
    expect(api.showPreview).toHaveBeenLastCalledWith(null);
    expect(service.decideProposal).toHaveBeenCalledWith('trip1', 'r1', 'accepted');
    expect(screen.getByText('Accepted: the plan has this change.')).toBeInTheDocument();
  });

  it("accepts a trip planned again with its own notes, and does not say the trip's length changes when it does not", async () => {
    const notes = { assumed: ['I assumed a mid-range budget.'], worthKnowing: ['Day 2: a long walk.'] };
    const replan: ProposedChange = {
      summary: 'Plan the trip again at a slow pace.',
      add: [],
      move: [],
      remove: [{ id: 'a', title: 'Alfama', day: 1 }],
      itinerary: { days: 2, period: null, planNotes: notes },
    };
    // The assistant cannot be reached: the change is planned on this device, as "Plan it again" is.
    const { load } = fakeService({ ask: () => Promise.reject(Object.assign(new Error('offline'), { kind: 'unavailable' })) });
    const { api, user } = await renderChat(load, async () => ({ reply: 'Here is the trip planned again.', change: replan }));
    await user.type(field(), 'Plan it again at a slow pace{Enter}');
    const proposal = await screen.findByRole('list', { name: 'The proposed change' });
    expect(within(proposal).queryByText(/The trip becomes/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept change' }));
    expect(api.apply).toHaveBeenCalledWith(APPLY_LABEL, { upsert: [], remove: ['a'], itinerary: { days: 2, planNotes: notes } });
  });

  it('leaves an item where a companion moved it after the proposal, and says a part was left out', async () => {
    const { load } = fakeService();
    const { api, user } = await renderChat(load);
    await user.type(field(), 'swap days 1 and 2{Enter}');
    await screen.findByText('Here are the days swapped.');
    // Before the change is accepted, a companion moves Alfama to day 3.
    api.items = [{ ...ITEMS[0]!, day: 3 }, ITEMS[1]!];
    await user.click(screen.getByRole('button', { name: 'Accept change' }));
    expect(api.apply).toHaveBeenCalledWith(APPLY_LABEL, { upsert: [{ ...ITEMS[1], day: 1, order: 'a0' }], remove: [] });
    expect(
      await screen.findByText(/1 part was left out: the plan has changed there since \(moved or deleted\)\./),
    ).toBeInTheDocument();
  });

  it('records a rejection and never touches the plan', async () => {
    const { service, load } = fakeService();
    const { api, user } = await renderChat(load);
    await user.type(field(), 'swap days 1 and 2{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(service.decideProposal).toHaveBeenCalledWith('trip1', 'r1', 'rejected');
    expect(api.apply).not.toHaveBeenCalled();
    expect(api.showPreview).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Rejected: the plan was left as it was.')).toBeInTheDocument();
  });

  it('says so when a decision is not saved in the conversation, and saves it on a retry', async () => {
    const decide = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('The connection dropped.')).mockResolvedValue(undefined);
    const { service, load } = fakeService({ decide });
    const { user } = await renderChat(load);
    await user.type(field(), 'swap days 1 and 2{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not saved in the conversation: The connection dropped.');
    expect(screen.getByText('Rejected: the plan was left as it was.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(service.decideProposal).toHaveBeenLastCalledWith('trip1', 'r1', 'rejected');
  });

  it('keeps a message the assistant and the built-in planner could not answer, and says why', async () => {
    const { load } = fakeService({ ask: () => Promise.reject(new AppError('unavailable', 'The assistant cannot be reached right now.')) });
    const { user } = await renderChat(load, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await user.type(field(), 'add a food market to day 1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('the built-in planner could not load');
    expect(field()).toHaveValue('add a food market to day 1');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps the message and shows a refusal meant for the user at the field', async () => {
    const { load } = fakeService({
      ask: () => Promise.reject(new AppError('invalid', 'You have asked the assistant 30 times in the last hour, which is the limit. Try again in 12 minutes.')),
    });
    const { user } = await renderChat(load);
    await user.type(field(), 'make day 2 lighter{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('30 times in the last hour');
    expect(field()).toHaveValue('make day 2 lighter');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('answers on this device when the assistant cannot be reached, says so, and still applies on accept', async () => {
    const { load } = fakeService({ ask: () => Promise.reject(new AppError('unavailable', 'The assistant cannot be reached right now.')) });
    const local = vi.fn(async (): Promise<EditAnswer> => ({ reply: 'Swapped here.', change: SWAP }));
    const { api, user } = await renderChat(load, local);
    await user.type(field(), 'swap days 1 and 2{Enter}');
    await screen.findByText('Swapped here.');
    expect(screen.getByText(LOCAL_NOTICE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept change' }));
    expect(api.apply).toHaveBeenCalledTimes(1);
  });

  it('scrolls the conversation to its newest turn, and leaves an empty one alone (no page layout on open)', async () => {
    // jsdom lays nothing out: the log's height and its scrolling are watched instead.
    const heightReads = vi.fn(() => 480);
    const scrolls = vi.fn();
    const height = vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(heightReads);
    // jsdom's elements have no scrollTo of their own.
    Object.defineProperty(Element.prototype, 'scrollTo', { value: scrolls, configurable: true, writable: true });
    try {
      const { load } = fakeService();
      const { user } = await renderChat(load);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(heightReads).not.toHaveBeenCalled();
      expect(scrolls).not.toHaveBeenCalled();

      await user.type(field(), 'swap days 1 and 2{Enter}');
      await screen.findByText('Here are the days swapped.');
      await waitFor(() => expect(scrolls).toHaveBeenLastCalledWith({ top: 480 }));
      expect(scrolls.mock.contexts.at(-1)).toBe(screen.getByRole('log', { name: 'Conversation with the assistant' }));
    } finally {
      height.mockRestore();
      Reflect.deleteProperty(Element.prototype, 'scrollTo');
    }
  });

  it('asks for words when the message is empty', async () => {
    const { service, load } = fakeService();
    const { user } = await renderChat(load);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write what you would like to change');
    expect(service.postUserTurn).not.toHaveBeenCalled();
  });
});

describe('inConversationOrder', () => {
  const turn = (id: string, role: 'user' | 'assistant', replyTo: string | null = null) =>
    ({ id, role, text: id, createdAt: null, change: null, status: null, notice: null, replyTo, pending: false, local: false }) as const;

  it('puts an answer stamped before its question right after it, and leaves the rest in time order', () => {
    const ordered = inConversationOrder([turn('a1', 'assistant', 'u1'), turn('u1', 'user'), turn('u2', 'user'), turn('a2', 'assistant', 'u2'), turn('a3', 'assistant', 'gone')]);
    expect(ordered.map((t) => t.id)).toEqual(['u1', 'a1', 'u2', 'a2', 'a3']);
  });
});
