import { Heading, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { look } from './school-look.js';
import { paragraph, SchoolMail } from './school-mail.js';

export interface WaitlistWithdrawnMailProps {
  name: string;
  className: string;
  /** Whether a seat had been offered (and held) for them. */
  offered: boolean;
  because: 'ended' | 'started';
  classUrl: string;
  siteUrl: string;
  locale?: UiLocale;
}

export const waitlistWithdrawnSubject = (className: string, offered: boolean, locale: UiLocale = 'en') =>
  mailText(locale)('waitlist_withdrawn.subject', { className, offered: offered ? 'yes' : 'no' });

export function WaitlistWithdrawnMail(props: WaitlistWithdrawnMailProps) {
  const locale = props.locale ?? 'en';
  const t = mailText(locale);
  return (
    <SchoolMail
      preview={waitlistWithdrawnSubject(props.className, props.offered, locale)}
      siteUrl={props.siteUrl}
      locale={locale}
    >
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {t('waitlist_withdrawn.heading', { name: props.name })}
      </Heading>
      <Text style={paragraph}>
        {t('waitlist_withdrawn.body', {
          className: props.className,
          offered: props.offered ? 'yes' : 'no',
          why: t('waitlist_withdrawn.why', { because: props.because }),
        })}
      </Text>
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
        {t('common.the_class', { url: props.classUrl })}
      </Text>
    </SchoolMail>
  );
}
