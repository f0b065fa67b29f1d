import { Column, Heading, Row, Section, Text } from '@react-email/components';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

/** A credit note: money given back on one payment, with the receipt it corrects. */
export interface CreditNote {
  number: string;
  studentName: string | null;
  className: string;
  amountText: string;
  /** The original receipt's number. */
  receiptNumber: string;
  dateText: string;
  reason: string;
  /** Whether the enrolment ended with it (a cancellation). */
  cancelled: boolean;
  currency: string;
}

export interface CreditNoteMailProps {
  note: CreditNote;
  paymentHistoryUrl: string;
  siteUrl: string;
}

export const creditNoteSubject = (note: CreditNote) =>
  `Your credit note ${note.number}: ${note.amountText} refunded`;

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

export function CreditNoteMail({ note, paymentHistoryUrl, siteUrl }: CreditNoteMailProps) {
  const what = note.cancelled
    ? `your enrolment in ${note.className} is cancelled and`
    : `for ${note.className},`;
  return (
    <SchoolMail preview={`Credit note ${note.number}: ${note.amountText} refunded.`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        Your refund is on its way
      </Heading>
      <Text style={paragraph}>
        {`${note.studentName ? `${note.studentName}, ` : ''}${what} ${note.amountText} goes back to the card you paid with. Banks usually take 5 to 10 days to show it.`}
      </Text>
      <Section style={{ margin: '16px 0' }}>
        <Line name="Credit note number" value={note.number} />
        <Line name="Date" value={note.dateText} />
        <Line name="Class" value={note.className} />
        <Line name="Original receipt" value={note.receiptNumber} />
        <Line name="Reason" value={note.reason} />
        <Line name={`Amount refunded (${note.currency})`} value={note.amountText} strong />
      </Section>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={paymentHistoryUrl}>See your payment history</MailButton>
      </Section>
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
        Keep this mail with your receipt for your records.
      </Text>
    </SchoolMail>
  );
}
