/**
 * Default follows at sign-up (docs/accounts.md): production only, two
 * accounts, only for a user with no following list. The rule is implemented
 * next to the users collection module, which applies it inside the sign-up
 * batch (the service layer may not import features); this is its home for the
 * accounts screens.
 */
export { defaultFollowsFor } from '@/services/firebase/collections/default-follows';
