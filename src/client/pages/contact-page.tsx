import type { ReactNode } from 'react';
import { Clock, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { SectionTitle } from '#client/components/section-title.tsx';
import { ContactForm } from '#client/features/contact/contact-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCHOOL_ADDRESS, SCHOOL_PHONE, SCHOOL_PHONE_LINK, schoolHours } from '#client/school.ts';

/** One way to reach the school: its icon, a heading and the details. */
function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-4 rounded-box border border-base-content/10 bg-base-100 p-5 shadow-sm">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon size={22} aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 className="font-bold">{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** Contact: how to reach the school, and a form whose messages the admins answer. */
export function ContactPage() {
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <SectionTitle
        level={1}
        title={t`Contact`}
        subtitle={t`Questions about classes, levels or prices? Ask us.`}
      />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <address className="space-y-4 not-italic" aria-label={t`The school`}>
          <ContactCard icon={MapPin} title={t`Visit us`}>
            <p>
              {/* A postal address, written as the post reads it in every language. */}
              <bdi>{`${SCHOOL_ADDRESS}, CA 94105`}</bdi>
            </p>
            <p className="mt-1 text-sm text-base-content/80">
              <Trans>
                On the 4th floor, entrance on Mission Street between 1st and Fremont Street; a short walk from
                Embarcadero and Montgomery stations and the Salesforce Transit Center.
              </Trans>
            </p>
          </ContactCard>
          <ContactCard icon={Phone} title={t`Call us`}>
            <a className="link link-primary" href={SCHOOL_PHONE_LINK}>
              <span dir="ltr">{SCHOOL_PHONE}</span>
            </a>
          </ContactCard>
          <ContactCard icon={Clock} title={t`Opening hours`}>
            <p>{i18n._(schoolHours)}</p>
            <p className="text-sm text-base-content/80">
              <Trans>Closed on weekends and public holidays.</Trans>
            </p>
          </ContactCard>
        </address>
        <div className="rounded-box border border-base-content/10 bg-base-100 p-5 shadow-sm sm:p-8">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
