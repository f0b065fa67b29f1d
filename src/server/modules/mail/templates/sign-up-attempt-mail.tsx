import { Heading, Section, Text } from '@react-email/components';
import { SCHOOL_NAME } from '#contract/school';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface SignUpAttemptMailProps {
  /** Null while the address is unproven: the name given at sign-up may not be the owner's. */
  name: string | null;
  siteUrl: string;
}

export const signUpAttemptSubject = `Someone tried to sign up with your address at ${SCHOOL_NAME}`;

export function SignUpAttemptMail({ name, siteUrl }: SignUpAttemptMailProps) {
  return (
    <SchoolMail preview="You already have an account: sign in, or choose a new password." siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {name ? `Hello ${name},` : 'Hello,'}
      </Heading>
      <Text style={paragraph}>
        {`Someone just tried to create an account at ${SCHOOL_NAME} with this address. You already have one,
        so nothing was changed.`}
      </Text>
      <Text style={paragraph}>If it was you, sign in with your password:</Text>
      <Section style={{ margin: '16px 0' }}>
        <MailButton href={`${siteUrl}/login`}>Sign in</MailButton>
      </Section>
      <Text style={paragraph}>
        {`Forgot your password? Choose a new one at ${siteUrl}/forgot-password. If it was not you, you can
        ignore this mail: your account and its password are as they were.`}
      </Text>
    </SchoolMail>
  );
}
