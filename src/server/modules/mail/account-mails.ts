import { createElement } from 'react';
import { renderMail, type RenderedMail } from './render-mail.js';
import { PasswordResetDoneMail, passwordResetDoneSubject } from './templates/password-reset-done-mail.js';
import { ResetPasswordMail, resetPasswordSubject } from './templates/reset-password-mail.js';
import { SignUpAttemptMail, signUpAttemptSubject } from './templates/sign-up-attempt-mail.js';
import { VerifyEmailMail, verifyEmailSubject } from './templates/verify-email-mail.js';

/** The mails about an account's address and password (modules/account-links), rendered for one person. */
export const accountMails = {
  verifyEmail: (props: { name: string | null; siteUrl: string; link: string }): Promise<RenderedMail> =>
    renderMail(verifyEmailSubject, createElement(VerifyEmailMail, props)),
  signUpAttempt: (props: { name: string | null; siteUrl: string }): Promise<RenderedMail> =>
    renderMail(signUpAttemptSubject, createElement(SignUpAttemptMail, props)),
  resetPassword: (props: { name: string | null; siteUrl: string; link: string }): Promise<RenderedMail> =>
    renderMail(resetPasswordSubject, createElement(ResetPasswordMail, props)),
  passwordChanged: (props: { name: string | null; siteUrl: string }): Promise<RenderedMail> =>
    renderMail(passwordResetDoneSubject, createElement(PasswordResetDoneMail, props)),
};
