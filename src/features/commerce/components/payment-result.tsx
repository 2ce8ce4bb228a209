import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/money';
import { isChunkLoadFailure, reloadPage } from '@/lib/use-live';
import type { Order } from '@/domain/commerce/schema';
import { useOrder } from '../api/order';
import { CopyField } from './copy-field';
import '../commerce.css';
import { ErrorMessage } from '@/components/error-message';

/** "tokyo-first-timers" -> "Tokyo first timers" (bundle links when no title is stored). */
const readableId = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replace(/[-_]+/g, ' ');

export function formatGiftCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

const MANAGE_PLAN = { to: '/account', label: 'Manage your plan' };
const BROWSE_SHOP = { to: '/shop', label: 'Browse the shop' };

/** Where to go after buying a plan: `first` as the button, `then` as a link beside it. */
function PlanActions({ first, then }: { first: typeof MANAGE_PLAN; then: typeof MANAGE_PLAN }) {
  return (
    <p className="payment__actions">
      <Link className="button" to={first.to}>
        {first.label}
      </Link>
      <Link to={then.to}>{then.label}</Link>
    </p>
  );
}

/** A payment that bought only what the buyer already had: refunded in full, said plainly. */
function AlreadyOwned({ order, refund }: { order: Order; refund: NonNullable<Order['ownedRefund']> }) {
  const amount = formatMoney(refund.amount.amount, refund.amount.currency);
  const id = order.kind === 'itinerary' ? order.itineraryIds[0] : undefined;
  return (
    <>
      <p role="status">
        You already had <strong>{order.title}</strong> when this payment arrived, so it bought nothing new:{' '}
        {refund.status === 'refunded'
          ? `we refunded its ${amount} in full. The refund reaches your card in 5 to 10 days.`
          : `we are refunding its ${amount} in full.`}
      </p>
      <p className="payment__actions">
        {id ? (
          <Link className="button" to={`/trip/${id}`}>
            Open {order.title}
          </Link>
        ) : null}
        <Link to="/shop">Browse the shop</Link>
      </p>
    </>
  );
}

function Bought({ order, origin }: { order: Order; origin: string }) {
  if (order.ownedRefund) return <AlreadyOwned order={order} refund={order.ownedRefund} />;
  switch (order.kind) {
    case 'itinerary': {
      const id = order.itineraryIds[0];
      return (
        <>
          <p>
            <strong>{order.title}</strong> is yours ({formatMoney(order.total.amount, order.total.currency)}): every day, place, time and note, with the map.
          </p>
          {id ? (
            <p>
              <Link className="button" to={`/trip/${id}`}>
                Open {order.title}
              </Link>
            </p>
          ) : null}
        </>
      );
    }
    case 'bundle':
      return (
        <>
          <p>
            <strong>{order.title}</strong> is yours ({formatMoney(order.total.amount, order.total.currency)}). Its itineraries:
          </p>
          <ul className="payment__links">
            {order.itineraryIds.map((id) => (
              <li key={id}>
                <Link to={`/trip/${id}`}>{readableId(id)}</Link>
              </li>
            ))}
          </ul>
        </>
      );
    case 'plan':
      if (order.planRefund) {
        const kept = order.planRefund.keptPlan === 'yearly' ? 'yearly' : 'monthly';
        return (
          <>
            <p role="status">
              You already had Wayfare Plus ({kept}), so this second plan was not started: we cancelled it at once and{' '}
              {order.planRefund.status === 'refunded'
                ? `refunded its ${formatMoney(order.planRefund.amount.amount, order.planRefund.amount.currency)} in full. The refund reaches your card in 5 to 10 days.`
                : `are refunding its ${formatMoney(order.planRefund.amount.amount, order.planRefund.amount.currency)} in full.`}
            </p>
            <p>Your {kept} plan goes on as before; you pay for one plan only.</p>
            <PlanActions first={MANAGE_PLAN} then={BROWSE_SHOP} />
          </>
        );
      }
      return (
        <>
          <p>
            <strong>{order.title}</strong> is active ({formatMoney(order.total.amount, order.total.currency)} {order.plan === 'yearly' ? 'a year' : 'a month'}): every paid
            itinerary in the shop is open to you.
          </p>
          <PlanActions first={BROWSE_SHOP} then={MANAGE_PLAN} />
        </>
      );
    case 'gift': {
      const code = order.giftCode ?? '';
      const link = `${origin}/redeem?code=${code}`;
      return (
        <>
          <p>
            Your gift for <strong>{order.gift?.recipientName}</strong> ({order.gift?.product.title}, {formatMoney(order.total.amount, order.total.currency)}) is ready.
            Give them the code or the link; it works once.
          </p>
          <p className="gift-code" aria-hidden="true">
            {formatGiftCode(code)}
          </p>
          <CopyField label="Gift code" value={code} />
          <CopyField label="Link to redeem it" value={link} />
          {order.gift?.message ? <blockquote className="gift-message">{order.gift.message}</blockquote> : null}
          <p>
            <Link to="/gift">Give another gift</Link>
          </p>
        </>
      );
    }
    default:
      return null;
  }
}

/** /payment-successful?session_id=…: what was bought, once the payment is confirmed, with links to it. */
export function PaymentResult({ sessionId, uid }: { sessionId: string | null; uid: string | null | undefined }) {
  const state = useOrder(sessionId, uid ?? null);
  if (!sessionId) {
    return (
      <div className="card payment">
        <p>There is no payment to show here. Your purchases open from the trip, the shop or your account.</p>
        <p>
          <Link to="/shop">Go to the shop</Link>
        </p>
      </div>
    );
  }
  if (uid === null) {
    return (
      <div className="card payment">
        <p>Sign in with the account you paid with to see your purchase.</p>
        <p>
          <Link className="button" to={`/auth?next=${encodeURIComponent(`/payment-successful?session_id=${sessionId}`)}`}>
            Sign in
          </Link>
        </p>
      </div>
    );
  }
  if (state.status === 'loading' || state.status === 'pending' || uid === undefined) {
    return (
      <div className="card payment" aria-busy="true">
        <p role="status">Confirming your payment… This takes a few seconds.</p>
        <div className="trip-skeleton paid-preview__bar" />
      </div>
    );
  }
  if (state.status === 'missing') {
    return (
      <div className="card payment">
        <ErrorMessage>We could not find this payment for your account. If you were charged, it will appear in a moment; otherwise check that you are signed in with the account you paid with.</ErrorMessage>
        <p>
          <Link to="/shop">Go to the shop</Link>
        </p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="card payment">
        <ErrorMessage action={isChunkLoadFailure(state.error) ? { label: 'Reload', onClick: reloadPage } : undefined}>
          {state.error.message}
        </ErrorMessage>
      </div>
    );
  }
  return (
    <div className="card payment" role="region" aria-label="Your purchase">
      <Bought order={state.order} origin={window.location.origin} />
    </div>
  );
}
