import { render, waitFor } from '@testing-library/react';
import type * as UsersModule from '@/services/firebase/collections/users';
import { readResult, writeResult } from '../../lib/quiz-storage';
import { QuizResultSync } from '../quiz-result-sync';

const users = vi.hoisted(() => ({ updatePreferences: vi.fn<typeof UsersModule.updatePreferences>() }));
vi.mock('@/services/firebase/collections/users', () => users);

const SCORES = { culture: 20, food: 90, nature: 20, adventure: 10, relaxation: 30, pace: 50, budget: 45 };

beforeEach(() => {
  vi.resetAllMocks();
  users.updatePreferences.mockResolvedValue(undefined);
});

describe('saving a signed-out result after sign-in', () => {
  it('saves a result taken signed out to the account, once, and marks it as theirs', async () => {
    writeResult({ type: 'food-explorer', scores: SCORES, takenAt: '2026-11-20T10:00:00.000Z', savedFor: null });
    const onSaved = vi.fn();
    render(<QuizResultSync uid="uid-ana" onSaved={onSaved} />);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ travelPersonality: 'food-explorer' })));
    expect(users.updatePreferences).toHaveBeenCalledTimes(1);
    expect(users.updatePreferences).toHaveBeenCalledWith('uid-ana', { travelPersonality: 'food-explorer' });
    expect(readResult()?.savedFor).toBe('uid-ana');
  });

  it('leaves a result already saved to an account alone', async () => {
    writeResult({ type: 'food-explorer', scores: SCORES, takenAt: '2026-11-20T10:00:00.000Z', savedFor: 'uid-bo' });
    const onSaved = vi.fn();
    render(<QuizResultSync uid="uid-ana" onSaved={onSaved} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(users.updatePreferences).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps the result pending when the save fails', async () => {
    users.updatePreferences.mockRejectedValueOnce(new Error('offline'));
    writeResult({ type: 'food-explorer', scores: SCORES, takenAt: '2026-11-20T10:00:00.000Z', savedFor: null });
    const onSaved = vi.fn();
    render(<QuizResultSync uid="uid-ana" onSaved={onSaved} />);
    await waitFor(() => expect(users.updatePreferences).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onSaved).not.toHaveBeenCalled();
    expect(readResult()?.savedFor).toBeNull();
  });
});
