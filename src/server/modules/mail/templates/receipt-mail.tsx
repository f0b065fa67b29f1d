import { Column, Heading, Row, Section, Text } from '@react-email/components';
import type { Receipt } from '#contract/receipts';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface ReceiptMailProps {
  receipt: Receipt;
  /** The receipt page's address. */
  receiptUrl: string;
  siteUrl: string;
}

export const receiptSubject = (receipt: Receipt) => `Your receipt ${receipt.number}`;

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
    <SchoolMail preview={`Receipt ${receipt.number}: ${receipt.totalText} paid.`} siteUrl={siteUrl}>
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
