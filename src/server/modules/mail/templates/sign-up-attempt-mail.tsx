import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface SignUpAttemptMailProps {
  /** Null while the address is unproven: the name given at sign-up may not be the owner's. */
  name: string | null;
  siteUrl: string;
  locale?: UiLocale;
}

export const signUpAttemptSubject = (locale: UiLocale = 'en') => mailText(locale)('sign_up_attempt.subject');

export function SignUpAttemptMail({ name, siteUrl, locale = 'en' }: SignUpAttemptMailProps) {
  const t = mailText(locale);
  return (
    <SchoolMail preview={t('sign_up_attempt.preview')} siteUrl={siteUrl} locale={locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {name ? t('common.hello_named', { name }) : t('common.hello')}
      </Heading>
      <Text style={paragraph}>{t('sign_up_attempt.body')}</Text>
      <Text style={paragraph}>{t('sign_up_attempt.if_you')}</Text>
      <Section style={{ margin: '16px 0' }}>
        <MailButton href={`${siteUrl}/login`}>{t('common.sign_in')}</MailButton>
      </Section>
      <Text style={paragraph}>
        {t('sign_up_attempt.forgot', { forgotUrl: `${siteUrl}/forgot-password` })}
      </Text>
    </SchoolMail>
  );
}
