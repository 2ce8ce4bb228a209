import './trip-view.css';

/** The loaded trip's layout in grey: cover, title, creator, facts, days and the map. */
export function TripSkeleton() {
  return (
    <section className="screen trip" aria-labelledby="trip-title" aria-busy="true">
      <div className="trip-cover">
        <div className="trip-cover__image trip-skeleton" aria-hidden="true" />
      </div>
      <header className="trip-header">
        <div className="trip-header__text">
          <p className="trip-header__eyebrow" aria-hidden="true">
            &nbsp;
          </p>
          <h1 id="trip-title">
            <span className="visually-hidden">Loading the trip…</span>
            <span className="trip-skeleton trip-skeleton--title" aria-hidden="true" />
          </h1>
          <div className="trip-creator" aria-hidden="true">
            <div className="trip-skeleton trip-skeleton--circle" />
            <div className="trip-skeleton trip-skeleton--line" />
          </div>
          <div className="trip-facts" aria-hidden="true">
            <div className="trip-skeleton trip-skeleton--line" />
            <div className="trip-skeleton trip-skeleton--line" />
          </div>
        </div>
        <div className="trip-actions" aria-hidden="true">
          <div className="trip-skeleton trip-skeleton--button" />
          <div className="trip-skeleton trip-skeleton--button" />
        </div>
      </header>
      <div className="trip-body" aria-hidden="true">
        <div className="trip-body__plan">
          {[0, 1].map((day) => (
            <div key={day} className="trip-day">
              <div className="trip-skeleton trip-skeleton--line" />
              <div className="trip-skeleton trip-skeleton--item" />
              <div className="trip-skeleton trip-skeleton--item" />
            </div>
          ))}
        </div>
        <div className="trip-body__map">
          <div className="trip-map trip-skeleton" />
        </div>
      </div>
    </section>
  );
}
