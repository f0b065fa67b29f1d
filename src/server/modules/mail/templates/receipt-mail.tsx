import { createElement } from 'react';
import type { Receipt } from '#contract/receipts';
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

/** The receipt's texts that the mail shows, and nothing else. */
export function receiptMailReceipt(receipt: Receipt): ReceiptMailReceipt {
  return {
    number: receipt.number,
    student: receipt.student && { name: receipt.student.name },
    items: receipt.items.map((item) => ({ name: item.name, amountText: item.amountText })),
    discount: receipt.discount && { code: receipt.discount.code, amountText: receipt.discount.amountText },
    totalText: receipt.totalText,
    currency: receipt.currency,
    cardText: receipt.cardText,
    paidAtText: receipt.paidAtText,
    transactionId: receipt.transactionId,
    school: { name: receipt.school.name, address: receipt.school.address },
  };
}

export const receiptSubject = (receipt: Pick<Receipt, 'number'>) => `Your receipt ${receipt.number}`;
const receiptPreview = (receipt: ReceiptMailReceipt) =>
  `Receipt ${receipt.number}: ${receipt.totalText} paid.`;

/** The receipt of one payment: the same figures as its page, from the same Receipt. */
export function ReceiptMail({ receipt, receiptUrl, siteUrl }: ReceiptMailProps) {
  return (
    <StatementMail
      preview={receiptPreview(receipt)}
      siteUrl={siteUrl}
      heading="Thank you for your payment"
      intro={`${receipt.student ? `${receipt.student.name}, your` : 'Your'} payment went through and your seat is yours. Here is your receipt.`}
      lines={[
        { name: 'Receipt number', value: receipt.number },
        { name: 'Date', value: receipt.paidAtText },
        ...receipt.items.map((item) => ({ name: `Class: ${item.name}`, value: item.amountText })),
        ...(receipt.discount
          ? [{ name: `Coupon ${receipt.discount.code}`, value: receipt.discount.amountText }]
          : []),
        { name: `Total paid (${receipt.currency})`, value: receipt.totalText, strong: true },
        { name: 'Paid with', value: receipt.cardText },
        { name: 'Transaction', value: receipt.transactionId },
      ]}
      action={{ href: receiptUrl, label: 'View and print your receipt' }}
      keepNote={`${receipt.school.name}, ${receipt.school.address}. Keep this mail for your records.`}
    />
  );
}

/** The receipt mail as a slotted template (one is sent for every payment). */
export const receiptMailTemplate: SlottedMailTemplate<ReceiptMailProps> = {
  subject: (props) => receiptSubject(props.receipt),
  preview: (props) => receiptPreview(props.receipt),
  element: (props) => createElement(ReceiptMail, props),
};
