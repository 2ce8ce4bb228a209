/**
 * The editor's only way to its data: the itineraries collection module through
 * the feature's service seam, imported on demand (nothing Firebase in the
 * screen's own chunk).
 */
import { itinerariesApi } from '../../api/service';
import type { LoadEditorApi } from './use-plan-editor';

export const loadEditorApi: LoadEditorApi = itinerariesApi;
