import type { CSSProperties, ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { SCHOOL_ADDRESS, SCHOOL_NAME, SCHOOL_PHONE } from '#contract/school';
import { textDirection, type UiLocale } from '#contract/ui-locales';
import { look } from './school-look.js';

/**
 * Every mail's frame: the school's name on its plum band, the message on a white card, the address below. In
 * the recipient's language (`lang`) and its direction, said on the document, its body and the table inside:
 * webmail keeps only what is inside the body, and some drop the body's own attributes.
 */
export function SchoolMail(props: {
  preview: string;
  siteUrl: string;
  locale?: UiLocale;
  children: ReactNode;
}) {
  const locale = props.locale ?? 'en';
  const dir = textDirection(locale);
  return (
    <Html lang={locale} dir={dir}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        lang={locale}
        dir={dir}
        style={{ backgroundColor: look.page, fontFamily: look.font, color: look.text, margin: 0 }}
      >
        <Container dir={dir} style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 12px' }}>
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

/**
 * The side a line starts on in the mail's language, and the one it ends on: set as left and right, which
 * every mail program knows, rather than as start and end, which some ignore.
 */
export function sides(locale: UiLocale = 'en') {
  const rtl = textDirection(locale) === 'rtl';
  return { start: rtl ? 'right' : 'left', end: rtl ? 'left' : 'right' } as const;
}

/** A sentence with its one link marked `<link>…</link>` in the catalogue, the marked words as the link. */
export function WithLink(props: { text: string; href: string; style?: CSSProperties }) {
  const match = /^([\s\S]*)<link>([\s\S]*)<\/link>([\s\S]*)$/.exec(props.text);
  if (!match) return <>{props.text}</>;
  return (
    <>
      {match[1]}
      <Link href={props.href} style={props.style}>
        {match[2]}
      </Link>
      {match[3]}
    </>
  );
}
