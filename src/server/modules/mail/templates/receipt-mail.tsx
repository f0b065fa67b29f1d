import { createElement } from 'react';
import { dateTimeFormat } from '#contract/date-time-format';
import type { Receipt } from '#contract/receipts';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { centsFromDollars } from '#server/money';
import { formatMailUsd, intlLocale } from '#server/modules/mail/render-mail';
import type { SlottedMailTemplate } from '#server/modules/mail/slotted-mail';
import { StatementMail } from './statement-mail.js';

/**
 * What the mail shows of a receipt: its texts only, so that it can be made from a slotted template. Types, not
 * interfaces, here: only a type alias stands where a template's props (`SlotProps`) are asked for.
 */
export type ReceiptMailReceipt = {
  number: string;
  student: { name: string } | null;
  items: { name: string; amountText: string }[];
  discount: { code: string; amountText: string } | null;
  totalText: string;
  currency: string;
  cardText: string;
  paidAtText: string;
  transactionId: string;
  school: { name: string; address: string };
};

export type ReceiptMailProps = {
  receipt: ReceiptMailReceipt;
  /** The receipt page's address. */
  receiptUrl: string;
  siteUrl: string;
};

/** The date and time of a payment as the language writes them, in the receipt's zone, named. */
function paidAtIn(receipt: Receipt, locale: UiLocale): string {
  const at = new Date(receipt.paidAt);
  const tag = intlLocale(locale);
  const { timeZone } = receipt;
  const zoneName = dateTimeFormat(tag, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${dateTimeFormat(tag, { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(at)} ${zoneName ?? timeZone}`;
}

function cardIn(receipt: Receipt, locale: UiLocale): string {
  const t = mailText(locale);
  if (!receipt.card) return receipt.total === 0 ? t('receipt.no_card') : t('receipt.card_unnamed');
  // The brand's own name ("American Express"), the same in every language, starts the receipt's English text.
  const english = ` ending in ${receipt.card.last4}`;
  const brand = receipt.cardText.endsWith(english)
    ? receipt.cardText.slice(0, -english.length)
    : receipt.card.brand;
  return t('receipt.card', { brand, last4: receipt.card.last4 });
}

/**
 * The receipt's texts that the mail shows, and nothing else: in English as the receipt page writes them, in
 * another language with its own dates, dollars and card line made from the receipt's figures.
 */
export function receiptMailReceipt(receipt: Receipt, locale: UiLocale = 'en'): ReceiptMailReceipt {
  const english = locale === 'en';
  const dollars = (amount: number) => formatMailUsd(centsFromDollars(amount), locale);
  return {
    number: receipt.number,
    student: receipt.student && { name: receipt.student.name },
    items: receipt.items.map((item) => ({
      name: item.name,
      amountText: english ? item.amountText : dollars(item.amount),
    })),
    discount: receipt.discount && {
      code: receipt.discount.code,
      amountText: english ? receipt.discount.amountText : `−${dollars(receipt.discount.amount)}`,
    },
    totalText: english ? receipt.totalText : dollars(receipt.total),
    currency: receipt.currency,
    cardText: english ? receipt.cardText : cardIn(receipt, locale),
    paidAtText: english ? receipt.paidAtText : paidAtIn(receipt, locale),
    transactionId: receipt.transactionId,
    school: { name: receipt.school.name, address: receipt.school.address },
  };
}

export const receiptSubject = (receipt: Pick<Receipt, 'number'>, locale: UiLocale = 'en') =>
  mailText(locale)('receipt.subject', { number: receipt.number });
const receiptPreview = (receipt: ReceiptMailReceipt, locale: UiLocale) =>
  mailText(locale)('receipt.preview', { number: receipt.number, total: receipt.totalText });

/** The receipt of one payment: the same figures as its page, from the same Receipt. */
export function ReceiptMail({
  receipt,
  receiptUrl,
  siteUrl,
  locale = 'en',
}: ReceiptMailProps & { locale?: UiLocale }) {
  const t = mailText(locale);
  return (
    <StatementMail
      preview={receiptPreview(receipt, locale)}
      siteUrl={siteUrl}
      locale={locale}
      heading={t('receipt.heading')}
      intro={receipt.student ? t('receipt.intro_named', { name: receipt.student.name }) : t('receipt.intro')}
      lines={[
        { name: t('receipt.number'), value: receipt.number },
        { name: t('common.date'), value: receipt.paidAtText },
        ...receipt.items.map((item) => ({
          name: t('receipt.class', { className: item.name }),
          value: item.amountText,
        })),
        ...(receipt.discount
          ? [
              {
                name: t('receipt.coupon', { code: receipt.discount.code }),
                value: receipt.discount.amountText,
              },
            ]
          : []),
        {
          name: t('receipt.total', { currency: receipt.currency }),
          value: receipt.totalText,
          strong: true,
        },
        { name: t('receipt.paid_with'), value: receipt.cardText },
        { name: t('receipt.transaction'), value: receipt.transactionId },
      ]}
      action={{ href: receiptUrl, label: t('receipt.button') }}
      keepNote={t('receipt.keep', {
        schoolName: receipt.school.name,
        schoolAddress: receipt.school.address,
      })}
    />
  );
}

/** The receipt mail in a language as a slotted template (one is sent for every payment). */
export function receiptMailTemplateIn(locale: UiLocale): SlottedMailTemplate<ReceiptMailProps> {
  return {
    subject: (props) => receiptSubject(props.receipt, locale),
    preview: (props) => receiptPreview(props.receipt, locale),
    element: (props) => createElement(ReceiptMail, { ...props, locale }),
  };
}

/** The English receipt mail as a slotted template. */
export const receiptMailTemplate = receiptMailTemplateIn('en');
