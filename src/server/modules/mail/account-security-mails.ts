import { createElement } from 'react';
import { renderMail, type RenderedMail } from './render-mail.js';
import {
  PasswordChangedMail,
  passwordChangedSubject,
  type PasswordChangedMailProps,
} from './templates/password-changed-mail.js';
import {
  SessionsEndedMail,
  sessionsEndedSubject,
  type SessionsEndedMailProps,
} from './templates/sessions-ended-mail.js';

/** "Your password was changed", to the account's owner. */
export function renderPasswordChangedMail(props: PasswordChangedMailProps): Promise<RenderedMail> {
  return renderMail(passwordChangedSubject, createElement(PasswordChangedMail, props));
}

/** "Devices were signed out", listing them, to the account's owner. */
export function renderSessionsEndedMail(props: SessionsEndedMailProps): Promise<RenderedMail> {
  return renderMail(sessionsEndedSubject(props.ended.length), createElement(SessionsEndedMail, props));
}
