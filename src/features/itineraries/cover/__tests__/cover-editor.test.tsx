import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CoverEditor from '../cover-editor';
import { fitWidth } from '../cover-image';

const available = () => Promise.resolve({ available: true } as const);

function file(name: string, type: string, bytes: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
}

describe('CoverEditor', () => {
  it('refuses files that are not images, and images over 5 MB, at the field', async () => {
    const upload = vi.fn(() => Promise.resolve('https://example.test/c.webp'));
    const user = userEvent.setup({ applyAccept: false });
    render(<CoverEditor itineraryId="trip1" current={null} upload={upload} availability={available} />);
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
    const resize = vi.fn(() => Promise.resolve({ blob: new Blob(['y'], { type: 'image/webp' }), type: 'image/webp', width: 1600, height: 900 }));
    const user = userEvent.setup();
    render(<CoverEditor itineraryId="trip1" current={null} upload={upload} save={save} resize={resize} availability={available} />);
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
        availability={() => Promise.resolve({ available: false, reason: 'Uploads are unavailable: the file storage service is not running on this machine.' })}
      />,
    );
    expect(await screen.findByText(/Uploads are unavailable/)).toBeInTheDocument();
    expect(screen.getByLabelText('Cover image')).toBeDisabled();
  });

  it('keeps proportions and never enlarges', () => {
    expect(fitWidth(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWidth(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
