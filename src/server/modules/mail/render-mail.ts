import type { ReactElement } from 'react';
import { plainTextSelectors, render } from '@react-email/components';

// Headings keep their case in the text version (the converter shouts them by default).
const headings = ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } }));

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A template as its HTML and its plain-text twin (mail programs show whichever they prefer). */
export async function renderMail(subject: string, template: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    render(template),
    render(template, {
      plainText: true,
      htmlToTextOptions: { selectors: [...plainTextSelectors, ...headings] },
    }),
  ]);
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
