import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { MailButton, paragraph, SchoolMail, sides } from './school-mail.js';

export interface SessionsEndedMailProps {
  name: string;
  when: string;
  /** The browser that asked: "Chrome on Linux". */
  device: string;
  /** The sessions signed out: "Safari on iPhone" and the address it was last used from. */
  ended: { device: string; ipAddress: string | null }[];
  siteUrl: string;
  locale?: UiLocale;
}

export function sessionsEndedSubject(count: number, locale: UiLocale = 'en') {
  return mailText(locale)('sessions_ended.subject', { count });
}

/** A list as the language writes one; in English joined with commas, as it always was. */
function listed(items: string[], locale: UiLocale) {
  if (locale === 'en') return items.join(', ');
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

export function SessionsEndedMail(props: SessionsEndedMailProps) {
  const { name, when, device, siteUrl, locale = 'en' } = props;
  const t = mailText(locale);
  const ended = props.ended.map((session) =>
    session.ipAddress
      ? t('sessions_ended.device_with_address', { device: session.device, ipAddress: session.ipAddress })
      : session.device,
  );
  const indented = sides(locale).start === 'left' ? '0 0 4px 16px' : '0 16px 4px 0';
  return (
    <SchoolMail
      preview={t('sessions_ended.preview', { when, devices: listed(ended, locale) })}
      siteUrl={siteUrl}
      locale={locale}
    >
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {t('sessions_ended.heading', { count: ended.length })}
      </Heading>
      <Text style={paragraph}>{t('sessions_ended.body', { name, when, device })}</Text>
      {ended.map((session, index) => (
        <Text key={index} style={{ ...paragraph, margin: indented }}>
          {`• ${session}`}
        </Text>
      ))}
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={`${siteUrl}/dashboard/profile`}>{t('common.review_sessions')}</MailButton>
      </Section>
      <Text style={paragraph}>{t('sessions_ended.not_you')}</Text>
    </SchoolMail>
  );
}
