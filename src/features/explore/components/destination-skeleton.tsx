/**
 * The destination page's skeleton: the route paints it at once, with the
 * layout, while the screen's module and the destination load. Small on
 * purpose: it sits in the app's first chunk.
 */
import { MapListsSkeleton } from '@/components/map-lists-skeleton';
import { Screen } from '@/components/screen';
import '../explore.css';

/** Placeholder of the destination page while its data loads. */
export function DestinationSkeleton() {
  return (
    <MapListsSkeleton block="destination" label="Loading the destination" mapClassName="skeleton" rowClassName="skeleton skeleton--line skeleton--wide" />
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
