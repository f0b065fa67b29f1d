import type { FastifyBaseLogger } from 'fastify';
import type { DeleteUserAnswer } from '#contract/admin-users';
import type { UpdateProfileBody } from '#contract/auth';
import type { Role, User } from '#contract/users';
import type { UiLocale } from '#contract/ui-locales';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import type { PaymentProcessor } from '#server/card-processors/processor';
import type { Transactions, Tx } from '#server/db/transaction';
import type { SeatsService } from '#server/modules/seats/seats.service';
import { recordAudit } from '#server/modules/audit/audit.service';
import type { Cents } from '#server/money';
import type { Viewer } from '#server/viewer';
import type { PaidPayment, ProfileChanges, UsersRepository } from './users.repository.js';
import { shownProfile } from './rules/shown-profile.js';

export interface UsersServiceDeps {
  transactions: Transactions;
  /** A deleted student's seats go back through the seats module. */
  seats: Pick<SeatsService, 'lockSeatsOf' | 'withdraw'>;
  /** Gives paid enrolments back when an admin deletes a student with `refund`. */
  processor: Pick<PaymentProcessor, 'refund'>;
  log: FastifyBaseLogger;
  /** Told of a role change inside its transaction (the account's mail). */
  onRoleChanged?: (
    tx: Tx,
    change: { id: string; name: string; email: string; from: Role; to: Role },
  ) => Promise<void>;
  /** A payment refunded before its account is deleted, inside the deletion's transaction (the refunds row). */
  onRefunded?: (
    tx: Tx,
    refund: { transactionId: string; processorRefundId: string; amountCents: Cents; by: string },
  ) => Promise<void>;
}

const quoted = (names: string[]) => names.map((name) => `“${name}”`).join(', ');

function hasClasses(classNames: string[], action: 'change_role' | 'delete') {
  const values = { count: classNames.length, names: quoted(classNames) };
  return AppError.conflict(serverText(`has_classes.${action}`, values), 'has_classes');
}

function paidEnrolments(paid: PaidPayment[]) {
  const values = { count: paid.length, names: quoted(paid.map((p) => p.className)) };
  return AppError.conflict(serverText('paid_enrolments', values), 'paid_enrolments');
}

const lastAdmin = () => AppError.conflict(serverText('conflict.last_admin'));

export function createUsersService(repository: UsersRepository, deps: UsersServiceDeps) {
  const { transactions, seats, processor, log, onRoleChanged, onRefunded } = deps;

  /**
   * Refuses to delete an account that is missing, the last admin's, or an instructor's who still has classes;
   * answers its paid payments. The admin rows are locked first (then the account), so two admins acting on
   * each other at once are serialised.
   */
  async function deletable(tx: Tx, id: string) {
    const { admins, target } = await repository.lockAdminsAndFind(tx, id);
    if (!target) throw AppError.notFound(serverText('not_found.user_id'));
    if (target.role === 'admin' && admins.length <= 1) throw lastAdmin();
    const classNames = await repository.classNamesOf(tx, id);
    if (classNames.length > 0) throw hasClasses(classNames, 'delete');
    return { target, paid: await repository.paidPaymentsOf(tx, id) };
  }

  // The session lookup has just read the account from the store: no second query for it.
  const me = async (viewer: Viewer): Promise<User> => {
    const { id, name, email, photo, gender, role } = viewer;
    // Instructors also edit their public page's bio and languages, which the session does not hold.
    if (role === 'instructor') {
      const user = await repository.findById(id);
      if (!user) throw AppError.unauthorized();
      return { ...shownProfile(user), emailVerified: viewer.emailVerified, locale: viewer.locale };
    }
    return {
      _id: id,
      name,
      email,
      photo,
      gender,
      role,
      emailVerified: viewer.emailVerified,
      locale: viewer.locale,
    };
  };

  return {
    me,

    async findById(id: string): Promise<User | null> {
      const user = await repository.findById(id);
      return user ? shownProfile(user) : null;
    },

    async updateProfile(viewer: Viewer, body: UpdateProfileBody): Promise<User> {
      const changes: ProfileChanges = {};
      if ((body.bio !== undefined || body.languages !== undefined) && viewer.role !== 'instructor') {
        throw AppError.forbidden(serverText('forbidden.instructor_profile'));
      }
      if (body.name !== undefined) changes.name = body.name;
      if (body.photo !== undefined) changes.image = body.photo || null;
      if (body.bio !== undefined) changes.bio = body.bio || null;
      if (body.languages !== undefined) changes.languages = body.languages;
      if (Object.keys(changes).length === 0) return me(viewer);
      const user = await repository.updateProfile(viewer.id, changes);
      if (!user) throw AppError.unauthorized();
      return shownProfile(user);
    },

    /** The signed-in account's language, for its pages, mails and messages from now on. */
    async chooseLocale(viewer: Viewer, locale: UiLocale): Promise<void> {
      if (!(await repository.setLocale(viewer.id, locale))) throw AppError.unauthorized();
    },

    /** The role of a user by email: for that user or an admin. */
    async roleOf(viewer: Viewer, email: string): Promise<{ role: Role }> {
      const asked = email.trim().toLowerCase();
      if (viewer.role !== 'admin' && asked !== viewer.email.toLowerCase()) {
        throw AppError.forbidden(serverText('forbidden.own_role_only'));
      }
      const user = await repository.findByEmail(asked);
      if (!user) throw AppError.notFound(serverText('not_found.user_email'));
      return { role: user.role };
    },

    listUsers: async (search?: string) => (await repository.list(search)).map(shownProfile),

    /**
     * Changes a role unless that would leave no admin, or take the instructor role from someone who still
     * has classes (a class being created for them waits for the lock on their row).
     */
    async changeRole(viewer: Viewer, id: string, role: Role): Promise<{ modifiedCount: number }> {
      if (id === viewer.id) throw AppError.forbidden(serverText('forbidden.own_role_change'));
      return transactions.run(async (tx) => {
        const { admins, target } = await repository.lockAdminsAndFind(tx, id);
        if (!target) throw AppError.notFound(serverText('not_found.user_id'));
        if (target.role === role) return { modifiedCount: 0 };
        if (target.role === 'admin' && admins.length <= 1) throw lastAdmin();
        if (target.role === 'instructor') {
          const classNames = await repository.classNamesOf(tx, id);
          if (classNames.length > 0) throw hasClasses(classNames, 'change_role');
        }
        await repository.setRole(tx, id, role);
        await recordAudit(tx, {
          actorId: viewer.id,
          action: 'role.changed',
          subjectType: 'user',
          subjectId: id,
          subjectLabel: target.email,
          before: { role: target.role },
          after: { role },
        });
        await onRoleChanged?.(tx, {
          id,
          name: target.name,
          email: target.email,
          from: target.role,
          to: role,
        });
        return { modifiedCount: 1 };
      });
    },

    /**
     * Deletes an account. A student who has paid for classes is refused (409) unless `refund` is asked:
     * then every paid payment is refunded by the processor first, and only when all of them went through
     * does one transaction free the seats, keep the payments as anonymous refunded records and delete the
     * account. A refund that fails deletes nothing; refunds are idempotent, so trying again is safe.
     */
    async deleteUser(viewer: Viewer, id: string, refund: boolean): Promise<DeleteUserAnswer> {
      if (id === viewer.id) throw AppError.forbidden(serverText('forbidden.own_account_delete'));
      // What deleting would run into, read before any money moves.
      const { paid } = await transactions.run((tx) => deletable(tx, id));
      if (paid.length > 0 && !refund) throw paidEnrolments(paid);

      const refunded = new Set<string>();
      const made: { transactionId: string; processorRefundId: string; amountCents: Cents }[] = [];
      for (const payment of refund ? paid : []) {
        try {
          const done = await processor.refund(payment.transactionId);
          if (done) {
            made.push({
              transactionId: payment.transactionId,
              processorRefundId: done.id,
              amountCents: done.amount,
            });
          }
        } catch (err) {
          log.error(
            { err, transactionId: payment.transactionId },
            'refund before deleting an account failed',
          );
          const count = refunded.size;
          throw AppError.badGateway(
            count
              ? serverText('bad_gateway.refund_before_delete_after_others', {
                  className: payment.className,
                  count,
                })
              : serverText('bad_gateway.refund_before_delete', { className: payment.className }),
          );
        }
        refunded.add(payment.transactionId);
      }

      await transactions.run(async (tx) => {
        await seats.lockSeatsOf(tx, id);
        const { target, paid: stillPaid } = await deletable(tx, id);
        const unrefunded = stillPaid.filter((p) => !refunded.has(p.transactionId));
        // A payment recorded while we were refunding: nothing is deleted; asking again refunds it too.
        if (unrefunded.length > 0) throw paidEnrolments(unrefunded);
        for (const done of made) await onRefunded?.(tx, { ...done, by: viewer.id });
        // The withdrawn event audits each payment's refund, in this transaction.
        await seats.withdraw(tx, id, { by: viewer.id, payments: stillPaid });
        await repository.deleteWithSessions(tx, id);
        await recordAudit(tx, {
          actorId: viewer.id,
          action: 'user.deleted',
          subjectType: 'user',
          subjectId: id,
          subjectLabel: target.email,
          before: { name: target.name, email: target.email, role: target.role },
          after: null,
        });
      });
      return { deletedCount: 1, refundedCount: refunded.size };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
