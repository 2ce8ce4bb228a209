import type { ReactNode } from 'react';

/** One thing added to a field (a destination, a name), with its remove button; inside a `ul.chip-list`. */
export function Chip({ name, onRemove, children }: { name: string; onRemove: () => void; children: ReactNode }) {
  return (
    <li className="chip">
      <span>{children}</span>
      <button type="button" className="chip__remove" onClick={onRemove} aria-label={`Remove ${name}`}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
