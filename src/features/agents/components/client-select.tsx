import type { ChangeEventHandler } from 'react';
import type { Client } from '@/domain/agents/types';
import { SelectField } from '@/components/field';

interface ClientSelectProps {
  clients: Client[];
  /** The chosen client's id, or '' for none yet. */
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  error?: string;
  disabled?: boolean;
}

/** The agent's clients to choose from; an archived client is offered only when it is the one chosen. */
export function ClientSelect({ clients, value, onChange, error, disabled }: ClientSelectProps) {
  return (
    <SelectField label="Client" value={value} onChange={onChange} error={error} disabled={disabled}>
      <option value="">Choose a client</option>
      {clients
        .filter((c) => !c.archived || c.id === value)
        .map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
    </SelectField>
  );
}
