import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  /** The question, e.g. "Delete “Lisbon in 3 days”?" */
  title: string;
  /** What happens, in a sentence or two. */
  children?: ReactNode;
  /** The confirming button's words: say what it does ("Delete trip"), not "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action shows its button in the danger colour. */
  danger?: boolean;
  /** While the action runs: the buttons stay, the confirming one says so. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with two answers, on the app's Dialog: focus moves to
 * Cancel (the safe answer) on open, stays inside while open, Escape cancels,
 * and focus goes back to what opened it on close. Render it only while open.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();

  return (
    <Dialog
      labelledBy={titleId}
      describedBy={children ? bodyId : undefined}
      onClose={onCancel}
      className="confirm-dialog"
      style={{ width: 'auto', maxWidth: 'min(28rem, calc(100vw - 32px))' }}
    >
      <h2 id={titleId} style={{ fontSize: '1.25rem' }}>
        {title}
      </h2>
      {children ? <div id={bodyId}>{children}</div> : null}
      <div className="modal-dialog__actions">
        <button type="button" className="button button--quiet" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          style={danger ? { background: 'var(--color-danger, #b3261e)', borderColor: 'var(--color-danger, #b3261e)' } : undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy ? 'Working…' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
