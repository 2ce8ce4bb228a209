import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStoredResult } from '../hooks/use-stored-result';
import { DIMENSION_LABELS } from '@/domain/quiz/dimensions';
import { PERSONALITIES } from '@/domain/quiz/personalities';
import { resolvePersonality, type QuizAccount } from '../lib/quiz-account';
import { clearProgress } from '../lib/quiz-storage';
import { sharePersonality } from '../lib/share-personality';
import { PersonalityChart } from './personality-chart';
import '../quiz.css';

export const QUIZ_PATH = '/quiz';

/**
 * The result screen's body: the type, what it means, the chart of the
 * dimensions, destinations that fit, share and retake. Without a result, an
 * invitation to take the quiz.
 */
export function PersonalityResult({ account }: { account: QuizAccount }) {
  const stored = useStoredResult();
  const personality = resolvePersonality(account, stored);
  const navigate = useNavigate();
  const [shareStatus, setShareStatus] = useState('');

  if (personality === undefined) {
    return (
      <p className="card" role="status">
        Loading your travel personality…
      </p>
    );
  }
  if (personality === null) {
    return (
      <section className="card quiz-invite" aria-labelledby="no-result-title">
        <h2 id="no-result-title">You have not taken the quiz yet</h2>
        <p>Ten quick questions about how you like to travel, and you will know your travel personality, with places that suit it.</p>
        <Link className="button" to={QUIZ_PATH}>
          Take the quiz
        </Link>
      </section>
    );
  }

  const type = PERSONALITIES[personality.type];

  async function share() {
    setShareStatus('');
    const outcome = await sharePersonality(type.id);
    if (outcome === 'copied') setShareStatus('Copied: paste it anywhere to share your travel personality.');
  }

  function retake() {
    clearProgress();
    void navigate(QUIZ_PATH);
  }

  return (
    <div className="personality">
      <section className="card personality__type" aria-labelledby="personality-type">
        <p className="personality__eyebrow">You are a</p>
        <h2 id="personality-type">{type.name}</h2>
        <p>{type.meaning}</p>
        <p className="personality__defining">
          Defined by:{' '}
          {type.defining
            .map(({ dimension, direction }) =>
              dimension === 'pace'
                ? direction === 'high' ? 'a fast pace' : 'a slow pace'
                : dimension === 'budget'
                  ? direction === 'high' ? 'a generous budget' : 'a thrifty budget'
                  : `${direction === 'high' ? 'a love of' : 'little interest in'} ${DIMENSION_LABELS[dimension].toLowerCase()}`,
            )
            .join(', ')}
          .
        </p>
        <div className="personality__actions">
          <button type="button" className="button" onClick={() => void share()}>
            Share my travel personality
          </button>
          <button type="button" className="button button--quiet" onClick={retake}>
            Retake the quiz
          </button>
        </div>
        <p role="status" className="personality__status">
          {shareStatus}
        </p>
      </section>

      <section className="card" aria-labelledby="personality-scores">
        <h2 id="personality-scores">Your dimensions</h2>
        {personality.scores ? (
          <PersonalityChart scores={personality.scores} />
        ) : (
          <p>Your scores stay on the device where you took the quiz. Retake it here to see them.</p>
        )}
      </section>

      <section className="card" aria-labelledby="personality-destinations">
        <h2 id="personality-destinations">Places that fit</h2>
        <ul className="personality__destinations">
          {type.destinations.map((destination) => (
            <li key={destination.id}>
              <Link to={`/explore/${destination.id}`}>
                {destination.name}
                <span className="personality__country">, {destination.country}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
