import type { ErrorCode } from '#contract/errors';
import { EMAIL_NOT_VERIFIED } from '#contract/account-links';
import {
  ALREADY_ENROLLED,
  ALREADY_SELECTED,
  CLASS_FULL,
  NO_SUCH_ITEM,
  OWN_CLASS_PAY,
  OWN_CLASS_SELECT,
  SEATS_HELD,
} from '#contract/cart-rules';
import { CLASS_ENDED, CLASS_STARTED } from '#contract/class-sale-rules';
import { cardErrorMessages } from '#contract/payments';

/** An error code alone (its usual message), or the code and what in particular went wrong. */
type MessageId = ErrorCode | `${ErrorCode}.${string}`;

const wait =
  '{unit, select, second {{count, plural, one {# second} other {# seconds}}} other {{count, plural, one {# minute} other {# minutes}}}}';

/**
 * The server's messages in English, the source every catalogue translates, in ICU MessageFormat. Keyed by
 * the error code the message goes out with; the English is today's text, word for word (the client and the
 * tests read it), so the contract's constants are used where it has them.
 */
export const sourceMessages = {
  bad_request: 'The request is not valid.',
  'bad_request.field': 'Invalid {field}: {problem}',
  'bad_request.field_not_accepted': 'This field is not accepted',
  'bad_request.unstorable_text': 'The request contains characters that cannot be stored.',
  'bad_request.address_not_valid': 'The address is not valid.',
  'bad_request.address_too_long': 'The address is too long.',
  'bad_request.class_not_free': 'This class is not free: please pay for it.',
  'bad_request.class_free': 'This class is free: enrol without paying (POST /api/carts/:id/enrol-free).',
  'bad_request.free_with_coupon':
    'With this coupon the class is free: enrol without paying (POST /api/carts/:id/enrol-free).',
  'bad_request.payment_not_from_site': 'This payment was not made on this site.',
  'bad_request.payment_for_another_class': 'This payment is for another class.',
  'bad_request.payment_in_another_currency': 'This payment is in another currency.',
  unauthorized: 'Please log in first.',
  forbidden: 'You are not allowed to do this.',
  'forbidden.roles':
    '{roles, select, admin {This is for admin accounts only.} instructor {This is for instructor accounts only.} user {This is for user accounts only.} instructor_admin {This is for instructor or admin accounts only.} other {You are not allowed to do this.}}',
  'forbidden.foreign_origin': 'This request must come from the site itself.',
  'forbidden.own_cart': 'You can only see your own cart.',
  'forbidden.own_payments': 'You can only see your own payments.',
  'forbidden.payment_of_another_account': 'This payment belongs to another account.',
  not_found: 'Not found.',
  'not_found.route': 'No route for {method} {path}.',
  'not_found.class': 'No such class.',
  'not_found.cart_item': NO_SUCH_ITEM,
  'not_found.payment': 'No such payment.',
  'not_found.transaction': 'No payment with this transaction id.',
  conflict: 'Someone changed this at the same moment (for example, the last seat went). Please try again.',
  'conflict.already_selected': ALREADY_SELECTED,
  'conflict.already_enrolled': ALREADY_ENROLLED,
  'conflict.class_full': CLASS_FULL,
  'conflict.seats_held': SEATS_HELD,
  'conflict.held_seats_limit':
    'You already hold seats in {max} classes you have not paid for, the most a student may hold at a time. Pay for one of them, remove one from your selected classes, or wait until a hold runs out, then try again.',
  'conflict.own_class_select': OWN_CLASS_SELECT,
  'conflict.own_class_pay': OWN_CLASS_PAY,
  'conflict.class_not_offered': 'This class is no longer offered.',
  'conflict.payment_being_prepared': 'Your payment is being prepared in another window. Please try again.',
  'conflict.payment_has_been_refunded': 'This payment has been refunded.',
  'conflict.payment_cancelled': 'This payment was cancelled. Please start again.',
  'conflict.payment_was_refunded': 'This payment was refunded.',
  'conflict.payment_not_confirmable': 'This payment can no longer be confirmed.',
  too_many_requests: `Too many attempts. Please wait ${wait} and try again.`,
  'too_many_requests.sign_ins': `Too many failed sign-ins. Please wait ${wait} and try again.`,
  'too_many_requests.new_accounts': `Too many new accounts from this address. Please wait ${wait} and try again.`,
  'too_many_requests.wrong_passwords': `Too many wrong passwords. Please wait ${wait} and try again.`,
  'too_many_requests.links_sent': `Too many links sent to this address. Please wait ${wait} and try again.`,
  'too_many_requests.password_resets': `Too many password resets asked. Please wait ${wait} and try again.`,
  'too_many_requests.subscriptions': `Too many subscriptions from this address. Please wait ${wait} and try again.`,
  'too_many_requests.confirmation_mails': `Too many confirmation mails to this email address. Please wait ${wait} and try again.`,
  service_unavailable: 'The service is briefly unavailable. Try again.',
  internal_error: 'Something went wrong on our side. Please try again.',
  payment_incomplete: 'This payment has not gone through yet.',
  card_declined: cardErrorMessages.card_declined,
  insufficient_funds: cardErrorMessages.insufficient_funds,
  incorrect_number: cardErrorMessages.incorrect_number,
  expired_card: cardErrorMessages.expired_card,
  incorrect_cvc: cardErrorMessages.incorrect_cvc,
  email_unverified: EMAIL_NOT_VERIFIED,
  class_ended: CLASS_ENDED,
  class_started: CLASS_STARTED,
} as const satisfies Partial<Record<MessageId, string>>;

export type ServerMessageId = keyof typeof sourceMessages;
/** Every language's catalogue has every message. */
export type ServerCatalogue = Record<ServerMessageId, string>;

/** A message of the catalogue and the values of its placeholders. */
export interface ServerText {
  id: ServerMessageId;
  values?: Record<string, string | number>;
}

export function serverText(id: ServerMessageId, values?: ServerText['values']): ServerText {
  return values ? { id, values } : { id };
}

/** A wait as the rate-limit messages put it: seconds under a minute, else whole minutes rounded up. */
export function waitValues(seconds: number) {
  return seconds < 60
    ? { unit: 'second', count: seconds }
    : { unit: 'minute', count: Math.ceil(seconds / 60) };
}
