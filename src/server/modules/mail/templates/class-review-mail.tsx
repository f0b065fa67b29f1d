import { Heading, Section, Text } from '@react-email/components';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

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
}

export const classReviewSubject = (props: { className: string; status: 'approved' | 'denied' }) =>
  props.status === 'approved'
    ? `Your class “${props.className}” is approved`
    : `Your class “${props.className}” was not approved`;

export function ClassReviewMail(props: ClassReviewMailProps) {
  const approved = props.status === 'approved';
  return (
    <SchoolMail preview={classReviewSubject(props)} siteUrl={props.siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {approved ? 'Your class is approved' : 'Your class was not approved'}
      </Heading>
      <Text style={paragraph}>
        {approved
          ? `Good news, ${props.instructorName}: “${props.className}” is approved. It is now in the catalogue, where students can select it and pay for it.`
          : `${props.instructorName}, an admin reviewed “${props.className}” and did not approve it as it is.`}
      </Text>
      {props.feedback && (
        <Section
          style={{
            borderLeft: `4px solid ${look.primary}`,
            backgroundColor: look.page,
            padding: '4px 16px',
            margin: '16px 0',
          }}
        >
          <Text style={{ ...paragraph, fontWeight: 700, margin: '8px 0 0' }}>The admin’s feedback</Text>
          <Text style={{ ...paragraph, whiteSpace: 'pre-line' }}>{props.feedback}</Text>
        </Section>
      )}
      {!approved && (
        <Text style={paragraph}>
          Edit the class in My classes with this in mind: an edited class goes back to the admins for review.
        </Text>
      )}
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={approved ? props.classUrl : props.classesUrl}>
          {approved ? 'See your class page' : 'Open My classes'}
        </MailButton>
      </Section>
      {approved && (
        <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
          {`Your classes and their feedback: ${props.classesUrl}`}
        </Text>
      )}
    </SchoolMail>
  );
}
