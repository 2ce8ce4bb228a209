/**
 * A shared trip's public reads, started before the screen's code has loaded
 * (the route's loader calls it). Small and SDK-free: it sits in the first chunk.
 */
export { prefetchPublicTrip } from '@/services/firebase/collections/itinerary-public-reads';
