/**
 * The itineraries feature's only way to its data: the collection module,
 * imported on demand, so neither it nor the Firebase SDK it loads sits in a
 * route's first chunk (docs/performance.md budgets).
 */
export const itinerariesApi = () => import('@/services/firebase/collections/itineraries');
