import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlannerPersonality } from '@/domain/assistant/planner/plan';
import type { TripPlan } from '@/domain/assistant/planner/schema';
import { resetAllStores } from '@/stores/registry';
import { ASSISTANT_PLAN_DRAFT_KEY, AssistantPlan, type AssistantPlanProps, type PlanProgress } from '../assistant-plan';
import { LOCAL_PLAN_NOTICE, planRequest } from '../plan-request';

const TODAY = new Date(2026, 10, 22);
// The real planner and places data, loaded as the app loads them.
const realPlanRequest = (text: string, personality: PlannerPersonality | null) => planRequest(text, { today: TODAY, personality });
/** The quiz's profile of the slow traveller. */
const SLOW_TRAVELLER: PlannerPersonality = { interests: ['relaxation', 'food', 'nature'], pace: 'slow', budget: 'moderate' };

function renderPlan(props: Partial<AssistantPlanProps> = {}) {
  const saved: { text: string; plan: TripPlan }[] = [];
  let finish: ((id: string) => void) | undefined;
  const onSave = vi.fn(
    (text: string, plan: TripPlan, progress: PlanProgress) =>
      new Promise<string>((resolve) => {
        saved.push({ text, plan });
        progress(1, plan.days.length);
        finish = resolve;
      }),
  );
  const onPlanned = vi.fn();
  const onSignInRequired = vi.fn();
  const utils = render(
    <AssistantPlan
      signedIn
      personality={null}
      planRequest={realPlanRequest}
      onSave={onSave}
      onPlanned={onPlanned}
      onSignInRequired={onSignInRequired}
      {...props}
    />,
  );
  return { ...utils, onSave, onPlanned, onSignInRequired, saved, finish: (id: string) => finish?.(id), user: userEvent.setup() };
}

const field = () => screen.getByRole('textbox', { name: 'Your trip in a sentence' });

afterEach(() => {
  sessionStorage.clear();
  resetAllStores();
});

describe('AssistantPlan', () => {
  it('plans a request, shows what it understood and assumed, the progress, and goes to the trip', async () => {
    const { user, onSave, onPlanned, saved, finish } = renderPlan();
    await user.type(field(), '4 days in Lisbon, food and history, slow pace');
    await user.click(screen.getByRole('button', { name: 'Plan it for me' }));

    const understood = await screen.findByRole('region', { name: 'What I understood' }, { timeout: 10_000 });
    expect(understood).toHaveTextContent(/Destinations\s*Lisbon/);
    expect(understood).toHaveTextContent(/Days\s*4/);
    expect(understood).toHaveTextContent(/Dates\s*Not set yet/);
    expect(understood).toHaveTextContent(/Pace\s*Slow/);
    expect(understood).toHaveTextContent(/Interests\s*food, history/);
    expect(understood).toHaveTextContent('What I assumed');
    expect(understood).toHaveTextContent('I planned for two adults.');
    expect(screen.getByRole('status')).toHaveTextContent('Day 1 of 4 ready');

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(saved[0]!.text).toBe('4 days in Lisbon, food and history, slow pace');
    expect(saved[0]!.plan.days).toHaveLength(4);
    expect(saved[0]!.plan.destinations).toEqual(['Lisbon']);
    finish('trip-42');
    await waitFor(() => expect(onPlanned).toHaveBeenCalledWith('trip-42'));
    // The request is done: no draft is left.
    expect(sessionStorage.getItem(`wayfare:draft:${ASSISTANT_PLAN_DRAFT_KEY}`)).toBeNull();
  });

  it('shows dates read from the request', async () => {
    const { user } = renderPlan();
    await user.type(field(), '3 days in Porto June 3-5 2027');
    await user.click(screen.getByRole('button', { name: 'Plan it for me' }));
    const understood = await screen.findByRole('region', { name: 'What I understood' }, { timeout: 10_000 });
    expect(understood).toHaveTextContent(/Dates\s*3 June 2027 to 5 June 2027/);
  });

  it('uses the travel personality when the request does not state a pace', async () => {
    const { user } = renderPlan({ personality: SLOW_TRAVELLER });
    await user.type(field(), '3 days in Rome');
    await user.click(screen.getByRole('button', { name: 'Plan it for me' }));
    const understood = await screen.findByRole('region', { name: 'What I understood' }, { timeout: 10_000 });
    expect(understood).toHaveTextContent(/Pace\s*Slow/);
    expect(understood).toHaveTextContent(/Interests\s*relaxation, food, nature/);
    expect(understood).toHaveTextContent('I used the slow pace of your travel personality.');
  });

  it('says so at the field when no known city is named, and keeps the text', async () => {
    const { user, onSave } = renderPlan();
    await user.type(field(), '4 days in Zzyzxville, food and history');
    await user.click(screen.getByRole('button', { name: 'Plan it for me' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription(/could not find a city I know/), { timeout: 10_000 });
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('4 days in Zzyzxville, food and history');
    expect(field()).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'What I understood' })).toBeNull();
  });

  it('starts loading the planner once, when the field first gets focus', async () => {
    const preload = vi.fn();
    const { user } = renderPlan({ preload });
    expect(preload).not.toHaveBeenCalled();
    await user.click(field());
    await user.tab();
    await user.click(field());
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('asks for a request when the field is empty', async () => {
    const { user, onSave } = renderPlan();
    await user.click(screen.getByRole('button', { name: 'Plan it for me' }));
    expect(field()).toHaveAccessibleDescription(/Tell me where you would like to go/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('signed out: keeps the request as a draft and asks to sign in', async () => {
    const planSpy = vi.fn(realPlanRequest);
    const first = renderPlan({ signedIn: false, planRequest: planSpy });
    await first.user.type(field(), 'A week in Kyoto');
    await first.user.click(screen.getByRole('button', { name: 'Sign in to plan it' }));
    expect(first.onSignInRequired).toHaveBeenCalledTimes(1);
    expect(planSpy).not.toHaveBeenCalled();
    first.unmount();
    // Back from signing in: the request is still there.
    renderPlan({ signedIn: true });
    expect(field()).toHaveValue('A week in Kyoto');
  });

  it('offers starter prompts from the Assistant store that fill the field', async () => {
    const { user } = renderPlan();
    const starters = screen.getByRole('group', { name: 'Try one of these' });
    const buttons = starters.querySelectorAll('button');
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    await user.click(screen.getByRole('button', { name: '5 days in Lisbon in May with two kids, food and history, slow pace' }));
    expect(field()).toHaveValue('5 days in Lisbon in May with two kids, food and history, slow pace');
  });

  it('reports a failed save and keeps the text', async () => {
    const { user } = renderPlan({ onSave: () => Promise.reject(new Error('You are not allowed to do this.')) });
    await user.type(field(), '2 days in Paris');
    await user.click(screen.getByRole('button', { name: 'Plan it for me' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The trip could not be created: You are not allowed to do this.');
    expect(field()).toHaveValue('2 days in Paris');
  });
});

describe('planRequest with the assistant function', () => {
  it("uses the function's plan and passes on its notice", async () => {
    const local = await planRequest('3 days in Lisbon', { today: TODAY });
    const remotePlan = { ...local.plan!, title: 'From the function' };
    const remote = vi.fn(async () => ({ plan: remotePlan, source: 'embedded', notice: 'The assistant could not be reached, so this plan comes from our built-in planner.' }));
    const result = await planRequest('3 days in Lisbon', { today: TODAY, personality: SLOW_TRAVELLER, remote });
    expect(remote).toHaveBeenCalledWith('3 days in Lisbon', SLOW_TRAVELLER);
    expect(result.plan?.title).toBe('From the function');
    expect(result.notice).toMatch(/our built-in planner/);
  });

  it('plans on this device, and says so, when the function cannot be reached or answers nonsense', async () => {
    const unreachable = vi.fn(() => Promise.reject(Object.assign(new Error('The assistant cannot be reached right now.'), { kind: 'unavailable' })));
    const offline = await planRequest('3 days in Lisbon', { today: TODAY, remote: unreachable });
    expect(offline.plan?.days).toHaveLength(3);
    expect(offline.notice).toBe(LOCAL_PLAN_NOTICE);
    const nonsense = await planRequest('3 days in Lisbon', { today: TODAY, remote: () => Promise.resolve({ plan: { title: '' } }) });
    expect(nonsense.plan?.days).toHaveLength(3);
    expect(nonsense.notice).toBe(LOCAL_PLAN_NOTICE);
  });

  it('passes on a refusal meant for the user, and never asks about a request without a city', async () => {
    const limit = Object.assign(new Error('You have asked the assistant 30 times in the last hour, which is the limit.'), { kind: 'invalid' });
    await expect(planRequest('3 days in Lisbon', { today: TODAY, remote: () => Promise.reject(limit) })).rejects.toBe(limit);
    const remote = vi.fn();
    expect((await planRequest('3 days somewhere nice', { today: TODAY, remote })).plan).toBeNull();
    expect(remote).not.toHaveBeenCalled();
  });
});
