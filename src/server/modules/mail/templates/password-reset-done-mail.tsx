import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface PasswordResetDoneMailProps {
  /** Null while the address is unproven: the name given at sign-up may not be the owner's. */
  name: string | null;
  siteUrl: string;
  locale?: UiLocale;
}

export const passwordResetDoneSubject = (locale: UiLocale = 'en') =>
  mailText(locale)('password_changed.subject');

export function PasswordResetDoneMail({ name, siteUrl, locale = 'en' }: PasswordResetDoneMailProps) {
  const t = mailText(locale);
  return (
    <SchoolMail preview={t('reset_done.preview')} siteUrl={siteUrl} locale={locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {name ? t('common.hello_named', { name }) : t('common.hello')}
      </Heading>
      <Text style={paragraph}>{t('reset_done.body')}</Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={`${siteUrl}/login`}>{t('common.sign_in')}</MailButton>
      </Section>
      <Text style={paragraph}>
        {t('reset_done.not_you', {
          forgotUrl: `${siteUrl}/forgot-password`,
          contactUrl: `${siteUrl}/contact`,
        })}
      </Text>
    </SchoolMail>
  );
}
