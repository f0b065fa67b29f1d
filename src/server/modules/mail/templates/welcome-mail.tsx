import { Heading, Section, Text } from '@react-email/components';
import { SCHOOL_NAME } from '#contract/school';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface WelcomeMailProps {
  /** Null while the address is unproven: the name given at sign-up may not be the owner's. */
  name: string | null;
  siteUrl: string;
}

export const welcomeSubject = `Welcome to ${SCHOOL_NAME}`;

export function WelcomeMail({ name, siteUrl }: WelcomeMailProps) {
  return (
    <SchoolMail preview={`Your account at ${SCHOOL_NAME} is ready.`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {name ? `Welcome, ${name}!` : 'Welcome!'}
      </Heading>
      <Text style={paragraph}>
        {`Your account at ${SCHOOL_NAME} is ready. Browse the classes, select the ones you like and pay for
        them in one go; your timetable shows every session in your own time zone.`}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={`${siteUrl}/classes`}>Browse the classes</MailButton>
      </Section>
      <Text style={paragraph}>
        Did not sign up? Someone used this address by mistake: write to us and we will remove the account.
      </Text>
    </SchoolMail>
  );
}
