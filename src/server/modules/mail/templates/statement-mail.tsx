import { Column, Heading, Row, Section, Text } from '@react-email/components';
import type { UiLocale } from '#contract/ui-locales';
import { look } from './school-look.js';
import { MailButton, paragraph, SchoolMail, sides } from './school-mail.js';

/** One line of a statement: what it is on the left, its figure or text on the right. */
interface StatementLine {
  name: string;
  value: string;
  /** The line the statement adds up to (a total, the amount refunded). */
  strong?: boolean;
}

export interface StatementMailProps {
  preview: string;
  siteUrl: string;
  heading: string;
  /** The sentence that says what happened, to whom. */
  intro: string;
  lines: StatementLine[];
  action: { href: string; label: string };
  /** Below the button, in small print: why to keep the mail. */
  keepNote: string;
  locale?: UiLocale;
}

const label = { ...paragraph, color: look.muted, margin: '4px 0' };
function Line(props: StatementLine & { locale: UiLocale }) {
  const value = { ...paragraph, margin: '4px 0', textAlign: sides(props.locale).end };
  return (
    <Row>
      <Column>
        <Text style={label}>{props.name}</Text>
      </Column>
      <Column>
        <Text style={{ ...value, fontWeight: props.strong ? 800 : 400 }}>{props.value}</Text>
      </Column>
    </Row>
  );
}

/** The frame of a mail about money that moved (a receipt, a credit note): the same look for both. */
export function StatementMail(props: StatementMailProps) {
  return (
    <SchoolMail preview={props.preview} siteUrl={props.siteUrl} locale={props.locale}>
      <Heading as="h1" style={{ fontSize: '24px', margin: '16px 0 8px' }}>
        {props.heading}
      </Heading>
      <Text style={paragraph}>{props.intro}</Text>
      <Section style={{ margin: '16px 0' }}>
        {props.lines.map((line, index) => (
          <Line key={`${index}-${line.name}`} {...line} locale={props.locale ?? 'en'} />
        ))}
      </Section>
      <Section style={{ margin: '24px 0' }}>
        <MailButton href={props.action.href}>{props.action.label}</MailButton>
      </Section>
      <Text style={{ ...paragraph, fontSize: '14px', color: look.muted }}>{props.keepNote}</Text>
    </SchoolMail>
  );
}
