/**
 * The collaborators' only way to their data: the collection modules, imported
 * on demand, so nothing Firebase sits in the chunk of a screen that embeds
 * the panel (the trip view has a first-paint budget). Tests replace this one
 * module.
 */
export { itinerariesApi } from '../../api/service';
export const usersApi = () => import('@/services/firebase/collections/users');
