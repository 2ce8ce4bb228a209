/** Editing an itinerary by chat: the embedded editor and the proposed change. */
export { parseEditRequest, type EditCommand } from './parse';
export { proposeEdit, EDIT_HELP, type EditAnswer, type EditContext, type EditItinerary } from './propose';
export {
  CHANGE_LIMITS,
  applyProposal,
  isEmptyChange,
  parseProposedChange,
  previewProposal,
  proposedChangeSchema,
  type AppliedChange,
  type DiffMark,
  type ProposedChange,
  type ProposedMove,
  type ProposedRemoval,
} from './change';
