import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { UserPreferencesDoc } from '../api/preferences';
import { AppError } from '@/services/firebase/errors';
import { useUserPreferences } from '@/stores/use-user-store';
import type { QuizAccount } from '../lib/quiz-account';
import type { PersonalityTypeId } from '@/domain/quiz/personalities';
import { QUESTIONS } from '../lib/questions';
import { clearProgress, readProgress, writeProgress, writeResult, type QuizProgress } from '../lib/quiz-storage';
import { savePendingResult } from '../lib/save-result';
import { scoreQuiz } from '../lib/scoring';
import '../quiz.css';
import { ErrorMessage } from '@/components/error-message';

export const RESULT_PATH = '/travel-personality';

interface QuizFlowProps {
  account: QuizAccount;
  /** The preferences were saved to the signed-in person's private document. */
  onSaved: (preferences: UserPreferencesDoc) => void;
}

/**
 * The quiz: one question per screen, a radio group each, with progress, Back
 * and Next. Answers and the step are kept in localStorage, so a reload
 * resumes where the person was. Finishing scores the answers, keeps the
 * result on the device, saves it to the account when signed in, and opens
 * the result screen.
 */
export function QuizFlow({ account, onSaved }: QuizFlowProps) {
  const [progress, setProgress] = useState<QuizProgress>(() => readProgress() ?? { step: 0, answers: {} });
  const [error, setError] = useState<string | null>(null);
  const preferences = useUserPreferences();
  const navigate = useNavigate();
  // Busy until the result is saved and its screen is open.
  const save = useMutation({
    mutationFn: ({ uid }: { uid: string; type: PersonalityTypeId }) => savePendingResult(uid),
    onSuccess: async (_saved, { type }) => {
      onSaved({ ...preferences, travelPersonality: type });
      clearProgress();
      await navigate(RESULT_PATH);
    },
    onError: (problem) => {
      setError(
        problem instanceof AppError
          ? `Your result is kept on this device, but it was not saved to your account: ${problem.message}`
          : 'Your result is kept on this device, but it was not saved to your account. Check your connection; it is saved the next time you open Wayfare.',
      );
      clearProgress();
    },
  });
  const busy = save.isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();

  const total = QUESTIONS.length;
  const step = Math.min(progress.step, total - 1);
  const question = QUESTIONS[step];
  const answer = question ? progress.answers[question.id] : undefined;
  const isLast = step === total - 1;

  useEffect(() => {
    writeProgress(progress);
  }, [progress]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if (!question) return null;
  const current = question;

  function choose(optionId: string) {
    setError(null);
    setProgress((previous) => ({ ...previous, answers: { ...previous.answers, [current.id]: optionId } }));
  }

  async function finish() {
    const result = scoreQuiz(progress.answers);
    writeResult({ ...result, takenAt: new Date().toISOString(), savedFor: null });
    if (account.status === 'signed-in') {
      save.mutate({ uid: account.uid, type: result.type });
      return;
    }
    clearProgress();
    await navigate(RESULT_PATH);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!answer || busy) return;
    if (isLast) {
      void finish();
      return;
    }
    setProgress((previous) => ({ ...previous, step: step + 1 }));
  }

  function back() {
    if (step === 0 || busy) return;
    setError(null);
    setProgress((previous) => ({ ...previous, step: step - 1 }));
  }

  /** Enter on an answer moves on, as the Next button does. */
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    formRef.current?.requestSubmit();
  }

  const progressId = `${baseId}-progress`;
  const headingId = `${baseId}-question`;
  return (
    <form ref={formRef} className="card quiz" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="quiz__progress">
        <p id={progressId} className="quiz__count">
          Question {step + 1} of {total}
        </p>
        <div
          className="quiz__bar"
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={step + 1}
          aria-valuetext={`Question ${step + 1} of ${total}`}
        >
          <div className="quiz__bar-fill" style={{ width: `${((step + 1) / total) * 100}%` }} />
        </div>
      </div>
      <fieldset className="quiz__question">
        <legend>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="quiz__prompt">
            {current.prompt}
          </h2>
        </legend>
        <div className="quiz__options">
          {current.options.map((option) => {
            const id = `${baseId}-${current.id}-${option.id}`;
            return (
              <div key={option.id} className="quiz__option">
                <input
                  id={id}
                  type="radio"
                  name={current.id}
                  value={option.id}
                  checked={answer === option.id}
                  onChange={() => choose(option.id)}
                  onKeyDown={onKeyDown}
                />
                <label htmlFor={id}>{option.label}</label>
              </div>
            );
          })}
        </div>
      </fieldset>
      {error ? (
        <ErrorMessage block>
          <p>{error}</p>
          <Link to={RESULT_PATH}>See your result</Link>
        </ErrorMessage>
      ) : null}
      <div className="quiz__actions">
        <button type="button" className="button button--quiet" onClick={back} disabled={step === 0 || busy}>
          Back
        </button>
        <button type="submit" className="button" disabled={!answer || busy}>
          {busy ? 'Saving your result…' : isLast ? 'See my result' : 'Next'}
        </button>
      </div>
      {!answer ? <p className="quiz__hint">Choose an answer to go on.</p> : null}
    </form>
  );
}
