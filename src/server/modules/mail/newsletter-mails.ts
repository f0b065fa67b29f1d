import { createElement } from 'react';
import type { UiLocale } from '#contract/ui-locales';
import { renderMail, type RenderedMail } from './render-mail.js';
import {
  NewsletterConfirmMail,
  newsletterAlreadySubject,
  newsletterConfirmSubject,
  type NewsletterConfirmMailProps,
} from './templates/newsletter-confirm-mail.js';

/**
 * The newsletter's confirmation mail, or its note to an address already on the list (no confirmUrl), in the
 * language of the request that asked for it.
 */
export function renderNewsletterConfirm(
  props: NewsletterConfirmMailProps & { locale: UiLocale },
): Promise<RenderedMail> {
  return renderMail(
    props.confirmUrl ? newsletterConfirmSubject(props.locale) : newsletterAlreadySubject(props.locale),
    createElement(NewsletterConfirmMail, props),
  );
}
