import { Heading, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { mailText } from '#server/i18n/mail-text';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail, sides } from './school-mail.js';

export interface ClassReviewMailProps {
  instructorName: string;
  className: string;
  status: 'approved' | 'denied';
  feedback: string | null;
  /** The instructor's classes page, where the decision and its feedback show. */
  classesUrl: string;
  /** The class's public page, once approved. */
  classUrl: string;
  siteUrl: string;
  locale?: UiLocale;
}

export const classReviewSubject = (
  props: { className: string; status: 'approved' | 'denied' },
  locale: UiLocale = 'en',
) => mailText(locale)('class_review.subject', { className: props.className, status: props.status });

export function ClassReviewMail(props: ClassReviewMailProps) {
  const locale = props.locale ?? 'en';
  const t = mailText(locale);
  const approved = props.status === 'approved';
  const names = { name: props.instructorName, className: props.className };
  const quoteSide = sides(locale).start === 'left' ? 'borderLeft' : 'borderRight';
  return (
    <SchoolMail preview={classReviewSubject(props, locale)} siteUrl={props.siteUrl} locale={locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {t('class_review.heading', { status: props.status })}
      </Heading>
      <Text style={paragraph}>
        {approved ? t('class_review.approved', names) : t('class_review.denied', names)}
      </Text>
      {props.feedback && (
        <Section
          style={{
            [quoteSide]: `4px solid ${look.primary}`,
            backgroundColor: look.page,
            padding: '4px 16px',
            margin: '16px 0',
          }}
        >
          <Text style={{ ...paragraph, fontWeight: 700, margin: '8px 0 0' }}>
            {t('class_review.feedback')}
          </Text>
          <Text style={{ ...paragraph, whiteSpace: 'pre-line' }}>{props.feedback}</Text>
        </Section>
      )}
      {!approved && <Text style={paragraph}>{t('class_review.edit')}</Text>}
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={approved ? props.classUrl : props.classesUrl}>
          {approved ? t('class_review.see_class') : t('class_review.open_my_classes')}
        </MailButton>
      </Section>
      {approved && (
        <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
          {t('class_review.classes_link', { url: props.classesUrl })}
        </Text>
      )}
    </SchoolMail>
  );
}
