import { DEFAULT_CHECKING_INDEX, describeKinds, showingPercentage } from '../lib/preview';
import { validateGift } from '../components/gift-form';

describe('the paid preview numbers', () => {
  it('shows two days in full by default, like the store', () => {
    expect(DEFAULT_CHECKING_INDEX).toBe(2);
  });

  it('says what share of the days a non-buyer sees', () => {
    expect(showingPercentage(2, 4)).toBe(50);
    expect(showingPercentage(2, 7)).toBe(29);
    expect(showingPercentage(2, 1)).toBe(100);
    expect(showingPercentage(0, 0)).toBe(100);
  });

  it('outlines a day without place names', () => {
    expect(describeKinds({ attraction: 2, restaurant: 1 })).toBe('2 sights, 1 place to eat');
    expect(describeKinds({ stay: 1, activity: 3 })).toBe('1 stay, 3 activities');
    expect(describeKinds({})).toBe('A free day');
  });
});

describe('the gift form', () => {
  const ok = { choice: 'plan:gift-plus-month', recipientName: 'Sam', recipientEmail: '', message: 'Enjoy' };
  it('accepts a complete gift', () => {
    expect(validateGift(ok)).toEqual({});
  });
  it('says at each field what is missing or wrong', () => {
    expect(validateGift({ ...ok, choice: '', recipientName: ' ', recipientEmail: 'sam@', message: 'x'.repeat(501) })).toEqual({
      choice: 'Choose what to give.',
      recipientName: 'Say who the gift is for.',
      recipientEmail: 'That e-mail address does not look right.',
      message: 'Keep the message under 500 characters.',
    });
  });
});
