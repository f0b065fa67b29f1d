import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Weekday } from '#contract/schedule';

/** The meeting days as the forms show them, in the reader's language (the contract's names stay English). */
export const weekdayLabels: Record<Weekday, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
};
