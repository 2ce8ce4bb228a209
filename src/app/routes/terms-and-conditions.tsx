import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from '../legal-document';

const LEGAL_EMAIL = 'legal@wayfare.app';

const LegalMail = () => <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'the-service',
    title: 'The service',
    body: (
      <>
        <p>
          Wayfare is a travel-planning service. You can plan trips with an assistant, keep them
          private or make them public, share and clone itineraries, follow other travellers, and
          take the travel-personality quiz. Travel agents use Wayfare to prepare quotes and send
          priced proposals to their clients. The shop sells paid itineraries, bundles, subscriptions
          and gifts.
        </p>
        <p>
          Wayfare is a planning tool. We do not book or sell flights, stays, tours or other travel
          services, and we are not a travel agency. These terms are an agreement between you and
          Wayfare. By creating an account or using Wayfare you accept them. How we handle personal
          data is explained in our <Link to="/privacy">privacy notice</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 16 years old to use Wayfare.</li>
        <li>Give accurate sign-in details and keep them up to date.</li>
        <li>
          Keep your password and sign-in codes to yourself. You are responsible for what happens in
          your account; tell us at once if you think someone else is using it.
        </li>
        <li>
          An account is for one person. Agencies with several agents need one account per agent.
        </li>
        <li>
          Choose a username that does not impersonate anyone or infringe a trademark. We may change
          or reclaim a username that does.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and our licence to show it',
    body: (
      <>
        <p>
          Itineraries, notes, photos, profile text and anything else you add to Wayfare stay
          yours. You must have the right to add them: do not upload other people&apos;s photos or
          text without permission.
        </p>
        <p>
          So that we can run the service, you give Wayfare a worldwide, non-exclusive, royalty-free
          licence to store, copy, format and display your content to the people you share it with,
          for as long as it is on Wayfare. This licence ends when you delete the content, except for
          copies in backups, which are overwritten on the schedule in our privacy notice.
        </p>
        <h3>Public itineraries can be cloned</h3>
        <p>
          When you make an itinerary public, anyone can view it, share its link and clone it. A
          clone is an independent copy that the person who made it can change and keep, and may make
          public, showing which itinerary it was cloned from. By making an itinerary public you
          allow this, and copies made before you made it private again or deleted it remain with
          the people who made them. Keep anything you do not want copied, such as booking
          references or door codes, out of public itineraries.
        </p>
        <h3>Collaborators</h3>
        <p>
          People you invite to an itinerary can view it once invited and edit it once they accept.
          Only the itinerary&apos;s creator can make it public, change its collaborators, set its
          price or delete it.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use Wayfare, do not:</p>
        <ul>
          <li>break the law, or help anyone else to;</li>
          <li>post content that is hateful, harassing, sexually explicit, or that threatens anyone;</li>
          <li>publish other people&apos;s personal data without their consent;</li>
          <li>impersonate a person, agency or brand, or mislead people about who you are;</li>
          <li>send spam, or follow and unfollow accounts in bulk to gain attention;</li>
          <li>resell or republish paid itineraries you bought;</li>
          <li>
            collect data from Wayfare with bots or scrapers, or try to get around access rules,
            limits or payments;
          </li>
          <li>upload malware or interfere with how Wayfare works for anyone else.</li>
        </ul>
        <p>
          To report content that breaks these rules, write to <LegalMail /> with a link to it. We
          review reports and tell you what we decided.
        </p>
      </>
    ),
  },
  {
    id: 'agents',
    title: 'Travel agents and their clients',
    body: (
      <>
        <p>If you use Wayfare as a travel agent, you are responsible for:</p>
        <ul>
          <li>holding any licence, registration or insurance the law requires where you work;</li>
          <li>
            the accuracy of your agency card, quotes and proposals, including prices, what is
            included, availability and your own terms;
          </li>
          <li>
            the personal data of your clients: you decide what you record, you need a lawful reason
            to record it, and you must answer your clients&apos; requests about it. Wayfare stores
            it on your behalf;
          </li>
          <li>sharing proposal links only with the client they are meant for.</li>
        </ul>
        <p>
          Wayfare is not a party to any contract between an agent and a client. Bookings, payments,
          changes, cancellations and refunds agreed between them are a matter between the agent and
          the client, and we are not responsible for how either of them performs. If you are a
          client with a question about a proposal, contact the agent named on it.
        </p>
      </>
    ),
  },
  {
    id: 'purchases',
    title: 'Purchases, subscriptions and gifts',
    body: (
      <>
        <p>
          Prices are shown before you pay and include VAT where it applies. Payments are handled by
          Stripe; when you pay you also accept Stripe&apos;s terms for the payment.
        </p>
        <h3>Paid itineraries and bundles</h3>
        <p>
          A paid itinerary gives your account a personal licence to view it and to clone it for your
          own trips. You may not republish it or resell it.
        </p>
        <h3>Subscriptions</h3>
        <ul>
          <li>
            A subscription renews automatically at the end of each period, at the price then in
            force, until you cancel it.
          </li>
          <li>
            You can cancel at any time from the <Link to="/account">Account screen</Link>. The
            subscription then stops renewing and you keep its benefits until the end of the period
            you paid for.
          </li>
          <li>
            If we change the price, we tell you at least 30 days before it applies to your next
            renewal, so you can cancel first.
          </li>
        </ul>
        <h3>Gifts</h3>
        <ul>
          <li>
            A gift code can be redeemed once, by one account, on the{' '}
            <Link to="/redeem">Redeem screen</Link>.
          </li>
          <li>
            Anyone who has the code can redeem it, so send it only to the person it is for. We cannot
            replace a code someone else has already redeemed.
          </li>
          <li>Gift codes cannot be exchanged for cash.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Cancellations and refunds',
    body: (
      <>
        <ul>
          <li>
            <strong>Paid itineraries and bundles</strong> are delivered as soon as you pay. At
            checkout you ask us to deliver them at once and accept that, once delivered, you lose
            your 14-day right of withdrawal.
          </li>
          <li>
            <strong>A new subscription</strong> can be withdrawn from within 14 days of first
            subscribing. We refund what you paid, less a proportionate amount for the days before
            you withdrew. Renewals can be cancelled at any time but are not refunded.
          </li>
          <li>
            <strong>A gift</strong> that has not been redeemed can be refunded to the buyer within 14
            days of purchase. A redeemed gift cannot.
          </li>
          <li>
            If something you bought does not work as described, or you were charged twice, write to{' '}
            <LegalMail /> and we will fix it or refund you.
          </li>
        </ul>
        <p>
          Refunds go back to the payment method you used. Nothing in these terms takes away your
          rights as a consumer under the law.
        </p>
      </>
    ),
  },
  {
    id: 'ai-suggestions',
    title: 'Suggestions from the assistant',
    body: (
      <>
        <p>
          The assistant suggests plans from our place data and, when its AI model is switched on,
          from an AI model. Its suggestions can be wrong or out of date: a place may have closed,
          moved or changed its hours, a route may take longer than shown, and a place marked as
          approximate may not be exactly where the map shows it.
        </p>
        <p>Before you travel, check for yourself:</p>
        <ul>
          <li>opening hours, prices and whether you need to book;</li>
          <li>official travel advice for your destination, and entry and visa requirements;</li>
          <li>transport times, and whether places are accessible for you.</li>
        </ul>
        <p>
          The assistant does not give legal, medical, financial or safety advice. You decide what to
          add to your plan: it never changes your itinerary without your approval.
        </p>
      </>
    ),
  },
  {
    id: 'place-data',
    title: 'Place data and credits',
    body: (
      <>
        <p>Place names, locations and map outlines in Wayfare come from open data:</p>
        <ul>
          <li>
            <a href="https://www.geonames.org/">GeoNames</a>, licensed under the{' '}
            <a href="https://creativecommons.org/licenses/by/4.0/">
              Creative Commons Attribution 4.0 licence (CC BY 4.0)
            </a>
            ;
          </li>
          <li>
            <a href="https://openflights.org/data.php">OpenFlights</a> for airports (their names,
            locations and time zones), available under the{' '}
            <a href="https://opendatacommons.org/licenses/odbl/1-0/">
              Open Database License 1.0 (ODbL 1.0)
            </a>
            ;
          </li>
          <li>
            <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>, © OpenStreetMap
            contributors, available under the{' '}
            <a href="https://opendatacommons.org/licenses/odbl/">
              Open Database License (ODbL)
            </a>
            ;
          </li>
          <li>
            <a href="https://www.naturalearthdata.com/">Natural Earth</a>, in the public domain.
          </li>
        </ul>
        <p>
          The text of our PDF exports and link-preview images is set in a subset of{' '}
          <a href="https://notofonts.github.io/">Noto Sans</a>, © 2015-2020 Google LLC, licensed
          under the <a href="https://openfontlicense.org/">SIL Open Font License 1.1</a>; Chinese,
          Japanese and Korean on link-preview images in a subset of{' '}
          <a href="https://github.com/notofonts/noto-cjk">Noto Sans CJK</a>, © 2014-2021 Adobe,
          under the same licence.
        </p>
        <p>
          This data is made by volunteers and may be incomplete. If you find a mistake in a place,
          you can correct it at its source, for example on OpenStreetMap.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <>
        <p>
          We work to keep Wayfare available and accurate, but we provide it as it is and cannot
          promise it will always be available or free of errors. We are not responsible for:
        </p>
        <ul>
          <li>
            losses caused by relying on a suggestion, a place&apos;s details or another user&apos;s
            itinerary without checking it;
          </li>
          <li>the services of travel agents, airlines, hotels or other providers;</li>
          <li>losses you could not reasonably have expected when you started using Wayfare.</li>
        </ul>
        <p>
          Otherwise, our total liability to you is limited to the amount you paid Wayfare in the 12
          months before the claim. Nothing in these terms limits our liability for death or personal
          injury caused by our negligence, for fraud, for wilful misconduct or gross negligence, or
          for anything else the law does not allow us to limit.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your use of Wayfare',
    body: (
      <>
        <p>
          You can stop using Wayfare at any time and delete your account from the{' '}
          <Link to="/account">Account screen</Link>. Deleting your account cancels any
          subscription at the end of its current period.
        </p>
        <p>
          We may suspend or close an account that seriously or repeatedly breaks these terms, or
          when the law requires us to. Unless it would be unsafe or unlawful, we tell you first,
          explain why and give you the chance to respond. If we close your account when you have not
          broken these terms, we refund the unused part of any subscription.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms we update the date at the top. If a change affects you
        significantly, we tell you in the app or by e-mail at least 30 days before it takes effect.
        If you do not agree, you can delete your account before then.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <>
        <p>
          These terms are governed by the laws of Portugal, and disputes are settled by the courts of
          Lisbon. If you are a consumer, you keep the protection of the mandatory laws of the country
          where you live, and you may also bring a claim in its courts.
        </p>
        <p>
          Please write to us first so we can try to solve the problem. Consumers can also turn to an
          alternative dispute resolution body such as{' '}
          <a href="https://www.cniacc.pt/">
            CNIACC, the Portuguese national consumer arbitration centre
          </a>
          , or file a complaint in the{' '}
          <a href="https://www.livroreclamacoes.pt/">
            Portuguese electronic complaints book (Livro de Reclamações)
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For questions about these terms, write to <LegalMail />. For questions about your personal
        data, see the <Link to="/privacy">privacy notice</Link>.
      </p>
    ),
  },
];

/** The terms and conditions for using Wayfare, buying from the shop and working as an agent. */
export default function TermsScreen() {
  return (
    <LegalDocument
      title="Terms and conditions"
      contentsLabel="Terms contents"
      sections={sections}
      lead={
        <>
          The rules for using Wayfare, buying from the shop and working with clients as a travel
          agent. Last updated <time dateTime="2026-11-21">21 November 2026</time>.
        </>
      }
    />
  );
}
