import { act, screen, within } from '@testing-library/react';
import type * as UsersModule from '@/services/firebase/collections/users';
import { AppError } from '@/services/firebase/errors';
import { getUserState, userActions } from '@/stores/use-user-store';
import { QUESTIONS } from '../../lib/questions';
import type { QuizAccount } from '../../lib/quiz-account';
import { readProgress, readResult, STORAGE_KEYS } from '../../lib/quiz-storage';
import { PersonalityResult } from '../personality-result';
import { QuizFlow } from '../quiz-flow';
import { expectNoAxeViolations, renderRoutes } from '@/testing/render-routes';
import { CULTURE_ANSWERS } from './answers';

const users = vi.hoisted(() => ({ updatePreferences: vi.fn<typeof UsersModule.updatePreferences>() }));
vi.mock('@/services/firebase/collections/users', () => users);

beforeEach(() => {
  vi.resetAllMocks();
  users.updatePreferences.mockResolvedValue(undefined);
});

const signedOut: QuizAccount = { status: 'signed-out' };
const signedIn: QuizAccount = { status: 'signed-in', uid: 'uid-ana', travelPersonality: null };

function renderQuiz(account: QuizAccount = signedOut, onSaved = vi.fn()) {
  const view = renderRoutes(
    {
      '/quiz': <QuizFlow account={account} onSaved={onSaved} />,
      '/travel-personality': <PersonalityResult account={account} />,
    },
    '/quiz',
  );
  return { ...view, onSaved };
}

function optionLabel(questionIndex: number, optionId: string): string {
  const question = QUESTIONS[questionIndex];
  const option = question?.options.find((o) => o.id === optionId);
  if (!question || !option) throw new Error(`no option ${optionId} in question ${questionIndex}`);
  return option.label;
}

function group(questionIndex: number) {
  return screen.getByRole('group', { name: QUESTIONS[questionIndex]?.prompt });
}

async function answerAndGo(user: ReturnType<typeof renderQuiz>['user'], questionIndex: number, optionId: string) {
  await user.click(within(group(questionIndex)).getByRole('radio', { name: optionLabel(questionIndex, optionId) }));
  const last = questionIndex === QUESTIONS.length - 1;
  await user.click(screen.getByRole('button', { name: last ? 'See my result' : 'Next' }));
}

describe('the quiz', () => {
  it('shows one question at a time with its progress, and Next only once answered', async () => {
    const { user } = renderQuiz();
    expect(screen.getByText(`Question 1 of ${QUESTIONS.length}`)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: `Question 1 of ${QUESTIONS.length}` });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', String(QUESTIONS.length));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(within(group(0)).getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: optionLabel(0, 'market') }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText(`Question 2 of ${QUESTIONS.length}`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    // Focus goes to the new question's heading.
    expect(screen.getByRole('heading', { level: 2, name: QUESTIONS[1]?.prompt })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('keeps answers going back and forward', async () => {
    const { user } = renderQuiz();
    await answerAndGo(user, 0, 'lake');
    await answerAndGo(user, 1, 'packed');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: QUESTIONS[1]?.prompt })).toHaveFocus();
    expect(screen.getByRole('radio', { name: optionLabel(1, 'packed') })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: optionLabel(0, 'lake') })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(`Question 3 of ${QUESTIONS.length}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('works from the keyboard: arrow keys choose, Enter moves on', async () => {
    const { user } = renderQuiz();
    await user.tab();
    const first = screen.getByRole('radio', { name: optionLabel(0, 'museum') });
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('radio', { name: optionLabel(0, 'market') });
    expect(second).toBeChecked();
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(`Question 2 of ${QUESTIONS.length}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: QUESTIONS[1]?.prompt })).toHaveFocus();
  });

  it('does not move on with Enter before an answer is chosen', async () => {
    const { user } = renderQuiz();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText(`Question 1 of ${QUESTIONS.length}`)).toBeInTheDocument();
  });

  it('resumes where it was after a reload, with the answers kept', async () => {
    const first = renderQuiz();
    await answerAndGo(first.user, 0, 'sunrise-hike');
    await answerAndGo(first.user, 1, 'nothing-planned');
    first.unmount();

    const { user } = renderQuiz();
    expect(screen.getByText(`Question 3 of ${QUESTIONS.length}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: optionLabel(1, 'nothing-planned') })).toBeChecked();
  });

  it('starts afresh when the stored progress is malformed, and skips unanswered steps', () => {
    localStorage.setItem(STORAGE_KEYS.progress, '{"step":7,"answers":{"wake-up":"museum","day-pace":"teleport"}}');
    renderQuiz();
    // Question 2's answer is not a known option: it is asked again.
    expect(screen.getByText(`Question 2 of ${QUESTIONS.length}`)).toBeInTheDocument();
  });

  it('ignores stored progress that is not JSON', () => {
    localStorage.setItem(STORAGE_KEYS.progress, 'not json');
    renderQuiz();
    expect(screen.getByText(`Question 1 of ${QUESTIONS.length}`)).toBeInTheDocument();
  });

  it('signed in: finishing saves the result to the account and shows it', async () => {
    const { user, onSaved } = renderQuiz(signedIn);
    for (const [index, question] of QUESTIONS.entries()) {
      const answer = CULTURE_ANSWERS[question.id];
      if (answer) await answerAndGo(user, index, answer);
    }
    expect(await screen.findByRole('heading', { level: 2, name: 'Culture Seeker' })).toBeInTheDocument();
    expect(users.updatePreferences).toHaveBeenCalledTimes(1);
    expect(users.updatePreferences).toHaveBeenCalledWith('uid-ana', { travelPersonality: 'culture-seeker' });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ travelPersonality: 'culture-seeker' }));
    expect(readResult()).toMatchObject({ type: 'culture-seeker', savedFor: 'uid-ana' });
    // The answers are gone: the next quiz starts at question 1.
    expect(readProgress()).toBeNull();
  });

  it('signed out: finishing keeps the result on the device only, and shows it', async () => {
    const { user } = renderQuiz(signedOut);
    for (const [index, question] of QUESTIONS.entries()) {
      await answerAndGo(user, index, CULTURE_ANSWERS[question.id] ?? '');
    }
    expect(await screen.findByRole('heading', { level: 2, name: 'Culture Seeker' })).toBeInTheDocument();
    expect(users.updatePreferences).not.toHaveBeenCalled();
    expect(readResult()).toMatchObject({ type: 'culture-seeker', savedFor: null });
  });

  it('signed in: a failed save says so, keeps the result on the device, and stays', async () => {
    users.updatePreferences.mockRejectedValueOnce(
      new AppError('unavailable', 'The service cannot be reached right now.'),
    );
    const { user, onSaved } = renderQuiz(signedIn);
    for (const [index, question] of QUESTIONS.entries()) {
      await answerAndGo(user, index, CULTURE_ANSWERS[question.id] ?? '');
    }
    expect(await screen.findByRole('alert')).toHaveTextContent('The service cannot be reached right now.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(readResult()).toMatchObject({ type: 'culture-seeker', savedFor: null });
    await user.click(screen.getByRole('link', { name: 'See your result' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Culture Seeker' })).toBeInTheDocument();
  });
});

describe('onSaved gets the whole preferences', () => {
  it('merges the personality into the preferences the session holds', async () => {
    act(() => userActions.userPreferencesChanged({ currency: 'GBP', homeCity: 'Lisbon' }));
    const { user, onSaved } = renderQuiz(signedIn);
    for (const [index, question] of QUESTIONS.entries()) {
      await answerAndGo(user, index, CULTURE_ANSWERS[question.id] ?? '');
    }
    await screen.findByRole('heading', { level: 2, name: 'Culture Seeker' });
    expect(onSaved).toHaveBeenCalledWith({ ...getUserState().userPreferences, travelPersonality: 'culture-seeker' });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ currency: 'GBP', homeCity: 'Lisbon' });
  });
});
