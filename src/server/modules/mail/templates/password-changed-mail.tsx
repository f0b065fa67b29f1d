import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface PasswordChangedMailProps {
  name: string;
  /** When, as the recipient reads it (formatMailTime, in their language). */
  when: string;
  /** The browser it was changed from: "Chrome on Linux". */
  device: string;
  ipAddress: string | null;
  signedOutSessions: number;
  siteUrl: string;
  locale?: UiLocale;
}

export const passwordChangedSubject = (locale: UiLocale = 'en') =>
  mailText(locale)('password_changed.subject');

export function PasswordChangedMail(props: PasswordChangedMailProps) {
  const { name, when, device, ipAddress, signedOutSessions, siteUrl, locale = 'en' } = props;
  const t = mailText(locale);
  const others = t('password_changed.others', { count: signedOutSessions });
  return (
    <SchoolMail preview={t('password_changed.preview', { when })} siteUrl={siteUrl} locale={locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {t('password_changed.heading')}
      </Heading>
      <Text style={paragraph}>
        {ipAddress
          ? t('password_changed.body_with_address', { name, when, device, ipAddress, others })
          : t('password_changed.body', { name, when, device, others })}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={`${siteUrl}/dashboard/profile`}>{t('common.review_sessions')}</MailButton>
      </Section>
      <Text style={paragraph}>{t('password_changed.not_you', { loginUrl: `${siteUrl}/login` })}</Text>
    </SchoolMail>
  );
}
