import { act, screen } from '@testing-library/react';
import { Screen } from '@/components/screen';
import { resetAllStores } from '@/stores/registry';
import { getBannerState } from '@/stores/use-banner-store';
import type { QuizAccount } from '../../lib/quiz-account';
import { STORAGE_KEYS, writeResult } from '../../lib/quiz-storage';
import { QuizBanner } from '../quiz-banner';
import { expectNoAxeViolations, landedOn, renderRoutes } from '@/testing/render-routes';

const signedOut: QuizAccount = { status: 'signed-out' };

function renderHome(account: QuizAccount = signedOut) {
  return renderRoutes(
    {
      '/': (
        <>
          <QuizBanner account={account} />
          <Screen title="Plan trips together, day by day" lead="As on the start page." />
        </>
      ),
    },
    '/',
  );
}

const banner = () => screen.queryByRole('region', { name: 'What kind of traveller are you?' });

const SCORES = { culture: 80, food: 40, nature: 20, adventure: 10, relaxation: 30, pace: 60, budget: 50 };

describe('the first-visit banner', () => {
  it('invites a first-time visitor to take the quiz, as a region with a heading (not a modal)', async () => {
    const { user } = renderHome();
    const region = banner();
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What kind of traveller are you?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getBannerState()).toEqual({ isBannerOpen: true, isFirstTimeBanner: true });
    await expectNoAxeViolations();
    await user.click(screen.getByRole('link', { name: 'Take the quiz' }));
    await landedOn('/quiz');
  });

  it('once dismissed, stays dismissed after a reload', async () => {
    const first = renderHome();
    await first.user.click(screen.getByRole('button', { name: 'Dismiss the quiz invitation' }));
    expect(banner()).not.toBeInTheDocument();
    expect(getBannerState()).toEqual({ isBannerOpen: false, isFirstTimeBanner: false });
    first.unmount();
    // A reload: the stores start over, localStorage remains.
    act(() => resetAllStores());

    renderHome();
    expect(banner()).not.toBeInTheDocument();
    expect(getBannerState().isFirstTimeBanner).toBe(false);
  });

  it('shows again when the remembered dismissal is malformed', () => {
    localStorage.setItem(STORAGE_KEYS.banner, '"yes"');
    renderHome();
    expect(banner()).toBeInTheDocument();
  });

  it('is not shown once the visitor has a result on this device', () => {
    writeResult({ type: 'food-explorer', scores: SCORES, takenAt: '2026-11-20T10:00:00.000Z', savedFor: null });
    renderHome();
    expect(banner()).not.toBeInTheDocument();
  });

  it('is not shown to a signed-in person whose account has a result', () => {
    renderHome({ status: 'signed-in', uid: 'uid-ana', travelPersonality: 'thrill-chaser' });
    expect(banner()).not.toBeInTheDocument();
  });

  it('is not shown while the session loads, then shows when there is no result', () => {
    const view = renderHome({ status: 'loading' });
    expect(banner()).not.toBeInTheDocument();
    view.unmount();
    renderHome({ status: 'signed-in', uid: 'uid-ana', travelPersonality: null });
    expect(banner()).toBeInTheDocument();
  });

  it('disappears when a result arrives (e.g. from another tab)', () => {
    renderHome();
    expect(banner()).toBeInTheDocument();
    act(() => writeResult({ type: 'food-explorer', scores: SCORES, takenAt: '2026-11-20T10:00:00.000Z', savedFor: null }));
    expect(banner()).not.toBeInTheDocument();
  });
});
