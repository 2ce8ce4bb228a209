/**
 * A row of tabs as the WAI-ARIA tabs pattern has it: one tab in the Tab
 * order (the selected one), the arrow keys move and select along the row
 * (wrapping), Home and End go to the ends. The panels are the caller's, each
 * labelled by its tab (`tabId`) and named in `panel`.
 */
import { useRef, type KeyboardEvent } from 'react';

export interface TabOf<T extends string> {
  value: T;
  label: string;
  /** The id of the panel the tab shows. */
  panel: string;
}

interface TabListProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<TabOf<T>>;
  selected: T;
  onSelect: (value: T) => void;
  /** The id of a tab's button, which its panel's `aria-labelledby` names. */
  tabId: (value: T) => string;
  className: string;
  tabClassName: string;
}

/** Where a key takes the focus along a row of `count` tabs from `index`, or null for a key that does not move. */
function targetOf(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

export function TabList<T extends string>({ label, tabs, selected, onSelect, tabId, className, tabClassName }: TabListProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetOf(event.key, index, tabs.length);
    const tab = target === null ? undefined : tabs[target];
    if (!tab || target === null) return;
    event.preventDefault();
    onSelect(tab.value);
    refs.current[target]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab.value)}
          className={tabClassName}
          aria-selected={selected === tab.value}
          aria-controls={tab.panel}
          tabIndex={selected === tab.value ? 0 : -1}
          onClick={() => onSelect(tab.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
