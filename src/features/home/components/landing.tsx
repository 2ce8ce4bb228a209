import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const STEPS = [
  {
    title: 'Describe the trip',
    text: 'Say where, how long and what you love, for example "4 days in Lisbon, food and history, slow pace". The assistant drafts a day-by-day plan with real places.',
  },
  {
    title: 'See it on a map and make it yours',
    text: 'Drag stops between days, keep ideas for later, change the dates: the plan and the map follow.',
  },
  {
    title: 'Plan together and share',
    text: 'Invite companions to edit with you, export to PDF or your calendar, or make it public for others to clone.',
  },
];

export interface LandingProps {
  /** Real examples: public itineraries (composed by the route). */
  examples: ReactNode;
}

/** The start page for signed-out visitors: what Wayfare does, real examples, one call to start planning. */
export function Landing({ examples }: LandingProps) {
  return (
    <div className="landing">
      <p className="landing__cta">
        <Link className="button landing__start" to="/plan">
          Start planning a trip
        </Link>
        <span className="landing__free">Describe it first; you sign in to save it.</span>
      </p>
      <section className="landing__steps" aria-labelledby="landing-how">
        <h2 id="landing-how">How it works</h2>
        <ol className="landing__step-list">
          {STEPS.map((step) => (
            <li key={step.title} className="landing__step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="landing__examples" aria-labelledby="landing-examples">
        <h2 id="landing-examples">Trips travellers have shared</h2>
        <p className="landing__examples-lead">
          Open one to see every day on a map, or clone it and make it your own.{' '}
          <Link to="/explore">Explore every public trip</Link>
        </p>
        {examples}
      </section>
    </div>
  );
}
