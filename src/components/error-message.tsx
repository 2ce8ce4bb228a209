import type { ReactNode } from 'react';
import './error-message.css';

/**
 * What went wrong with a whole form or action (not one field, whose message
 * sits under the field), announced as soon as it appears. Renders nothing
 * while there is nothing wrong.
 */
export function ErrorMessage({ children, id }: { children: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="error-message" role="alert">
      {children}
    </p>
  );
}
