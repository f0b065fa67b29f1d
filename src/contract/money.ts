/**
 * True when a number of US dollars is a whole number of cents (at most two decimals), allowing for the
 * binary fraction a decimal like 19.99 becomes.
 */
export const isWholeCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

/**
 * The least amount of money that moves: a positive amount below it rounds to 0 cents, which no card
 * processor takes.
 */
export const ONE_CENT = 0.01;
