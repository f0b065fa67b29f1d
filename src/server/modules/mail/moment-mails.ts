import { createElement } from 'react';
import type { Receipt } from '#contract/receipts';
import { renderMail, type RenderedMail } from './render-mail.js';
import { ReceiptMail, receiptSubject } from './templates/receipt-mail.js';

/** The mails of the moments that matter, rendered for the modules whose events send them. */
export function renderReceiptMail(receipt: Receipt, urls: { receiptUrl: string; siteUrl: string }) {
  return renderMail(receiptSubject(receipt), createElement(ReceiptMail, { receipt, ...urls }));
}

export type { RenderedMail };
