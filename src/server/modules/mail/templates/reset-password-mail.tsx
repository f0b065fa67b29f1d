import { Heading, Section, Text } from '@react-email/components';
import { SCHOOL_NAME } from '#contract/school';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface ResetPasswordMailProps {
  /** Null while the address is unproven: the name given at sign-up may not be the owner's. */
  name: string | null;
  siteUrl: string;
  /** The page that asks for the new password, with the token. */
  link: string;
}

export const resetPasswordSubject = `Choose a new password for ${SCHOOL_NAME}`;

export function ResetPasswordMail({ name, siteUrl, link }: ResetPasswordMailProps) {
  return (
    <SchoolMail preview="A link to choose a new password, for 30 minutes." siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {name ? `Hello ${name},` : 'Hello,'}
      </Heading>
      <Text style={paragraph}>
        Someone, probably you, asked to choose a new password for your account. Open this link to choose it:
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={link}>Choose a new password</MailButton>
      </Section>
      <Text style={paragraph}>{`The link works once, for 30 minutes: ${link}`}</Text>
      <Text style={paragraph}>Did not ask? Ignore this mail: your password stays as it is.</Text>
    </SchoolMail>
  );
}
