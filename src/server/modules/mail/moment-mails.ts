import { createElement } from 'react';
import type { Receipt } from '#contract/receipts';
import type { Role } from '#contract/users';
import type { Tx } from '#server/db/transaction';
import type { EnqueueMail } from './mail-queue.js';
import { renderMail } from './render-mail.js';
import { ClassReviewMail, classReviewSubject } from './templates/class-review-mail.js';
import { ReceiptMail, receiptSubject } from './templates/receipt-mail.js';
import { RoleChangeMail, roleChangeSubject } from './templates/role-change-mail.js';

/** The receipt mail, rendered for the receipts module (which builds the receipt and knows its number). */
export function renderReceiptMail(receipt: Receipt, urls: { receiptUrl: string; siteUrl: string }) {
  return renderMail(receiptSubject(receipt), createElement(ReceiptMail, { receipt, ...urls }));
}

/**
 * The mails of the moments that matter, each queued inside the transaction of its event: the modules call
 * these from their services' hooks. Rendered there because what they say is read in that transaction.
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
      },
    ): Promise<void> {
      const subject = classReviewSubject({ className: reviewed.name, status: reviewed.status });
      const mail = await renderMail(
        subject,
        createElement(ClassReviewMail, {
          instructorName: reviewed.instructorName,
          className: reviewed.name,
          status: reviewed.status,
          feedback: reviewed.feedback,
          classesUrl: `${siteUrl}/dashboard/myclasses`,
          classUrl: `${siteUrl}/classes/${reviewed.id}`,
          siteUrl,
        }),
      );
      await enqueue(tx, { ...mail, to: reviewed.instructorEmail, kind: 'class-review' });
    },

    async queueRoleChange(tx: Tx, change: { name: string; email: string; from: Role; to: Role }) {
      const mail = await renderMail(
        roleChangeSubject(change.to),
        createElement(RoleChangeMail, { ...change, dashboardUrl: `${siteUrl}/dashboard`, siteUrl }),
      );
      await enqueue(tx, { ...mail, to: change.email, kind: 'role-change' });
    },
  };
}

export type MomentMails = ReturnType<typeof createMomentMails>;
