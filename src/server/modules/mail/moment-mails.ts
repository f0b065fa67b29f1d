import { createElement } from 'react';
import type { Receipt } from '#contract/receipts';
import { uiLocales, type UiLocale } from '#contract/ui-locales';
import type { Role } from '#contract/users';
import type { Tx } from '#server/db/transaction';
import { accountMailLocale, accountMailLocales } from './mail-language.js';
import type { EnqueueMail } from './mail-queue.js';
import { formatMailTime, renderMail, type RenderedMail } from './render-mail.js';
import {
  FirstSessionReminderMail,
  firstSessionReminderSubject,
  SessionChangeMail,
  sessionChangeSubject,
} from './templates/session-mails.js';
import { ClassReviewMail, classReviewSubject } from './templates/class-review-mail.js';
import { receiptMailReceipt, receiptMailTemplateIn } from './templates/receipt-mail.js';
import { createSlottedMail } from './slotted-mail.js';
import { RoleChangeMail, roleChangeSubject } from './templates/role-change-mail.js';
import { WaitlistOfferMail, waitlistOfferSubject } from './templates/waitlist-offer-mail.js';
import { WaitlistWithdrawnMail, waitlistWithdrawnSubject } from './templates/waitlist-withdrawn-mail.js';

// One slotted template per language: a language's words are part of the markup its receipts are filled into.
const receiptMails = new Map(
  uiLocales.map((locale) => [locale, createSlottedMail(receiptMailTemplateIn(locale))] as const),
);

/**
 * The receipt mail, made for the receipts module (which builds the receipt and knows its number) from its
 * slotted template, in the student's language: it is made inside the payment's transaction.
 */
export function renderReceiptMail(
  receipt: Receipt,
  urls: { receiptUrl: string; siteUrl: string },
  locale: UiLocale,
) {
  return receiptMails.get(locale)!({ receipt: receiptMailReceipt(receipt, locale), ...urls });
}

/**
 * The mails of the moments that matter, each queued inside the transaction of its event: the modules call
 * these from their services' hooks. Rendered there because what they say is read in that transaction, and
 * each in its recipient's language, read there too (docs/decisions/mail-language.md).
 */
export function createMomentMails(deps: { enqueue: EnqueueMail; siteUrl: string }) {
  const { enqueue } = deps;
  const siteUrl = deps.siteUrl.replace(/\/+$/, '');

  return {
    async queueClassReview(
      tx: Tx,
      reviewed: {
        id: string;
        name: string;
        status: 'approved' | 'denied';
        feedback: string | null;
        instructorName: string;
        instructorEmail: string;
        instructorId?: string;
      },
    ): Promise<void> {
      const locale = await accountMailLocale(tx, reviewed.instructorId);
      const subject = classReviewSubject({ className: reviewed.name, status: reviewed.status }, locale);
      const mail = await renderMail(
        subject,
        createElement(ClassReviewMail, {
          locale,
          instructorName: reviewed.instructorName,
          className: reviewed.name,
          status: reviewed.status,
          feedback: reviewed.feedback,
          classesUrl: `${siteUrl}/dashboard/myclasses`,
          classUrl: `${siteUrl}/classes/${reviewed.id}`,
          siteUrl,
        }),
      );
      await enqueue(tx, {
        ...mail,
        to: reviewed.instructorEmail,
        userId: reviewed.instructorId,
        kind: 'class-review',
      });
    },

    async queueRoleChange(
      tx: Tx,
      change: { id?: string; name: string; email: string; from: Role; to: Role },
    ) {
      const locale = await accountMailLocale(tx, change.id);
      const mail = await renderMail(
        roleChangeSubject(change.to, locale),
        createElement(RoleChangeMail, { ...change, dashboardUrl: `${siteUrl}/dashboard`, siteUrl, locale }),
      );
      await enqueue(tx, { ...mail, to: change.email, userId: change.id, kind: 'role-change' });
    },

    /**
     * A moved or cancelled session, to each enrolled student. Students have no zone on record, so the times
     * are in the class's own zone, named (docs/decisions/moment-mails.md); one rendering serves every student
     * who reads the same language.
     */
    async queueSessionChange(
      tx: Tx,
      change: {
        classId: string;
        className: string;
        timeZone: string;
        kind: 'moved' | 'cancelled';
        previousStartsAt: Date;
        session: { id: string; startsAt: Date; sequence: number; reason: string | null };
        students: { id: string; email: string }[];
      },
    ): Promise<void> {
      if (change.students.length === 0) return;
      const localeOf = await accountMailLocales(
        tx,
        change.students.map((student) => student.id),
      );
      const mails = new Map<UiLocale, RenderedMail>();
      const mailIn = async (locale: UiLocale) => {
        let mail = mails.get(locale);
        if (!mail) {
          mail = await renderMail(
            sessionChangeSubject(change, locale),
            createElement(SessionChangeMail, {
              className: change.className,
              kind: change.kind,
              previousTime: formatMailTime(change.previousStartsAt, change.timeZone, locale),
              newTime:
                change.kind === 'moved'
                  ? formatMailTime(change.session.startsAt, change.timeZone, locale)
                  : null,
              reason: change.session.reason,
              classUrl: `${siteUrl}/classes/${change.classId}`,
              siteUrl,
              locale,
            }),
          );
          mails.set(locale, mail);
        }
        return mail;
      };
      for (const student of change.students) {
        await enqueue(tx, {
          ...(await mailIn(localeOf(student.id))),
          to: student.email,
          userId: student.id,
          kind: `session-${change.kind}`,
          key: `session:${change.session.id}:${change.session.sequence}:${student.id}`,
        });
      }
    },

    /** The reminder of a class's first session; its key keeps it to one per student and class, whoever runs. */
    async queueFirstSessionReminder(
      tx: Tx,
      due: {
        classId: string;
        className: string;
        timeZone: string;
        startsAt: Date;
        address: string | null;
        online: boolean;
        student: { id: string; name: string; email: string };
      },
    ): Promise<void> {
      const locale = await accountMailLocale(tx, due.student.id);
      const mail = await renderMail(
        firstSessionReminderSubject(due.className, locale),
        createElement(FirstSessionReminderMail, {
          name: due.student.name,
          className: due.className,
          startsAt: formatMailTime(due.startsAt, due.timeZone, locale),
          where: due.address ? { address: due.address } : due.online ? 'online' : null,
          classUrl: `${siteUrl}/classes/${due.classId}`,
          siteUrl,
          locale,
        }),
      );
      await enqueue(tx, {
        ...mail,
        to: due.student.email,
        userId: due.student.id,
        kind: 'first-session-reminder',
        key: firstSessionReminderKey(due.classId, due.student.id),
      });
    },

    /** A seat offered to the first student on a class's waitlist, with the link to pay for it. */
    async queueWaitlistOffer(
      tx: Tx,
      offer: {
        entryId: string;
        classId: string;
        className: string;
        cartItemId: string;
        until: Date;
        hours: number;
        student: { id: string; name: string; email: string };
      },
    ): Promise<void> {
      const locale = await accountMailLocale(tx, offer.student.id);
      const mail = await renderMail(
        waitlistOfferSubject(offer.className, locale),
        createElement(WaitlistOfferMail, {
          name: offer.student.name,
          className: offer.className,
          until: formatMailTime(offer.until, 'UTC', locale),
          hours: offer.hours,
          payUrl: `${siteUrl}/dashboard/payment/${offer.cartItemId}`,
          classUrl: `${siteUrl}/classes/${offer.classId}`,
          siteUrl,
          locale,
        }),
      );
      await enqueue(tx, {
        ...mail,
        to: offer.student.email,
        userId: offer.student.id,
        kind: 'waitlist-offer',
        key: `waitlist-offer:${offer.entryId}`,
      });
    },

    /** A student's offer (or place) in a class's line withdrawn because the class stopped selling seats. */
    async queueWaitlistWithdrawal(
      tx: Tx,
      withdrawal: {
        entryId: string;
        classId: string;
        className: string;
        offered: boolean;
        because: 'ended' | 'started';
        student: { id: string; name: string; email: string };
      },
    ): Promise<void> {
      const locale = await accountMailLocale(tx, withdrawal.student.id);
      const mail = await renderMail(
        waitlistWithdrawnSubject(withdrawal.className, withdrawal.offered, locale),
        createElement(WaitlistWithdrawnMail, {
          name: withdrawal.student.name,
          className: withdrawal.className,
          offered: withdrawal.offered,
          because: withdrawal.because,
          classUrl: `${siteUrl}/classes/${withdrawal.classId}`,
          siteUrl,
          locale,
        }),
      );
      await enqueue(tx, {
        ...mail,
        to: withdrawal.student.email,
        userId: withdrawal.student.id,
        kind: 'waitlist-withdrawn',
        key: `waitlist-withdrawn:${withdrawal.entryId}`,
      });
    },
  };
}

/** The one reminder of a class's first session per student: the key that records it was queued. */
const firstSessionReminderKey = (classId: string, userId: string) =>
  `first-session-reminder:${classId}:${userId}`;

export type MomentMails = ReturnType<typeof createMomentMails>;
