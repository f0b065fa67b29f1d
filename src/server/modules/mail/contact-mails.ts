import { createElement } from 'react';
import { renderMail } from './render-mail.js';
import {
  ContactAnswerMail,
  contactAnswerSubject,
  type ContactAnswerMailProps,
} from './templates/contact-answer-mail.js';

/** An admin's answer to a Contact message, rendered for the contact-messages module. */
export function renderContactAnswerMail(props: ContactAnswerMailProps) {
  return renderMail(contactAnswerSubject(props.subject), createElement(ContactAnswerMail, props));
}
