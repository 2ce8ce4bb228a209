import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_DAY_SECTIONS, TRIP_DAY_SECTIONS, useDayInView, type DaySections } from '../use-day-in-view';

/** jsdom has no IntersectionObserver: this one reports what each test says crosses the band. */
class FakeIntersectionObserver {
  static all = new Set<FakeIntersectionObserver>();
  readonly targets = new Set<Element>();
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeIntersectionObserver.all.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Sections crossing (or leaving) the band, as the browser reports them. */
  static report(changes: Array<[Element, boolean]>) {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = changes
        .filter(([target]) => observer.targets.has(target))
        .map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length > 0) act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

beforeEach(() => {
  FakeIntersectionObserver.all.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function EditorPlan({ days, sections = EDITOR_DAY_SECTIONS }: { days: number; sections?: DaySections }) {
  const ref = useRef<HTMLDivElement>(null);
  const day = useDayInView(ref, sections);
  return (
    <>
      <output aria-label="day in view">{day ?? 'whole trip'}</output>
      <div ref={ref}>
        {Array.from({ length: days }, (_, index) => (
          <section key={index} data-container={`day-${index + 1}`} aria-label={`Day ${index + 1}`} />
        ))}
        <section data-container="ideas" aria-label="Ideas" />
      </div>
    </>
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const shown = () => screen.getByLabelText('day in view').textContent;

describe('useDayInView', () => {
  it('answers the day whose section crosses the top of the window, as the plan scrolls', () => {
    render(<EditorPlan days={3} />);
    expect(shown()).toBe('whole trip');
    // The band is the window's top 40 %.
    expect([...FakeIntersectionObserver.all][0]?.options?.rootMargin).toBe('0px 0px -60% 0px');

    FakeIntersectionObserver.report([[section('Day 1'), true]]);
    expect(shown()).toBe('1');
    // Day 2 comes up while day 1 still reaches the band: the first one in the plan holds.
    FakeIntersectionObserver.report([[section('Day 2'), true]]);
    expect(shown()).toBe('1');
    FakeIntersectionObserver.report([[section('Day 1'), false]]);
    expect(shown()).toBe('2');
    FakeIntersectionObserver.report([
      [section('Day 2'), false],
      [section('Day 3'), true],
    ]);
    expect(shown()).toBe('3');
  });

  it('keeps the day above between two sections, and shows the whole trip over the ideas and above the first day', () => {
    render(<EditorPlan days={2} />);
    FakeIntersectionObserver.report([[section('Day 1'), true]]);
    // Day 1 has scrolled past the band and day 2 has not reached it yet (the gap between them).
    vi.spyOn(section('Day 1'), 'getBoundingClientRect').mockReturnValue({ top: -400 } as DOMRect);
    FakeIntersectionObserver.report([[section('Day 1'), false]]);
    expect(shown()).toBe('1');

    FakeIntersectionObserver.report([[section('Ideas'), true]]);
    expect(shown()).toBe('whole trip');
    FakeIntersectionObserver.report([
      [section('Ideas'), false],
      [section('Day 1'), true],
    ]);
    expect(shown()).toBe('1');

    // Back at the top of the page: the first day is below the band.
    vi.spyOn(section('Day 1'), 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    FakeIntersectionObserver.report([[section('Day 1'), false]]);
    expect(shown()).toBe('whole trip');
  });

  it('watches a day added to the plan', async () => {
    const { rerender } = render(<EditorPlan days={1} />);
    rerender(<EditorPlan days={2} />);
    // The sections are looked for again in the next frame after the plan changes.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    FakeIntersectionObserver.report([[section('Day 2'), true]]);
    expect(shown()).toBe('2');
  });

  it("reads the trip page's day sections by their titles", () => {
    function TripPlan() {
      const ref = useRef<HTMLDivElement>(null);
      const day = useDayInView(ref, TRIP_DAY_SECTIONS);
      return (
        <div ref={ref}>
          <output aria-label="day in view">{day ?? 'whole trip'}</output>
          <section className="trip-day" aria-labelledby="trip-day-4">
            <h2 id="trip-day-4">Day 4</h2>
          </section>
          <section className="trip-day trip-day--ideas" aria-labelledby="trip-ideas">
            <h2 id="trip-ideas">Ideas</h2>
          </section>
        </div>
      );
    }
    render(<TripPlan />);
    FakeIntersectionObserver.report([[section('Day 4'), true]]);
    expect(shown()).toBe('4');
    FakeIntersectionObserver.report([
      [section('Day 4'), false],
      [section('Ideas'), true],
    ]);
    expect(shown()).toBe('whole trip');
  });
});
