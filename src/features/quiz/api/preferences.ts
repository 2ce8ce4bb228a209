/**
 * The quiz feature's only way to its data: saving a result into the signed-in
 * person's private preferences.
 */
export { updatePreferences } from '@/services/firebase/collections/users';
export type { UserPreferencesDoc } from '@/services/firebase/collections/users';
