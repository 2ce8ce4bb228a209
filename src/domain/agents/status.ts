import type { Proposal, ProposalStatus } from './types';

/**
 * What a proposal's status is now: a sent or viewed proposal past its
 * validUntil is expired (the rules refuse an answer after that time, using
 * the server's clock). Answered and draft proposals keep their status.
 */
export function effectiveStatus(proposal: Pick<Proposal, 'status' | 'validUntil'>, now: Date): ProposalStatus {
  if ((proposal.status === 'sent' || proposal.status === 'viewed') && proposal.validUntil && proposal.validUntil <= now) {
    return 'expired';
  }
  return proposal.status;
}

export const STATUS_LABELS: Record<ProposalStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** Whether the client can still answer. */
export function canRespond(proposal: Pick<Proposal, 'status' | 'validUntil'>, now: Date): boolean {
  const status = effectiveStatus(proposal, now);
  return status === 'sent' || status === 'viewed';
}
