import { Heading, Section, Text } from '@react-email/components';
import { SCHOOL_NAME } from '#contract/school';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface VerifyEmailMailProps {
  /** Null while the address is unproven: the name given at sign-up may not be the owner's. */
  name: string | null;
  siteUrl: string;
  /** The page that verifies the address, with the token. */
  link: string;
}

export const verifyEmailSubject = `Confirm your email address for ${SCHOOL_NAME}`;

export function VerifyEmailMail({ name, siteUrl, link }: VerifyEmailMailProps) {
  return (
    <SchoolMail preview="One click to confirm your address and sign in." siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {name ? `Confirm your address, ${name}` : 'Confirm your address'}
      </Heading>
      <Text style={paragraph}>
        {`Open this link to confirm that this address is yours and to sign in to ${SCHOOL_NAME}. You can
        browse and select classes already; paying for them needs a confirmed address.`}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={link}>Confirm my address</MailButton>
      </Section>
      <Text style={paragraph}>{`The link works once, for 24 hours: ${link}`}</Text>
      <Text style={paragraph}>
        Did not sign up? Ignore this mail: the address stays unconfirmed and nobody can pay with it.
      </Text>
    </SchoolMail>
  );
}
