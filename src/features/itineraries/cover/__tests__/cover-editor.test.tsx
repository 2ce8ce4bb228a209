import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInPage, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import CoverEditor from '../cover-editor';
import { fitWidth } from '../cover-image';

const available = { available: true } as const;

function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderInPage(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const resized = () => Promise.resolve({ blob: new Blob(['y'], { type: 'image/webp' }), type: 'image/webp', width: 1600, height: 900 });

function file(name: string, type: string, bytes: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
}

describe('CoverEditor', () => {
  it('refuses files that are not images, and images over 5 MB, at the field', async () => {
    const upload = vi.fn(() => Promise.resolve('https://example.test/c.webp'));
    const user = userEvent.setup({ applyAccept: false });
    render(<CoverEditor itineraryId="trip1" current={null} upload={upload} storage={available} />);
    const input = screen.getByLabelText('Cover image');
    await user.upload(input, file('notes.pdf', 'application/pdf', 1000));
    expect(input).toHaveAccessibleDescription(/is not an image/);
    await user.upload(input, file('huge.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(input).toHaveAccessibleDescription(/at most 5 MB/);
    expect(upload).not.toHaveBeenCalled();
  });

  it('shrinks, uploads and sets the cover', async () => {
    const upload = vi.fn(() => Promise.resolve('https://example.test/c.webp'));
    const save = vi.fn(() => Promise.resolve());
    const resize = vi.fn(resized);
    const user = userEvent.setup();
    render(<CoverEditor itineraryId="trip1" current={null} upload={upload} save={save} resize={resize} storage={available} />);
    await user.upload(screen.getByLabelText('Cover image'), file('beach.jpg', 'image/jpeg', 3 * 1024 * 1024));
    await waitFor(() => expect(save).toHaveBeenCalledWith('trip1', 'https://example.test/c.webp'));
    expect(upload).toHaveBeenCalledWith('trip1', expect.any(Blob), 'image/webp');
    expect(screen.getByRole('status')).toHaveTextContent('Cover updated.');
  });

  it('says uploads are unavailable where file storage is not running', async () => {
    render(
      <CoverEditor
        itineraryId="trip1"
        current={null}
        storage={{ available: false, reason: 'Uploads are unavailable: the file storage service is not running on this machine.' }}
      />,
    );
    expect(await screen.findByText(/Uploads are unavailable/)).toBeInTheDocument();
    expect(screen.getByLabelText('Cover image')).toBeDisabled();
  });

  it('says at the field why an upload failed, keeps the field usable while and after it runs', async () => {
    let fail: (error: Error) => void = () => undefined;
    const upload = vi.fn(() => new Promise<string>((_resolve, reject) => (fail = reject)));
    const save = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<CoverEditor itineraryId="trip1" current={null} upload={upload} save={save} resize={resized} storage={available} />);
    const input = screen.getByLabelText('Cover image');
    await user.upload(input, file('beach.jpg', 'image/jpeg', 1000));
    expect(await screen.findByText('Uploading the cover…')).toBeInTheDocument();
    expect(input).toBeDisabled();
    fail(new Error('The storage quota is full.'));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/The cover could not be uploaded\. The storage quota is full\./));
    expect(input).toBeEnabled();
    expect(input).toBeInvalid();
    expect(save).not.toHaveBeenCalled();
  });

  it('says so when the uploaded cover could not be set, or removed', async () => {
    const save = vi.fn(() => Promise.reject(new Error('offline')));
    const user = userEvent.setup();
    render(
      <CoverEditor
        itineraryId="trip1"
        current="https://example.test/old.webp"
        upload={() => Promise.resolve('https://example.test/c.webp')}
        save={save}
        resize={resized}
        storage={available}
      />,
    );
    await user.upload(screen.getByLabelText('Cover image'), file('beach.jpg', 'image/jpeg', 1000));
    expect(await screen.findByText(/uploaded but could not be set on the trip/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove cover' }));
    expect(await screen.findByText('The cover could not be removed. Try again.')).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith('trip1', null);
  });

  it('keeps proportions and never enlarges', () => {
    expect(fitWidth(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWidth(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
