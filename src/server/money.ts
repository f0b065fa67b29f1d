import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Money inside the server and in the store: whole US cents, never a fraction of a dollar. The brand makes the
 * compiler refuse a plain number, such as the API's dollars, where cents are meant: cents come from the store's
 * columns, from `centsFromDollars`, or from the arithmetic below.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/**
 * A whole number the store or the processor gives as cents (an aggregate, a processor's amount) as `Cents`.
 * A fraction or a non-number is a bug upstream, stopped here rather than carried into a sum.
 */
export function asCents(value: number | string | bigint): Cents {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${String(value)}`);
  return cents as Cents;
}

export const NO_CENTS = 0 as Cents;

/**
 * The API's dollars (at most two decimals, checked by the contract) to cents; the one conversion inward.
 * Rounding absorbs binary fractions such as 19.99 * 100 = 1998.9999999999998.
 */
export const centsFromDollars = (dollars: number): Cents => Math.round(dollars * 100) as Cents;

/**
 * Dollars of a search bound to the cents that stand for it: a lower bound rounds up, an upper bound down,
 * so that a bound between two cents keeps only the prices inside it.
 */
export const centsBound = (dollars: number, side: 'min' | 'max'): Cents =>
  (side === 'min' ? Math.ceil(dollars * 100 - 1e-6) : Math.floor(dollars * 100 + 1e-6)) as Cents;

/** Cents to the API's dollars; the one conversion outward. */
export const dollarsFromCents = (cents: Cents): number => cents / 100;

/** The sum of amounts. */
export const sumCents = (...amounts: Cents[]): Cents =>
  amounts.reduce((sum, cents) => sum + cents, 0) as Cents;

/** What is left of `from` once `taken` is gone; below zero when more was taken. */
export const minusCents = (from: Cents, taken: Cents): Cents => (from - taken) as Cents;

/** What is left of `from` once `taken` is gone, never below zero. */
export const centsLeft = (from: Cents, taken: Cents): Cents => Math.max(from - taken, 0) as Cents;

/** The least of amounts. */
export const leastCents = (first: Cents, ...others: Cents[]): Cents => Math.min(first, ...others) as Cents;

/** `part` of `whole` of an amount, rounded to the nearest cent (half a cent up). */
export const proportionOfCents = (cents: Cents, part: number, whole: number): Cents =>
  (whole <= 0 ? cents : Math.round((cents * part) / whole)) as Cents;

/** `percent` per cent of an amount, rounded to the nearest cent (half a cent up): 15% of $0.10 is $0.02. */
export const percentOfCents = (cents: Cents, percent: number): Cents =>
  proportionOfCents(cents, percent, 100);

/**
 * `proportionOfCents` inside a query, for amounts the database holds: `round` on numeric rounds half a cent
 * away from zero, as Math.round does for the positive amounts money here is. A `whole` of null gives null.
 */
export const proportionOfCentsSql = (cents: SQLWrapper, part: SQLWrapper, whole: SQLWrapper): SQL =>
  sql`round(${cents}::numeric * ${part} / ${whole})`;

/** `percentOfCents` inside a query, as a whole number of cents. */
export const percentOfCentsSql = (cents: SQLWrapper, percent: SQLWrapper): SQL =>
  sql`${proportionOfCentsSql(cents, percent, sql`100`)}::int`;

const digits = (cents: Cents) => {
  const whole = Math.abs(cents);
  return {
    sign: cents < 0 ? '-' : '',
    dollars: String(Math.floor(whole / 100)),
    cents: String(whole % 100).padStart(2, '0'),
  };
};

/** Cents as a plain decimal for files other programs read (CSV, the ledger's export): '1250.00', '-5.00'. */
export function decimalText(cents: Cents): string {
  const parts = digits(cents);
  return `${parts.sign}${parts.dollars}.${parts.cents}`;
}

/** Cents as people read them, in a message, a mail or a page's title: '$1,250.00', '-$5.00'. */
export function usdText(cents: Cents): string {
  const parts = digits(cents);
  return `${parts.sign}$${parts.dollars.replace(/\B(?=(\d{3})+$)/g, ',')}.${parts.cents}`;
}

const usdFormats = new Map<string, Intl.NumberFormat>();

/**
 * Cents as a language writes US dollars ('44,99 US$' in Spanish, 'US$ 44,99' in Brazilian Portuguese), for
 * mails in the reader's language; English is `usdText`, as everywhere else.
 */
export function usdTextIn(cents: Cents, locale: string): string {
  let format = usdFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    usdFormats.set(locale, format);
  }
  return format.format(dollarsFromCents(cents));
}
