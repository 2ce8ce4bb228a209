import { useId, useState } from 'react';

interface LongTextProps {
  text: string;
  /** Characters shown before "Show more"; text no longer than this is shown whole, with no button. */
  limit?: number;
  className?: string;
}

/** Where to cut `text` near `limit`: at the last space before it when there is one not too far back. */
function cutAt(text: string, limit: number): number {
  const space = text.lastIndexOf(' ', limit);
  return space > limit * 0.6 ? space : limit;
}

/**
 * Text a person typed (notes, requests), which may be any length: long text
 * shows its start with "Show more", and "Show less" folds it again. The
 * button says whether the text is expanded (aria-expanded) and which text it
 * controls; focus stays on it. Line breaks are kept and long words wrap.
 */
export function LongText({ text, limit = 280, className }: LongTextProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const classes = className ? `long-text ${className}` : 'long-text';
  // A little slack so "Show more" never reveals only a word or two.
  if (text.length <= limit + 40) {
    return (
      <p className={classes}>
        <span className="long-text__body">{text}</span>
      </p>
    );
  }
  const shown = expanded ? text : `${text.slice(0, cutAt(text, limit)).trimEnd()}…`;
  return (
    <p className={classes}>
      <span id={id} className="long-text__body">
        {shown}
      </span>{' '}
      <button
        type="button"
        className="long-text__toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? 'Show less' : 'Show more'}
      </button>
    </p>
  );
}
