import { Clock, MapPin, Phone } from 'lucide-react';
import { SectionTitle } from '#client/components/section-title.tsx';
import { ContactForm } from '#client/features/contact/contact-form.tsx';
import { SCHOOL_ADDRESS, SCHOOL_HOURS, SCHOOL_PHONE, SCHOOL_PHONE_LINK } from '#client/school.ts';

const card = 'flex items-start gap-4 rounded-box bg-base-100 p-5 shadow-sm border border-base-content/10';
const icon = 'grid size-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary';

/** Contact: how to reach the school, and a form whose messages the admins answer. */
export function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <SectionTitle level={1} title="Contact" subtitle="Questions about classes, levels or prices? Ask us." />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <address className="space-y-4 not-italic" aria-label="The school">
          <div className={card}>
            <span className={icon}>
              <MapPin size={22} aria-hidden />
            </span>
            <div className="min-w-0">
              <h2 className="font-bold">Visit us</h2>
              <p>{SCHOOL_ADDRESS}, CA 94105</p>
              <p className="mt-1 text-sm text-base-content/80">
                On the 4th floor, entrance on Mission Street between 1st and Fremont Street; a short walk from
                Embarcadero and Montgomery stations and the Salesforce Transit Center.
              </p>
            </div>
          </div>
          <div className={card}>
            <span className={icon}>
              <Phone size={22} aria-hidden />
            </span>
            <div className="min-w-0">
              <h2 className="font-bold">Call us</h2>
              <a className="link link-primary" href={SCHOOL_PHONE_LINK}>
                {SCHOOL_PHONE}
              </a>
            </div>
          </div>
          <div className={card}>
            <span className={icon}>
              <Clock size={22} aria-hidden />
            </span>
            <div className="min-w-0">
              <h2 className="font-bold">Opening hours</h2>
              <p>{SCHOOL_HOURS}</p>
              <p className="text-sm text-base-content/80">Closed on weekends and public holidays.</p>
            </div>
          </div>
        </address>
        <div className="rounded-box border border-base-content/10 bg-base-100 p-5 shadow-sm sm:p-8">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
