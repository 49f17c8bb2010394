import { formatMoney, moneyFormatFrom } from './money';

describe('money', () => {
  it('puts the symbol on the configured side with the configured decimals', () => {
    expect(formatMoney(12.5, { symbol: 'AED', direction: 'left', digits: 2 })).toBe('AED 12.50');
    expect(formatMoney(12.5, { symbol: 'د.إ', direction: 'right', digits: 0 })).toBe('13 د.إ');
    expect(formatMoney(1234567.891, { symbol: '$', direction: 'left', digits: 2 })).toBe('$ 1,234,567.89');
  });

  it('reads the format from config and survives missing or odd values', () => {
    expect(moneyFormatFrom({ currency_symbol: 'AED', currency_symbol_direction: 'right', digit_after_decimal_point: 3 })).toEqual({
      symbol: 'AED',
      direction: 'right',
      digits: 3,
    });
    expect(moneyFormatFrom(undefined).digits).toBe(2);
    expect(moneyFormatFrom({ digit_after_decimal_point: -1 }).digits).toBe(2);
    expect(formatMoney(Number.NaN, moneyFormatFrom(null))).toBe('$ 0.00');
  });
});

describe('money without Intl.NumberFormat', () => {
  const formats = [0, 1, 2, 3, 4].map((digits) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
  const intl = (value: number, digits: number) => formats[digits]?.format(value);
  const plain = (value: number, digits: number) => formatMoney(value, { symbol: '$', direction: 'left', digits }).slice(2);

  it('prints what Intl.NumberFormat en-US prints, rounding and grouping included', () => {
    const values = [0, -0, 0.5, 1.005, 2.675, 1.45, -1.005, 999.995, 1000, 1234.5, 99999.999, 100000, 1234567.891, -9876543.21, 1e-7, 0.0049, 5e10, 123456789012.345, 1e20];
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 16807) % 2147483647;
      values.push(Math.round(((seed / 2147483647) * 2e6 - 1e6) * 1000) / 1000, (seed % 100000) / 100);
    }
    for (const digits of [0, 1, 2, 3, 4]) for (const value of values) expect(`${value}:${digits} ${plain(value, digits)}`).toBe(`${value}:${digits} ${intl(value, digits)}`);
  });
});
