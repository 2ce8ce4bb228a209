import type { AssistantMessage } from '@/stores/types';

/** The starter prompts among the Assistant store's default messages. */
export function starterPrompts(messages: readonly AssistantMessage[]): { id: string; content: string }[] {
  return messages.filter((m) => m.role === 'starter');
}

/** Starter prompts as buttons: picking one puts it in the field (it is not sent). */
export function StarterPrompts({
  starters,
  label,
  disabled,
  className,
  buttonClassName,
  onPick,
}: {
  starters: readonly { id: string; content: string }[];
  label: string;
  disabled: boolean;
  className: string;
  buttonClassName: string;
  onPick: (text: string) => void;
}) {
  if (starters.length === 0) return null;
  return (
    <div className={className} role="group" aria-label={label}>
      {starters.map((starter) => (
        <button key={starter.id} type="button" className={buttonClassName} disabled={disabled} onClick={() => onPick(starter.content)}>
          {starter.content}
        </button>
      ))}
    </div>
  );
}
