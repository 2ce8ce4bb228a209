/**
 * The editor's only way to its data: the itineraries collection module,
 * imported on demand (nothing Firebase in the screen's own chunk).
 */
import type { LoadEditorApi } from './use-plan-editor';

export const itinerariesApi = () => import('@/services/firebase/collections/itineraries');

export const loadEditorApi: LoadEditorApi = itinerariesApi;
