import { Heading, Section, Text } from '@react-email/components';
import type { Role } from '#contract/users';
import { MailButton, paragraph, SchoolMail } from './school-mail.js';

export interface RoleChangeMailProps {
  name: string;
  from: Role;
  to: Role;
  dashboardUrl: string;
  siteUrl: string;
}

const roleNames: Record<Role, string> = { user: 'student', instructor: 'instructor', admin: 'admin' };

const whatItMeans: Record<Role, string> = {
  user: 'You can select classes, pay for them and follow your timetable from your dashboard.',
  instructor:
    'You can now add classes, which the admins review, and follow your teaching timetable and rosters from your dashboard.',
  admin:
    'You can now review classes, manage accounts, answer messages and read the outbox from your dashboard.',
};

export const roleChangeSubject = (to: Role) =>
  `Your account is now ${/^[aeiou]/.test(roleNames[to]) ? 'an' : 'a'} ${roleNames[to]} account`;

export function RoleChangeMail(props: RoleChangeMailProps) {
  return (
    <SchoolMail preview={roleChangeSubject(props.to)} siteUrl={props.siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {`Your role has changed, ${props.name}`}
      </Heading>
      <Text style={paragraph}>
        {`An admin changed your account from ${roleNames[props.from]} to ${roleNames[props.to]}. ${whatItMeans[props.to]} Sign in again to see your new dashboard.`}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.dashboardUrl}>Open your dashboard</MailButton>
      </Section>
      <Text style={paragraph}>
        If you did not expect this change, reply to the school or write from the Contact page.
      </Text>
    </SchoolMail>
  );
}
