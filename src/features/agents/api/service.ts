/**
 * The agents feature's only way to its data: the collection module, imported
 * on demand, so neither it nor the Firebase SDK sits in a route's first chunk.
 */
export const agentsApi = () => import('@/services/firebase/collections/agents');

/** The agency logo's upload (Storage), imported on demand. */
export const agencyLogoApi = () => import('@/services/firebase/collections/agents-logo');

/** A proposal as its signed-out client reads and answers it (plain HTTP, no SDK), imported on demand. */
export const publicProposalsApi = () => import('@/services/firebase/collections/proposals-public');

/** Public profiles: finding an agent by username, imported on demand. */
export const profilesApi = () => import('@/services/firebase/collections/users');

/** The agent's own itineraries, offered as a proposal's options. */
export const itinerariesApi = () => import('@/services/firebase/collections/itineraries');
