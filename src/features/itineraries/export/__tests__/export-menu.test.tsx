import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInPage, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportMenu } from '../export-menu';
import { item, itinerary, praca } from './fixtures';

const pdf = vi.hoisted(() => ({ downloadPdf: vi.fn<(...args: unknown[]) => Promise<string>>() }));
vi.mock('../pdf', () => pdf);

const saved: Array<{ name: string; blob: Blob }> = [];
vi.mock('../download', () => ({
  downloadBlob: (blob: Blob, name: string) => saved.push({ name, blob }),
}));

const inPage = (ui: ReactElement) => <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>;
const render = (ui: ReactElement) => {
  const view = renderInPage(inPage(ui));
  return { ...view, rerender: (next: ReactElement) => view.rerender(inPage(next)) };
};

beforeEach(() => {
  saved.length = 0;
  pdf.downloadPdf.mockReset();
});

describe('ExportMenu', () => {
  it('downloads the calendar file of the dated items', async () => {
    render(<ExportMenu itinerary={itinerary()} items={[praca]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('lisbon-food-and-fado.ics');
    expect(saved[0]?.blob.type).toBe('text/calendar;charset=utf-8');
    const text = await saved[0]!.blob.text();
    expect(text).toContain('DTSTART:20270514T090000Z');
    expect(screen.getByRole('status')).toHaveTextContent('Calendar file ready: lisbon-food-and-fado.ics');
  });

  it('puts the way between stops in the calendar file and the PDF, as the plan shows it', async () => {
    // Santa Justa's lift is about 600 m up from the square: a walk.
    const lift = item('lift', {
      title: 'Elevador de Santa Justa',
      startTime: '11:30',
      timeZone: 'Europe/Lisbon',
      place: { name: 'Elevador de Santa Justa', geocode: { lat: 38.7121, lng: -9.1394 }, source: 'OpenStreetMap contributors (ODbL)' },
    });
    pdf.downloadPdf.mockResolvedValue('lisbon-food-and-fado.pdf');
    render(<ExportMenu itinerary={itinerary()} items={[praca, { ...lift, order: 'a1' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    const text = (await saved[0]!.blob.text()).replace(/\r\n /g, '');
    expect(text).toMatch(/X-APPLE-TRAVEL-DURATION;VALUE=DURATION:PT\d+M/);
    expect(text).toMatch(/DESCRIPTION:Getting there: Walk \d+ min · \d+ m from Praça do Comércio \(estimate\)/);

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const notes = pdf.downloadPdf.mock.calls[0]?.[2] as { into: Map<string, { text: string }> };
    expect(notes.into.get('lift')?.text).toMatch(/^Walk \d+ min · \d+ m from Praça do Comércio \(estimate\)$/);
  });

  it('explains why the calendar is unavailable for an undated trip or one with ideas only', () => {
    const { rerender } = render(<ExportMenu itinerary={itinerary({ period: null })} items={[praca]} />);
    const button = screen.getByRole('button', { name: 'Add to calendar (.ics)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Add dates to the trip to put it in a calendar.');
    rerender(<ExportMenu itinerary={itinerary()} items={[item('idea', { day: null })]} />);
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toHaveAccessibleDescription(
      'Nothing is planned on a dated day yet.',
    );
  });

  it('shows progress while the PDF is made, then that it is ready', async () => {
    let finish: (name: string) => void = () => {};
    pdf.downloadPdf.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<ExportMenu itinerary={itinerary()} items={[praca]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Preparing the PDF…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(pdf.downloadPdf).toHaveBeenCalledWith(itinerary(), [praca], expect.objectContaining({ into: expect.any(Map) }));
    finish('lisbon-food-and-fado.pdf');
    expect(await screen.findByText('PDF ready: lisbon-food-and-fado.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('says plainly when the PDF fails, and lets the user try again', async () => {
    pdf.downloadPdf.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('lisbon-food-and-fado.pdf');
    render(<ExportMenu itinerary={itinerary()} items={[praca]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF could not be made.');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('PDF ready: lisbon-food-and-fado.pdf')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('offers Reload when the PDF maker’s code cannot be fetched', async () => {
    pdf.downloadPdf.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    render(<ExportMenu itinerary={itinerary()} items={[praca]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF maker could not be loaded. Check your connection, then reload the page.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
