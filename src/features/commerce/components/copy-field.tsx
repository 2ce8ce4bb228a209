import { useId, useState } from 'react';

/** A read-only value with a Copy button (gift codes and links). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field__row">
        <input id={id} readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="button button--quiet button--small"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copy
        </button>
      </div>
      <span role="status" className="copy-field__status">
        {copied ? 'Copied' : ''}
      </span>
    </div>
  );
}
