import type { ErrorCode } from '#contract/errors';
import type { Cents } from '#server/money';
import {
  CHECK_INBOX,
  CHECK_MAILBOX,
  CHOOSE_PASSWORD,
  EMAIL_NOT_VERIFIED,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_USED,
  RESET_KEPT,
  RESET_SENT,
} from '#contract/account-links';
import {
  CURRENT_SESSION_MESSAGE,
  NO_PASSWORD_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD,
} from '#contract/account-security';
import { INVALID_CREDENTIALS } from '#contract/auth';
import { REFUND_CHANGED } from '#contract/refunds';
import {
  WAITLIST_ALREADY,
  WAITLIST_EMAIL_NOT_VERIFIED,
  WAITLIST_NOT_ON,
  WAITLIST_OWN_CLASS,
  WAITLIST_SEAT_FREE,
} from '#contract/waitlist';
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

/**
 * An error code alone (its usual message), or the code and what in particular went wrong; `field.` what is
 * wrong with one field, `answer.` a message a successful answer carries, `refund_rule.` a refund rule in words.
 */
type MessageId =
  ErrorCode | `${ErrorCode}.${string}` | `field.${string}` | `answer.${string}` | `refund_rule.${string}`;

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
  method_not_allowed: 'This method is not allowed here.',
  not_acceptable: 'There is no answer in a form this request accepts.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'This kind of content is not accepted here.',
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

  'bad_request.link_invalid': LINK_INVALID,
  link_used: LINK_USED,
  link_expired: LINK_EXPIRED,
  'bad_request.choose_password': CHOOSE_PASSWORD,
  'bad_request.account_gone': 'This account no longer exists.',
  'conflict.email_already_verified': 'Your email address is already verified.',
  'bad_request.same_password': SAME_PASSWORD_MESSAGE,
  'bad_request.wrong_current_password': WRONG_CURRENT_PASSWORD,
  'conflict.no_password': NO_PASSWORD_MESSAGE,
  'conflict.password_changed_meanwhile': 'Your password was changed meanwhile. Please try again.',
  'not_found.account_session': 'No such session: it may have ended already.',
  'conflict.current_session': CURRENT_SESSION_MESSAGE,
  'unauthorized.invalid_credentials': INVALID_CREDENTIALS,
  'conflict.email_taken': 'An account with this email already exists.',
  'bad_request.refused': 'The request was refused.',
  'not_found.sign_in_provider': 'No such sign-in provider.',
  'service_unavailable.sign_in_provider': 'The sign-in provider cannot be reached right now.',
  'bad_request.sign_in_expired': 'This sign-in has expired. Please start again.',

  'has_classes.change_role':
    '{count, plural, one {This instructor still teaches {count} class: {names}. Reassign it to another instructor in Manage classes, or delete it, before you change their role.} other {This instructor still teaches {count} classes: {names}. Reassign them to another instructor in Manage classes, or delete them, before you change their role.}}',
  'has_classes.delete':
    '{count, plural, one {This instructor still teaches {count} class: {names}. Reassign it to another instructor in Manage classes, or delete it, before you delete them.} other {This instructor still teaches {count} classes: {names}. Reassign them to another instructor in Manage classes, or delete them, before you delete them.}}',
  paid_enrolments:
    '{count, plural, one {This student has paid for {count} class ({names}). Choose “Refund and delete” to refund that payment and then delete the account.} other {This student has paid for {count} classes ({names}). Choose “Refund and delete” to refund those payments and then delete the account.}}',
  'conflict.last_admin': 'The school needs at least one admin.',
  'not_found.user_id': 'No user with that id.',
  'not_found.user_email': 'No user with that email.',
  'forbidden.instructor_profile': 'Only instructors have a bio and languages.',
  'forbidden.own_role_only': 'You can only look up your own role.',
  'forbidden.own_role_change': 'You cannot change your own role.',
  'forbidden.own_account_delete': 'You cannot delete your own account here.',
  'bad_gateway.refund_before_delete':
    'The payment processor did not refund the payment for “{className}”, so nothing was deleted. Please try again later.',
  'bad_gateway.refund_before_delete_after_others':
    '{count, plural, one {The payment processor did not refund the payment for “{className}”, so nothing was deleted. {count} other payment was refunded and will not be refunded twice. Please try again later.} other {The payment processor did not refund the payment for “{className}”, so nothing was deleted. {count} other payments were refunded and will not be refunded twice. Please try again later.}}',

  'not_found.class_id': 'No class with that id.',
  'not_found.class_session': 'No session with that id in this class.',
  'not_found.instructor': 'No instructor with that id.',
  'bad_request.schedule_unknown_zone':
    '"{zone}" is not a time zone we know. Choose one such as Europe/Madrid or America/New_York.',
  'bad_request.schedule_too_many': 'A class can have at most {max} sessions; this schedule has {count}.',
  'bad_request.schedule_no_sessions': 'This schedule has no session: choose at least one meeting day.',
  'bad_request.schedule_skipped_time':
    '{time} does not exist on {date} in {zone}: the clocks move forward that night. Choose another start time, or skip {date}.',
  'conflict.clash':
    '{what, select, moved {The new time} other {A session}} on {date} overlaps "{className}" on {otherDate}, a class of the same instructor. Choose another time.',
  'field.unknown_image': 'Image must be a picture uploaded to this site',
  'forbidden.own_class_sessions': 'You can only change the sessions of your own classes.',
  'conflict.session_over': 'This session has already taken place; it can no longer change.',
  'bad_request.min_price_above_max': 'minPrice cannot be more than maxPrice',
  'bad_request.unknown_time_zone': 'tz: the time zone {zone} is not known here',
  'forbidden.unapproved_classes': 'Only admins can see classes that are not approved.',
  'forbidden.own_classes': 'You can only see your own classes.',
  'forbidden.own_class_schedule': 'You can only check the schedule of your own classes.',
  'forbidden.own_class_edit': 'You can only edit your own classes.',
  'forbidden.own_class_delete': 'You can only delete your own classes.',
  'conflict.schedule_has_students':
    'Students are enrolled in this class, so its schedule cannot be replaced: move or cancel its sessions one at a time.',
  'conflict.session_cancelled': 'This session was cancelled; a cancelled session cannot be moved.',
  'bad_request.time_skipped':
    '{time} does not exist on {date} in {zone}: the clocks move forward that night. Choose another time.',
  'bad_request.time_passed': 'The new time has already passed. Choose a time in the future.',
  'conflict.class_has_students': 'This class has enrolled students, so it cannot be deleted.',
  'bad_request.not_an_instructor': 'A class can only be given to an instructor.',
  'field.not_an_instructor': 'must be the id of a user whose role is instructor',
  'conflict.class_approved': 'This class is already approved; an approved class cannot be denied.',

  'forbidden.not_your_roster':
    'Only the instructor of this class (or an admin) can see its roster and take attendance.',
  'not_found.student_not_enrolled': 'This student is not enrolled in this class.',
  'conflict.session_cancelled_attendance': 'This session was cancelled: it takes no attendance.',
  'conflict.session_not_started': 'This session has not started yet: attendance can be taken once it starts.',
  'not_found.not_enrolled_in_class': 'You are not enrolled in a class with that id.',
  'forbidden.calendar_students_only':
    'Only students enrolled in this class can add its sessions to a calendar.',
  'not_found.calendar_feed': 'No calendar feed at this address.',

  'payload_too_large.image_bytes': 'The image is too large: at most {megabytes} MB.',
  'payload_too_large.image_pixels': 'The image is too large: at most {megapixels} megapixels.',
  'payload_too_large.form_fields': 'Too many form fields: send only the image.',
  'payload_too_large.image_quota':
    'Your images already take {used} of the {quota} each account may use: there is no room for this one.',
  'bad_request.one_image': 'Send one image at a time.',
  'field.one_image': 'Only one image can be sent at a time',
  'bad_request.no_image': 'Choose an image to upload.',
  'field.image_required': 'Image is required',
  'bad_request.unreadable_upload': 'The upload could not be read.',
  'field.unreadable_image': 'Image could not be read',
  'unsupported_media_type.multipart': 'Send the image as multipart/form-data in the field "image".',
  'unsupported_media_type.not_an_image': 'Only JPEG, PNG, WebP and GIF images can be uploaded.',
  'service_unavailable.images_busy': 'The server is busy with other pictures: try again in a few seconds.',
  'too_many_requests.uploads_at_once':
    'You are already uploading {count} images: wait until they are done, then send the next.',
  'too_many_requests.uploads_per_hour':
    'You can upload at most {max} images an hour: try again in {minutes} minutes.',
  'not_found.image': 'No image with that id.',

  'email_unverified.waitlist': WAITLIST_EMAIL_NOT_VERIFIED,
  'conflict.waitlist_own_class': WAITLIST_OWN_CLASS,
  'conflict.waitlist_already': WAITLIST_ALREADY,
  'conflict.waitlist_seat_free': WAITLIST_SEAT_FREE,
  waitlist_limit:
    'You are already on {lines, plural, one {{lines} waitlist} other {{lines} waitlists}}, the most a student may join at once. Leave one of them to join this one.',
  'not_found.waitlist_not_on': WAITLIST_NOT_ON,

  'not_found.coupon': 'No coupon with that id.',
  'not_found.coupon_code': 'There is no coupon with this code.',
  'conflict.coupon_unknown': 'There is no coupon with this code.',
  'conflict.coupon_inactive': 'The coupon {code} is no longer offered.',
  'conflict.coupon_not_yet_valid': 'The coupon {code} is not valid yet: it starts on {start} (school time).',
  'conflict.coupon_expired': 'The coupon {code} has expired.',
  'conflict.coupon_used_up': 'The coupon {code} has been used up.',
  'conflict.coupon_used_by_student':
    '{times, plural, =1 {You have already used the coupon {code}.} other {You have already used the coupon {code} {times} times, as often as it allows.}}',
  'conflict.coupon_not_for_class': 'The coupon {code} is not valid for this class.',
  'conflict.coupon_below_minimum': 'The coupon {code} is only for classes of {minimum} or more.',
  'conflict.coupon_taken_off': "{refusal} It has been taken off; the price is the class's own again.",
  'conflict.coupon_code_taken': 'A coupon with the code {code} already exists.',
  'bad_request.percent_coupon_amount': 'A percent coupon has no amount off.',
  'field.empty_for_percent': 'Leave it empty for a percent coupon',
  'bad_request.amount_coupon_percent': 'An amount coupon has no percentage.',
  'field.empty_for_amount': 'Leave it empty for an amount coupon',
  'field.percent_off_missing': 'Enter the percentage off, from 1 to 100',
  'field.amount_off_missing': 'Enter the amount off, in dollars',
  'field.amount_off_zero': 'The amount off must be above 0',
  'field.valid_until_first': 'Valid until must be after valid from',
  'field.no_class_chosen': 'Choose at least one class',
  'field.unknown_class': 'No class with the id {id}',
  'field.no_language_chosen': 'Choose at least one language',
  'field.max_uses_below_uses': 'Total uses cannot be below the {uses} uses already made',

  'conflict.refunded_no_seat':
    'Sorry, the last seat of this class was taken after your seat hold had expired. Your payment has been refunded.',
  'conflict.refunded_already_enrolled': `${ALREADY_ENROLLED} Your payment has been refunded.`,
  'conflict.refunded_price_changed':
    'The price of this class changed while you were paying. Your payment has been refunded; please pay again.',
  'conflict.refunded_class_unavailable': 'This class is no longer offered. Your payment has been refunded.',
  'conflict.refunded_account_deleted': 'This account was deleted and its payments were refunded.',
  'conflict.refunded_coupon_used_up':
    'Your coupon was used up by other students while you were paying. Your payment has been refunded; the coupon has been taken off, so please pay again at the class price or try another code.',
  'conflict.refunded_coupon_invalid':
    'Your coupon stopped working (it expired or was withdrawn) while you were paying. Your payment has been refunded; the coupon has been taken off, so please pay again.',
  'class_ended.refunded': `${CLASS_ENDED} Your payment has been refunded.`,
  'class_started.refunded': `${CLASS_STARTED} Your payment has been refunded.`,
  'conflict.refunded_own_class': `${OWN_CLASS_PAY} Your payment has been refunded.`,
  'field.not_this_payment': 'does not match the payment',
  'bad_request.stripe_signature_missing': 'The Stripe-Signature header is missing.',
  'bad_request.stripe_signature_wrong': 'The webhook signature does not match.',
  'bad_request.not_a_stripe_event': 'The webhook body is not a Stripe event.',
  'not_found.enrolment': 'You are not enrolled in this class.',
  'conflict.enrolment_cancelled': 'This enrolment is cancelled already.',
  'not_found.payment_id': 'No payment with that id.',
  'bad_gateway.refund_not_cancelled':
    'The card processor did not refund your payment, so your enrolment was not cancelled. Please try again in a few minutes.',
  'bad_gateway.refund_not_made':
    'The card processor did not make the refund, so nothing was recorded. Please try again in a few minutes.',
  refund_changed: `${REFUND_CHANGED} {rule} Cancelling now gives back {refund}. Please confirm again.`,
  'conflict.refunded_in_full': 'This payment is refunded in full already.',
  'bad_request.refund_above_left': 'At most {left} is left to refund on this payment.',
  'conflict.not_enrolled_by_payment':
    'The student is no longer enrolled through this payment: refund without cancelling the enrolment.',
  'refund_rule.free': 'This class was free: there is nothing to refund.',
  'refund_rule.unscheduled_full': 'This class has no schedule yet: the school refunds it in full.',
  'refund_rule.unscheduled_none': 'This class has no schedule: the school gives no refund for it.',
  'refund_rule.full':
    'You cancel at least {days, plural, one {{days} day} other {{days} days}} before the first session: a full refund.',
  'refund_rule.partial':
    'You cancel less than {days, plural, one {{days} day} other {{days} days}} but at least {hours, plural, one {{hours} hour} other {{hours} hours}} before the first session: {percent}% of the price back.',
  'refund_rule.none_days':
    'You cancel less than {days, plural, one {{days} day} other {{days} days}} before the first session: no refund.',
  'refund_rule.none_hours':
    'You cancel less than {hours, plural, one {{hours} hour} other {{hours} hours}} before the first session: no refund.',
  'refund_rule.begun': 'The class has begun: no refund.',
  'refund_rule.partly_refunded': '{rule} {refunded} of it was refunded already.',
  'not_found.receipt': 'No receipt with that id.',
  'bad_request.payout_in_future': 'The payment date cannot be in the future.',
  'field.payout_in_future': 'The payment date cannot be in the future',
  'conflict.nothing_owed': 'Nothing is owed to {name}.',
  'conflict.payout_above_owed': 'Only {owed} is owed to {name}: a payout cannot be more.',
  'bad_request.report_too_long':
    'A report covers at most {max} months: choose a later first month, or a last month.',
  'field.report_too_long': 'A report covers at most {max} months',

  'not_found.application': 'No application with that id.',
  'conflict.application_decided':
    '{status, select, accepted {This application was already accepted.} declined {This application was already declined.} other {This application was already {status}.}}',
  'conflict.already_teaching': 'Your account already teaches here.',
  'conflict.application_open': 'You already have an application waiting for an answer.',
  'conflict.applicant_not_student': 'The applicant is no longer a student account.',
  'bad_request.reopened_with_answer': 'A message opened again cannot carry an answer.',
  'field.answer_needs_answered': 'Mark the message answered to send an answer',
  'not_found.contact_message': 'No message with that id.',
  'not_found.newsletter_confirmation':
    'We do not know this confirmation link. Open it again from the mail, or subscribe again.',
  'bad_request.newsletter_link_used':
    'This confirmation link was used already. If you are not on the list, subscribe again.',
  'bad_request.newsletter_link_expired':
    'This confirmation link has expired. Subscribe again and we will send a new one.',
  'not_found.newsletter_unsubscribe':
    'We do not know this unsubscribe link. Open it again from the mail, or write to us.',
  'not_found.file': 'No such file.',

  // English answers a bad field in the schema's own words; from field.required on, the kinds of problem
  // the other languages say instead (plugins/validation-problems.ts).
  'field.link_unknown': 'unknown',
  'field.link_used_already': 'used already',
  'field.link_expired': 'expired',
  'field.password_required': 'Password is required',
  'field.username_required': 'Username is required',
  'field.nul_character': 'must not contain a NUL character',
  'field.half_character': 'must be valid Unicode text (it has half of a character)',
  'field.nested_too_deeply': 'is nested too deeply',
  'field.required': 'This field is required',
  'field.too_short': '{minimum, plural, one {Use at least # character} other {Use at least # characters}}',
  'field.too_long': '{maximum, plural, one {Use at most # character} other {Use at most # characters}}',
  'field.too_few': '{minimum, plural, one {Choose at least # item} other {Choose at least # items}}',
  'field.too_many': '{maximum, plural, one {Choose at most # item} other {Choose at most # items}}',
  'field.number_too_small':
    '{inclusive, select, false {Must be more than {minimum, number}} other {Must be at least {minimum, number}}}',
  'field.number_too_big':
    '{inclusive, select, false {Must be less than {maximum, number}} other {Must be at most {maximum, number}}}',
  'field.not_multiple_of': 'Must be a multiple of {divisor, number}',
  'field.not_email': 'Enter a valid email address',
  'field.not_id': 'Not a valid id',
  'field.bad_format': 'Is not written in the expected form',
  'field.not_choice': 'Choose one of: {choices}',
  'field.wrong_type':
    '{expected, select, string {Must be text} number {Must be a number} int {Must be a whole number} boolean {Must be true or false} array {Must be a list} object {Must be an object} other {Has the wrong type}}',
  'field.not_valid': 'Is not valid',

  'answer.check_inbox': CHECK_INBOX,
  'answer.check_mailbox': CHECK_MAILBOX,
  'answer.verification_sent': 'We sent a new link to your address. It works for 24 hours.',
  'answer.verification_kept':
    'We sent a new link to your Mailbox, in your dashboard (this school sends no mail). It works for 24 hours.',
  'answer.reset_sent': RESET_SENT,
  'answer.reset_kept': RESET_KEPT,
  'answer.password_changed':
    'Your password was changed and every session signed out. Sign in with the new password.',
  'answer.newsletter_check_inbox':
    'Thank you! Please check your inbox: the mail we sent has a link that confirms your subscription.',
  'answer.newsletter_no_mail':
    "Thank you! This school sends no mail yet, so no mail reaches your inbox: the link that confirms your subscription waits in the school's outbox, and no newsletter is sent until the school sends mail.",
  'answer.newsletter_confirmed': 'Thank you! Your subscription is confirmed: the next newsletter is yours.',
  'answer.newsletter_unsubscribed': 'You are unsubscribed: this address gets no more newsletters from us.',
  'answer.newsletter_not_on_list': 'This address is not on our newsletter list any more.',
  'answer.message_sent': 'Thank you! Your message has reached the school. We answer within two working days.',
  'answer.message_sent_to_mailbox':
    'Thank you! Your message has reached the school. We answer within two working days: the answer will be in Mailbox in your dashboard, as this school sends no mail.',
  'answer.message_sent_no_mail':
    "Thank you! Your message has reached the school. This school sends no mail, so our answer cannot reach you by mail: sign in and write from your account's address to read it in your dashboard, or call us at {phone}.",
} as const satisfies Partial<Record<MessageId, string>>;

export type ServerMessageId = keyof typeof sourceMessages;
/** Every language's catalogue has every message. */
export type ServerCatalogue = Record<ServerMessageId, string>;

/** A sum in US dollars, written as the language writes them ('$44.99', '44,99 $', 'US$ 44,99'). */
interface Dollars {
  cents: Cents;
}

/**
 * A placeholder's value: text and numbers as they are, another message of the catalogue (said in the same
 * language), a moment (its date and time in the school's zone, as the language writes them), or dollars.
 */
export type ServerValue = string | number | ServerText | Date | Dollars;

/** A message of the catalogue and the values of its placeholders. */
export interface ServerText {
  id: ServerMessageId;
  values?: Record<string, ServerValue>;
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
