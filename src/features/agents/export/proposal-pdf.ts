/**
 * The proposal's PDF (its own chunk: imported only when someone asks for a
 * PDF): the branded printable proposal (./printable.ts) drawn by the shared
 * renderer (src/lib/pdf/render-pdf.ts), keeping each option head, day and the
 * price summary whole on one page, with a text layer (searchable, and read by
 * pdftotext and screen readers). A long proposal is drawn in parts.
 */
import { downloadBlob } from '@/lib/download';
import { renderPdf } from '@/lib/pdf/render-pdf';
import type { AgencyCard, Proposal } from '@/domain/agents/types';
import { KEEP_TOGETHER, buildPrintableProposal, proposalFileName } from './printable';

/** Makes the proposal's PDF and starts its download; resolves with the file name. */
export async function downloadProposalPdf(proposal: Proposal, agency: AgencyCard | null): Promise<string> {
  const fileName = proposalFileName(proposal);
  const blob = await renderPdf(buildPrintableProposal(proposal, agency), {
    fileName,
    keepTogether: KEEP_TOGETHER,
    properties: { title: proposal.title, subject: `Travel proposal from ${agency?.name ?? 'your agent'}`, creator: 'Wayfare' },
  });
  downloadBlob(blob, fileName);
  return fileName;
}
