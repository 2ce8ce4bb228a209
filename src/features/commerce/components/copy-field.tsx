import { useId, useState } from 'react';
import { copyText } from '@/lib/share';

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
            void copyText(value).then(setCopied);
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
