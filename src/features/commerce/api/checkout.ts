import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest } from '@/services/firebase/collections/commerce';
import { commerceApi } from './service';

/** Sends the browser to the checkout page (Stripe's, or the local stand-in in the testing stage). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * Starts a checkout and leaves for its payment page. Once it has succeeded
 * the page is leaving: callers treat `isPending || isSuccess` as busy, so the
 * button cannot be pressed twice.
 */
export function useCheckout() {
  return useMutation({
    mutationFn: async (request: CheckoutRequest) => (await commerceApi()).startCheckout(request, window.location.origin),
    onSuccess: (url) => goToCheckout(url),
  });
}
