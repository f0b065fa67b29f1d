import { Heading, Section, Text } from '@react-email/components';
import { SCHOOL_NAME } from '#contract/school';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface SessionsEndedMailProps {
  name: string;
  when: string;
  /** The browser that asked: "Chrome on Linux". */
  device: string;
  /** The sessions signed out, each as "Safari on iPhone (address 203.0.113.7)". */
  ended: string[];
  siteUrl: string;
}

export function sessionsEndedSubject(count: number) {
  return count === 1
    ? `A device was signed out of your ${SCHOOL_NAME} account`
    : `${count} devices were signed out of your ${SCHOOL_NAME} account`;
}

export function SessionsEndedMail({ name, when, device, ended, siteUrl }: SessionsEndedMailProps) {
  return (
    <SchoolMail preview={`Signed out on ${when}: ${ended.join(', ')}.`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {ended.length === 1 ? 'A device was signed out' : `${ended.length} devices were signed out`}
      </Heading>
      <Text style={paragraph}>
        {`Hello ${name}, on ${when} your account at ${SCHOOL_NAME} was signed out of these devices, from ${device}:`}
      </Text>
      {ended.map((session, index) => (
        <Text key={index} style={{ ...paragraph, margin: '0 0 4px 16px' }}>
          {`• ${session}`}
        </Text>
      ))}
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={`${siteUrl}/dashboard/profile`}>Review your sessions</MailButton>
      </Section>
      <Text style={paragraph}>
        Was it not you? Someone else is signed in to your account: change your password in your profile, which
        signs out every other device, and write to us.
      </Text>
    </SchoolMail>
  );
}
