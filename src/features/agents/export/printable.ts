/**
 * The printable proposal the PDF is made from: plain DOM with inline styles
 * (html2pdf copies it off screen, away from the app's CSS), branded with the
 * agency's name and colour. Each text that should be searchable in the PDF
 * carries `data-pdf-text`; each block that must not be split across two
 * pages carries the `pdf-keep` class.
 */
import { formatMoney } from '@/lib/money';
import { printableElement, type PrintableStyle } from '@/lib/pdf/printable-element';
import { readableBrand } from '@/domain/agents/colours';
import { perPerson } from '@/domain/agents/pricing';
import type { AgencyCard, Proposal } from '@/domain/agents/types';
import { formatDate } from '@/lib/dates';
import { legInWords, listedStopLegs } from '@/domain/days/notes';

export const KEEP_TOGETHER = ['.pdf-keep'];



/** A printable element; `keep`: a block not to split across two pages. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, style: PrintableStyle, text?: string, keep = false): HTMLElementTagNameMap[K] {
  return printableElement(tag, style, text, keep ? 'pdf-keep' : undefined);
}

const INK = '#1c2321';
const MUTED = '#56605d';

export function proposalFileName(proposal: Pick<Proposal, 'title'>): string {
  const slug = proposal.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${slug || 'proposal'}.pdf`;
}

/** The proposal as one printable column: header, message, each option with its price and days, the price summary, terms. */
export function buildPrintableProposal(proposal: Proposal, agency: AgencyCard | null): HTMLElement {
  const brand = readableBrand(agency?.brandColor ?? null, '#0f5f5c');
  const root = el('div', { width: '100%', fontFamily: 'Helvetica, Arial, sans-serif', color: INK, fontSize: '13px', lineHeight: '1.45' });
  const people = proposal.party ? proposal.party.adults + proposal.party.children : null;

  const header = el('div', { borderTop: `8px solid ${brand}`, paddingTop: '10px', marginBottom: '14px' }, undefined, true);
  header.append(el('div', { fontSize: '22px', fontWeight: '700', color: brand }, agency?.name ?? 'Your travel agent'));
  if (agency) {
    const contact = [agency.contactEmail, agency.phone, agency.website].filter(Boolean).join('  ·  ');
    header.append(el('div', { fontSize: '11px', color: MUTED }, contact));
  }
  header.append(el('div', { fontSize: '20px', fontWeight: '700', marginTop: '12px' }, proposal.title));
  if (proposal.validUntil) {
    header.append(
      el('div', { fontSize: '11px', color: MUTED }, `Valid until ${formatDate(proposal.validUntil, 'd MMMM y', 'local')}`),
    );
  }
  root.append(header);
  if (proposal.message) root.append(el('p', { whiteSpace: 'pre-wrap', margin: '0 0 14px' }, proposal.message, true));

  proposal.options.forEach((option, index) => {
    const head = el('div', { borderBottom: `2px solid ${brand}`, margin: '16px 0 8px', paddingBottom: '4px' }, undefined, true);
    head.append(el('div', { fontSize: '16px', fontWeight: '700', color: brand }, `Option ${index + 1}: ${option.label}`));
    const each = people && people > 1 ? ` (${formatMoney(perPerson(option.price, proposal.party).amount, option.price.currency)} per person)` : '';
    head.append(el('div', { fontSize: '13px', fontWeight: '700' }, `${formatMoney(option.price.amount, option.price.currency)}${each}`));
    if (option.summary) head.append(el('div', { color: MUTED, marginTop: '4px' }, option.summary));
    root.append(head);
    for (const day of option.plan) {
      const block = el('div', { margin: '0 0 8px', padding: '6px 8px', background: '#f4f5f2', borderRadius: '4px' }, undefined, true);
      block.append(el('div', { fontWeight: '700' }, `Day ${day.day}`));
      const legs = listedStopLegs(day.stops);
      day.stops.forEach((stop, stopIndex) => {
        // The way there from the stop before, in words (the PDF's fonts have no icons).
        const leg = stopIndex > 0 ? legs[stopIndex - 1] : undefined;
        const way = leg ? legInWords(leg) : null;
        if (way) block.append(el('div', { paddingLeft: '22px', color: MUTED, fontSize: '10px', fontStyle: 'italic' }, way));
        block.append(el('div', { paddingLeft: '10px' }, `${stop.time ? `${stop.time}  ` : ''}${stop.title}`));
      });
      root.append(block);
    }
  });

  const summary = el('div', { marginTop: '18px', border: `1px solid ${brand}`, borderRadius: '6px', padding: '10px' }, undefined, true);
  summary.append(el('div', { fontSize: '15px', fontWeight: '700', color: brand, marginBottom: '6px' }, 'Price summary'));
  proposal.options.forEach((option, index) => {
    const row = el('div', { display: 'flex', justifyContent: 'space-between', gap: '12px' });
    row.append(el('span', {}, `Option ${index + 1}: ${option.label}`));
    row.append(el('span', { fontWeight: '700' }, formatMoney(option.price.amount, option.price.currency)));
    summary.append(row);
    for (const line of option.breakdown) {
      const detail = el('div', { display: 'flex', justifyContent: 'space-between', color: MUTED, paddingLeft: '12px', fontSize: '11px' });
      detail.append(el('span', {}, line.label));
      detail.append(el('span', {}, formatMoney(line.amount.amount, line.amount.currency)));
      summary.append(detail);
    }
  });
  summary.append(
    el('div', { fontSize: '11px', color: MUTED, marginTop: '6px' }, `Totals${people ? ` for ${people} ${people === 1 ? 'traveller' : 'travellers'}` : ''}, taxes included.`),
  );
  if (proposal.status === 'accepted' && proposal.acceptedOptionIndex !== null) {
    const chosen = proposal.options[proposal.acceptedOptionIndex];
    if (chosen) summary.append(el('div', { fontWeight: '700', marginTop: '6px' }, `Accepted by ${proposal.clientName ?? 'the client'}: ${chosen.label}`));
  }
  root.append(summary);

  if (agency?.terms) root.append(printableTerms(agency.terms));
  return root;
}

/**
 * The terms, one block per line of what the agency wrote (an empty line is
 * a gap), each kept whole on a page: terms longer than a page then break
 * between lines, where one block of them was cut through a line of text at
 * the bottom of a page and the top of the next.
 */
function printableTerms(text: string): HTMLElement {
  const terms = el('div', { marginTop: '16px', fontSize: '10px', color: MUTED });
  const lines = text.replace(/\r\n?/g, '\n').trim().split('\n');
  let gap = false;
  lines.forEach((line, index) => {
    if (!line.trim()) {
      gap = true;
      return;
    }
    const block = el('div', { whiteSpace: 'pre-wrap', marginTop: gap ? '1.45em' : '0' }, line, index > 0);
    if (index === 0) {
      // The heading stays with the first line.
      const first = el('div', {}, undefined, true);
      first.append(el('div', { fontWeight: '700' }, 'Terms'), block);
      terms.append(first);
    } else terms.append(block);
    gap = false;
  });
  return terms;
}
