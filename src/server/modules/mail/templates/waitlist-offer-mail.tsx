import { Heading, Section, Text } from '@react-email/components';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface WaitlistOfferMailProps {
  name: string;
  className: string;
  /** When the seat goes to the next student, written in UTC with its name. */
  until: string;
  hours: number;
  payUrl: string;
  classUrl: string;
  siteUrl: string;
}

export const waitlistOfferSubject = (className: string) => `A seat in “${className}” is yours to take`;

export function WaitlistOfferMail(props: WaitlistOfferMailProps) {
  return (
    <SchoolMail preview={waitlistOfferSubject(props.className)} siteUrl={props.siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {`Good news, ${props.name}: a seat is free`}
      </Heading>
      <Text style={paragraph}>
        {`A seat in “${props.className}” came free and you are first on its waitlist. We hold it for you for ${props.hours} ${props.hours === 1 ? 'hour' : 'hours'}, until:`}
      </Text>
      <Text style={{ ...paragraph, fontSize: '20px', fontWeight: 800, color: look.secondary }}>
        {props.until}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.payUrl}>Pay for your seat</MailButton>
      </Section>
      <Text style={paragraph}>
        If you have not paid by then, the seat goes to the next student in line. If you no longer want it,
        leave the waitlist from the class page and it goes to the next student at once.
      </Text>
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
        {`The class: ${props.classUrl}`}
      </Text>
    </SchoolMail>
  );
}
