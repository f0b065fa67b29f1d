/**
 * The words of the school's mails in English, the source every mail catalogue translates, in ICU
 * MessageFormat. Keyed by the mail and the part of it (`receipt.heading`); the English is what the mails said
 * before they were translated, word for word (the tests read it). `{school}` is the school's name, never
 * translated. A message with `<link>…</link>` puts the words between the tags in a link.
 */
export const sourceMailMessages = {
  'common.hello': 'Hello,',
  'common.hello_named': 'Hello {name},',
  'common.sign_in': 'Sign in',
  'common.review_sessions': 'Review your sessions',
  'common.the_class': 'The class: {url}',
  'common.date': 'Date',

  'welcome.subject': 'Welcome to {school}',
  'welcome.preview': 'Your account at {school} is ready.',
  'welcome.heading': 'Welcome!',
  'welcome.heading_named': 'Welcome, {name}!',
  'welcome.body':
    'Your account at {school} is ready. Browse the classes, select the ones you like and pay for them in one go; your timetable shows every session in your own time zone.',
  'welcome.button': 'Browse the classes',
  'welcome.not_you':
    'Did not sign up? Someone used this address by mistake: write to us and we will remove the account.',

  'verify_email.subject': 'Confirm your email address for {school}',
  'verify_email.preview': 'One click to confirm your address and sign in.',
  'verify_email.heading': 'Confirm your address',
  'verify_email.heading_named': 'Confirm your address, {name}',
  'verify_email.body':
    'Open this link to confirm that this address is yours and to sign in to {school}. You can browse and select classes already; paying for them needs a confirmed address.',
  'verify_email.button': 'Confirm my address',
  'verify_email.link': 'The link works once, for 24 hours: {link}',
  'verify_email.not_you':
    'Did not sign up? Ignore this mail: the address stays unconfirmed and nobody can pay with it.',

  'sign_up_attempt.subject': 'Someone tried to sign up with your address at {school}',
  'sign_up_attempt.preview': 'You already have an account: sign in, or choose a new password.',
  'sign_up_attempt.body':
    'Someone just tried to create an account at {school} with this address. You already have one, so nothing was changed.',
  'sign_up_attempt.if_you': 'If it was you, sign in with your password:',
  'sign_up_attempt.forgot':
    'Forgot your password? Choose a new one at {forgotUrl}. If it was not you, you can ignore this mail: your account and its password are as they were.',

  'reset_password.subject': 'Choose a new password for {school}',
  'reset_password.preview': 'A link to choose a new password, for 30 minutes.',
  'reset_password.body':
    'Someone, probably you, asked to choose a new password for your account. Open this link to choose it:',
  'reset_password.button': 'Choose a new password',
  'reset_password.link': 'The link works once, for 30 minutes: {link}',
  'reset_password.not_you': 'Did not ask? Ignore this mail: your password stays as it is.',

  'reset_done.preview': 'Your password was changed and every session signed out.',
  'reset_done.body':
    'The password of your account was just changed through a reset link, and every device that was signed in has been signed out. Sign in again with the new password.',
  'reset_done.not_you':
    'Was it not you? Choose a new password at once at {forgotUrl} and write to us from {contactUrl}.',

  'password_changed.subject': 'Your {school} password was changed',
  'password_changed.preview': 'The password of your account was changed on {when}.',
  'password_changed.heading': 'Your password was changed',
  'password_changed.body':
    'Hello {name}, the password of your account at {school} was changed on {when}, from {device}. {others}',
  'password_changed.body_with_address':
    'Hello {name}, the password of your account at {school} was changed on {when}, from {device} (address {ipAddress}). {others}',
  'password_changed.others':
    '{count, plural, =0 {You were not signed in anywhere else.} one {# other device was signed out; sign in there again with the new password.} other {# other devices were signed out; sign in there again with the new password.}}',
  'password_changed.not_you':
    'Was it not you? Someone may know your password: choose a new one with “Forgot password?” on the login page ({loginUrl}) right away, and write to us.',

  'sessions_ended.subject':
    '{count, plural, one {A device was signed out of your {school} account} other {# devices were signed out of your {school} account}}',
  'sessions_ended.preview': 'Signed out on {when}: {devices}.',
  'sessions_ended.heading':
    '{count, plural, one {A device was signed out} other {# devices were signed out}}',
  'sessions_ended.body':
    'Hello {name}, on {when} your account at {school} was signed out of these devices, from {device}:',
  'sessions_ended.device_with_address': '{device} (address {ipAddress})',
  'sessions_ended.not_you':
    'Was it not you? Someone else is signed in to your account: change your password in your profile, which signs out every other device, and write to us.',

  'role.name': '{role, select, user {student} instructor {instructor} other {admin}}',
  'role_change.subject':
    '{role, select, user {Your account is now a student account} instructor {Your account is now an instructor account} other {Your account is now an admin account}}',
  'role_change.heading': 'Your role has changed, {name}',
  'role_change.body':
    'An admin changed your account from {from} to {to}. {meaning} Sign in again to see your new dashboard.',
  'role_change.meaning':
    '{role, select, user {You can select classes, pay for them and follow your timetable from your dashboard.} instructor {You can now add classes, which the admins review, and follow your teaching timetable and rosters from your dashboard.} other {You can now review classes, manage accounts, answer messages and read the outbox from your dashboard.}}',
  'role_change.button': 'Open your dashboard',
  'role_change.not_expected':
    'If you did not expect this change, reply to the school or write from the Contact page.',

  'class_review.subject':
    '{status, select, approved {Your class “{className}” is approved} other {Your class “{className}” was not approved}}',
  'class_review.heading':
    '{status, select, approved {Your class is approved} other {Your class was not approved}}',
  'class_review.approved':
    'Good news, {name}: “{className}” is approved. It is now in the catalogue, where students can select it and pay for it.',
  'class_review.denied': '{name}, an admin reviewed “{className}” and did not approve it as it is.',
  'class_review.feedback': 'The admin’s feedback',
  'class_review.edit':
    'Edit the class in My classes with this in mind: an edited class goes back to the admins for review.',
  'class_review.see_class': 'See your class page',
  'class_review.open_my_classes': 'Open My classes',
  'class_review.classes_link': 'Your classes and their feedback: {url}',

  'contact_answer.subject': 'The answer to your message to {school}',
  'contact_answer.subject_reply': 'Re: {subject}',
  'contact_answer.you_wrote': 'You wrote:',
  'contact_answer.button': 'Write to us again',

  'newsletter.confirm_subject': 'Confirm your subscription to the {school} newsletter',
  'newsletter.already_subject': 'You are already subscribed to the {school} newsletter',
  'newsletter.confirm_preview': 'One click and the newsletter is yours.',
  'newsletter.already_preview': 'This address is on our list already.',
  'newsletter.confirm_heading': 'Please confirm your subscription',
  'newsletter.already_heading': 'You are already subscribed',
  'newsletter.confirm_body':
    'Someone, we hope you, asked for the {school} newsletter at this address: new classes and events, once a month. Confirm and it is yours.',
  'newsletter.confirm_button': 'Confirm my subscription',
  'newsletter.confirm_expiry':
    'The link works for {days, plural, one {# day} other {# days}}. Did not ask for it? Do nothing: without a click we never write again.',
  'newsletter.already_body':
    'Someone asked for the {school} newsletter at this address, which is on our list already: there is nothing to do, the next issue will arrive as usual.',
  'newsletter.unsubscribe': 'Do not want our mails? <link>Unsubscribe</link>',

  'receipt.subject': 'Your receipt {number}',
  'receipt.preview': 'Receipt {number}: {total} paid.',
  'receipt.heading': 'Thank you for your payment',
  'receipt.intro': 'Your payment went through and your seat is yours. Here is your receipt.',
  'receipt.intro_named': '{name}, your payment went through and your seat is yours. Here is your receipt.',
  'receipt.number': 'Receipt number',
  'receipt.class': 'Class: {className}',
  'receipt.coupon': 'Coupon {code}',
  'receipt.total': 'Total paid ({currency})',
  'receipt.paid_with': 'Paid with',
  'receipt.transaction': 'Transaction',
  'receipt.button': 'View and print your receipt',
  'receipt.keep': '{schoolName}, {schoolAddress}. Keep this mail for your records.',
  'receipt.card': '{brand} ending in {last4}',
  'receipt.card_unnamed': 'Card',
  'receipt.no_card': 'No card needed',

  'credit_note.subject': 'Your credit note {number}: {amount} refunded',
  'credit_note.preview': 'Credit note {number}: {amount} refunded.',
  'credit_note.heading': 'Your refund is on its way',
  'credit_note.intro':
    '{cancelled, select, yes {your enrolment in {className} is cancelled and {amount} goes back to the card you paid with. Banks usually take 5 to 10 days to show it.} other {for {className}, {amount} goes back to the card you paid with. Banks usually take 5 to 10 days to show it.}}',
  'credit_note.intro_named':
    '{cancelled, select, yes {{name}, your enrolment in {className} is cancelled and {amount} goes back to the card you paid with. Banks usually take 5 to 10 days to show it.} other {{name}, for {className}, {amount} goes back to the card you paid with. Banks usually take 5 to 10 days to show it.}}',
  'credit_note.number': 'Credit note number',
  'credit_note.class': 'Class',
  'credit_note.original_receipt': 'Original receipt',
  'credit_note.reason': 'Reason',
  'credit_note.amount': 'Amount refunded ({currency})',
  'credit_note.button': 'See your payment history',
  'credit_note.keep': 'Keep this mail with your receipt for your records.',

  'session_change.subject':
    '{kind, select, moved {A session of “{className}” has moved} other {A session of “{className}” is cancelled}}',
  'session_change.heading': '{kind, select, moved {A session has moved} other {A session is cancelled}}',
  'session_change.moved': 'The session of “{className}” that was on {previousTime} now takes place on:',
  'session_change.cancelled': 'The session of “{className}” on {previousTime} will not take place.',
  'session_change.why': 'Why: {reason}',
  'session_change.button': 'See the class’s sessions',
  'session_change.calendar': 'Your calendar file and calendar feed show the change too.',

  'reminder.subject': 'Your class “{className}” starts tomorrow',
  'reminder.heading': '{className} starts soon',
  'reminder.body': '{name}, the first session of “{className}” is on:',
  'reminder.where': 'Where: {address}',
  'reminder.online': 'It meets online: the meeting link is on the class page.',
  'reminder.button': 'Open the class',

  'waitlist_offer.subject': 'A seat in “{className}” is yours to take',
  'waitlist_offer.heading': 'Good news, {name}: a seat is free',
  'waitlist_offer.body':
    'A seat in “{className}” came free and you are first on its waitlist. We hold it for you for {hours, plural, one {# hour} other {# hours}}, until:',
  'waitlist_offer.button': 'Pay for your seat',
  'waitlist_offer.after':
    'If you have not paid by then, the seat goes to the next student in line. If you no longer want it, leave the waitlist from the class page and it goes to the next student at once.',

  'waitlist_withdrawn.subject':
    '{offered, select, yes {The seat offered in “{className}” is withdrawn} other {The waitlist of “{className}” has closed}}',
  'waitlist_withdrawn.heading': 'Sorry, {name}',
  'waitlist_withdrawn.body':
    '{offered, select, yes {The seat we held for you in “{className}” is no longer for sale, so the offer is withdrawn. {why} Nothing was charged.} other {You are no longer on the waitlist of “{className}”. {why} Nothing was charged.}}',
  'waitlist_withdrawn.why':
    '{because, select, ended {Every session of the class has now taken place.} other {The class has started, and the school does not take new students once a class has begun.}}',
} as const;

export type MailMessageId = keyof typeof sourceMailMessages;
/** Every language's mail catalogue has every message. */
export type MailCatalogue = Record<MailMessageId, string>;
