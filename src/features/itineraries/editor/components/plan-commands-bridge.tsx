import { useEffect } from 'react';
import { planCommandsActions, type PlanCommands } from '../hooks/use-plan-commands';

/**
 * Publishes the editor's plan commands (what its panel slot gets) to the day
 * tools in the plan, for as long as it is mounted. Rendered in the editor's
 * panel slot by the route (../hooks/use-plan-commands.ts says why).
 */
export function PlanCommandsBridge({ api }: { api: PlanCommands }) {
  useEffect(() => {
    planCommandsActions.published(api);
    return () => planCommandsActions.published(null);
  }, [api]);
  return null;
}
