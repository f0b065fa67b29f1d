import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER_CONFIRM_DAYS, type NewsletterSubscribers } from '#contract/newsletter';
import type { UiLocale } from '#contract/ui-locales';
import type { Transactions, Tx } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText, sourceMessages } from '#server/i18n/server-messages';
import type { EnqueueMail } from '#server/modules/mail/mail-queue';
import { renderNewsletterConfirm } from '#server/modules/mail/newsletter-mails';
import type { Limit, RateLimitService } from '#server/rate-limits/rate-limit.service';
import type { NewsletterRepository } from './newsletter.repository.js';
import { toCsv } from '#server/csv';

export const CHECK_INBOX_MESSAGE = sourceMessages['answer.newsletter_check_inbox'];
/** With no mail server (no SMTP_URL) the confirmation reaches no one but the school's outbox: say so. */
export const NO_MAIL_MESSAGE = sourceMessages['answer.newsletter_no_mail'];

/** Subscriptions from one client address: enough for a family, too few to fill the list with strangers. */
const subscriptionsPerAddress: Limit = { max: 5, windowMs: 60 * 60_000 };
/** Confirmation mails to one mailbox: a retry or two, never a flood in a stranger's inbox. */
const subscriptionsPerEmail: Limit = { max: 3, windowMs: 24 * 60 * 60_000 };

const DAY_MS = 24 * 60 * 60_000;

/** The secret of a link and what the store keeps of it. */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: newsletterTokenHash(token) };
}

export function newsletterTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewsletterServiceOptions {
  repository: NewsletterRepository;
  limits: RateLimitService;
  transactions: Transactions;
  enqueue: EnqueueMail;
  /** The site's address, the base of every link in a mail. */
  siteUrl: string;
  /** Whether mails leave the machine (SMTP_URL): the answer says where the confirmation went. */
  sendsMail?: boolean;
  now?: () => Date;
}

export function createNewsletterService(options: NewsletterServiceOptions) {
  const { repository, limits, transactions, enqueue } = options;
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());

  /**
   * A new unsubscribe link and the headers of RFC 8058's one-click unsubscribe: every newsletter mail
   * carries both. The visible link opens a page; the header's URL takes the mail program's POST (and sends
   * a GET on to that same page). Store `hash` with the mail (storeUnsubscribe).
   */
  function unsubscribeLink() {
    const { token, hash } = newToken();
    const query = `token=${encodeURIComponent(token)}`;
    return {
      hash,
      pageUrl: `${siteUrl}/newsletter/unsubscribe?${query}`,
      headers: {
        'List-Unsubscribe': `<${siteUrl}/api/newsletter/unsubscribe?${query}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  const storeUnsubscribe = (tx: Tx, email: string, hash: string) =>
    repository.addToken(tx, { tokenHash: hash, email, purpose: 'unsubscribe', expiresAt: null });

  return {
    /**
     * Puts the address on the list as pending and mails it a confirmation link (or, when it is confirmed
     * already, a note saying so). The answer is the same in every case, so the form tells nobody who is
     * subscribed. The mail is in the request's language (the signed-in account's choice, else the browser's).
     */
    async subscribe(email: string, clientAddress: string, requestLocale: UiLocale) {
      await limits.check(
        [{ key: `newsletter:ip:${clientAddress}`, limit: subscriptionsPerAddress }],
        'too_many_requests.subscriptions',
      );
      await limits.check(
        [{ key: `newsletter:email:${email}`, limit: subscriptionsPerEmail }],
        'too_many_requests.confirmation_mails',
      );
      const confirmed = (await repository.statusOf(email)) === 'confirmed';
      const confirm = confirmed ? null : newToken();
      const unsubscribe = unsubscribeLink();
      // Rendered before the transaction opens (the links' secrets are made here, not by the store).
      const mail = await renderNewsletterConfirm({
        siteUrl,
        confirmUrl: confirm
          ? `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(confirm.token)}`
          : null,
        unsubscribeUrl: unsubscribe.pageUrl,
        locale: requestLocale,
      });
      const at = now();
      await transactions.run(async (tx) => {
        await repository.addPending(tx, email);
        if (confirm) {
          await repository.addToken(tx, {
            tokenHash: confirm.hash,
            email,
            purpose: 'confirm',
            expiresAt: new Date(at.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS),
          });
        }
        await storeUnsubscribe(tx, email, unsubscribe.hash);
        await enqueue(tx, {
          ...mail,
          to: email,
          kind: confirm ? 'newsletter-confirm' : 'newsletter-already',
          headers: unsubscribe.headers,
        });
      });
      return {
        message: serverText(
          options.sendsMail ? 'answer.newsletter_check_inbox' : 'answer.newsletter_no_mail',
        ),
      };
    },

    /** Follows a confirmation link: once, within its days, while the address is still on the list. */
    async confirm(token: string) {
      const hash = newsletterTokenHash(token);
      return transactions.run(async (tx) => {
        const found = await repository.findTokenForUpdate(tx, hash);
        if (!found || found.purpose !== 'confirm')
          throw AppError.notFound(serverText('not_found.newsletter_confirmation'));
        const at = now();
        if (found.usedAt)
          throw AppError.badRequest(serverText('bad_request.newsletter_link_used'), {
            token: serverText('field.link_used_already'),
          });
        if (!found.email || (found.expiresAt && found.expiresAt <= at))
          throw AppError.badRequest(serverText('bad_request.newsletter_link_expired'), {
            token: serverText('field.link_expired'),
          });
        await repository.markTokenUsed(tx, hash, at);
        await repository.confirm(tx, found.email, at);
        return { message: serverText('answer.newsletter_confirmed') };
      });
    },

    /** Follows an unsubscribe link (the page's button or a mail program's one-click POST). */
    async unsubscribe(token: string) {
      const hash = newsletterTokenHash(token);
      return transactions.run(async (tx) => {
        const found = await repository.findTokenForUpdate(tx, hash);
        if (!found || found.purpose !== 'unsubscribe')
          throw AppError.notFound(serverText('not_found.newsletter_unsubscribe'));
        if (!found.email) return { message: serverText('answer.newsletter_not_on_list') };
        await repository.markTokenUsed(tx, hash, now());
        await repository.remove(tx, found.email);
        return { message: serverText('answer.newsletter_unsubscribed') };
      });
    },

    async listConfirmed(): Promise<NewsletterSubscribers> {
      const rows = await repository.listConfirmed();
      return {
        subscribers: rows.map((r) => ({ email: r.email, confirmedAt: r.confirmedAt.toISOString() })),
        total: rows.length,
      };
    },

    async exportCsv(): Promise<string> {
      const rows = await repository.listConfirmed();
      return toCsv(
        ['Email', 'Confirmed at (UTC)'],
        rows.map((r) => [r.email, r.confirmedAt.toISOString().replace('T', ' ').slice(0, 19)]),
      );
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
