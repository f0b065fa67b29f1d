import { Heading, Section, Text } from '@react-email/components';
import { SCHOOL_NAME } from '#contract/school';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface PasswordChangedMailProps {
  name: string;
  /** When, as the recipient reads it (formatMailTime). */
  when: string;
  /** The browser it was changed from: "Chrome on Linux". */
  device: string;
  ipAddress: string | null;
  signedOutSessions: number;
  siteUrl: string;
}

export const passwordChangedSubject = `Your ${SCHOOL_NAME} password was changed`;

export function PasswordChangedMail(props: PasswordChangedMailProps) {
  const { name, when, device, ipAddress, signedOutSessions, siteUrl } = props;
  const others =
    signedOutSessions === 0
      ? 'You were not signed in anywhere else.'
      : `${signedOutSessions} other ${signedOutSessions === 1 ? 'device was' : 'devices were'} signed out; sign in there again with the new password.`;
  return (
    <SchoolMail preview={`The password of your account was changed on ${when}.`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        Your password was changed
      </Heading>
      <Text style={paragraph}>
        {`Hello ${name}, the password of your account at ${SCHOOL_NAME} was changed on ${when}, from ${device}${ipAddress ? ` (address ${ipAddress})` : ''}. ${others}`}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={`${siteUrl}/dashboard/profile`}>Review your sessions</MailButton>
      </Section>
      <Text style={paragraph}>
        {`Was it not you? Someone may know your password: choose a new one with “Forgot password?” on the login page (${siteUrl}/login) right away, and write to us.`}
      </Text>
    </SchoolMail>
  );
}
