import { Heading, Section, Text } from '@react-email/components';
import { SCHOOL_NAME } from '#contract/school';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface PasswordResetDoneMailProps {
  /** Null while the address is unproven: the name given at sign-up may not be the owner's. */
  name: string | null;
  siteUrl: string;
}

export const passwordResetDoneSubject = `Your ${SCHOOL_NAME} password was changed`;

export function PasswordResetDoneMail({ name, siteUrl }: PasswordResetDoneMailProps) {
  return (
    <SchoolMail preview="Your password was changed and every session signed out." siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {name ? `Hello ${name},` : 'Hello,'}
      </Heading>
      <Text style={paragraph}>
        The password of your account was just changed through a reset link, and every device that was signed
        in has been signed out. Sign in again with the new password.
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={`${siteUrl}/login`}>Sign in</MailButton>
      </Section>
      <Text style={paragraph}>
        {`Was it not you? Choose a new password at once at ${siteUrl}/forgot-password and write to us from
        ${siteUrl}/contact.`}
      </Text>
    </SchoolMail>
  );
}
