import type { FastifyBaseLogger } from 'fastify';
import type { DeleteUserAnswer } from '#contract/admin-users';
import type { UpdateProfileBody } from '#contract/auth';
import type { Role, User } from '#contract/users';
import { AppError } from '#server/errors';
import type { PaymentProcessor } from '#server/card-processors/processor';
import type { Viewer } from '#server/viewer';
import type { PaidPayment, ProfileChanges, UsersRepository } from './users.repository.js';

export interface UsersServiceDeps {
  /** Gives paid enrolments back when an admin deletes a student with `refund`. */
  processor: Pick<PaymentProcessor, 'refund'>;
  log: FastifyBaseLogger;
}

const quoted = (names: string[]) => names.map((name) => `“${name}”`).join(', ');
const classesWord = (n: number) => (n === 1 ? 'class' : 'classes');

function hasClasses(classNames: string[], action: 'change their role' | 'delete them') {
  const them = classNames.length === 1 ? 'it' : 'them';
  return AppError.conflict(
    `This instructor still teaches ${classNames.length} ${classesWord(classNames.length)}: ` +
      `${quoted(classNames)}. Reassign ${them} to another instructor in Manage classes, or delete ${them}, ` +
      `before you ${action}.`,
    'has_classes',
  );
}

function paidEnrolments(paid: PaidPayment[]) {
  return AppError.conflict(
    `This student has paid for ${paid.length} ${classesWord(paid.length)} ` +
      `(${quoted(paid.map((p) => p.className))}). Choose “Refund and delete” to refund ` +
      `${paid.length === 1 ? 'that payment' : 'those payments'} and then delete the account.`,
    'paid_enrolments',
  );
}

export function createUsersService(repository: UsersRepository, deps: UsersServiceDeps) {
  const { processor, log } = deps;
  // The session lookup has just read the account from the store: no second query for it.
  const me = async (viewer: Viewer): Promise<User> => {
    const { id, name, email, photo, gender, role } = viewer;
    // Instructors also edit their public page's bio and languages, which the session does not hold.
    if (role === 'instructor') {
      const user = await repository.findById(id);
      if (!user) throw AppError.unauthorized();
      return user;
    }
    return { _id: id, name, email, photo, gender, role };
  };

  return {
    me,

    async updateProfile(viewer: Viewer, body: UpdateProfileBody): Promise<User> {
      const changes: ProfileChanges = {};
      if ((body.bio !== undefined || body.languages !== undefined) && viewer.role !== 'instructor') {
        throw AppError.forbidden('Only instructors have a bio and languages.');
      }
      if (body.name !== undefined) changes.name = body.name;
      if (body.photo !== undefined) changes.image = body.photo || null;
      if (body.bio !== undefined) changes.bio = body.bio || null;
      if (body.languages !== undefined) changes.languages = body.languages;
      if (Object.keys(changes).length === 0) return me(viewer);
      const user = await repository.updateProfile(viewer.id, changes);
      if (!user) throw AppError.unauthorized();
      return user;
    },

    /** The role of a user by email: for that user or an admin. */
    async roleOf(viewer: Viewer, email: string): Promise<{ role: Role }> {
      const asked = email.trim().toLowerCase();
      if (viewer.role !== 'admin' && asked !== viewer.email.toLowerCase()) {
        throw AppError.forbidden('You can only look up your own role.');
      }
      const user = await repository.findByEmail(asked);
      if (!user) throw AppError.notFound('No user with that email.');
      return { role: user.role };
    },

    listUsers: () => repository.list(),

    async changeRole(viewer: Viewer, id: string, role: Role): Promise<{ modifiedCount: number }> {
      if (id === viewer.id) throw AppError.forbidden('You cannot change your own role.');
      const result = await repository.setRoleKeepingAnAdmin(id, role);
      if (result.outcome === 'missing') throw AppError.notFound('No user with that id.');
      if (result.outcome === 'last-admin') throw AppError.conflict('The school needs at least one admin.');
      if (result.outcome === 'has-classes') throw hasClasses(result.classNames, 'change their role');
      return { modifiedCount: result.outcome === 'changed' ? 1 : 0 };
    },

    /**
     * Deletes an account. A student who has paid for classes is refused (409) unless `refund` is asked:
     * then every paid payment is refunded by the processor first, and only when all of them went through
     * does one transaction free the seats, keep the payments as anonymous refunded records and delete the
     * account. A refund that fails deletes nothing; refunds are idempotent, so trying again is safe.
     */
    async deleteUser(viewer: Viewer, id: string, refund: boolean): Promise<DeleteUserAnswer> {
      if (id === viewer.id) throw AppError.forbidden('You cannot delete your own account here.');
      const found = await repository.findForDeletion(id);
      if (!found) throw AppError.notFound('No user with that id.');
      if (found.lastAdmin) throw AppError.conflict('The school needs at least one admin.');
      if (found.classNames.length > 0) throw hasClasses(found.classNames, 'delete them');
      if (found.paid.length > 0 && !refund) throw paidEnrolments(found.paid);

      const refunded = new Set<string>();
      for (const payment of refund ? found.paid : []) {
        try {
          await processor.refund(payment.transactionId);
        } catch (err) {
          log.error(
            { err, transactionId: payment.transactionId },
            'refund before deleting an account failed',
          );
          const n = refunded.size;
          const done = n
            ? ` ${n} other ${n === 1 ? 'payment was' : 'payments were'} refunded and will not be refunded twice.`
            : '';
          throw AppError.badGateway(
            `The payment processor did not refund the payment for “${payment.className}”, so nothing was ` +
              `deleted.${done} Please try again later.`,
          );
        }
        refunded.add(payment.transactionId);
      }

      const result = await repository.deleteAccount(id, refunded);
      if (result.outcome === 'missing') throw AppError.notFound('No user with that id.');
      if (result.outcome === 'last-admin') throw AppError.conflict('The school needs at least one admin.');
      if (result.outcome === 'has-classes') throw hasClasses(result.classNames, 'delete them');
      // A payment recorded while we were refunding: nothing was deleted; asking again refunds it too.
      if (result.outcome === 'paid') throw paidEnrolments(result.payments);
      return { deletedCount: 1, refundedCount: refunded.size };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
