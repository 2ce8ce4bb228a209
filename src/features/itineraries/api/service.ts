/**
 * The itineraries feature's only way to its data: the collection module,
 * imported on demand, so neither it nor the Firebase SDK it loads sits in a
 * route's first chunk (docs/performance.md budgets).
 */
export const itinerariesApi = () => import('@/services/firebase/collections/itineraries');

/** A trip's forwarding address and inbox (the booking import), imported on demand like the rest. */
export const bookingMailApi = () => import('@/services/firebase/collections/booking-mail');

/** The assistant reading a confirmation that is in no format the browser reads (a PDF, plain text). */
export const bookingTextApi = () => import('@/services/firebase/collections/booking-text');
