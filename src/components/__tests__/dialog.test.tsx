import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog } from '../dialog';

function EditDialog({ closeOnBackdrop = false, focusName = false }: { closeOnBackdrop?: boolean; focusName?: boolean }) {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <main>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Edit stop
      </button>
      {open ? (
        <Dialog
          labelledBy="edit-title"
          onClose={() => setOpen(false)}
          closeOnBackdrop={closeOnBackdrop}
          initialFocus={focusName ? nameRef : undefined}
        >
          <h2 id="edit-title">Edit stop</h2>
          <label>
            Place
            <input />
          </label>
          <label>
            Name
            <input ref={nameRef} />
          </label>
          <button type="button" onClick={() => setOpen(false)}>
            Save
          </button>
        </Dialog>
      ) : null}
    </main>
  );
}

async function openDialog(props: Parameters<typeof EditDialog>[0] = {}) {
  const user = userEvent.setup();
  render(<EditDialog {...props} />);
  const opener = screen.getByRole('button', { name: 'Edit stop' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Edit stop' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its heading, with focus on its first control', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Place' })).toHaveFocus();
  });

  it('puts focus where the caller asks', async () => {
    await openDialog({ focusName: true });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('keeps focus inside: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    const { user } = await openDialog();
    const place = screen.getByRole('textbox', { name: 'Place' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(place).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape, without the page behind seeing the key, and gives focus back to the opener', async () => {
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    try {
      const { user, opener } = await openDialog();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      expect(pageKeys).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    } finally {
      document.removeEventListener('keydown', pageKeys);
    }
  });

  it('gives focus back to the opener when closed by one of its own buttons', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop only when asked to', async () => {
    const first = await openDialog();
    await first.user.pointer({ keys: '[MouseLeft]', target: first.dialog });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await first.user.click(screen.getByRole('textbox', { name: 'Place' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a click on the backdrop when closeOnBackdrop is set', async () => {
    const { user, dialog, opener } = await openDialog({ closeOnBackdrop: true });
    await user.click(screen.getByRole('textbox', { name: 'Place' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.pointer({ keys: '[MouseLeft]', target: dialog });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('has no axe violations while open', async () => {
    await openDialog();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('ConfirmDialog', () => {
  function DeleteTrip({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete…
        </button>
        {open ? (
          <ConfirmDialog title="Delete “Lisbon”?" confirmLabel="Delete trip" danger busy={busy} onConfirm={onConfirm} onCancel={() => setOpen(false)}>
            <p>Its plan is removed for everyone.</p>
          </ConfirmDialog>
        ) : null}
      </>
    );
  }

  it('asks with focus on Cancel, says what happens, and cancels on Escape with focus back on the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteTrip onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete…' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete “Lisbon”?' });
    expect(dialog).toHaveAccessibleDescription('Its plan is removed for everyone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its named button, and not while busy', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(<DeleteTrip onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    await user.click(screen.getByRole('button', { name: 'Delete trip' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<DeleteTrip onConfirm={onConfirm} busy />);
    await user.click(screen.getByRole('button', { name: 'Working…' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
