import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/components';

// Headings keep their case in the text version (the converter shouts them by default).
const headings = ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } }));

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A template as its HTML and its plain-text twin (mail programs show whichever they prefer). The template is
 * rendered once and the text made from that HTML, as the mail library's own plain-text rendering does after
 * rendering the template a second time: some mails are rendered inside their event's transaction (a
 * receipt, in the payment's), where every millisecond of CPU holds its locks.
 */
export async function renderMail(subject: string, template: ReactElement): Promise<RenderedMail> {
  const html = await render(template);
  const text = toPlainText(html, { selectors: headings });
  return { subject, html, text };
}

/**
 * A time as the recipient reads it: in their zone, named, so a mail read elsewhere is not misread; in UTC
 * when no zone is known.
 */
export function formatMailTime(at: Date, timeZone: string | null | undefined): string {
  const zone = timeZone ?? 'UTC';
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}
