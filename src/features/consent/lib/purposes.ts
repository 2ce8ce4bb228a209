import type { Purpose } from './consent-record';

/** How the banner and the privacy notice name each optional purpose. */
export interface PurposeInfo {
  label: string;
  /** Who runs it. */
  provider: string;
  /** One line: what it is for, as the settings say it. */
  summary: string;
}

export const PURPOSE_INFO: Readonly<Record<Purpose, PurposeInfo>> = {
  analytics: {
    label: 'Analytics',
    provider: 'Amplitude',
    summary: 'Which screens and features are used, so we can see what helps travellers and what is broken.',
  },
  paymentAnalytics: {
    label: 'Payment analytics',
    provider: 'ProfitWell',
    summary: 'For subscribers: how subscriptions are used and renewed, keyed by your payment customer reference.',
  },
  advertising: {
    label: 'Advertising',
    provider: 'Google Ads',
    summary: 'Measures whether our ads bring people to Wayfare, with the Google tag and its cookies.',
  },
};
