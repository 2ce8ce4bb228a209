/**
 * The accounts feature's only way to its data: the verbs of the users
 * collection that sign-in, onboarding and the account screen use. Components
 * and hooks import them from here, never from the services layer.
 */
export {
  createProfile,
  deleteMyAccount,
  exportMyData,
  getOwnProfileFromServer,
  updatePreferences,
  updateProfile,
  usernameClaim,
} from '@/services/firebase/collections/users';
export type { Profile, ProfilePatch, UserPreferencesDoc } from '@/services/firebase/collections/users';
