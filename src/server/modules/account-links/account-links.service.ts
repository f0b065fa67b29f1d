import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LINK_MINUTES, type AccountLinkPurpose, type VerificationOpened } from '#contract/account-links';
import type { UiLocale } from '#contract/ui-locales';
import type { Transactions } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText, type ServerText } from '#server/i18n/server-messages';
import { hashPassword } from '#server/identity/password';
import type { EnqueueMail } from '#server/modules/mail/mail-queue';
import { accountMails } from '#server/modules/mail/account-mails';
import { mailLocale } from '#server/modules/mail/mail-language';
import type { Limit, RateLimitService } from '#server/rate-limits/rate-limit.service';
import type { Viewer } from '#server/viewer';
import type { AccountLinksRepository, LinkAccount } from './account-links.repository.js';

/** The paths of the pages a link opens (the client's routes). */
const LINK_PAGES: Record<AccountLinkPurpose, string> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
};

const accountLinkLimits = {
  /** "Send again" of one account. */
  resendPerAccount: { max: 3, windowMs: 60 * 60_000 },
  /** "Someone tried to sign up with your address" mails to one address; past it, sign-up sends none. */
  attemptMailsPerAddress: { max: 3, windowMs: 60 * 60_000 },
  /** Reset links asked for one email address. */
  resetPerEmail: { max: 5, windowMs: 60 * 60_000 },
  /** Reset links asked from one client address. */
  resetPerClient: { max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** An answer's message, said by the route in the request's language. */
interface SaidAnswer {
  message: ServerText;
}
type SignUpAnswer = SaidAnswer & { status: 'check-inbox' };

const unknownLink = () =>
  AppError.badRequest(serverText('bad_request.link_invalid'), { token: serverText('field.link_unknown') });

/** A link's token (32 random bytes) and what the store keeps of it. */
function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface AccountLinksServiceDeps {
  repository: AccountLinksRepository;
  transactions: Transactions;
  enqueue: EnqueueMail;
  limits: RateLimitService;
  siteUrl: string;
  now: () => Date;
  /** Whether mails leave the machine (SMTP_URL): the answers say where the link went. */
  sendsMail?: boolean;
}

export function createAccountLinksService(deps: AccountLinksServiceDeps) {
  const { repository, transactions, enqueue, limits, now } = deps;
  const siteUrl = deps.siteUrl.replace(/\/+$/, '');

  // In the fragment: a browser never sends it, so the token reaches no server log and no Referer.
  function linkTo(purpose: AccountLinkPurpose, token: string) {
    return `${siteUrl}${LINK_PAGES[purpose]}#token=${encodeURIComponent(token)}`;
  }

  function expiry(purpose: AccountLinkPurpose) {
    return new Date(now().getTime() + LINK_MINUTES[purpose] * 60_000);
  }

  /** Mails use the account's name only once its address is proven: until then anyone may have typed it. */
  function nameFor(account: LinkAccount): string | null {
    return account.emailVerified ? account.name : null;
  }

  /**
   * The link and its mail are written in one transaction: a link exists only if its mail will be sent. The
   * mail is in the account's language, else the request's.
   */
  async function queueLink(account: LinkAccount, purpose: AccountLinkPurpose, requestLocale: UiLocale) {
    const { token, tokenHash } = newLinkToken();
    const link = linkTo(purpose, token);
    const name = nameFor(account);
    const locale = mailLocale(account.locale, requestLocale);
    const mail =
      purpose === 'verify-email'
        ? await accountMails.verifyEmail({ name, siteUrl, link, locale })
        : await accountMails.resetPassword({ name, siteUrl, link, locale });
    await transactions.run(async (tx) => {
      await repository.insert(tx, { purpose, tokenHash, userId: account.id, expiresAt: expiry(purpose) });
      await enqueue(tx, { ...mail, to: account.email, userId: account.id, kind: purpose });
    });
  }

  /** Why a token could not be spent, as the person reads it. */
  async function refusal(purpose: AccountLinkPurpose, tokenHash: string): Promise<AppError> {
    const link = await repository.findByHash(purpose, tokenHash);
    if (!link) return unknownLink();
    if (link.usedAt) return new AppError(409, 'link_used', serverText('link_used'));
    return new AppError(410, 'link_expired', serverText('link_expired'));
  }

  /** An unverified account with a password: the password was chosen before the address was proven. */
  async function needsOwnPassword(account: LinkAccount): Promise<boolean> {
    return !account.emailVerified && (await repository.hasPasswordSignIn(account.id));
  }

  const checkInbox: SignUpAnswer = {
    status: 'check-inbox',
    message: serverText(deps.sendsMail ? 'answer.check_inbox' : 'answer.check_mailbox'),
  };

  return {
    checkInbox,

    /** A new email account: its verification link, valid 24 hours, in the language of the sign-up's request. */
    async queueVerification(account: { id: string; name: string; email: string }, requestLocale: UiLocale) {
      await queueLink({ ...account, emailVerified: false, locale: null }, 'verify-email', requestLocale);
    },

    /**
     * Sign-up with an address that has an account: the password is hashed all the same, so the answer takes
     * about as long as creating an account, and the owner is told (a few times an hour at most).
     */
    async answerTakenAddress(
      email: string,
      password: string,
      requestLocale: UiLocale,
    ): Promise<SignUpAnswer> {
      await hashPassword(password);
      const account = await repository.findAccountByEmail(email);
      if (!account) return checkInbox;
      try {
        await limits.check([
          { key: `sign-up-attempt:${account.id}`, limit: accountLinkLimits.attemptMailsPerAddress },
        ]);
      } catch {
        return checkInbox;
      }
      const mail = await accountMails.signUpAttempt({
        name: nameFor(account),
        siteUrl,
        locale: mailLocale(account.locale, requestLocale),
      });
      await transactions.run((tx) =>
        enqueue(tx, { ...mail, to: account.email, userId: account.id, kind: 'sign-up-attempt' }),
      );
      return checkInbox;
    },

    findAccountByEmail: (email: string) => repository.findAccountByEmail(email),

    /**
     * Opening a verification link, before it is spent. An unverified account that signs in with a password
     * had that password chosen before anyone proved the address: whoever chose it may not be the owner. So
     * every session of the account ends and the password stops working at once, and the owner chooses theirs
     * (and confirms the name) to spend the link.
     */
    async openVerification(token: string): Promise<VerificationOpened> {
      const tokenHash = hashLinkToken(token);
      const owner = await repository.findLiveLinkOwner('verify-email', tokenHash, now());
      if (!owner) throw await refusal('verify-email', tokenHash);
      const choosePassword = await needsOwnPassword(owner);
      if (choosePassword) {
        await transactions.run(async (tx) => {
          await repository.deleteSessionsOf(tx, owner.id);
          await repository.clearPassword(tx, owner.id);
        });
      }
      return { email: owner.email, name: owner.name, choosePassword };
    },

    /**
     * Spends a verification link: the address is verified; answers whose it is (the route signs them in).
     * An account that needs the owner's own password gets it and the confirmed name in the same
     * transaction, and every session it had ends.
     */
    async verifyEmail(
      token: string,
      choice: { name?: string; password?: string } = {},
    ): Promise<LinkAccount> {
      const tokenHash = hashLinkToken(token);
      const owner = await repository.findLiveLinkOwner('verify-email', tokenHash, now());
      if (!owner) throw await refusal('verify-email', tokenHash);
      const claim = await needsOwnPassword(owner);
      if (claim && (!choice.password || !choice.name)) {
        throw AppError.badRequest(serverText('bad_request.choose_password'), {
          ...(choice.password ? {} : { password: serverText('field.password_required') }),
          ...(choice.name ? {} : { name: serverText('field.username_required') }),
        });
      }
      const hashed = claim && choice.password ? await hashPassword(choice.password) : null;
      const at = now();
      const spent = await transactions.run(async (tx) => {
        const link = await repository.consume(tx, 'verify-email', tokenHash, at);
        if (!link) return null;
        await repository.markEmailVerified(tx, link.userId);
        await repository.spendOthers(tx, link.userId, 'verify-email', at);
        if (hashed && choice.name) {
          await repository.setPassword(tx, link.userId, hashed, randomUUID());
          await repository.setName(tx, link.userId, choice.name);
          await repository.deleteSessionsOf(tx, link.userId);
        }
        return link;
      });
      if (!spent) throw await refusal('verify-email', tokenHash);
      const account = await repository.findAccountById(spent.userId);
      if (!account) throw unknownLink();
      return account;
    },

    async resendVerification(viewer: Viewer, requestLocale: UiLocale): Promise<SaidAnswer> {
      const account = await repository.findAccountById(viewer.id);
      if (!account) throw AppError.unauthorized();
      if (account.emailVerified) throw AppError.conflict(serverText('conflict.email_already_verified'));
      await limits.check(
        [{ key: `verify-resend:${account.id}`, limit: accountLinkLimits.resendPerAccount }],
        'too_many_requests.links_sent',
      );
      await queueLink(account, 'verify-email', requestLocale);
      return {
        message: serverText(deps.sendsMail ? 'answer.verification_sent' : 'answer.verification_kept'),
      };
    },

    /** The same answer whether or not the address has an account; both limits count either way. */
    async requestPasswordReset(
      email: string,
      clientAddress: string,
      requestLocale: UiLocale,
    ): Promise<SaidAnswer> {
      await limits.check(
        [
          { key: `reset:ip:${clientAddress}`, limit: accountLinkLimits.resetPerClient },
          { key: `reset:email:${email}`, limit: accountLinkLimits.resetPerEmail },
        ],
        'too_many_requests.password_resets',
      );
      const account = await repository.findAccountByEmail(email);
      if (account) await queueLink(account, 'reset-password', requestLocale);
      return { message: serverText(deps.sendsMail ? 'answer.reset_sent' : 'answer.reset_kept') };
    },

    /**
     * Spends a reset link: the new password, every session of the account ended, its other reset links
     * spent, the address counted as verified (the link reached its inbox), and a mail saying so.
     */
    async resetPassword(token: string, password: string, requestLocale: UiLocale): Promise<SaidAnswer> {
      const tokenHash = hashLinkToken(token);
      const owner = await repository.findLinkOwner('reset-password', tokenHash);
      if (!owner) throw await refusal('reset-password', tokenHash);
      const [hashed, mail] = await Promise.all([
        hashPassword(password),
        accountMails.passwordChanged({
          name: nameFor(owner),
          siteUrl,
          locale: mailLocale(owner.locale, requestLocale),
        }),
      ]);
      const at = now();
      const done = await transactions.run(async (tx) => {
        const link = await repository.consume(tx, 'reset-password', tokenHash, at);
        if (!link) return false;
        await repository.setPassword(tx, link.userId, hashed, randomUUID());
        await repository.deleteSessionsOf(tx, link.userId);
        await repository.spendOthers(tx, link.userId, 'reset-password', at);
        await repository.markEmailVerified(tx, link.userId);
        await enqueue(tx, { ...mail, to: owner.email, userId: link.userId, kind: 'password-changed' });
        return true;
      });
      if (!done) throw await refusal('reset-password', tokenHash);
      return { message: serverText('answer.password_changed') };
    },
  };
}
export type AccountLinksService = ReturnType<typeof createAccountLinksService>;
