import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface ContactAnswerMailProps {
  name: string;
  subject: string | null;
  message: string;
  answer: string;
  contactUrl: string;
  siteUrl: string;
  locale?: UiLocale;
}

export const contactAnswerSubject = (subject: string | null, locale: UiLocale = 'en') =>
  subject
    ? mailText(locale)('contact_answer.subject_reply', { subject })
    : mailText(locale)('contact_answer.subject');

/** An admin's answer to a message sent from the Contact page, with the message it answers below. */
export function ContactAnswerMail(props: ContactAnswerMailProps) {
  const locale = props.locale ?? 'en';
  const t = mailText(locale);
  return (
    <SchoolMail preview={contactAnswerSubject(props.subject, locale)} siteUrl={props.siteUrl} locale={locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {t('common.hello_named', { name: props.name })}
      </Heading>
      <Text style={{ ...paragraph, whiteSpace: 'pre-wrap' }}>{props.answer}</Text>
      <Text style={{ ...paragraph, color: '#555555' }}>{t('contact_answer.you_wrote')}</Text>
      <Text style={{ ...paragraph, color: '#555555', whiteSpace: 'pre-wrap' }}>{props.message}</Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.contactUrl}>{t('contact_answer.button')}</MailButton>
      </Section>
    </SchoolMail>
  );
}
