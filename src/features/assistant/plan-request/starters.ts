import type { AssistantMessage } from '@/stores/types';

/** Starter prompts for "Plan it for me": the Assistant store's default messages on /plan. */
export const PLAN_STARTERS: AssistantMessage[] = [
  { id: 'starter-lisbon', role: 'starter', content: '5 days in Lisbon in May with two kids, food and history, slow pace' },
  { id: 'starter-paris-rome', role: 'starter', content: '3 days in Paris and 4 days in Rome, art and museums' },
  { id: 'starter-kyoto', role: 'starter', content: 'A week in Kyoto next April, nature and temples, relaxed' },
  { id: 'starter-barcelona', role: 'starter', content: 'A long weekend in Barcelona with friends, food and nightlife, packed' },
];
