import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface VerifyEmailMailProps {
  /** Null while the address is unproven: the name given at sign-up may not be the owner's. */
  name: string | null;
  siteUrl: string;
  /** The page that verifies the address, with the token. */
  link: string;
  locale?: UiLocale;
}

export const verifyEmailSubjectIn = (locale: UiLocale) => mailText(locale)('verify_email.subject');
/** The English subject, which the mail tests look for. */
export const verifyEmailSubject = verifyEmailSubjectIn('en');

export function VerifyEmailMail({ name, siteUrl, link, locale = 'en' }: VerifyEmailMailProps) {
  const t = mailText(locale);
  return (
    <SchoolMail preview={t('verify_email.preview')} siteUrl={siteUrl} locale={locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {name ? t('verify_email.heading_named', { name }) : t('verify_email.heading')}
      </Heading>
      <Text style={paragraph}>{t('verify_email.body')}</Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={link}>{t('verify_email.button')}</MailButton>
      </Section>
      <Text style={paragraph}>{t('verify_email.link', { link })}</Text>
      <Text style={paragraph}>{t('verify_email.not_you')}</Text>
    </SchoolMail>
  );
}
