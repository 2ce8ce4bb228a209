import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { formatMoney } from '@/lib/money';
import { readableBrand } from '@/domain/agents/colours';
import { perPerson } from '@/domain/agents/pricing';
import { canRespond, effectiveStatus } from '@/domain/agents/status';
import type { AgencyCard, PlanDay, Proposal } from '@/domain/agents/types';
import { TextField } from '@/components/field';
import { StatusBadge, useNow } from './proposals-list';
import { formatDate } from '@/lib/dates';
import { describeLeg, formatLeg } from '@/domain/days/format';
import { listedStopLegs } from '@/domain/days/notes';
import { dayColour } from '@/domain/itineraries/colours';
import { plainStopView } from '@/domain/itineraries/stop-view';
import { PlanDayTitle, PlanStopCard } from '@/components/plan/plan-stop';

export interface ProposalAnswerInput {
  accepted: boolean;
  clientName: string;
  optionIndex: number | null;
}

interface ProposalViewProps {
  proposal: Proposal;
  agency: AgencyCard | null;
  /** Draws one day's stops on a map (composed by the route: the map loads on demand). */
  renderDayMap?: (day: PlanDay, label: string) => ReactNode;
  onRespond: (answer: ProposalAnswerInput) => Promise<void>;
  onDownloadPdf: () => Promise<void>;
}

const DEFAULT_BRAND = '#0f5f5c';

/** A proposal's day: each stop's card, and between two stops the way from one to the next (an estimate, said so). */
function ProposalDayStops({ day }: { day: PlanDay }) {
  const legs = listedStopLegs(day.stops);
  const colour = dayColour(day.day);
  return (
    <ol className="trip-items">
      {day.stops.flatMap((stop, stopIndex) => {
        const leg = stopIndex > 0 ? legs[stopIndex - 1] : undefined;
        const label = leg ? formatLeg(leg) : null;
        return [
          leg && label ? (
            <li key={`leg-${stopIndex}`} className="proposal-day__leg">
              <span aria-hidden="true">
                {label}
                {leg.status === 'estimate' ? ' (estimate)' : ''}
              </span>
              <span className="visually-hidden">{describeLeg(leg)}</span>
            </li>
          ) : null,
          <PlanStopCard key={`${stop.title}-${stopIndex}`} stop={plainStopView(stop)} number={stopIndex + 1} colour={colour} level={4} />,
        ];
      })}
    </ol>
  );
}

/** "3 June 2027", in the client's own time zone. */
function deadline(date: Date): string {
  return formatDate(date, 'd MMMM y', 'local');
}

/** The client's proposal: the agency's branding, the options side by side with their days and maps, prices, and the answer. */
export function ProposalView({ proposal, agency, renderDayMap, onRespond, onDownloadPdf }: ProposalViewProps) {
  const now = useNow();
  const status = effectiveStatus(proposal, now);
  const open = canRespond(proposal, now);
  const [choice, setChoice] = useState<number | null>(proposal.options.length === 1 ? 0 : null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ name?: string; choice?: string }>({});
  const [message, setMessage] = useState<{ kind: 'idle' | 'working' | 'failed' | 'pdf'; text: string }>({ kind: 'idle', text: '' });
  const style = {
    '--brand': readableBrand(agency?.brandColor ?? null, DEFAULT_BRAND),
    '--accent': agency?.accentColor ?? undefined,
  } as CSSProperties;
  const party = proposal.party;
  const people = party ? party.adults + party.children : null;

  async function answer(accepted: boolean, event?: FormEvent) {
    event?.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = 'Type your full name to answer.';
    if (accepted && choice === null) found.choice = 'Choose the option you accept.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setMessage({ kind: 'working', text: accepted ? 'Accepting…' : 'Declining…' });
    try {
      await onRespond({ accepted, clientName: name.trim(), optionIndex: accepted ? choice : null });
      setMessage({ kind: 'idle', text: '' });
    } catch (error) {
      setMessage({ kind: 'failed', text: error instanceof Error ? error.message : 'Your answer could not be sent. Try again.' });
    }
  }

  async function pdf() {
    setMessage({ kind: 'pdf', text: 'Preparing the PDF…' });
    try {
      await onDownloadPdf();
      setMessage({ kind: 'pdf', text: 'PDF ready.' });
    } catch {
      setMessage({ kind: 'failed', text: 'The PDF could not be made. Try again.' });
    }
  }

  const acceptedOption = proposal.acceptedOptionIndex !== null ? proposal.options[proposal.acceptedOptionIndex] : undefined;

  return (
    <div className="proposal" style={style}>
      <header className="proposal__header">
        {agency?.logoPath ? <img className="proposal__logo" src={agency.logoPath} alt={`${agency.name} logo`} /> : null}
        <div>
          <p className="proposal__agency">{agency?.name ?? 'Your travel agent'}</p>
          {agency ? (
            <p className="agents-muted" style={{ margin: 0 }}>
              <a href={`mailto:${agency.contactEmail}`}>{agency.contactEmail}</a>
              {agency.phone ? ` · ${agency.phone}` : ''}
              {agency.website ? (
                <>
                  {' · '}
                  <a href={agency.website}>{agency.website.replace(/^https?:\/\//, '')}</a>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      </header>

      <div className="agents-row">
        <p>
          <StatusBadge status={status} />{' '}
          {proposal.validUntil && open ? <span className="agents-muted">Valid until {deadline(proposal.validUntil)}</span> : null}
        </p>
        <button type="button" className="button button--quiet" onClick={() => void pdf()} disabled={message.kind === 'working'}>
          Download PDF
        </button>
      </div>
      {proposal.message ? <p style={{ whiteSpace: 'pre-wrap' }}>{proposal.message}</p> : null}

      {status === 'accepted' && acceptedOption ? (
        <p className="proposal__outcome" role="status">
          Accepted by {proposal.clientName}: “{acceptedOption.label}” for {formatMoney(acceptedOption.price.amount, acceptedOption.price.currency)}.{' '}
          {agency?.name ?? 'Your agent'} will be in touch to confirm the bookings.
        </p>
      ) : null}
      {status === 'declined' ? (
        <p className="proposal__outcome" role="status">
          Declined by {proposal.clientName}. {agency?.name ?? 'Your agent'} can prepare something else: write to them.
        </p>
      ) : null}
      {status === 'expired' ? (
        <p className="proposal__outcome" role="status">
          This proposal expired{proposal.validUntil ? ` on ${deadline(proposal.validUntil)}` : ''}. Prices may have changed: ask{' '}
          {agency?.name ?? 'your agent'} for an updated one.
        </p>
      ) : null}

      <ul className="proposal__options" aria-label="Options">
        {proposal.options.map((option, index) => {
          const each = people ? perPerson(option.price, party) : null;
          const chosen = proposal.acceptedOptionIndex === index || (open && choice === index);
          return (
            <li
              key={option.id}
              aria-labelledby={`option-${option.id}`}
              className={chosen ? 'proposal-option proposal-option--chosen' : 'proposal-option'}
            >
              <h2 id={`option-${option.id}`}>{option.label}</h2>
              <p className="proposal-option__price">{formatMoney(option.price.amount, option.price.currency)}</p>
              <p className="agents-muted" style={{ marginTop: 0 }}>
                Total{people ? ` for ${people} ${people === 1 ? 'traveller' : 'travellers'}` : ''}, taxes included
                {each && people && people > 1 ? ` · ${formatMoney(each.amount, each.currency)} per person` : ''}
              </p>
              {option.summary ? <p>{option.summary}</p> : null}
              {option.breakdown.length > 0 ? (
                <table className="agents-table" aria-label={`Price of ${option.label}`}>
                  <tbody>
                    {option.breakdown.map((line) => (
                      <tr key={line.label}>
                        <th scope="row">{line.label}</th>
                        <td className="agents-num">{formatMoney(line.amount.amount, line.amount.currency)}</td>
                      </tr>
                    ))}
                    <tr>
                      <th scope="row">Total</th>
                      <td className="agents-num">
                        <strong>{formatMoney(option.price.amount, option.price.currency)}</strong>
                      </td>
                    </tr>
                  </tbody>
                </table>
              ) : null}
              {option.plan.map((day) => (
                <section key={day.day} className="proposal-day" aria-label={`${option.label}, day ${day.day}`}>
                  <PlanDayTitle id={`option-${option.id}-day-${day.day}`} label={`Day ${day.day}`} colour={dayColour(day.day)} level={3} />
                  <ProposalDayStops day={day} />
                  {renderDayMap && day.stops.some((s) => s.geocode) ? renderDayMap(day, `Map of ${option.label}, day ${day.day}`) : null}
                </section>
              ))}
            </li>
          );
        })}
      </ul>

      {open ? (
        <form className="proposal__answer" onSubmit={(e) => void answer(true, e)} noValidate aria-labelledby="answer-heading">
          <h2 id="answer-heading">Your answer</h2>
          {proposal.options.length > 1 ? (
            <fieldset aria-describedby="choice-error">
              <legend>Which option would you like?</legend>
              {proposal.options.map((option, index) => (
                <label key={option.id} style={{ display: 'block', padding: '4px 0' }}>
                  <input
                    type="radio"
                    name="option"
                    checked={choice === index}
                    onChange={() => {
                      setChoice(index);
                      setErrors((e) => ({ ...e, choice: undefined }));
                    }}
                  /> {option.label} (
                  {formatMoney(option.price.amount, option.price.currency)})
                </label>
              ))}
              <p id="choice-error" className="agents-error" role={errors.choice ? 'alert' : undefined}>
                {errors.choice ?? ''}
              </p>
            </fieldset>
          ) : null}
          <TextField label="Your full name" autoComplete="name" value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (e.target.value.trim()) setErrors((current) => ({ ...current, name: undefined }));
            }}
            error={errors.name}
          />
          <div className="agents-actions">
            <button type="submit" className="button" disabled={message.kind === 'working'}>
              Accept
            </button>
            <button type="button" className="button button--quiet" onClick={() => void answer(false)} disabled={message.kind === 'working'}>
              Decline
            </button>
          </div>
        </form>
      ) : null}
      <p role="status" className={message.kind === 'failed' ? 'agents-error' : 'agents-status'}>
        {message.text}
      </p>

      {agency?.terms ? (
        <section aria-labelledby="terms-heading">
          <h2 id="terms-heading">Terms</h2>
          <p className="proposal__terms">{agency.terms}</p>
        </section>
      ) : null}
    </div>
  );
}
