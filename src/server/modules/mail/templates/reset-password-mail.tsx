import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface ResetPasswordMailProps {
  /** Null while the address is unproven: the name given at sign-up may not be the owner's. */
  name: string | null;
  siteUrl: string;
  /** The page that asks for the new password, with the token. */
  link: string;
  locale?: UiLocale;
}

export const resetPasswordSubject = (locale: UiLocale = 'en') => mailText(locale)('reset_password.subject');

export function ResetPasswordMail({ name, siteUrl, link, locale = 'en' }: ResetPasswordMailProps) {
  const t = mailText(locale);
  return (
    <SchoolMail preview={t('reset_password.preview')} siteUrl={siteUrl} locale={locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {name ? t('common.hello_named', { name }) : t('common.hello')}
      </Heading>
      <Text style={paragraph}>{t('reset_password.body')}</Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={link}>{t('reset_password.button')}</MailButton>
      </Section>
      <Text style={paragraph}>{t('reset_password.link', { link })}</Text>
      <Text style={paragraph}>{t('reset_password.not_you')}</Text>
    </SchoolMail>
  );
}
