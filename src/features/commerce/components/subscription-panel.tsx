import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isChunkLoadFailure, reloadPage } from '@/lib/use-live';
import { useCancelPlus, useResumePlus, useSubscription } from '../api/subscription';
import '../commerce.css';
import { ErrorMessage } from '@/components/error-message';
import { formatDate } from '@/lib/dates';

const longDate = (date: Date) => formatDate(date, 'd MMMM y', 'local');

/** /account: the user's Wayfare Plus, and cancelling it (at the end of the paid period). */
export function SubscriptionPanel({ uid }: { uid: string }) {
  const { status, subscription, error } = useSubscription(uid);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelPlus();
  const resume = useResumePlus();
  const cancelPlan = () => {
    if (cancel.isPending) return;
    resume.reset();
    cancel.mutate(undefined, { onSuccess: () => setConfirming(false) });
  };
  const keepPlan = () => {
    if (resume.isPending) return;
    cancel.reset();
    resume.mutate();
  };

  let body;
  if (status === 'loading') {
    body = <p aria-busy="true">Loading your plan…</p>;
  } else if (status === 'error') {
    body = (
      <ErrorMessage action={isChunkLoadFailure(error) ? { label: 'Reload', onClick: reloadPage } : undefined}>
        {error?.message ?? 'Your plan could not be loaded.'}
      </ErrorMessage>
    );
  } else if (!subscription || subscription.status !== 'active' || subscription.currentPeriodEnd <= new Date()) {
    body = (
      <>
        <p>You do not have Wayfare Plus. With it, every paid itinerary in the shop is open to you in full.</p>
        <p>
          <Link className="button button--quiet" to="/shop">
            See the plans
          </Link>
        </p>
      </>
    );
  } else {
    const end = longDate(subscription.currentPeriodEnd);
    body = (
      <>
        <p>
          <strong>Wayfare Plus, {subscription.plan}</strong>
          {subscription.source === 'gift' ? ' (a gift)' : ''}.{' '}
          {subscription.cancelAtPeriodEnd ? `It ends on ${end}; it will not renew.` : `It renews on ${end}.`}
        </p>
        <p>Every paid itinerary in the shop is open to you in full.</p>
        {subscription.cancelAtPeriodEnd ? (
          subscription.source === 'stripe' ? (
            <>
              <p>
                <button type="button" className="button" aria-describedby="keep-plus-hint" aria-disabled={resume.isPending || undefined} onClick={keepPlan}>
                  {resume.isPending ? 'Keeping your plan…' : 'Keep my plan'}
                </button>
              </p>
              <p id="keep-plus-hint" className="field-hint">
                Kept, it renews on {end} as before; nothing is charged until then.
              </p>
            </>
          ) : null
        ) : confirming ? (
          <div className="confirm" role="group" aria-labelledby="cancel-plus-question">
            <p id="cancel-plus-question">Cancel Wayfare Plus? You keep it until {end}, then paid itineraries you have not bought lock again.</p>
            <button type="button" className="button button--danger" aria-disabled={cancel.isPending || undefined} onClick={cancelPlan}>
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel my plan'}
            </button>{' '}
            <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        ) : (
          <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
            Cancel Wayfare Plus
          </button>
        )}
        {cancel.isError ? <ErrorMessage>{cancel.error instanceof Error ? cancel.error.message : 'Your plan could not be cancelled. Try again.'}</ErrorMessage> : null}
        {resume.isError ? <ErrorMessage>{resume.error instanceof Error ? resume.error.message : 'Your plan could not be kept. Try again.'}</ErrorMessage> : null}
      </>
    );
  }
  return (
    <section className="card" aria-labelledby="plus-plan-title">
      <h2 id="plus-plan-title">Your plan</h2>
      <div role="status" aria-live="polite" className="visually-hidden">
        {cancel.isSuccess ? 'Your plan is cancelled at the end of the period.' : resume.isSuccess ? 'Your plan is kept: it renews as before.' : ''}
      </div>
      {body}
      <p className="field-hint">
        Gifts: <Link to="/gift">give one</Link> or <Link to="/redeem">redeem one</Link>.
      </p>
    </section>
  );
}
