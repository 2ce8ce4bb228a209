/**
 * The editor's plan commands as the day tools in the plan use them: show a
 * proposed change on the plan, apply a change as one undoable batch, undo.
 * They are the ones the assistant's panel gets (`EditorAssistantApi`), so a
 * shortest route and a fix to a day go through the same preview, the same
 * write path (use-plan-editor.ts's `apply`) and the same undo as the
 * assistant's changes.
 *
 * The editor publishes them here itself while it is open, with
 * `PlanCommandsBridge` (./plan-commands-bridge.tsx), whether or not an
 * assistant panel is shown. While none are published (a test of the board
 * alone) or they say the plan may not be edited, the plan offers no tool that
 * writes.
 */
import { create } from 'zustand';
import type { ItineraryPatch, PlanItem } from '@/domain/itineraries/types';
import type { PlanPreview } from '../lib/plan-preview';

export interface PlanCommands {
  /** The plan as stored and edited here (not a preview). */
  items: PlanItem[];
  canEdit: boolean;
  showPreview: (preview: PlanPreview | null) => void;
  apply: (label: string, change: { upsert: PlanItem[]; remove: string[]; itinerary?: ItineraryPatch }) => void;
  undo: () => void;
  undoLabel: string | null;
}

interface PlanCommandsState {
  commands: PlanCommands | null;
  actions: { published: (commands: PlanCommands | null) => void };
}

const usePlanCommandsStore = create<PlanCommandsState>()((set) => ({
  commands: null,
  actions: { published: (commands) => set({ commands }) },
}));

/** Whether the plan may offer tools that write (someone who may edit, with the editor's commands there). */
export const useCanWritePlan = () => usePlanCommandsStore((state) => state.commands?.canEdit === true);
/** The label of the change Undo would take back. */
export const usePlanUndoLabel = () => usePlanCommandsStore((state) => state.commands?.undoLabel ?? null);
/** The commands as they are now, read when a person acts (not a reason to re-render). */
export const getPlanCommands = (): PlanCommands | null => usePlanCommandsStore.getState().commands;
export const planCommandsActions = usePlanCommandsStore.getState().actions;
