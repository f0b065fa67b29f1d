import { StatementMail } from './statement-mail.js';

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

export function CreditNoteMail({ note, paymentHistoryUrl, siteUrl }: CreditNoteMailProps) {
  const what = note.cancelled
    ? `your enrolment in ${note.className} is cancelled and`
    : `for ${note.className},`;
  return (
    <StatementMail
      preview={`Credit note ${note.number}: ${note.amountText} refunded.`}
      siteUrl={siteUrl}
      heading="Your refund is on its way"
      intro={`${note.studentName ? `${note.studentName}, ` : ''}${what} ${note.amountText} goes back to the card you paid with. Banks usually take 5 to 10 days to show it.`}
      lines={[
        { name: 'Credit note number', value: note.number },
        { name: 'Date', value: note.dateText },
        { name: 'Class', value: note.className },
        { name: 'Original receipt', value: note.receiptNumber },
        { name: 'Reason', value: note.reason },
        { name: `Amount refunded (${note.currency})`, value: note.amountText, strong: true },
      ]}
      action={{ href: paymentHistoryUrl, label: 'See your payment history' }}
      keepNote="Keep this mail with your receipt for your records."
    />
  );
}
