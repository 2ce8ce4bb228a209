/**
 * The assistant feature's only way to its data: the collection module,
 * imported on demand, so neither it nor the Firebase SDK sits in a route's
 * first chunk.
 */
export const assistantApi = () => import('@/services/firebase/collections/assistant');

export type AssistantApi = Awaited<ReturnType<typeof assistantApi>>;
export type { ThreadMessage } from '@/services/firebase/collections/assistant';
