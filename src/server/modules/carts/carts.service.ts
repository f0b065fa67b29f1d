import type { FastifyBaseLogger } from 'fastify';
import {
  ALREADY_ENROLLED,
  ALREADY_SELECTED,
  CLASS_FULL,
  OWN_CLASS_SELECT,
  type CartItem,
} from '#contract/carts';
import { AppError } from '#server/errors';
import type { PaymentProcessor } from '#server/card-processors/processor';
import type { Viewer } from '#server/viewer';
import type { CartsRepository } from './carts.repository.js';

export const NO_SUCH_ITEM = 'No such item in your cart.';

export function createCartsService(deps: {
  carts: CartsRepository;
  processor: PaymentProcessor;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { carts, processor, now, log } = deps;

  return {
    /** The spec's client sends ?email=; identity still comes from the session. */
    listCart(viewer: Viewer, query: { email?: string }): Promise<CartItem[]> {
      if (query.email && query.email.trim().toLowerCase() !== viewer.email.toLowerCase()) {
        throw AppError.forbidden('You can only see your own cart.');
      }
      return carts.listOf(viewer.id, now());
    },

    async getItem(viewer: Viewer, id: string): Promise<CartItem> {
      const item = await carts.findOwned(viewer.id, id, now());
      if (!item) throw AppError.notFound(NO_SUCH_ITEM);
      return item;
    },

    /** Select: the class's name, price and image come from the class, the email from the session. */
    async addToCart(viewer: Viewer, classId: string): Promise<{ insertedId: string }> {
      const cls = await carts.findClass(classId);
      if (!cls || cls.status !== 'approved') throw AppError.notFound('No such class.');
      // 409, not 403: the client signs out on any 403.
      if (cls.instructorId === viewer.id) throw AppError.conflict(OWN_CLASS_SELECT);
      if (await carts.isEnrolled(viewer.id, classId)) throw AppError.conflict(ALREADY_ENROLLED);
      if (cls.availableSeats <= 0) throw AppError.conflict(CLASS_FULL);
      const insertedId = await carts.add(viewer.id, classId);
      if (!insertedId) throw AppError.conflict(ALREADY_SELECTED);
      return { insertedId };
    },

    async deleteItem(viewer: Viewer, id: string): Promise<{ deletedCount: number }> {
      const deleted = await carts.deleteOwned(viewer.id, id);
      if (!deleted) throw AppError.notFound(NO_SUCH_ITEM);
      if (deleted.paymentIntentId) {
        // Best effort: an intent already paid stays paid and is still recorded (or refunded) by its payment.
        await processor
          .cancel(deleted.paymentIntentId)
          .catch((err: unknown) =>
            log.warn({ err }, 'could not cancel the payment intent of a deleted cart item'),
          );
      }
      return { deletedCount: 1 };
    },
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
