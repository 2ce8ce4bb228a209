import { Link, useLocation } from 'react-router-dom';
import type { CheckoutRequest } from '@/domain/commerce/schema';
import { useCheckout } from '../api/checkout';

interface BuyButtonProps {
  request: CheckoutRequest;
  label: string;
  /** Signed in: checkout. Signed out: a link to sign in and come back. null while Auth loads. */
  uid: string | null | undefined;
  /** Accessible name when the visible label is short ("Buy" next to a title). */
  ariaLabel?: string;
  quiet?: boolean;
}

/** Starts a checkout; says plainly when it cannot. */
export function BuyButton({ request, label, uid, ariaLabel, quiet }: BuyButtonProps) {
  const checkout = useCheckout();
  const busy = checkout.isPending || checkout.isSuccess;
  const location = useLocation();
  const className = quiet ? 'button button--quiet' : 'button';
  if (uid === null) {
    return (
      <Link className={className} aria-label={ariaLabel ? `Sign in to ${ariaLabel.charAt(0).toLowerCase()}${ariaLabel.slice(1)}` : undefined} to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`}>
        Sign in to {label.charAt(0).toLowerCase()}
        {label.slice(1)}
      </Link>
    );
  }
  const errorId = `buy-error-${request.kind}-${'itineraryId' in request && request.itineraryId ? request.itineraryId : 'productId' in request ? request.productId : ''}`;
  return (
    <span className="buy">
      <button
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-disabled={uid === undefined || busy || undefined}
        aria-describedby={checkout.isError ? errorId : undefined}
        onClick={() => {
          if (uid === undefined || busy) return;
          checkout.mutate(request);
        }}
      >
        {busy ? 'Opening checkout…' : label}
      </button>
      {checkout.isError ? (
        <span id={errorId} className="buy__error" role="alert">
          {checkout.error.message}
        </span>
      ) : null}
    </span>
  );
}
