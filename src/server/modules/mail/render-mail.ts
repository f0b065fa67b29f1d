import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compile } from 'html-to-text';
import { plainTextSelectors } from '@react-email/components';
import { dateTimeFormat } from '#contract/date-time-format';
import type { UiLocale } from '#contract/ui-locales';
import { usdText, usdTextIn, type Cents } from '#server/money';

/** What the mail library puts before its documents: mail programs still expect XHTML 1.0. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * HTML to its plain-text twin with the mail library's own settings (no wrapping, its selectors) and headings
 * in their own case (the converter shouts them by default). Compiled once: converting with uncompiled options
 * builds the selector tables for every mail, which was most of the conversion's time.
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A template as its HTML and its plain-text twin (mail programs show whichever they prefer), made from that
 * HTML. Rendered to static markup in one synchronous pass: the mail library's `render` streams the same
 * markup through web streams and adds React's streaming comments, at about twice the CPU, and some mails are
 * rendered inside their event's transaction (a receipt, in the payment's), where every millisecond of CPU
 * holds its locks (bench/results.md, the purchase path's profile).
 */
export async function renderMail(subject: string, template: ReactElement): Promise<RenderedMail> {
  const html = DOCTYPE + renderToStaticMarkup(template);
  return { subject, html, text: toPlainText(html) };
}

/** The tag `Intl` formats a language's dates and numbers with: English as the school has always written it. */
export const intlLocale = (locale: UiLocale) => (locale === 'en' ? 'en-US' : locale);

/**
 * A time as the recipient reads it: in their zone, named, so a mail read elsewhere is not misread (in UTC
 * when no zone is known), and as their language writes dates.
 */
export function formatMailTime(
  at: Date,
  timeZone: string | null | undefined,
  locale: UiLocale = 'en',
): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone: timeZone ?? 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/**
 * US dollars as the recipient's language writes them ('44,99 US$' in Spanish); in English exactly as the
 * receipt page and every other English text writes them ('$1,250.00').
 */
export function formatMailUsd(cents: Cents, locale: UiLocale): string {
  return locale === 'en' ? usdText(cents) : usdTextIn(cents, locale);
}
