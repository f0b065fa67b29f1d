import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface WelcomeMailProps {
  /** Null while the address is unproven: the name given at sign-up may not be the owner's. */
  name: string | null;
  siteUrl: string;
  locale?: UiLocale;
}

export const welcomeSubjectIn = (locale: UiLocale) => mailText(locale)('welcome.subject');
/** The English subject, which the mail tests look for. */
export const welcomeSubject = welcomeSubjectIn('en');

export function WelcomeMail({ name, siteUrl, locale = 'en' }: WelcomeMailProps) {
  const t = mailText(locale);
  return (
    <SchoolMail preview={t('welcome.preview')} siteUrl={siteUrl} locale={locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {name ? t('welcome.heading_named', { name }) : t('welcome.heading')}
      </Heading>
      <Text style={paragraph}>{t('welcome.body')}</Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={`${siteUrl}/classes`}>{t('welcome.button')}</MailButton>
      </Section>
      <Text style={paragraph}>{t('welcome.not_you')}</Text>
    </SchoolMail>
  );
}
