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

/**
 * The amount with `digits` decimals, rounded half away from zero on its shortest decimal form,
 * thousands grouped with commas: what `Intl.NumberFormat('en-US')` prints (money.test.ts holds
 * the two side by side), without building one. Building the first Intl.NumberFormat of a page
 * loads the locale's number data: about 25 ms of the main thread on a fast machine, 100 ms on a
 * slow phone, in the middle of hydration (Lighthouse counted it as blocking time on every page
 * that shows a price).
 */
function formatNumber(value: number, digits: number): string {
  const negative = value < 0 || Object.is(value, -0);
  const size = Math.abs(value);
  // beyond 1e11 the shifted amount could outgrow a double's exact integers: Intl's care is worth its cost there
  if (size >= 1e11) return new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  // shifting the decimal point through the exponent rounds the decimal the shopper would read (1.005 → 1.01)
  const units = size < 1e-6 ? 0 : Math.round(Number(`${size}e${digits}`));
  const text = String(units).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = digits ? `.${text.slice(text.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** `AED 12.50` or `12.50 AED`; thousands grouped; never `NaN`. */
export function formatMoney(amount: number, format: MoneyFormat): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const number = formatNumber(value, format.digits);
  return format.direction === 'right' ? `${number} ${format.symbol}` : `${format.symbol} ${number}`;
}
