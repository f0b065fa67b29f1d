import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditSubjectType } from '#contract/audit';

// Each audit action and subject, named in the interface's language.
export const actionLabels: Record<AuditAction, MessageDescriptor> = {
  'role.changed': msg`Role changed`,
  'user.deleted': msg`Account deleted`,
  'class.approved': msg`Class approved`,
  'class.denied': msg`Class denied`,
  'class.deleted': msg`Class deleted`,
  'class.reassigned': msg`Class given to another instructor`,
  'session.moved': msg`Session moved`,
  'session.cancelled': msg`Session cancelled`,
  'attendance.recorded': msg`Attendance recorded`,
  'teaching-application.accepted': msg`Application to teach accepted`,
  'teaching-application.declined': msg`Application to teach declined`,
  'contact-message.answered': msg`Message answered`,
  'contact-message.reopened': msg`Message opened again`,
  'refund.issued': msg`Refund issued`,
  'coupon.created': msg`Coupon created`,
  'coupon.changed': msg`Coupon changed`,
  'payout.recorded': msg`Payout recorded`,
  'settings.changed': msg`School settings changed`,
};

export const subjectLabels: Record<AuditSubjectType, MessageDescriptor> = {
  user: msg`Account`,
  class: msg`Class`,
  session: msg`Session`,
  'teaching-application': msg`Application to teach`,
  'contact-message': msg`Contact message`,
  payment: msg`Payment`,
  coupon: msg`Coupon`,
  payout: msg`Payout`,
  settings: msg`School settings`,
};
