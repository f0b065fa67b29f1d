import { Heading, Section, Text } from '@react-email/components';
import { SCHOOL_NAME } from '#contract/school';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface ContactAnswerMailProps {
  name: string;
  subject: string | null;
  message: string;
  answer: string;
  contactUrl: string;
  siteUrl: string;
}

export const contactAnswerSubject = (subject: string | null) =>
  subject ? `Re: ${subject}` : `The answer to your message to ${SCHOOL_NAME}`;

/** An admin's answer to a message sent from the Contact page, with the message it answers below. */
export function ContactAnswerMail(props: ContactAnswerMailProps) {
  return (
    <SchoolMail preview={contactAnswerSubject(props.subject)} siteUrl={props.siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {`Hello ${props.name},`}
      </Heading>
      <Text style={{ ...paragraph, whiteSpace: 'pre-wrap' }}>{props.answer}</Text>
      <Text style={{ ...paragraph, color: '#555555' }}>You wrote:</Text>
      <Text style={{ ...paragraph, color: '#555555', whiteSpace: 'pre-wrap' }}>{props.message}</Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.contactUrl}>Write to us again</MailButton>
      </Section>
    </SchoolMail>
  );
}
