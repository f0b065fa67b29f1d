import { createElement } from 'react';
import type { UiLocale } from '#contract/ui-locales';
import { renderMail } from './render-mail.js';
import { CreditNoteMail, creditNoteSubject, type CreditNote } from './templates/credit-note-mail.js';

export type { CreditNote } from './templates/credit-note-mail.js';

/**
 * The credit-note mail, rendered for the receipts module when a refund is told (numbered in its transaction),
 * in the student's language.
 */
export function renderCreditNoteMail(
  note: CreditNote,
  urls: { paymentHistoryUrl: string; siteUrl: string },
  locale: UiLocale,
) {
  return renderMail(
    creditNoteSubject(note, locale),
    createElement(CreditNoteMail, { note, ...urls, locale }),
  );
}
