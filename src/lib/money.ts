/** How the marketplace shows money (from config: currency symbol, its side, and decimals). */
export interface MoneyFormat {
  symbol: string;
  /** 'right' puts the symbol after the amount; anything else before it. */
  direction: string;
  digits: number;
}

export const DEFAULT_MONEY: MoneyFormat = { symbol: '$', direction: 'left', digits: 2 };

interface MoneyConfig {
  currency_symbol?: string;
  currency_symbol_direction?: string;
  digit_after_decimal_point?: number;
}

export function moneyFormatFrom(config: MoneyConfig | undefined | null): MoneyFormat {
  const digits = Number(config?.digit_after_decimal_point);
  return {
    symbol: config?.currency_symbol || DEFAULT_MONEY.symbol,
    direction: config?.currency_symbol_direction === 'right' ? 'right' : 'left',
    digits: Number.isInteger(digits) && digits >= 0 && digits <= 4 ? digits : DEFAULT_MONEY.digits,
  };
}

// building an Intl.NumberFormat costs far more than using one, and a page formats hundreds of prices
const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(digits: number): Intl.NumberFormat {
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(digits, format);
  }
  return format;
}

/** `AED 12.50` or `12.50 AED`; thousands grouped; never `NaN`. */
export function formatMoney(amount: number, format: MoneyFormat): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const number = numberFormat(format.digits).format(value);
  return format.direction === 'right' ? `${number} ${format.symbol}` : `${format.symbol} ${number}`;
}
