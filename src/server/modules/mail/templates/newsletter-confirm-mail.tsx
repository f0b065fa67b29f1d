import { Heading, Section, Text } from '@react-email/components';
import { NEWSLETTER_CONFIRM_DAYS } from '#contract/newsletter';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail, WithLink } from './school-mail.js';

export interface NewsletterConfirmMailProps {
  siteUrl: string;
  /** The confirmation link; null when the address is already on the list (the mail then only says so). */
  confirmUrl: string | null;
  unsubscribeUrl: string;
  locale?: UiLocale;
}

export const newsletterConfirmSubject = (locale: UiLocale = 'en') =>
  mailText(locale)('newsletter.confirm_subject');
export const newsletterAlreadySubject = (locale: UiLocale = 'en') =>
  mailText(locale)('newsletter.already_subject');

/** The double opt-in's mail: the link that puts the address on the list, and the way off it. */
export function NewsletterConfirmMail(props: NewsletterConfirmMailProps) {
  const { siteUrl, confirmUrl, unsubscribeUrl, locale = 'en' } = props;
  const t = mailText(locale);
  return (
    <SchoolMail
      preview={confirmUrl ? t('newsletter.confirm_preview') : t('newsletter.already_preview')}
      siteUrl={siteUrl}
      locale={locale}
    >
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {confirmUrl ? t('newsletter.confirm_heading') : t('newsletter.already_heading')}
      </Heading>
      {confirmUrl ? (
        <>
          <Text style={paragraph}>{t('newsletter.confirm_body')}</Text>
          <Section style={{ margin: '24px 0' }}>
            <MailButton href={confirmUrl}>{t('newsletter.confirm_button')}</MailButton>
          </Section>
          <Text style={paragraph}>{t('newsletter.confirm_expiry', { days: NEWSLETTER_CONFIRM_DAYS })}</Text>
        </>
      ) : (
        <Text style={paragraph}>{t('newsletter.already_body')}</Text>
      )}
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
        <WithLink
          text={t('newsletter.unsubscribe')}
          href={unsubscribeUrl}
          style={{ color: look.secondary }}
        />
      </Text>
    </SchoolMail>
  );
}
