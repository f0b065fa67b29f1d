import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import type { Role } from '#contract/users';
import { mailText } from '#server/i18n/mail-text';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface RoleChangeMailProps {
  name: string;
  from: Role;
  to: Role;
  dashboardUrl: string;
  siteUrl: string;
  locale?: UiLocale;
}

export const roleChangeSubject = (to: Role, locale: UiLocale = 'en') =>
  mailText(locale)('role_change.subject', { role: to });

export function RoleChangeMail(props: RoleChangeMailProps) {
  const locale = props.locale ?? 'en';
  const t = mailText(locale);
  return (
    <SchoolMail preview={roleChangeSubject(props.to, locale)} siteUrl={props.siteUrl} locale={locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {t('role_change.heading', { name: props.name })}
      </Heading>
      <Text style={paragraph}>
        {t('role_change.body', {
          from: t('role.name', { role: props.from }),
          to: t('role.name', { role: props.to }),
          meaning: t('role_change.meaning', { role: props.to }),
        })}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.dashboardUrl}>{t('role_change.button')}</MailButton>
      </Section>
      <Text style={paragraph}>{t('role_change.not_expected')}</Text>
    </SchoolMail>
  );
}
