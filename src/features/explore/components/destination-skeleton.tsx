/**
 * The destination page's skeleton: the route paints it at once, with the
 * layout, while the screen's module and the destination load. Small on
 * purpose: it sits in the app's first chunk.
 */
import { Screen } from '@/components/screen';
import '../explore.css';

/** Placeholder of the destination page while its data loads. */
export function DestinationSkeleton() {
  return (
    <div className="destination" role="status" aria-label="Loading the destination" aria-busy="true">
      <div className="destination__layout" aria-hidden="true">
        <div className="destination__map skeleton destination__map--skeleton" />
        <div className="destination__lists">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="skeleton skeleton--line skeleton--wide" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** The whole /explore/{id} screen while it loads. */
export function DestinationScreenSkeleton() {
  return (
    <Screen title="Destination" className="explore">
      <DestinationSkeleton />
    </Screen>
  );
}
