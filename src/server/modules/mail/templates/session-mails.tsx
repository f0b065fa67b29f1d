import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface SessionChangeMailProps {
  className: string;
  kind: 'moved' | 'cancelled';
  /** Times already written in the recipient's zone, with its name, in their language. */
  previousTime: string;
  newTime: string | null;
  reason: string | null;
  classUrl: string;
  siteUrl: string;
  locale?: UiLocale;
}

export const sessionChangeSubject = (
  props: { className: string; kind: 'moved' | 'cancelled' },
  locale: UiLocale = 'en',
) => mailText(locale)('session_change.subject', { className: props.className, kind: props.kind });

export function SessionChangeMail(props: SessionChangeMailProps) {
  const locale = props.locale ?? 'en';
  const t = mailText(locale);
  const moved = props.kind === 'moved';
  const when = { className: props.className, previousTime: props.previousTime };
  return (
    <SchoolMail preview={sessionChangeSubject(props, locale)} siteUrl={props.siteUrl} locale={locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {t('session_change.heading', { kind: props.kind })}
      </Heading>
      <Text style={paragraph}>
        {moved ? t('session_change.moved', when) : t('session_change.cancelled', when)}
      </Text>
      {moved && props.newTime && (
        <Text style={{ ...paragraph, fontSize: '20px', fontWeight: 800, color: look.secondary }}>
          {props.newTime}
        </Text>
      )}
      {props.reason && <Text style={paragraph}>{t('session_change.why', { reason: props.reason })}</Text>}
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.classUrl}>{t('session_change.button')}</MailButton>
      </Section>
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
        {t('session_change.calendar')}
      </Text>
    </SchoolMail>
  );
}

export interface FirstSessionReminderProps {
  name: string;
  className: string;
  /** Written in the recipient's zone, with its name, in their language. */
  startsAt: string;
  /** Where it meets: the address of a class in person, or that the link is on the class page. */
  where: { address: string } | 'online' | null;
  classUrl: string;
  siteUrl: string;
  locale?: UiLocale;
}

export const firstSessionReminderSubject = (className: string, locale: UiLocale = 'en') =>
  mailText(locale)('reminder.subject', { className });

export function FirstSessionReminderMail(props: FirstSessionReminderProps) {
  const locale = props.locale ?? 'en';
  const t = mailText(locale);
  const where =
    props.where === 'online'
      ? t('reminder.online')
      : props.where && t('reminder.where', { address: props.where.address });
  return (
    <SchoolMail
      preview={firstSessionReminderSubject(props.className, locale)}
      siteUrl={props.siteUrl}
      locale={locale}
    >
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {t('reminder.heading', { className: props.className })}
      </Heading>
      <Text style={paragraph}>{t('reminder.body', { name: props.name, className: props.className })}</Text>
      <Text style={{ ...paragraph, fontSize: '20px', fontWeight: 800, color: look.secondary }}>
        {props.startsAt}
      </Text>
      {where && <Text style={paragraph}>{where}</Text>}
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.classUrl}>{t('reminder.button')}</MailButton>
      </Section>
    </SchoolMail>
  );
}
