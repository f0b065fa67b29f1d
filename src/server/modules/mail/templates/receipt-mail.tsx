import { createElement } from 'react';
import { Column, Heading, Row, Section, Text } from '@react-email/components';
import type { Receipt } from '#contract/receipts';
import type { SlottedMailTemplate } from '#server/modules/mail/slotted-mail';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

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

const label = { ...paragraph, color: look.muted, margin: '4px 0' };
const value = { ...paragraph, margin: '4px 0', textAlign: 'right' as const };

function Line(props: { name: string; value: string; strong?: boolean }) {
  return (
    <Row>
      <Column>
        <Text style={label}>{props.name}</Text>
      </Column>
      <Column>
        <Text style={{ ...value, fontWeight: props.strong ? 800 : 400 }}>{props.value}</Text>
      </Column>
    </Row>
  );
}

/** The receipt of one payment: the same figures as its page, from the same Receipt. */
export function ReceiptMail({ receipt, receiptUrl, siteUrl }: ReceiptMailProps) {
  return (
    <SchoolMail preview={receiptPreview(receipt)} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        Thank you for your payment
      </Heading>
      <Text style={paragraph}>
        {`${receipt.student ? `${receipt.student.name}, your` : 'Your'} payment went through and your seat is yours. Here is your receipt.`}
      </Text>
      <Section style={{ margin: '16px 0' }}>
        <Line name="Receipt number" value={receipt.number} />
        <Line name="Date" value={receipt.paidAtText} />
        {receipt.items.map((item) => (
          <Line key={item.name} name={`Class: ${item.name}`} value={item.amountText} />
        ))}
        {receipt.discount && (
          <Line name={`Coupon ${receipt.discount.code}`} value={receipt.discount.amountText} />
        )}
        <Line name={`Total paid (${receipt.currency})`} value={receipt.totalText} strong />
        <Line name="Paid with" value={receipt.cardText} />
        <Line name="Transaction" value={receipt.transactionId} />
      </Section>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={receiptUrl}>View and print your receipt</MailButton>
      </Section>
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
        {`${receipt.school.name}, ${receipt.school.address}. Keep this mail for your records.`}
      </Text>
    </SchoolMail>
  );
}

/** The receipt mail as a slotted template (one is sent for every payment). */
export const receiptMailTemplate: SlottedMailTemplate<ReceiptMailProps> = {
  subject: (props) => receiptSubject(props.receipt),
  preview: (props) => receiptPreview(props.receipt),
  element: (props) => createElement(ReceiptMail, props),
};
