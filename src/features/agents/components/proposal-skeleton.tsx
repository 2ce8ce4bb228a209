/**
 * A proposal's skeleton. The route paints the whole screen's version at once
 * (the layout and the heading) while the proposal loads; small on purpose, it
 * sits in the app's first chunk.
 */
import { Screen } from '@/components/screen';

/** The blocks the proposal will fill. */
export function ProposalSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="agents-skeleton" style={{ height: 96 }} />
      <div className="agents-skeleton" style={{ height: 320 }} />
    </div>
  );
}

/** /proposals/{id} while the session and the proposal load. */
export function ProposalScreenSkeleton() {
  return (
    <Screen title="Proposal">
      <p className="visually-hidden" role="status">
        Loading the proposal…
      </p>
      <ProposalSkeleton />
    </Screen>
  );
}
