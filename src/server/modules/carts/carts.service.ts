import type { FastifyBaseLogger } from 'fastify';
import { type CartItem } from '#contract/carts';
import type { RefundPolicy } from '#contract/school-settings';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { dollarsFromCents, minusCents, NO_CENTS } from '#server/money';
import type { PaymentProcessor } from '#server/card-processors/processor';
import type { Viewer } from '#server/viewer';
import type { SeatsService } from '#server/modules/seats/seats.service';
import { ineligibility } from '#server/modules/seats/rules/eligibility';
import { seatFor, seatsLeft } from '#server/modules/seats/rules/seat-rule';
import { appliedCoupon, discountCents } from '#server/modules/seats/rules/coupon-rules';
import { refundTermsOf } from '#server/modules/seats/rules/refund-policy';
import { classSaleOf, requireForSale, saleTerms } from '#server/modules/seats/rules/class-sale';
import type { CartRow, CartsRepository } from './carts.repository.js';

function toCartItem(row: CartRow, policy: RefundPolicy, now: Date, timeZone: string | null): CartItem {
  const sale = classSaleOf(row.priceCents, row.sessions, row.lateJoining);
  const paysCents = minusCents(
    sale.priceCents,
    row.coupon ? discountCents(row.coupon, sale.priceCents) : NO_CENTS,
  );
  return {
    _id: row.id,
    classId: row.classId,
    name: row.name,
    img: row.img,
    price: dollarsFromCents(row.priceCents),
    email: row.email,
    instructor: row.instructor,
    instructorName: row.instructorName,
    availableSeats: seatsLeft(row.seats, row.heldByOthers),
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    coupon: row.coupon ? appliedCoupon(row.coupon, sale.priceCents) : null,
    sale: saleTerms(sale, row.priceCents),
    refundTerms: refundTermsOf({
      policy,
      priceCents: paysCents,
      firstSessionAt: row.firstSessionAt,
      now,
      timeZone: timeZone ?? row.timeZone,
    }),
  };
}

export function createCartsService(deps: {
  carts: CartsRepository;
  seats: SeatsService;
  processor: PaymentProcessor;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The school's refund policy, stated on every item before paying. */
  refundPolicy: () => Promise<RefundPolicy>;
}) {
  const { carts, seats, processor, now, log, refundPolicy } = deps;

  return {
    /** The spec's client sends ?email=; identity still comes from the session. */
    async listCart(viewer: Viewer, query: { email?: string; tz?: string }): Promise<CartItem[]> {
      if (query.email && query.email.trim().toLowerCase() !== viewer.email.toLowerCase()) {
        throw AppError.forbidden(serverText('forbidden.own_cart'));
      }
      const at = now();
      const [rows, policy] = await Promise.all([carts.listOf(viewer.id, at), refundPolicy()]);
      return rows.map((row) => toCartItem(row, policy, at, query.tz ?? null));
    },

    async getItem(viewer: Viewer, id: string, tz?: string): Promise<CartItem> {
      const at = now();
      const [item, policy] = await Promise.all([carts.findOwned(viewer.id, id, at), refundPolicy()]);
      if (!item) throw AppError.notFound(serverText('not_found.cart_item'));
      return toCartItem(item, policy, at, tz ?? null);
    },

    /** Select: the class's name, price and image come from the class, the email from the session. */
    async addToCart(viewer: Viewer, classId: string): Promise<{ insertedId: string }> {
      const cls = await carts.findClassToSelect(viewer.id, classId, now());
      const sale = cls ? classSaleOf(cls.priceCents, cls.sessions, cls.lateJoining) : null;
      const refusal = ineligibility({
        userId: viewer.id,
        cls,
        sale,
        enrolled: cls?.enrolled,
        // Select refuses only a class with no seat at all; seats others hold may yet come back.
        seat: cls ? seatFor(cls.availableSeats, 0, false) : undefined,
      });
      if (refusal === 'unavailable' || !sale) throw AppError.notFound(serverText('not_found.class'));
      // 409, not 403: the client signs out on any 403.
      if (refusal === 'own-class') throw AppError.conflict(serverText('conflict.own_class_select'));
      if (refusal === 'not-for-sale') requireForSale(sale);
      if (refusal === 'already-enrolled') throw AppError.conflict(serverText('conflict.already_enrolled'));
      if (refusal) throw AppError.conflict(serverText('conflict.class_full'));
      const insertedId = await carts.add(viewer.id, classId);
      if (!insertedId) throw AppError.conflict(serverText('conflict.already_selected'));
      return { insertedId };
    },

    async deleteItem(viewer: Viewer, id: string): Promise<{ deletedCount: number }> {
      const deleted = await seats.release(viewer.id, id);
      if (!deleted) throw AppError.notFound(serverText('not_found.cart_item'));
      if (deleted.paymentIntentId) {
        // Best effort: an intent already paid stays paid and is still recorded (or refunded) by its payment.
        await processor
          .cancel(deleted.paymentIntentId)
          .catch((err: unknown) =>
            log.warn({ err }, 'could not cancel the payment intent of a deleted cart item'),
          );
      }
      await seats.seatFreed(deleted.classId);
      return { deletedCount: 1 };
    },
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
