import type { ReactNode } from 'react';
import '../accounts.css';

/** A calm confirmation after a save, announced politely. */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p className="form-status" role="status">
      {children}
    </p>
  );
}
