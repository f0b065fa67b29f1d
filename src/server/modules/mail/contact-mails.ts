import { createElement } from 'react';
import type { UiLocale } from '#contract/ui-locales';
import { renderMail } from './render-mail.js';
import {
  ContactAnswerMail,
  contactAnswerSubject,
  type ContactAnswerMailProps,
} from './templates/contact-answer-mail.js';

/** An admin's answer to a Contact message, rendered for the contact-messages module in the sender's language. */
export function renderContactAnswerMail(props: ContactAnswerMailProps & { locale: UiLocale }) {
  return renderMail(
    contactAnswerSubject(props.subject, props.locale),
    createElement(ContactAnswerMail, props),
  );
}
