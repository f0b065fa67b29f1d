import { createElement } from 'react';
import type { UiLocale } from '#contract/ui-locales';
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

/** "Your password was changed", to the account's owner, in their language. */
export function renderPasswordChangedMail(
  props: PasswordChangedMailProps & { locale: UiLocale },
): Promise<RenderedMail> {
  return renderMail(passwordChangedSubject(props.locale), createElement(PasswordChangedMail, props));
}

/** "Devices were signed out", listing them, to the account's owner, in their language. */
export function renderSessionsEndedMail(
  props: SessionsEndedMailProps & { locale: UiLocale },
): Promise<RenderedMail> {
  return renderMail(
    sessionsEndedSubject(props.ended.length, props.locale),
    createElement(SessionsEndedMail, props),
  );
}
