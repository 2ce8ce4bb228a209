import type { ReactNode } from 'react';
import { Screen } from '@/components/screen';
import './legal.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lead: ReactNode;
  /** The accessible name of the table of contents. */
  contentsLabel: string;
  sections: LegalSection[];
}

/** A legal text: heading, table of contents, and one section per entry. */
export function LegalDocument({ title, lead, contentsLabel, sections }: LegalDocumentProps) {
  return (
    <Screen title={title} className="legal" lead={lead}>
      <nav className="legal__toc" aria-label={contentsLabel}>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="legal__section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </Screen>
  );
}
