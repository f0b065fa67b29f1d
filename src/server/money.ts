/** Money inside the server and in the store: whole US cents, never a fraction of a dollar. */
export type Cents = number;

/**
 * The API's dollars (at most two decimals, checked by the contract) to cents; the one conversion inward.
 * Rounding absorbs binary fractions such as 19.99 * 100 = 1998.9999999999998.
 */
export const centsFromDollars = (dollars: number): Cents => Math.round(dollars * 100);

/** Cents to the API's dollars; the one conversion outward. */
export const dollarsFromCents = (cents: Cents): number => cents / 100;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as people read them in a message: '$1,250.00'. */
export const usdText = (cents: Cents): string => usd.format(dollarsFromCents(cents));

/** `part` of `whole` of an amount, rounded to the nearest cent (half a cent up). */
export const proportionOfCents = (cents: Cents, part: number, whole: number): Cents =>
  whole <= 0 ? cents : Math.round((cents * part) / whole);
