/**
 * Prices are US dollars: '$49.99', '$1,250.00', '-$5.00'. Written out by hand: the browser's first
 * Intl.NumberFormat loads its locale data, 15-25 ms on the main thread of every public page's first load.
 */
export function formatUsd(amount: number): string {
  // Rounded from the decimal the number is written as ('1.005' is 1.01), as Intl does, not from its binary value.
  const written = String(Math.abs(amount));
  const cents = Math.round(written.includes('e') ? Math.abs(amount) * 100 : Number(`${written}e2`));
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** A class's price as a visitor reads it: 'Free' for a class that costs nothing, else '$49.99'. */
export function formatClassPrice(amount: number): string {
  return amount === 0 ? 'Free' : formatUsd(amount);
}

/** Minutes and seconds left: '9:05' for 545 seconds; never below zero. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
