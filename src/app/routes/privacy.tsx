import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAID_TRACKING_SRC } from '@/features/commerce/hooks/use-paid-tracking';
import { CONSENT_MAX_AGE_DAYS, CONSENT_STORAGE_KEY, PURPOSES, type Purpose } from '@/features/consent/lib/consent-record';
import { GOOGLE_TAG_SCRIPT_URL } from '@/features/consent/lib/google-tag';
import { PURPOSE_INFO } from '@/features/consent/lib/purposes';
import { AMPLITUDE_DEFAULT_SERVER_URL } from '@/services/analytics';
import { LegalDocument, type LegalSection } from '../legal-document';

const PRIVACY_EMAIL = 'privacy@wayfare.app';

const PrivacyMail = () => <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

const host = (url: string) => new URL(url).host;

/** One use of personal data: what is kept, why, and the legal ground for it (GDPR). */
function Processing({ title, what, why, ground }: { title: string; what: ReactNode; why: ReactNode; ground: ReactNode }) {
  return (
    <>
      <h3>{title}</h3>
      <ul>
        <li>
          <strong>What:</strong> {what}
        </li>
        <li>
          <strong>Why:</strong> {why}
        </li>
        <li>
          <strong>Legal ground:</strong> {ground}
        </li>
      </ul>
    </>
  );
}

/**
 * What each consent choice loads (docs/consent.md). The hosts come from the
 * same constants the loaders use, so this list cannot name another address
 * than the code calls.
 */
export const WHAT_LOADS: Readonly<Record<Purpose, { loads: string; sent: string; where: string }>> = {
  analytics: {
    loads: 'The Amplitude analytics library, served by Wayfare itself.',
    sent:
      'Which screens you open, as the kind of screen (for example "a profile", never whose) and the features you use, ' +
      'the time, your browser and device type, a random identifier for your browser and, when you are signed in, ' +
      'your internal Wayfare account number. Amplitude sees your IP address and derives an approximate location from it.',
    where: `Amplitude, at ${host(AMPLITUDE_DEFAULT_SERVER_URL)}`,
  },
  paymentAnalytics: {
    loads: `The ProfitWell script, from ${host(PAID_TRACKING_SRC)}, only while you are signed in and have paid through Stripe.`,
    sent:
      'Your Stripe customer reference and your visits to Wayfare, so subscription renewals and cancellations can be ' +
      'understood. ProfitWell sees your IP address and browser type.',
    where: `ProfitWell (Paddle), from ${host(PAID_TRACKING_SRC)}`,
  },
  advertising: {
    loads: `The Google tag (gtag.js) for Google Ads, from ${host(GOOGLE_TAG_SCRIPT_URL)}.`,
    sent:
      'A page view for each screen, as the kind of screen (never usernames or trip ids), the Google Ads cookie ' +
      'identifiers, your browser, screen size and language. Google sees your IP address and may link the visit to ' +
      'your Google account under its own terms.',
    where: `Google, from ${host(GOOGLE_TAG_SCRIPT_URL)} to Google's advertising servers`,
  },
};

function TrackingChoices() {
  return (
    <>
      <p>
        Wayfare asks before it loads anything that tracks you. On your first visit a banner offers{' '}
        <strong>Accept all</strong>, <strong>Reject all</strong> and <strong>Settings</strong>, where you can pick
        each purpose on its own. Until you choose, and after Reject all, none of the three below loads. You can change
        your choice at any time with <strong>Cookie settings</strong> at the foot of every page; we ask again after{' '}
        {Math.round(CONSENT_MAX_AGE_DAYS / 30.4)} months, or sooner if what we ask about changes.
      </p>
      <p>
        Whatever you choose, Wayfare loads what it needs to work: its own code, Google Firebase (sign-in, our
        database and file storage) and Google reCAPTCHA, which protects our servers from automated abuse.
      </p>
      {PURPOSES.map((purpose) => {
        const info = PURPOSE_INFO[purpose];
        const what = WHAT_LOADS[purpose];
        return (
          <section key={purpose} aria-labelledby={`choice-${purpose}`}>
            <h3 id={`choice-${purpose}`}>
              {info.label} ({info.provider})
            </h3>
            <ul>
              <li>
                <strong>What loads:</strong> {what.loads}
              </li>
              <li>
                <strong>Why:</strong> {info.summary}
              </li>
              <li>
                <strong>What is sent:</strong> {what.sent}
              </li>
              <li>
                <strong>Where it goes:</strong> {what.where}.
              </li>
              <li>
                <strong>Legal ground:</strong> your consent, which you can withdraw at any time. Withdrawing stops
                any further sending at once; a script already loaded leaves the page when you reload it.
              </li>
            </ul>
          </section>
        );
      })}
    </>
  );
}

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Wayfare is a travel-planning service: you plan trips with an assistant, share and clone
          itineraries, follow other travellers, and travel agents prepare priced proposals for their
          clients. Wayfare is the controller of the personal data described in this notice, which
          means we decide why and how it is used.
        </p>
        <p>
          For any question about your data, or to use any of your rights, write to <PrivacyMail />.
          We answer within one month.
        </p>
      </>
    ),
  },
  {
    id: 'in-short',
    title: 'In short',
    body: (
      <ul>
        <li>We collect what each feature needs to work, and we say below which feature uses what.</li>
        <li>
          Your username, profile, public itineraries and follower lists are public. Your e-mail
          address, phone number, preferences, private itineraries and payment details are not.
        </li>
        <li>We do not sell your personal data.</li>
        <li>
          We use three outside services to run Wayfare: Google Firebase, Stripe and, only when the
          assistant&apos;s AI model is switched on, an AI model provider. Analytics (Amplitude),
          payment analytics (ProfitWell) and an ads tag (Google Ads) load only if you agree, and
          you can change your mind at any time.
        </li>
        <li>
          You can download your data and delete your account yourself on the{' '}
          <Link to="/account">Account screen</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    body: (
      <>
        <p>
          For each feature we list the data it uses, why, and the legal ground that allows it under
          the EU General Data Protection Regulation (GDPR).
        </p>

        <Processing
          title="Account and sign-in"
          what="your e-mail address or phone number, a password (stored by Google Firebase in a form we cannot read), and, if you sign in with Google, the name, e-mail address and photo Google shares with us."
          why="to create your account, sign you in, send you sign-in codes and password-reset e-mails, and keep your account secure."
          ground="performing our contract with you."
        />

        <Processing
          title="Profile, following and followers"
          what="your username, display name, photo, short biography, whether you are a travel agent, the people you follow and the people who follow you."
          why="to give you a profile page at your own address, to let people find and follow you, and to show you the trips of the people you follow."
          ground="performing our contract with you."
        />

        <Processing
          title="Itineraries, collaborators and sharing"
          what="the trips you create: title, destinations, dates, days, places, times, notes and costs, the cover image, who you invited and who accepted, whether the itinerary is public, and which itinerary it was cloned from."
          why="to save your plans, show them on a map, let your companions edit them with you, export them, and publish them if you choose to."
          ground="performing our contract with you."
        />

        <Processing
          title="The trip assistant"
          what="what you ask the assistant, its answers, the changes it proposes and whether you accepted them. They are stored with the itinerary, so everyone who can edit that itinerary sees the same conversation."
          why={
            <>
              to build and change your plan. By default our own built-in planner answers, on our servers, and nothing leaves Wayfare. Only when the assistant&apos;s AI model is switched on do we send your request to the model provider (see <a href="#processors">who processes your data</a>). We send only the trip request and the itinerary it is about (destinations, dates, places, your stated interests and travel personality), never your name, e-mail address or phone number.
            </>
          }
          ground="performing our contract with you."
        />

        <Processing
          title="Travel agents, clients, quotes and proposals"
          what="the agency's public card (name, logo, contact details, currency, terms), the agent's clients, their trip requests, and the priced proposals sent to them, including whether the client accepted or declined."
          why="so agents can prepare and send proposals and clients can open, compare and answer them."
          ground="performing our contract with the agent. For the client's data, the agent is the controller and we process it on the agent's behalf. If you are an agent's client, ask your agent first about the data they keep about you; you may also write to us."
        />

        <Processing
          title="Shop, subscriptions and gifts"
          what="what you bought (paid itineraries, bundles, subscriptions, gifts), the price, the date, the state of your subscription, gift codes and whether they have been redeemed, and a customer reference from Stripe. Stripe collects your card details directly; we never see or store your full card number."
          why="to take payment, give you what you paid for, renew or end your subscription, deliver and redeem gifts, and handle refunds."
          ground="performing our contract with you, and our legal obligation to keep tax and accounting records."
        />

        <Processing
          title="Travel-personality quiz"
          what="your answers and the travel personality they produce, stored with your private preferences."
          why="to tailor the assistant's suggestions to how you like to travel."
          ground="performing our contract with you. You can retake the quiz or clear the result at any time."
        />

        <Processing
          title="Photos and files you upload"
          what="profile photos, itinerary cover images and agency logos, stored in Google Firebase Storage."
          why="to show them where you put them. A photo on your profile or on a public itinerary is public. Photos can carry hidden details, such as where they were taken; remove them before uploading if you do not want to share them."
          ground="performing our contract with you."
        />

        <Processing
          title="Analytics and keeping the app working"
          what="which screens you open and which features you use, the time, your browser and device type, an approximate location derived from your IP address, and a random identifier for your browser. When you are signed in, events carry your internal Wayfare account number, never your e-mail address or phone number. We also record errors so we can fix them."
          why="to understand which features help travellers, find what is broken, and decide what to improve."
          ground={
            <>
              your consent, asked before the analytics library loads (see <a href="#tracking-choices">what loads with each choice</a>). Saying no, or changing your mind later, costs you no feature. Error reports about the app itself are our legitimate interest in keeping Wayfare working.
            </>
          }
        />
      </>
    ),
  },
  {
    id: 'public-and-private',
    title: 'What is public and what is private',
    body: (
      <>
        <h3>Anyone can see, even without an account</h3>
        <ul>
          <li>your username, display name, profile photo and biography;</li>
          <li>the lists of people you follow and who follow you;</li>
          <li>
            itineraries you make public, with their places, notes, cover image, and the itinerary
            they were cloned from; other people can clone them (make their own copy);
          </li>
          <li>if you are an agent, your agency&apos;s public card.</li>
        </ul>

        <h3>Only you, and the people you choose, can see</h3>
        <ul>
          <li>your e-mail address, phone number and preferences, including your quiz result;</li>
          <li>private itineraries, which only you and your accepted collaborators can open;</li>
          <li>assistant conversations, visible to the itinerary&apos;s editors;</li>
          <li>your purchases, subscription and gift codes;</li>
          <li>an agent&apos;s clients and quotes, which only that agent can see.</li>
        </ul>
        <p>
          Invitation links and proposal links work for whoever holds them. Share them only with the
          people they are meant for.
        </p>
      </>
    ),
  },
  {
    id: 'processors',
    title: 'Who processes your data',
    body: (
      <>
        <p>
          These companies run parts of Wayfare for us under contracts that allow them to use your
          data only on our instructions. We do not sell your data or share it with data brokers.
        </p>
        <ul>
          <li>
            <strong>Google Firebase</strong> (Google): sign-in, including sending phone sign-in codes
            and the reCAPTCHA check that protects phone sign-in from abuse; our database; file
            storage; our server code; and hosting of the app.
          </li>
          <li>
            <strong>Amplitude</strong>: product analytics, only if you accept analytics, as described
            in <a href="#tracking-choices">what loads with each choice</a>.
          </li>
          <li>
            <strong>ProfitWell</strong> (Paddle): subscription analytics, only if you accept payment
            analytics and have paid through Stripe.
          </li>
          <li>
            <strong>Google Ads</strong> (Google): measuring our ads, only if you accept advertising.
          </li>
          <li>
            <strong>Stripe</strong>: payments, subscriptions and refunds. Stripe also uses payment
            data on its own account to prevent fraud and meet financial regulations, under its own
            privacy notice.
          </li>
          <li>
            <strong>An AI model provider</strong>, only when the assistant&apos;s AI model is
            switched on. While it is off, the built-in planner answers on our servers and no trip
            request leaves Wayfare. Before we switch the model on, we add the provider&apos;s name to
            this notice.
          </li>
        </ul>
        <p>
          We also share data when you ask us to (for example, a proposal an agent sends to a client)
          and when the law requires it, such as a valid order from a court or public authority.
        </p>
      </>
    ),
  },
  {
    id: 'tracking-choices',
    title: 'What loads with each choice',
    body: <TrackingChoices />,
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>Wayfare stores these items in your browser:</p>
        <table className="legal__table">
          <caption>Items Wayfare stores in your browser</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Purpose</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Your cookie choice</th>
              <td>
                What you chose in the cookie banner (<code>{CONSENT_STORAGE_KEY}</code>, in local
                storage), so we do not ask on every visit.
              </td>
              <td>{Math.round(CONSENT_MAX_AGE_DAYS / 30.4)} months, then we ask again</td>
            </tr>
            <tr>
              <th scope="row">Analytics cookie (Amplitude)</th>
              <td>
                Only if you accept analytics: a random identifier for your browser and your current
                visit.
              </td>
              <td>Up to 365 days, deleted when you withdraw</td>
            </tr>
            <tr>
              <th scope="row">Ads cookies (Google, _gcl_…)</th>
              <td>Only if you accept advertising: tell Google which ad, if any, brought you here.</td>
              <td>Up to 90 days, deleted when you withdraw</td>
            </tr>
            <tr>
              <th scope="row">Sign-in state (Google Firebase)</th>
              <td>Keeps you signed in between visits.</td>
              <td>Until you sign out</td>
            </tr>
            <tr>
              <th scope="row">Offline cache</th>
              <td>
                A copy of the data you opened, such as profiles, itineraries and your account
                details, kept in your browser so Wayfare opens fast and works without a
                connection.
              </td>
              <td>Until you clear this site&apos;s data in your browser</td>
            </tr>
            <tr>
              <th scope="row">Screen state</th>
              <td>
                What you were doing, kept for a moment when the app has to reload after an update,
                so you do not lose your place.
              </td>
              <td>Until you close the tab</td>
            </tr>
          </tbody>
        </table>
        <p>
          When you pay, Stripe&apos;s checkout page sets its own cookies to prevent fraud; Stripe
          explains them in its own notice.
        </p>
        <p>
          Wayfare works fully whatever you choose under Cookie settings. On a shared computer, sign
          out and clear this site&apos;s data in your browser settings when you finish, so the next
          person cannot see the offline cache.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep your data',
    body: (
      <ul>
        <li>
          <strong>Account, profile, itineraries, assistant conversations and uploads:</strong> as
          long as your account exists. An itinerary you delete is gone from our live systems at once.
        </li>
        <li>
          <strong>After you delete your account:</strong> first we cancel your Wayfare Plus
          subscription at Stripe, so you are never charged again (the period already paid is not
          refunded), and delete your customer record there; if Stripe cannot be reached, we delete
          nothing and ask you to try again. Then, at once, we delete your profile, username, e-mail
          address, phone number, preferences, itineraries, assistant conversations, uploads, agency
          data, the itineraries you bought access to, your subscription and your assistant usage,
          and remove you from other people&apos;s followers, following and companion lists. We
          sign you out everywhere: a session left open on another device can no longer act for you.
          Copies in our backups are overwritten within 90 days.
        </li>
        <li>
          <strong>What we keep after you delete your account, without your name:</strong> records
          of what you paid (what, how much, when), for tax and accounting law, no longer linked to
          your account or your Stripe customer record; gift codes you bought, so the person you gave
          them to can still use them, without your name, their e-mail address or your message; and
          in other people&apos;s trips, the places you added to their plan and their assistant&apos;s
          answers, with your own messages replaced by a note that they were removed.
        </li>
        <li>
          <strong>Agents&apos; client records:</strong> until the agent deletes them or closes the
          account.
        </li>
        <li>
          <strong>Invitations:</strong> until they are accepted or expire.
        </li>
        <li>
          <strong>Purchase and invoice records:</strong> as long as tax and accounting law requires,
          currently up to 10 years in Portugal, without your name once your account is deleted. If
          you pay twice for Wayfare Plus, we keep the plan you paid for first, cancel the second at
          once and refund it in full.
        </li>
        <li>
          <strong>Analytics events:</strong> up to 24 months, after which they are deleted or kept
          only as totals that no longer identify anyone. We ask Amplitude to delete events linked to
          your account when you delete it.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the data we hold about you and get a copy of it;
          </li>
          <li>
            <strong>export</strong> it: download your data as a machine-readable file from the{' '}
            <Link to="/account">Account screen</Link>;
          </li>
          <li>
            <strong>correct</strong> it: edit your profile and preferences yourself, or ask us;
          </li>
          <li>
            <strong>delete</strong> it: delete your account, and the data described in{' '}
            <a href="#retention">how long we keep your data</a>, from the Account screen;
          </li>
          <li>
            <strong>withdraw</strong> your consent to analytics, payment analytics or advertising at
            any time under Cookie settings, <strong>object</strong> to other uses and{' '}
            <strong>restrict</strong> how we use your data;
          </li>
          <li>
            <strong>complain</strong> to a data protection authority. In Portugal this is the
            Comissão Nacional de Proteção de Dados (CNPD); you can also complain in the country where
            you live or work.
          </li>
        </ul>
        <p>
          Deleting your account does not delete the copies other people made of your public
          itineraries before you deleted it; those copies belong to them. We remove you from other
          people&apos;s follower and following lists and from the itineraries you collaborated on.
        </p>
        <p>
          For anything you cannot do on the Account screen, write to <PrivacyMail />. We may ask you
          to confirm it is you, and we answer within one month.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Wayfare is not for anyone under 16. We do not knowingly collect data from children under 16.
        If you believe a child under 16 has an account, write to <PrivacyMail /> and we will delete
        it.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        Google, Amplitude, ProfitWell, Stripe and AI model providers may process data outside the European
        Economic Area, including in the United States. When they do, we rely on the European
        Commission&apos;s adequacy decisions, including the EU–US Data Privacy Framework where the
        company is certified under it, or on the Commission&apos;s Standard Contractual Clauses. Write
        to <PrivacyMail /> for a copy of the safeguards that apply.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data travels over encrypted connections and is encrypted where it is stored. Access rules
        checked on our servers decide who can read and change each profile, itinerary and proposal,
        and only the few people who run Wayfare can reach the systems behind it. No service is
        perfectly secure: use a strong password, and if you think someone else has used your account,
        write to us at once.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    body: (
      <p>
        When we change this notice we update the date at the top. If a change affects how we use data
        you already gave us, we tell you in the app or by e-mail before it takes effect. The terms
        that govern your use of Wayfare are in the{' '}
        <Link to="/terms-and-conditions">terms and conditions</Link>.
      </p>
    ),
  },
];

/** The privacy notice: what Wayfare collects, why, who sees it, and your rights. */
export default function PrivacyScreen() {
  return (
    <LegalDocument
      title="Privacy"
      contentsLabel="Privacy notice contents"
      sections={sections}
      lead={
        <>
          How Wayfare collects, uses and protects your personal data. Last updated{' '}
          <time dateTime="2026-11-25">25 November 2026</time>.
        </>
      }
    />
  );
}
