import { useEffect, type ReactNode } from 'react';

interface ScreenProps {
  /** The screen's heading, also used for the document title. */
  title: string;
  /** Optional line under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  /** Extra class on the screen's section, for screen-specific layout. */
  className?: string;
}

/** The frame of every screen: one h1, the page title, and the content. */
export function Screen({ title, lead, children, className }: ScreenProps) {
  useEffect(() => {
    document.title = `${title} · Wayfare`;
  }, [title]);
  return (
    <section className={className ? `screen ${className}` : 'screen'} aria-labelledby="screen-title">
      <header className="screen__header">
        <h1 id="screen-title">{title}</h1>
        {lead ? <p className="screen__lead">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}
