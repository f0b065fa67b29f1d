import { createElement } from 'react';
import { renderMail } from './render-mail.js';
import { CreditNoteMail, creditNoteSubject, type CreditNote } from './templates/credit-note-mail.js';

export type { CreditNote } from './templates/credit-note-mail.js';

/** The credit-note mail, rendered for the refunds module (which numbers the note in its transaction). */
export function renderCreditNoteMail(note: CreditNote, urls: { paymentHistoryUrl: string; siteUrl: string }) {
  return renderMail(creditNoteSubject(note), createElement(CreditNoteMail, { note, ...urls }));
}
