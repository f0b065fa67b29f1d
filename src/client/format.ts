/*
 * The client's money: the API sends US dollars as numbers with at most two decimals. This module alone turns
 * them into cents, text and form values; nothing else divides by 100 or calls toFixed on money.
 */

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Whole cents of an amount of dollars, rounded from the decimal the number is written as ('1.005' is 1.01,
 * as Intl rounds), not from its binary value (1.005 * 100 is 100.49999999999999).
 */
export function centsOf(dollars: number): number {
  const written = String(Math.abs(dollars));
  const cents = Math.round(written.includes('e') ? Math.abs(dollars) * 100 : Number(`${written}e2`));
  return dollars < 0 ? -cents : cents;
}

const digits = (cents: number) => {
  const whole = Math.abs(cents);
  return {
    dollars: String(Math.floor(whole / 100)),
    cents: String(whole % 100).padStart(2, '0'),
  };
};

/**
 * Prices are US dollars: '$49.99', '$1,250.00', '-$5.00'. Written out by hand: the browser's first
 * Intl.NumberFormat loads its locale data, 15-25 ms on the main thread of every public page's first load.
 */
export function formatUsd(amount: number): string {
  const parts = digits(centsOf(amount));
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${parts.dollars.replace(/\B(?=(\d{3})+$)/g, ',')}.${parts.cents}`;
}

/** An amount the store keeps in cents (an audit entry's `priceCents`), as people read it: '$12.50'. */
export const formatCents = (cents: number): string => formatUsd(cents / 100);

/**
 * A class's price as a visitor reads it: 'Free' (in the interface's language) for a class that costs
 * nothing, else '$49.99'.
 */
export function formatClassPrice(amount: number): string {
  return amount === 0 ? i18n._(msg`Free`) : formatUsd(amount);
}

/** Dollars short, for a chart's axis: '$950', '$1.2k', '-$40' (tenths of thousands rounded half up). */
export function formatUsdShort(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const cents = Math.abs(centsOf(amount));
  if (cents >= 100_000) return `${sign}$${Math.round(cents / 10_000) / 10}k`;
  return `${sign}$${Math.round(cents / 100)}`;
}

/** Dollars as a form's field holds them: '1250.00', with no thousands separator for the number input. */
export function dollarsInputText(amount: number): string {
  const parts = digits(centsOf(amount));
  return `${amount < 0 ? '-' : ''}${parts.dollars}.${parts.cents}`;
}

/** What is left of `from` dollars once `taken` is gone, exact to the cent (no 0.30000000000000004). */
export const dollarsLeft = (from: number, taken: number): number => (centsOf(from) - centsOf(taken)) / 100;

/** Minutes and seconds left: '9:05' for 545 seconds; never below zero. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
