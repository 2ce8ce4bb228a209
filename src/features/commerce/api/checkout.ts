import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest } from '@/services/firebase/collections/commerce';
import { commerceService } from './services';

/** Sends the browser to the checkout page (Stripe's, or the local stand-in in the testing stage). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * Starts a checkout and leaves for its payment page. Stays pending while the
 * page unloads, so the button cannot be pressed twice.
 */
export function useCheckout() {
  return useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      const service = await commerceService();
      const url = await service.startCheckout(request, window.location.origin);
      goToCheckout(url);
      // The page is leaving; keep the button busy until it has.
      await new Promise<never>(() => {});
    },
  });
}
