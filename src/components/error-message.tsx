import type { ReactNode } from 'react';
import './error-message.css';

/**
 * What went wrong with a whole form, action or screen (not one field, whose
 * message sits under the field), announced as soon as it appears. Renders
 * nothing while there is nothing wrong. `block` is for a message of several
 * paragraphs or with its own buttons (Try again, a way on).
 */
export function ErrorMessage({ children, id, block = false }: { children: ReactNode; id?: string; block?: boolean }) {
  if (!children) return null;
  if (block) {
    return (
      <div id={id} className="error-message error-message--block" role="alert">
        {children}
      </div>
    );
  }
  return (
    <p id={id} className="error-message" role="alert">
      {children}
    </p>
  );
}
