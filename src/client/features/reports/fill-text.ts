import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A fill rate as read: '75%', or 'No seats' for a class that has none (docs/decisions/reports.md). */
export const fillText = (percent: number | null, i18n: I18n): string =>
  percent === null ? i18n._(msg`No seats`) : `${percent}%`;
