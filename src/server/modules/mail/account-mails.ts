import { createElement } from 'react';
import type { UiLocale } from '#contract/ui-locales';
import { renderMail, type RenderedMail } from './render-mail.js';
import { PasswordResetDoneMail, passwordResetDoneSubject } from './templates/password-reset-done-mail.js';
import { ResetPasswordMail, resetPasswordSubject } from './templates/reset-password-mail.js';
import { SignUpAttemptMail, signUpAttemptSubject } from './templates/sign-up-attempt-mail.js';
import { VerifyEmailMail, verifyEmailSubjectIn } from './templates/verify-email-mail.js';

type To<Props> = Props & { siteUrl: string; locale: UiLocale };

/**
 * The mails about an account's address and password (modules/account-links), rendered for one person in
 * their language (mail-language).
 */
export const accountMails = {
  verifyEmail: (props: To<{ name: string | null; link: string }>): Promise<RenderedMail> =>
    renderMail(verifyEmailSubjectIn(props.locale), createElement(VerifyEmailMail, props)),
  signUpAttempt: (props: To<{ name: string | null }>): Promise<RenderedMail> =>
    renderMail(signUpAttemptSubject(props.locale), createElement(SignUpAttemptMail, props)),
  resetPassword: (props: To<{ name: string | null; link: string }>): Promise<RenderedMail> =>
    renderMail(resetPasswordSubject(props.locale), createElement(ResetPasswordMail, props)),
  passwordChanged: (props: To<{ name: string | null }>): Promise<RenderedMail> =>
    renderMail(passwordResetDoneSubject(props.locale), createElement(PasswordResetDoneMail, props)),
};
