import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface WaitlistOfferMailProps {
  name: string;
  className: string;
  /** When the seat goes to the next student, written in UTC with its name, in the recipient's language. */
  until: string;
  hours: number;
  payUrl: string;
  classUrl: string;
  siteUrl: string;
  locale?: UiLocale;
}

export const waitlistOfferSubject = (className: string, locale: UiLocale = 'en') =>
  mailText(locale)('waitlist_offer.subject', { className });

export function WaitlistOfferMail(props: WaitlistOfferMailProps) {
  const locale = props.locale ?? 'en';
  const t = mailText(locale);
  return (
    <SchoolMail
      preview={waitlistOfferSubject(props.className, locale)}
      siteUrl={props.siteUrl}
      locale={locale}
    >
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {t('waitlist_offer.heading', { name: props.name })}
      </Heading>
      <Text style={paragraph}>
        {t('waitlist_offer.body', { className: props.className, hours: props.hours })}
      </Text>
      <Text style={{ ...paragraph, fontSize: '20px', fontWeight: 800, color: look.secondary }}>
        {props.until}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.payUrl}>{t('waitlist_offer.button')}</MailButton>
      </Section>
      <Text style={paragraph}>{t('waitlist_offer.after')}</Text>
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
        {t('common.the_class', { url: props.classUrl })}
      </Text>
    </SchoolMail>
  );
}
