import { Heading, Section, Text } from '@react-email/components';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface SessionChangeMailProps {
  className: string;
  kind: 'moved' | 'cancelled';
  /** Times already written in the recipient's zone, with its name. */
  previousTime: string;
  newTime: string | null;
  reason: string | null;
  classUrl: string;
  siteUrl: string;
}

export const sessionChangeSubject = (props: { className: string; kind: 'moved' | 'cancelled' }) =>
  props.kind === 'moved'
    ? `A session of “${props.className}” has moved`
    : `A session of “${props.className}” is cancelled`;

export function SessionChangeMail(props: SessionChangeMailProps) {
  const moved = props.kind === 'moved';
  return (
    <SchoolMail preview={sessionChangeSubject(props)} siteUrl={props.siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {moved ? 'A session has moved' : 'A session is cancelled'}
      </Heading>
      <Text style={paragraph}>
        {moved
          ? `The session of “${props.className}” that was on ${props.previousTime} now takes place on:`
          : `The session of “${props.className}” on ${props.previousTime} will not take place.`}
      </Text>
      {moved && props.newTime && (
        <Text style={{ ...paragraph, fontSize: '20px', fontWeight: 800, color: look.secondary }}>
          {props.newTime}
        </Text>
      )}
      {props.reason && <Text style={paragraph}>{`Why: ${props.reason}`}</Text>}
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.classUrl}>See the class’s sessions</MailButton>
      </Section>
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
        Your calendar file and calendar feed show the change too.
      </Text>
    </SchoolMail>
  );
}

export interface FirstSessionReminderProps {
  name: string;
  className: string;
  /** Written in the recipient's zone, with its name. */
  startsAt: string;
  /** Where it meets: the address of a class in person, or that the link is on the class page. */
  where: string | null;
  classUrl: string;
  siteUrl: string;
}

export const firstSessionReminderSubject = (className: string) => `Your class “${className}” starts tomorrow`;

export function FirstSessionReminderMail(props: FirstSessionReminderProps) {
  return (
    <SchoolMail preview={firstSessionReminderSubject(props.className)} siteUrl={props.siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {`${props.className} starts soon`}
      </Heading>
      <Text style={paragraph}>{`${props.name}, the first session of “${props.className}” is on:`}</Text>
      <Text style={{ ...paragraph, fontSize: '20px', fontWeight: 800, color: look.secondary }}>
        {props.startsAt}
      </Text>
      {props.where && <Text style={paragraph}>{props.where}</Text>}
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.classUrl}>Open the class</MailButton>
      </Section>
    </SchoolMail>
  );
}
