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
