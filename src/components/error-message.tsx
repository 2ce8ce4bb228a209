import type { ReactNode } from 'react';
import './error-message.css';

/** What the person can do about the failure: "Try again" (a read that failed), "Reload" (code that did not load). */
export interface ErrorAction {
  label: string;
  onClick: () => void;
}

/**
 * What went wrong with a whole form, action or screen (not one field, whose
 * message sits under the field), announced as soon as it appears. Renders
 * nothing while there is nothing wrong. `block` is for a message of several
 * paragraphs or with its own buttons (Try again, a way on). `action` adds the
 * one button that helps: after the sentence, or under it in a block.
 */
export function ErrorMessage({ children, id, block = false, action }: { children: ReactNode; id?: string; block?: boolean; action?: ErrorAction }) {
  if (!children) return null;
  if (block) {
    return (
      <div id={id} className="error-message error-message--block" role="alert">
        {action ? <p>{children}</p> : children}
        {action ? (
          <button type="button" className="button button--small" onClick={action.onClick}>
            {action.label}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <p id={id} className="error-message" role="alert">
      {children}
      {action ? (
        <>
          {' '}
          <button type="button" className="button button--quiet button--small" onClick={action.onClick}>
            {action.label}
          </button>
        </>
      ) : null}
    </p>
  );
}

/** The action for a failed read: try it again. */
export function retry(query: { refetch: () => unknown }): ErrorAction {
  return { label: 'Try again', onClick: () => void query.refetch() };
}
