import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/field';
import { deleteMyAccount } from '../api/users';
import { errorMessage } from '../lib/error-message';
import { RequestForm, SubmitButton } from './request-form';

interface DialogProps {
  username: string;
  onCancel: () => void;
  onDeleted: () => void | Promise<void>;
}

/**
 * The confirmation: a modal dialog (focus stays inside; Escape cancels) that
 * asks for the username typed out before anything is deleted.
 */
function DeleteAccountDialog({ username, onCancel, onDeleted }: DialogProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The dialog's Escape handler reads this, not a render's copy of `busy`.
  const busyRef = useRef(false);
  // Busy until the deletion and what follows it (signing out, leaving) are done.
  const remove = useMutation({
    mutationFn: deleteMyAccount,
    onMutate: () => {
      busyRef.current = true;
    },
    onSuccess: () => onDeleted(),
    onError: () => {
      busyRef.current = false;
    },
  });
  const busy = remove.isPending;
  const inputRef = useRef<HTMLInputElement>(null);

  function submit() {
    if (typed.trim() !== username) {
      setError(
        typed.trim() === ''
          ? `Type your username, ${username}, to confirm.`
          : `That is not your username. Type ${username} exactly to confirm.`,
      );
      inputRef.current?.focus();
      return;
    }
    setError(null);
    remove.mutate();
  }

  return (
    <Dialog
      labelledBy="delete-dialog-title"
      describedBy="delete-dialog-description"
      onClose={() => {
        if (!busyRef.current) onCancel();
      }}
      initialFocus={inputRef}
    >
      <h2 id="delete-dialog-title">Delete your account?</h2>
      <div id="delete-dialog-description">
        <p>This deletes, for good:</p>
        <ul>
          <li>your profile and your username @{username},</li>
          <li>the itineraries you created,</li>
          <li>who you follow and who follows you,</li>
          <li>your purchases and Wayfare Plus: a plan ends now and is never charged again.</li>
        </ul>
        <p>It cannot be undone. To keep a copy, download your data first.</p>
      </div>
      <RequestForm
        busy={busy}
        error={remove.isError ? errorMessage(remove.error, 'Your account was not deleted. Check your connection and try again.') : null}
        onSubmit={submit}
      >
        <TextField
          id="delete-confirm-username"
          ref={inputRef}
          label={`Type your username, ${username}, to confirm`}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          error={error}
        />
        <div className="form-actions">
          <SubmitButton busy={busy} busyLabel="Deleting…" className="button button--danger">
            Delete my account
          </SubmitButton>
          <button type="button" className="button button--quiet" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </RequestForm>
    </Dialog>
  );
}

/** The danger zone: delete the account, behind the confirmation dialog. */
export function DeleteAccount({ username, onDeleted }: { username: string; onDeleted: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    openerRef.current?.focus();
  }

  return (
    <section className="card account-danger" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete my account</h2>
      <p>Removes your profile, username, itineraries and follow links. This cannot be undone.</p>
      <button ref={openerRef} type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Delete my account…
      </button>
      {open ? <DeleteAccountDialog username={username} onCancel={close} onDeleted={onDeleted} /> : null}
    </section>
  );
}
