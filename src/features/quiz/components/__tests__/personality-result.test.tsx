import { act, screen, within } from '@testing-library/react';
import type { QuizAccount } from '../../lib/quiz-account';
import { readProgress, STORAGE_KEYS, writeProgress, writeResult } from '../../lib/quiz-storage';
import { chartSummary, PersonalityChart } from '../personality-chart';
import { PersonalityResult } from '../personality-result';
import { expectNoAxeViolations, landedOn, renderRoutes } from '@/testing/render-routes';

const SCORES = { culture: 85, food: 40, nature: 20, adventure: 10, relaxation: 30, pace: 65, budget: 45 };
const signedOut: QuizAccount = { status: 'signed-out' };

function renderResult(account: QuizAccount = signedOut) {
  return renderRoutes({ '/travel-personality': <PersonalityResult account={account} /> }, '/travel-personality');
}

function storeResult(savedFor: string | null = null) {
  writeResult({ type: 'culture-seeker', scores: SCORES, takenAt: '2026-11-20T10:00:00.000Z', savedFor });
}

describe('the chart', () => {
  it('is an image whose name sums up every dimension, with the numbers in a table', () => {
    renderRoutes({ '/': <PersonalityChart scores={SCORES} /> }, '/');
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(chartSummary(SCORES));
    expect(chart).toHaveAccessibleName(/Culture 85, Food 40, Nature 20, Adventure 10, Relaxation 30, Pace 65 \(0 slow, 100 fast\), Budget 45/);
    const table = screen.getByRole('table', { name: 'Your scores by dimension' });
    expect(within(table).getByRole('row', { name: 'Culture 85' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Budget 45' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });
});

describe('the result screen', () => {
  it('invites to take the quiz when there is no result', async () => {
    const { user } = renderResult();
    expect(screen.getByRole('heading', { level: 2, name: 'You have not taken the quiz yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Take the quiz' }));
    await landedOn('/quiz');
  });

  it('shows the type, what it means, the chart and places that fit', async () => {
    storeResult();
    renderResult();
    expect(screen.getByRole('heading', { level: 2, name: 'Culture Seeker' })).toBeInTheDocument();
    expect(screen.getByText(/You travel to understand a place/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Culture 85/ })).toBeInTheDocument();
    const places = screen.getByRole('region', { name: 'Places that fit' });
    expect(within(places).getByRole('link', { name: 'Rome, Italy' })).toHaveAttribute('href', '/explore/rome');
    expect(within(places).getAllByRole('link').length).toBeGreaterThanOrEqual(4);
    await expectNoAxeViolations();
  });

  it('shows the account\'s personality without a chart when this device has no scores for it', () => {
    renderResult({ status: 'signed-in', uid: 'uid-ana', travelPersonality: 'urban-explorer' });
    expect(screen.getByRole('heading', { level: 2, name: 'Urban Explorer' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/Your scores stay on the device where you took the quiz/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New York, United States' })).toHaveAttribute('href', '/explore/new-york');
  });

  it('does not show a signed-out visitor a result someone saved to their account', () => {
    storeResult('uid-ana');
    renderResult();
    expect(screen.getByRole('heading', { level: 2, name: 'You have not taken the quiz yet' })).toBeInTheDocument();
  });

  it('says it is loading while the session loads', () => {
    storeResult();
    renderResult({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your travel personality');
  });

  it('ignores a stored result that is malformed', () => {
    localStorage.setItem(
      STORAGE_KEYS.result,
      JSON.stringify({ type: 'culture-seeker', scores: { ...SCORES, food: 400 }, takenAt: '2026-11-20T10:00:00.000Z', savedFor: null }),
    );
    renderResult();
    expect(screen.getByRole('heading', { level: 2, name: 'You have not taken the quiz yet' })).toBeInTheDocument();
  });

  it('shares with the share sheet, titled as a shared travel personality; failures are ignored', async () => {
    storeResult();
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = renderResult();
      await user.click(screen.getByRole('button', { name: 'Share my travel personality' }));
      expect(share).toHaveBeenCalledTimes(1);
      expect(share.mock.calls[0]?.[0].title).toBe('A Wayfare travel personality shared with you: Culture Seeker');
      expect(share.mock.calls[0]?.[0].url).toBe(`${location.origin}/quiz`);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Culture Seeker' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    storeResult();
    const { user } = renderResult();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Share my travel personality' }));
    expect(writeText).toHaveBeenCalledWith(`My travel personality is Culture Seeker. Take the quiz and find yours. ${location.origin}/quiz`);
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
  });

  it('retake clears the answers and opens the quiz', async () => {
    storeResult();
    act(() => writeProgress({ step: 1, answers: { 'wake-up': 'museum' } }));
    const { user } = renderResult();
    await user.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    await landedOn('/quiz');
    expect(readProgress()).toBeNull();
  });
});
