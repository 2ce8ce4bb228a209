/**
 * The profile screen's only way to its data: the service modules, imported on
 * demand. A shared profile link must paint within the first-paint budget
 * (docs/performance.md), so neither the collection modules nor the Firebase SDK they
 * load may sit in the screen's own chunk: they arrive after the skeleton is
 * on screen (after its frame is painted).
 */
import { afterNextPaint } from '@/lib/after-paint';

export const usersApi = () => afterNextPaint().then(() => import('@/services/firebase/collections/users'));
export const itinerariesApi = () =>
  afterNextPaint().then(() => import('@/services/firebase/collections/itineraries'));
