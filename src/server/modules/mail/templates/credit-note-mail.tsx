import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import type { Cents } from '#server/money';
import { formatMailTime, formatMailUsd } from '#server/modules/mail/render-mail';
import { StatementMail } from './statement-mail.js';

/** A credit note: money given back on one payment, with the receipt it corrects. */
export interface CreditNote {
  number: string;
  studentName: string | null;
  className: string;
  amountCents: Cents;
  /** The original receipt's number. */
  receiptNumber: string;
  /** When the refund was recorded, written in `timeZone`. */
  at: Date;
  timeZone: string;
  /** As it was recorded, in the words it was written in. */
  reason: string;
  /** Whether the enrolment ended with it (a cancellation). */
  cancelled: boolean;
  currency: string;
}

export interface CreditNoteMailProps {
  note: CreditNote;
  paymentHistoryUrl: string;
  siteUrl: string;
  locale?: UiLocale;
}

export const creditNoteSubject = (note: CreditNote, locale: UiLocale = 'en') =>
  mailText(locale)('credit_note.subject', {
    number: note.number,
    amount: formatMailUsd(note.amountCents, locale),
  });

export function CreditNoteMail({ note, paymentHistoryUrl, siteUrl, locale = 'en' }: CreditNoteMailProps) {
  const t = mailText(locale);
  const amount = formatMailUsd(note.amountCents, locale);
  const intro = {
    name: note.studentName ?? '',
    className: note.className,
    amount,
    cancelled: note.cancelled ? 'yes' : 'no',
  };
  return (
    <StatementMail
      preview={t('credit_note.preview', { number: note.number, amount })}
      siteUrl={siteUrl}
      locale={locale}
      heading={t('credit_note.heading')}
      intro={note.studentName ? t('credit_note.intro_named', intro) : t('credit_note.intro', intro)}
      lines={[
        { name: t('credit_note.number'), value: note.number },
        { name: t('common.date'), value: formatMailTime(note.at, note.timeZone, locale) },
        { name: t('credit_note.class'), value: note.className },
        { name: t('credit_note.original_receipt'), value: note.receiptNumber },
        { name: t('credit_note.reason'), value: note.reason },
        {
          name: t('credit_note.amount', { currency: note.currency }),
          value: amount,
          strong: true,
        },
      ]}
      action={{ href: paymentHistoryUrl, label: t('credit_note.button') }}
      keepNote={t('credit_note.keep')}
    />
  );
}
