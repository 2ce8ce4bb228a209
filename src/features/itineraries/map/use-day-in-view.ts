/**
 * Which day of the plan is in view, for the map to follow: the first day
 * section that crosses the top part of the window (its upper 40 %). Between
 * two sections it stays the day above; above the first section (the top of
 * the page) and on a section that is not a day (the ideas) it is null, the
 * whole trip. Answers change only when a section crosses that line, not on
 * every scroll (IntersectionObserver), so the map moves once per day.
 */
import { useEffect, useState, type RefObject } from 'react';

/** The band of the window a section must cross to be "in view": its top 40 %. */
const BAND_MARGIN = '0px 0px -60% 0px';

export interface DaySections {
  /** The plan's sections (days and ideas) within the root. */
  selector: string;
  /** A section's day (1-based), or null when it is not a day (the ideas). */
  dayOf: (section: HTMLElement) => number | null;
}

export function useDayInView(root: RefObject<HTMLElement | null>, sections: DaySections): number | null {
  const [day, setDay] = useState<number | null>(null);
  const { selector, dayOf } = sections;

  useEffect(() => {
    const container = root.current;
    if (!container || typeof IntersectionObserver !== 'function') return undefined;
    let observed: HTMLElement[] = [];
    const inBand = new Set<Element>();

    const decide = () => {
      const first = observed.find((section) => inBand.has(section));
      if (first) {
        setDay(dayOf(first));
        return;
      }
      // Nothing in the band: between two sections keep the day above; above the first one, the whole trip.
      const top = observed[0];
      if (!top || top.getBoundingClientRect().top > 0) setDay(null);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target);
          else inBand.delete(entry.target);
        }
        decide();
      },
      { rootMargin: BAND_MARGIN, threshold: 0 },
    );

    // Sections come and go with the plan (a day added, the plan arriving after the page): observed again when they change.
    const scan = () => {
      const found = [...container.querySelectorAll<HTMLElement>(selector)];
      if (found.length === observed.length && found.every((section, index) => section === observed[index])) return;
      observer.disconnect();
      inBand.clear();
      observed = found;
      for (const section of observed) observer.observe(section);
    };
    let frame = 0;
    const changes = new MutationObserver(() => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        scan();
      });
    });
    changes.observe(container, { childList: true, subtree: true });
    scan();

    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      observer.disconnect();
    };
  }, [root, selector, dayOf]);

  return day;
}

/** The editor's plan: sections named by their container ("day-3", "ideas"). */
export const EDITOR_DAY_SECTIONS: DaySections = {
  selector: 'section[data-container]',
  dayOf: (section) => {
    const match = /^day-(\d+)$/.exec(section.dataset.container ?? '');
    return match ? Number(match[1]) : null;
  },
};

/** The trip page's plan (and a paid trip's preview): day sections titled "trip-day-3", the ideas "trip-ideas". */
export const TRIP_DAY_SECTIONS: DaySections = {
  selector: 'section.trip-day',
  dayOf: (section) => {
    const match = /^trip-day-(\d+)$/.exec(section.getAttribute('aria-labelledby') ?? '');
    return match ? Number(match[1]) : null;
  },
};
