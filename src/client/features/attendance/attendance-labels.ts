import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AttendanceStatus } from '#contract/attendance';

/** The attendance choices in the reader's language (the contract's labels are English only). */
export const attendanceText: Record<AttendanceStatus, MessageDescriptor> = {
  present: msg`Present`,
  late: msg`Late`,
  absent: msg`Absent`,
};
export const notRecordedText = msg`Not recorded`;
