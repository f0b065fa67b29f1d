import { createElement } from 'react';
import { renderMail } from './render-mail.js';
import { CreditNoteMail, creditNoteSubject, type CreditNote } from './templates/credit-note-mail.js';

export type { CreditNote } from './templates/credit-note-mail.js';

/** The credit-note mail, rendered for the receipts module when a refund is told (numbered in its transaction). */
export function renderCreditNoteMail(note: CreditNote, urls: { paymentHistoryUrl: string; siteUrl: string }) {
  return renderMail(creditNoteSubject(note), createElement(CreditNoteMail, { note, ...urls }));
}
