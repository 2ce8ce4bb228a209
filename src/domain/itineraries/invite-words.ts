/**
 * What the invite field says about a username that cannot be invited. The
 * panel says it at once when it knows the trip's people; the invitation's
 * write says the same when they had not loaded yet, so the words never depend
 * on how quickly the panel loaded.
 */
export const inviteWords = {
  yourself: 'That is you. Type the username of someone you want to plan with.',
  creator: (name: string) => `@${name} created this trip.`,
  collaborator: (name: string) => `@${name} is already a collaborator on this trip.`,
  pending: (name: string) => `@${name} is already invited and has not answered yet.`,
};
