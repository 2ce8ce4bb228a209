import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/money';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/schema';
import { usePreview } from '../api/preview';
import { describeKinds, showingPercentage } from '../lib/preview';
import { BuyButton } from './buy-button';
import '../commerce.css';
import { ErrorMessage, retry } from '@/components/error-message';

interface PaidPreviewProps {
  itinerary: Pick<ItineraryDoc, 'id' | 'title' | 'days' | 'price'>;
  /** The viewer's uid; undefined while Auth loads. */
  uid: string | null | undefined;
  /** Draws the days shown in full (the trip view's own plan). */
  renderDays: (items: PlanItem[], daysInFull: number) => ReactNode;
  /**
   * Lays the preview out as the trip's plan is (the trip view's), beside a map
   * of `mapItems`: the places of the days shown in full, never the others
   * ('pending' while the preview loads).
   */
  layout: (preview: ReactNode, mapItems: readonly PlanItem[] | 'pending') => ReactNode;
}

/** The items of the days a preview shows in full: the only places its map may show. */
function shownInFull(items: readonly PlanItem[], previewDays: number): PlanItem[] {
  return items.filter((item) => item.day !== null && item.day >= 1 && item.day <= previewDays);
}

/**
 * A paid itinerary for someone who has not bought it: the first days in
 * full (their places on the map beside them), the rest as an outline without
 * place names, and a way to buy it.
 * How much it shows is the preview's own answer (a cached read), not state.
 */
export function PaidPreview({ itinerary, uid, renderDays, layout }: PaidPreviewProps) {
  const preview = usePreview(itinerary.id);
  const data = preview.data;
  const percentage = data ? showingPercentage(data.previewDays, data.totalDays) : null;

  const price = itinerary.price ? formatMoney(itinerary.price.amount, itinerary.price.currency) : null;
  const mapItems = preview.isPending ? 'pending' : data ? shownInFull(data.items, data.previewDays) : [];
  return layout(
    <div className="paid-preview">
      <div className="paid-preview__offer" role="note" aria-labelledby="paid-preview-title">
        <h2 id="paid-preview-title" className="paid-preview__title">
          A paid itinerary{price ? `, ${price}` : ''}
        </h2>
        <p>
          {data
            ? data.previewDays > 0
              ? `You are seeing ${data.previewDays === 1 ? 'day 1' : `days 1 to ${data.previewDays}`} in full (${percentage}% of the trip). Buy it to see every place, time and note, with the map.`
              : 'Buy it to see every place, time and note, with the map.'
            : 'Buy it to see every place, time and note, with the map.'}
        </p>
        {percentage !== null ? (
          <div
            className="paid-preview__meter"
            role="meter"
            aria-label="Share of the trip shown"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentage}
          >
            <span style={{ width: `${percentage}%` }} />
          </div>
        ) : null}
        <p className="paid-preview__actions">
          <BuyButton
            request={{ kind: 'itinerary', itineraryId: itinerary.id }}
            uid={uid}
            label={price ? `Buy for ${price}` : 'Buy this itinerary'}
          />
          <Link to="/shop">Or read every paid itinerary with Wayfare Plus</Link>
        </p>
      </div>
      {preview.isPending ? (
        <div className="paid-preview__loading" role="status" aria-busy="true" aria-label="Loading the preview">
          <div className="trip-skeleton paid-preview__bar" />
          <div className="trip-skeleton paid-preview__bar" />
        </div>
      ) : preview.isError ? (
        <ErrorMessage action={retry(preview)}>
          The preview could not be loaded. {preview.error.message}
        </ErrorMessage>
      ) : data ? (
        <>
          {data.previewDays > 0 ? renderDays(data.items, data.previewDays) : null}
          {data.outline.length > 0 ? (
            <ol className="paid-outline" aria-label="The rest of the trip, locked" start={data.previewDays + 1}>
              {data.outline.map((day) => (
                <li key={day.day} className="paid-outline__day">
                  <h3 className="paid-outline__title">
                    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
                      <path d="M17 9V7a5 5 0 0 0-10 0v2H5v13h14V9h-2zm-8-2a3 3 0 0 1 6 0v2H9V7zm4 10.7V20h-2v-2.3a2 2 0 1 1 2 0z" />
                    </svg>
                    Day {day.day}
                  </h3>
                  <p>
                    {day.stops === 0 ? 'A free day' : `${day.stops} ${day.stops === 1 ? 'stop' : 'stops'}: ${describeKinds(day.kinds)}`}
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
          {data.hiddenIdeas > 0 ? (
            <p className="paid-outline__ideas">
              And {data.hiddenIdeas} {data.hiddenIdeas === 1 ? 'idea' : 'ideas'} not on a day yet.
            </p>
          ) : null}
        </>
      ) : null}
    </div>,
    mapItems,
  );
}
