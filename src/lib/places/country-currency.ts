/**
 * The currency people pay in, by country (ISO 3166-1 alpha-2 to ISO 4217):
 * what a trip's costs are written in when the person has not chosen a
 * currency of their own. The countries of our curated cities and their
 * neighbours travellers combine them with; a country not here has no default
 * (the person's currency is used).
 */
const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  AE: 'AED', AR: 'ARS', AT: 'EUR', AU: 'AUD', BE: 'EUR', BG: 'BGN', BR: 'BRL', CA: 'CAD', CH: 'CHF', CL: 'CLP', CN: 'CNY', CO: 'COP',
  CY: 'EUR', CZ: 'CZK', DE: 'EUR', DK: 'DKK', EE: 'EUR', EG: 'EGP', ES: 'EUR', FI: 'EUR', FR: 'EUR', GB: 'GBP', GR: 'EUR', HK: 'HKD',
  HR: 'EUR', HU: 'HUF', ID: 'IDR', IE: 'EUR', IL: 'ILS', IN: 'INR', IS: 'ISK', IT: 'EUR', JO: 'JOD', JP: 'JPY', KH: 'KHR', KR: 'KRW',
  LT: 'EUR', LU: 'EUR', LV: 'EUR', MA: 'MAD', MO: 'MOP', MT: 'EUR', MX: 'MXN', MY: 'MYR', NL: 'EUR', NO: 'NOK', NZ: 'NZD', PE: 'PEN',
  PH: 'PHP', PL: 'PLN', PT: 'EUR', QA: 'QAR', RO: 'RON', SA: 'SAR', SE: 'SEK', SG: 'SGD', SI: 'EUR', SK: 'EUR', TH: 'THB', TN: 'TND',
  TR: 'TRY', TW: 'TWD', US: 'USD', VN: 'VND', ZA: 'ZAR',
};

export function currencyOfCountry(country: string | null | undefined): string | null {
  return country ? (COUNTRY_CURRENCY[country.toUpperCase()] ?? null) : null;
}
