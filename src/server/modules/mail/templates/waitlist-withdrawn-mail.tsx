import { Heading, Text } from '@react-email/components';
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
}

export const waitlistWithdrawnSubject = (className: string, offered: boolean) =>
  offered ? `The seat offered in “${className}” is withdrawn` : `The waitlist of “${className}” has closed`;

export function WaitlistWithdrawnMail(props: WaitlistWithdrawnMailProps) {
  const why =
    props.because === 'ended'
      ? 'Every session of the class has now taken place.'
      : 'The class has started, and the school does not take new students once a class has begun.';
  return (
    <SchoolMail preview={waitlistWithdrawnSubject(props.className, props.offered)} siteUrl={props.siteUrl}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {`Sorry, ${props.name}`}
      </Heading>
      <Text style={paragraph}>
        {props.offered
          ? `The seat we held for you in “${props.className}” is no longer for sale, so the offer is withdrawn. ${why} Nothing was charged.`
          : `You are no longer on the waitlist of “${props.className}”. ${why} Nothing was charged.`}
      </Text>
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>
        {`The class: ${props.classUrl}`}
      </Text>
    </SchoolMail>
  );
}
