import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { bannerActions, useBanner } from '@/stores/use-banner-store';
import { useBannerDismissed, useStoredResult } from '../hooks/use-stored-result';
import { resolvePersonality, type QuizAccount } from '../lib/quiz-account';
import { writeBannerDismissed } from '../lib/quiz-storage';
import '../quiz.css';

/**
 * The first-visit invitation to take the quiz (on / and /home): shown until
 * it is dismissed (remembered on the device) or the person has a result. A
 * region with a heading, not a modal. Nothing shows while the session loads,
 * so a returning person with a result never sees it flash.
 */
export function QuizBanner({ account }: { account: QuizAccount }) {
  const { isBannerOpen, isFirstTimeBanner } = useBanner();
  const dismissed = useBannerDismissed();
  const stored = useStoredResult();
  const personality = resolvePersonality(account, stored);
  const wanted = !dismissed && personality === null;

  useEffect(() => {
    if (dismissed && isFirstTimeBanner) bannerActions.bannerDismissed();
    else if (wanted && isFirstTimeBanner && !isBannerOpen) bannerActions.bannerShown();
  }, [dismissed, wanted, isFirstTimeBanner, isBannerOpen]);

  if (!wanted || !isBannerOpen || !isFirstTimeBanner) return null;

  function dismiss() {
    writeBannerDismissed();
    bannerActions.bannerDismissed();
    // The button is gone: put focus at the start of the content, not on the page.
    document.getElementById('main')?.focus();
  }

  return (
    <section className="quiz-banner" aria-labelledby="quiz-banner-title">
      <div className="quiz-banner__text">
        <h2 id="quiz-banner-title">What kind of traveller are you?</h2>
        <p>Take the two-minute travel personality quiz and get places and plans that suit how you travel.</p>
      </div>
      <div className="quiz-banner__actions">
        <Link className="button" to="/quiz">
          Take the quiz
        </Link>
        <button type="button" className="button button--quiet" onClick={dismiss}>
          Dismiss the quiz invitation
        </button>
      </div>
    </section>
  );
}
