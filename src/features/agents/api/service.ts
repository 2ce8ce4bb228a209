/**
 * The agents feature's only way to its data: the collection module, imported
 * on demand, so neither it nor the Firebase SDK sits in a route's first chunk.
 */
export const agentsApi = () => import('@/services/firebase/collections/agents');

export type AgentsApi = Awaited<ReturnType<typeof agentsApi>>;
