import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { SCHOOL_ADDRESS, SCHOOL_NAME, SCHOOL_PHONE } from '#contract/school';
import { look } from './school-look.js';

/** Every mail's frame: the school's name on its plum band, the message on a white card, the address below. */
export function SchoolMail(props: { preview: string; siteUrl: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: look.page, fontFamily: look.font, color: look.text, margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 12px' }}>
          <Section
            style={{ backgroundColor: look.secondary, borderRadius: '12px 12px 0 0', padding: '16px 24px' }}
          >
            <Link
              href={props.siteUrl}
              style={{
                color: look.primaryContent,
                fontSize: '20px',
                fontWeight: 800,
                textDecoration: 'none',
              }}
            >
              {SCHOOL_NAME}
            </Link>
          </Section>
          <Section
            style={{ backgroundColor: look.card, borderRadius: '0 0 12px 12px', padding: '8px 24px 24px' }}
          >
            {props.children}
          </Section>
          <Hr style={{ borderColor: look.page, margin: '16px 0' }} />
          <Text style={{ color: look.muted, fontSize: '12px', lineHeight: '18px', textAlign: 'center' }}>
            {`${SCHOOL_NAME} · ${SCHOOL_ADDRESS} · ${SCHOOL_PHONE}`}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's one call to action, in the site's primary button colours. */
export function MailButton(props: { href: string; children: ReactNode }) {
  return (
    <Link
      href={props.href}
      style={{
        display: 'inline-block',
        backgroundColor: look.primary,
        color: look.primaryContent,
        borderRadius: '8px',
        padding: '12px 20px',
        fontWeight: 700,
        textDecoration: 'none',
      }}
    >
      {props.children}
    </Link>
  );
}

export const paragraph = { fontSize: '16px', lineHeight: '24px', color: look.text };
