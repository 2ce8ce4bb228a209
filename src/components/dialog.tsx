import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** The id of the dialog's heading: its accessible name. */
  labelledBy: string;
  /** The id of the text saying what the dialog is about, when there is one. */
  describedBy?: string;
  /** Escape, and a click outside the box when `closeOnBackdrop`: the caller decides what closing means. */
  onClose: () => void;
  /** What takes focus on open; otherwise the element marked `data-autofocus`, or the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click on the backdrop closes, as Escape does from the keyboard. */
  closeOnBackdrop?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The app's one modal dialog. A native `<dialog>` opened with showModal (the
 * page behind is inert); focus moves in on open and stays inside while open
 * (Tab and Shift+Tab wrap), Escape calls `onClose`, and focus goes back to
 * what opened it on close. Render it only while open.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  closeOnBackdrop = false,
  className,
  style,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const closeOnBackdropRef = useRef(closeOnBackdrop);
  const initialFocusRef = useRef(initialFocus);

  useEffect(() => {
    onCloseRef.current = onClose;
    closeOnBackdropRef.current = closeOnBackdrop;
  }, [onClose, closeOnBackdrop]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const modal = typeof dialog.showModal === 'function';
    if (modal) dialog.showModal();
    else dialog.setAttribute('open', '');
    const first =
      initialFocusRef.current?.current ??
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();

    const onNativeCancel = (event: Event) => {
      // Escape: the browser would close the dialog itself; the caller decides instead.
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Handled here: shortcuts of the page behind never see it.
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.tabIndex >= 0);
      const firstControl = focusable[0];
      const lastControl = focusable[focusable.length - 1];
      if (!firstControl || !lastControl) return;
      const outside = !dialog.contains(document.activeElement);
      if (event.shiftKey && (outside || document.activeElement === firstControl)) {
        event.preventDefault();
        lastControl.focus();
      } else if (!event.shiftKey && (outside || document.activeElement === lastControl)) {
        event.preventDefault();
        firstControl.focus();
      }
    };
    const onMouseDown = (event: MouseEvent) => {
      if (!closeOnBackdropRef.current || event.target !== dialog) return;
      // The backdrop is the dialog element itself, outside its box.
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (inside && (box.width > 0 || box.height > 0)) return;
      // No focus change from the press: focus goes back to the opener as the dialog closes.
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onNativeCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('mousedown', onMouseDown);
    return () => {
      dialog.removeEventListener('cancel', onNativeCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('mousedown', onMouseDown);
      if (modal && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={className ? `modal-dialog ${className}` : 'modal-dialog'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      style={style}
    >
      {children}
    </dialog>
  );
}
