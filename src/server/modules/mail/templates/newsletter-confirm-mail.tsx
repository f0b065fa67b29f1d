import { Heading, Link, Section, Text } from '@react-email/components';
import { NEWSLETTER_CONFIRM_DAYS } from '#contract/newsletter';
import { SCHOOL_NAME } from '#contract/school';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface NewsletterConfirmMailProps {
  siteUrl: string;
  /** The confirmation link; null when the address is already on the list (the mail then only says so). */
  confirmUrl: string | null;
  unsubscribeUrl: string;
}

export const newsletterConfirmSubject = `Confirm your subscription to the ${SCHOOL_NAME} newsletter`;
export const newsletterAlreadySubject = `You are already subscribed to the ${SCHOOL_NAME} newsletter`;

/** The double opt-in's mail: the link that puts the address on the list, and the way off it. */
export function NewsletterConfirmMail({ siteUrl, confirmUrl, unsubscribeUrl }: NewsletterConfirmMailProps) {
  return (
    <SchoolMail
      preview={confirmUrl ? 'One click and the newsletter is yours.' : 'This address is on our list already.'}
      siteUrl={siteUrl}
    >
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {confirmUrl ? 'Please confirm your subscription' : 'You are already subscribed'}
      </Heading>
      {confirmUrl ? (
        <>
          <Text style={paragraph}>
            {`Someone, we hope you, asked for the ${SCHOOL_NAME} newsletter at this address: new classes and
            events, once a month. Confirm and it is yours.`}
          </Text>
          <Section style={{ margin: '24px 0' }}>
            <MailButton href={confirmUrl}>Confirm my subscription</MailButton>
          </Section>
          <Text style={paragraph}>
            {`The link works for ${NEWSLETTER_CONFIRM_DAYS} days. Did not ask for it? Do nothing: without a
            click we never write again.`}
          </Text>
        </>
      ) : (
        <Text style={paragraph}>
          {`Someone asked for the ${SCHOOL_NAME} newsletter at this address, which is on our list already:
          there is nothing to do, the next issue will arrive as usual.`}
        </Text>
      )}
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
        {'Do not want our mails? '}
        <Link href={unsubscribeUrl} style={{ color: look.secondary }}>
          Unsubscribe
        </Link>
      </Text>
    </SchoolMail>
  );
}
