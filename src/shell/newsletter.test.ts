import { isValidNewsletterEmail } from './newsletter';

describe('newsletter email', () => {
  it.each(['shopper@souk.test', ' first.last+deals@mail.example.ae '])('accepts %s', (email) => {
    expect(isValidNewsletterEmail(email)).toBe(true);
  });

  it.each(['', 'shopper', 'shopper@', '@souk.test', 'shopper@souk', 'two words@souk.test', `${'a'.repeat(250)}@souk.test`])(
    'refuses %j',
    (email) => {
      expect(isValidNewsletterEmail(email)).toBe(false);
    },
  );
});
