import { createElement } from 'react';
import { renderMail, type RenderedMail } from './render-mail.js';
import {
  NewsletterConfirmMail,
  newsletterAlreadySubject,
  newsletterConfirmSubject,
  type NewsletterConfirmMailProps,
} from './templates/newsletter-confirm-mail.js';

/** The newsletter's confirmation mail, or its note to an address already on the list (no confirmUrl). */
export function renderNewsletterConfirm(props: NewsletterConfirmMailProps): Promise<RenderedMail> {
  return renderMail(
    props.confirmUrl ? newsletterConfirmSubject : newsletterAlreadySubject,
    createElement(NewsletterConfirmMail, props),
  );
}
