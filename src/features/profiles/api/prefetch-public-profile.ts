/**
 * A public profile's read, started before the screen's code has loaded (the
 * route's loader calls it). Small and SDK-free: it sits in the first chunk.
 */
export { prefetchPublicProfile } from '@/services/firebase/collections/public-prefetch';
