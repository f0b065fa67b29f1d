import {
  type AccountSession,
  type ChangePasswordAnswer,
  type ChangePasswordBody,
  type PasswordStatus,
} from '#contract/account-security';
import type { UiLocale } from '#contract/ui-locales';
import type { Transactions, Tx } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { hashPassword, verifyPassword } from '#server/identity/password';
import type { EnqueueMail } from '#server/modules/mail/mail-queue';
import { formatMailTime } from '#server/modules/mail/render-mail';
import {
  renderPasswordChangedMail,
  renderSessionsEndedMail,
} from '#server/modules/mail/account-security-mails';
import type { Viewer } from '#server/viewer';
import type { AccountSecurityRepository, SessionRow } from './account-security.repository.js';
import { describeDevice } from './device.js';
import type { PasswordCheckLimit } from './password-check-limit.js';

/**
 * The browser asking: its session's token (from the signed cookie), user agent and address, and the language
 * of its request (the account's choice, else the browser's), which the account's mails are written in.
 */
export interface Asker {
  viewer: Viewer;
  sessionToken: string | null;
  userAgent: string | undefined;
  ipAddress: string;
  locale: UiLocale;
}

export interface AccountSecurityDeps {
  repository: AccountSecurityRepository;
  transactions: Transactions;
  enqueue: EnqueueMail;
  /** Spends the account's unused password-reset links (the account-links module owns them). */
  spendResetLinks: (tx: Tx, userId: string, at: Date) => Promise<void>;
  limit: PasswordCheckLimit;
  /** The site's address, the base of the links in the mails. */
  siteUrl: string;
  now: () => Date;
}

export function createAccountSecurityService(deps: AccountSecurityDeps) {
  const { repository, transactions, enqueue, limit, now } = deps;
  const siteUrl = deps.siteUrl.replace(/\/+$/, '');

  function tokenOf(asker: Asker): string {
    // A viewer always comes from a signed session cookie; without its token nothing could be kept.
    if (!asker.sessionToken) throw AppError.unauthorized();
    return asker.sessionToken;
  }

  async function sessionsEndedMail(asker: Asker, ended: SessionRow[], at: Date) {
    return renderSessionsEndedMail({
      name: asker.viewer.name,
      when: formatMailTime(at, null, asker.locale),
      device: describeDevice(asker.userAgent),
      ended: ended.map((row) => ({ device: describeDevice(row.userAgent), ipAddress: row.ipAddress })),
      siteUrl,
      locale: asker.locale,
    });
  }

  return {
    async passwordStatus(viewer: Viewer): Promise<PasswordStatus> {
      const stored = await repository.findPassword(viewer.id);
      return { hasPassword: !!stored, changedAt: stored?.changedAt.toISOString() ?? null };
    },

    /**
     * Sets a new password once the current one is proven, and signs out every other session of the account
     * in the same transaction as the change and its mail; the asking session stays signed in.
     */
    async changePassword(asker: Asker, body: ChangePasswordBody): Promise<ChangePasswordAnswer> {
      const { viewer } = asker;
      const token = tokenOf(asker);
      if (body.newPassword === body.currentPassword) {
        const same = serverText('bad_request.same_password');
        throw AppError.badRequest(same, { newPassword: same });
      }
      const stored = await repository.findPassword(viewer.id);
      if (!stored) throw AppError.conflict(serverText('conflict.no_password'));
      const check = await limit.begin(viewer.id);
      if (!(await verifyPassword(stored.hash, body.currentPassword))) {
        const wrong = serverText('bad_request.wrong_current_password');
        throw AppError.badRequest(wrong, { currentPassword: wrong });
      }
      await check.succeeded();
      const hash = await hashPassword(body.newPassword);
      const at = now();
      // Rendered before the transaction opens (mail-templates): the sessions it will sign out, as they are now.
      const others = (await repository.listSessions(viewer.id, token, at)).filter((row) => !row.current);
      const mail = await renderPasswordChangedMail({
        name: viewer.name,
        when: formatMailTime(at, null, asker.locale),
        device: describeDevice(asker.userAgent),
        ipAddress: asker.ipAddress,
        signedOutSessions: others.length,
        siteUrl,
        locale: asker.locale,
      });

      return transactions.run(async (tx) => {
        const locked = await repository.lockPassword(tx, viewer.id);
        // Changed by another request since it was checked: the current password proven is no longer it.
        if (!locked || locked.hash !== stored.hash) {
          throw AppError.conflict(serverText('conflict.password_changed_meanwhile'));
        }
        await repository.setPassword(tx, viewer.id, hash, at);
        const ended = await repository.deleteOtherSessions(tx, viewer.id, token, at);
        // A reset link asked for earlier would otherwise still undo this change.
        await deps.spendResetLinks(tx, viewer.id, at);
        await enqueue(tx, { ...mail, to: viewer.email, userId: viewer.id, kind: 'password-changed' });
        return { signedOutSessions: ended.length };
      });
    },

    async listSessions(asker: Asker): Promise<AccountSession[]> {
      const rows = await repository.listSessions(asker.viewer.id, tokenOf(asker), now());
      // The asking browser first: it is the one the reader knows.
      return rows
        .sort((a, b) => Number(b.current) - Number(a.current))
        .map((row) => ({
          _id: row.id,
          device: describeDevice(row.userAgent),
          ipAddress: row.ipAddress,
          signedInAt: row.createdAt.toISOString(),
          lastActiveAt: row.updatedAt.toISOString(),
          current: row.current,
        }));
    },

    /** Signs one other session of the account out; another account's session is not found (404). */
    async endSession(asker: Asker, id: string): Promise<{ deletedCount: number }> {
      const token = tokenOf(asker);
      const at = now();
      const row = (await repository.listSessions(asker.viewer.id, token, at)).find((s) => s.id === id);
      if (!row) throw AppError.notFound(serverText('not_found.account_session'));
      if (row.current) throw AppError.conflict(serverText('conflict.current_session'));
      const mail = await sessionsEndedMail(asker, [row], at);
      const deletedCount = await transactions.run(async (tx) => {
        const ended = await repository.deleteSession(tx, asker.viewer.id, id, token, at);
        if (!ended) return 0;
        await enqueue(tx, {
          ...mail,
          to: asker.viewer.email,
          userId: asker.viewer.id,
          kind: 'sessions-ended',
        });
        return 1;
      });
      if (deletedCount === 0) throw AppError.notFound(serverText('not_found.account_session'));
      return { deletedCount };
    },

    /** Signs out every session of the account but the asking one; the mail lists them (none, no mail). */
    async endOtherSessions(asker: Asker): Promise<{ deletedCount: number }> {
      const token = tokenOf(asker);
      const at = now();
      const others = (await repository.listSessions(asker.viewer.id, token, at)).filter((s) => !s.current);
      const mail = others.length > 0 ? await sessionsEndedMail(asker, others, at) : null;
      return transactions.run(async (tx) => {
        const ended = await repository.deleteOtherSessions(tx, asker.viewer.id, token, at);
        if (ended.length > 0 && mail) {
          await enqueue(tx, {
            ...mail,
            to: asker.viewer.email,
            userId: asker.viewer.id,
            kind: 'sessions-ended',
          });
        }
        return { deletedCount: ended.length };
      });
    },
  };
}
export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
