/**
 * The accounts feature's only way to its data: the verbs of the users
 * collection that sign-in, onboarding, the account screen and the session use.
 * Components, hooks and the session import them from here, never from the
 * services layer.
 */
export {
  createProfile,
  deleteMyAccount,
  exportMyData,
  getOwnProfileFromServer,
  getPrivateAccount,
  subscribeProfile,
  updatePreferences,
  updateProfile,
  usernameClaim,
} from '@/services/firebase/collections/users';
export type {
  NewProfile,
  PrivateAccount,
  Profile,
  ProfilePatch,
  ProfileSource,
  UserPreferencesDoc,
} from '@/services/firebase/collections/users';
