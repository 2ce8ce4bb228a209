import { useEffect, useId, useRef, type ReactNode } from 'react';

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

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal question with two answers. Focus moves to Cancel (the safe answer)
 * on open, stays inside while open (Tab and Shift+Tab wrap), Escape cancels,
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const onCancelRef = useRef(onCancel);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    onCancelRef.current = onCancel;
  }, [onCancel]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const modal = typeof dialog.showModal === 'function';
    if (modal) dialog.showModal();
    else dialog.setAttribute('open', '');
    cancelRef.current?.focus();

    const onNativeCancel = (event: Event) => {
      // Escape: the browser would close the dialog itself; the caller decides instead.
      event.preventDefault();
      onCancelRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancelRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onNativeCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onNativeCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (modal && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      aria-modal="true"
      style={{
        maxWidth: 'min(28rem, calc(100vw - 32px))',
        padding: 'var(--space-5, 24px)',
        color: 'var(--color-text, #1c2321)',
        background: 'var(--color-surface, #fff)',
        border: '1px solid var(--color-border, #dcdcd4)',
        borderRadius: 'var(--radius, 10px)',
        boxShadow: '0 8px 32px rgb(0 0 0 / 0.2)',
      }}
    >
      <h2 id={titleId} style={{ marginTop: 0, fontSize: '1.25rem' }}>
        {title}
      </h2>
      {children ? <div id={bodyId}>{children}</div> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 'var(--space-3, 12px)', marginTop: 'var(--space-5, 24px)' }}>
        <button ref={cancelRef} type="button" className="button button--quiet" onClick={onCancel}>
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
    </dialog>
  );
}
