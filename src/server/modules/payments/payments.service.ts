import type { FastifyBaseLogger } from 'fastify';
import { MAX_HELD_SEATS } from '#contract/carts';
import {
  CURRENCY,
  type Payment,
  type PaymentIntentAnswer,
  type PaymentsConfig,
  type RecordPaymentAnswer,
  type RecordPaymentBody,
  type SimulatedConfirmBody,
} from '#contract/payments';
import { AppError } from '#server/errors';
import { serverText, sourceMessages, type ServerMessageId } from '#server/i18n/server-messages';
import type { AnyProcessor, IntentInfo } from '#server/card-processors/processor';
import { dollarsFromCents, type Cents } from '#server/money';
import type { Viewer } from '#server/viewer';
import type { CartItemForPayment, CartsRepository } from '#server/modules/carts/carts.repository';
import type { SeatsService } from '#server/modules/seats/seats.service';
import { classSaleOf, requireForSale } from '#server/modules/seats/rules/class-sale';
import { ineligibility } from '#server/modules/seats/rules/eligibility';
import type { RecordedPayment } from '#server/modules/seats/rules/payment-status';
import type { RefundReason } from '#server/modules/seats/rules/refund-reasons';
import type { UsersRepository } from '#server/modules/users/users.repository';
import type { CouponsService } from '#server/modules/coupons/coupons.service';
import type { PaymentsRepository } from './payments.repository.js';

const refundTexts = {
  'no-seat': 'conflict.refunded_no_seat',
  'already-enrolled': 'conflict.refunded_already_enrolled',
  'price-changed': 'conflict.refunded_price_changed',
  'class-unavailable': 'conflict.refunded_class_unavailable',
  'account-deleted': 'conflict.refunded_account_deleted',
  'coupon-used-up': 'conflict.refunded_coupon_used_up',
  'coupon-invalid': 'conflict.refunded_coupon_invalid',
  'class-ended': 'class_ended.refunded',
  'class-started': 'class_started.refunded',
  'own-class': 'conflict.refunded_own_class',
} as const satisfies Record<RefundReason, ServerMessageId>;

/** What a payment refunded on arrival says, in English. */
export const refundMessages = Object.fromEntries(
  Object.entries(refundTexts).map(([reason, id]) => [reason, sourceMessages[id]]),
) as Record<RefundReason, string>;

/**
 * Paying needs an address the account has shown to be its own; browsing and selecting do not.
 * A 409, not a 403: the client signs out on any 403, and this account is rightly signed in.
 */
function requireVerifiedEmail(viewer: Viewer) {
  if (!viewer.emailVerified) throw AppError.conflict(serverText('email_unverified'), 'email_unverified');
}

export interface PaymentsServiceDeps {
  carts: CartsRepository;
  payments: PaymentsRepository;
  seats: SeatsService;
  users: UsersRepository;
  coupons: CouponsService;
  processor: AnyProcessor;
  holdMinutes: number;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Stripe reports a refund on a payment (charge.refunded): the refunds module records what is new. */
  onChargeRefunded?: (transactionId: string) => Promise<unknown>;
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { carts, payments, seats, users, coupons, processor, holdMinutes, log, now, onChargeRefunded } = deps;

  async function refundQuietly(transactionId: string) {
    try {
      await processor.refund(transactionId);
    } catch (err) {
      // The payment is already recorded as refunded; the next replay of this transaction tries again.
      log.error({ err, transactionId }, 'refund failed');
    }
  }

  async function ensureRefunded(transactionId: string) {
    const intent = await processor.retrieve(transactionId);
    if (intent && intent.status === 'succeeded' && !intent.refunded) await refundQuietly(transactionId);
  }

  /** Records a payment the processor says succeeded; refunds it when the seat cannot be given. */
  async function settle(intent: IntentInfo): Promise<RecordedPayment> {
    const { userId, classId, className, cartItemId } = intent.metadata;
    if (!userId || !classId) throw AppError.badRequest(serverText('bad_request.payment_not_from_site'));
    const recorded = await seats.enrolPaid({
      transactionId: intent.id,
      amountCents: intent.amount,
      userId,
      classId,
      className: className ?? '',
      cartItemId: cartItemId ?? null,
      card: intent.card,
    });
    if (recorded.status === 'refunded') {
      if (recorded.created) await refundQuietly(intent.id);
      else await ensureRefunded(intent.id);
    }
    return recorded;
  }

  function answer(recorded: RecordedPayment): RecordPaymentAnswer {
    if (recorded.status === 'refunded') {
      const reason = recorded.refundReason ?? 'no-seat';
      const code =
        reason === 'class-ended' ? 'class_ended' : reason === 'class-started' ? 'class_started' : 'conflict';
      throw AppError.conflict(serverText(refundTexts[reason]), code);
    }
    return { result: { insertedId: recorded.id } };
  }

  /** The item's current intent when it can still be paid for this amount, otherwise a new one. */
  async function intentFor(
    item: CartItemForPayment,
    amount: Cents,
    viewer: Viewer,
    couponCode: string | null,
  ) {
    if (item.paymentIntentId) {
      const current = await processor.retrieve(item.paymentIntentId);
      if (current && current.amount === amount && current.status !== 'canceled' && !current.refunded) {
        return current;
      }
    }
    const created = await processor.createIntent({
      amount,
      currency: CURRENCY,
      metadata: {
        userId: viewer.id,
        email: item.email,
        classId: item.classId,
        className: item.className,
        cartItemId: item.id,
        ...(couponCode ? { couponCode } : {}),
      },
    });
    if (await carts.setPaymentIntent(item.id, item.paymentIntentId, created.id)) return created;
    // Another request for this item stored its intent first: use that one, so the item has a single intent.
    await processor.cancel(created.id).catch(() => {});
    const again = await carts.findForPayment(viewer.id, item.id, now());
    const theirs = again?.paymentIntentId ? await processor.retrieve(again.paymentIntentId) : null;
    if (!theirs) throw AppError.conflict(serverText('conflict.payment_being_prepared'));
    return theirs;
  }

  return {
    config(): PaymentsConfig {
      return {
        processor: processor.kind,
        ...(processor.kind === 'stripe' ? { publishableKey: processor.publishableKey } : {}),
        holdMinutes,
      };
    },

    /**
     * The amount comes from the class, less the item's coupon; asking holds a seat for this student, or
     * extends the hold once.
     */
    async createPaymentIntent(viewer: Viewer, cartItemId: string): Promise<PaymentIntentAnswer> {
      requireVerifiedEmail(viewer);
      const found = await carts.findForPayment(viewer.id, cartItemId, now());
      if (!found) throw AppError.notFound(serverText('not_found.cart_item'));
      const sale = classSaleOf(found.priceCents, found.sessions, found.lateJoining);
      const refusal = ineligibility({
        userId: viewer.id,
        cls: { status: found.classStatus, instructorId: found.instructorId },
        sale,
        enrolled: found.enrolled,
      });
      if (refusal === 'unavailable') throw AppError.conflict(serverText('conflict.class_not_offered'));
      if (refusal === 'own-class') throw AppError.conflict(serverText('conflict.own_class_pay'));
      if (refusal === 'not-for-sale') requireForSale(sale);
      // Joining late, the price is that of the sessions left; the seats service checks it again on payment.
      const item = { ...found, priceCents: sale.priceCents };
      if (item.priceCents <= 0) {
        throw AppError.badRequest(serverText('bad_request.class_free'));
      }
      if (refusal === 'already-enrolled') throw AppError.conflict(serverText('conflict.already_enrolled'));
      const priced = await coupons.priceOf(viewer, item);
      if (priced.amountCents <= 0) {
        throw AppError.badRequest(serverText('bad_request.free_with_coupon'));
      }
      const hold = await seats.hold({ userId: viewer.id, itemId: item.id, classId: item.classId });
      if (!hold.held) {
        if (hold.reason === 'missing') throw AppError.notFound(serverText('not_found.cart_item'));
        if (hold.reason === 'limit')
          throw AppError.conflict(serverText('conflict.held_seats_limit', { max: MAX_HELD_SEATS }));
        throw AppError.conflict(
          serverText(hold.reason === 'full' ? 'conflict.class_full' : 'conflict.seats_held'),
        );
      }
      const intent = await intentFor(item, priced.amountCents, viewer, priced.coupon?.code ?? null);
      return {
        clientSecret: intent.clientSecret,
        amount: dollarsFromCents(priced.amountCents),
        coupon: priced.coupon,
        currency: CURRENCY,
        holdExpiresAt: hold.until.toISOString(),
        holdRenewable: hold.renewable,
      };
    },

    /** Records a payment after asking the processor; a replay answers as the first time did. */
    async recordPayment(viewer: Viewer, body: RecordPaymentBody): Promise<RecordPaymentAnswer> {
      const existing = await payments.findByTransactionId(body.transactionId);
      if (existing) {
        if (existing.userId !== viewer.id)
          throw AppError.forbidden(serverText('forbidden.payment_of_another_account'));
        if (existing.status === 'refunded') await ensureRefunded(body.transactionId);
        return answer(existing);
      }
      const intent = await processor.retrieve(body.transactionId);
      if (!intent) throw AppError.notFound(serverText('not_found.transaction'));
      if (intent.metadata.userId !== viewer.id) {
        throw AppError.forbidden(serverText('forbidden.payment_of_another_account'));
      }
      if (intent.metadata.cartItemId !== body.cartItemId) {
        throw AppError.badRequest(serverText('bad_request.payment_for_another_class'), {
          cartItemId: serverText('field.not_this_payment'),
        });
      }
      if (intent.currency !== CURRENCY)
        throw AppError.badRequest(serverText('bad_request.payment_in_another_currency'));
      if (intent.status !== 'succeeded') {
        throw AppError.paymentRequired('payment_incomplete', serverText('payment_incomplete'));
      }
      if (intent.refunded) throw AppError.conflict(serverText('conflict.payment_has_been_refunded'));
      return answer(await settle(intent));
    },

    /** Stripe tells us a payment succeeded, even if the browser went away; repeated events change nothing. */
    async handleStripeWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: boolean }> {
      if (processor.kind !== 'stripe') throw AppError.notFound();
      const event = processor.parseWebhook(rawBody, signature);
      if (event.type === 'charge.refunded' && event.chargeIntentId) {
        const recorded = await onChargeRefunded?.(event.chargeIntentId);
        log.info({ transactionId: event.chargeIntentId, recorded }, 'webhook refund');
        return { received: true };
      }
      if (event.type !== 'payment_intent.succeeded' || !event.intentId) return { received: true };
      // The event's copy may be stale or replayed: the processor's current word decides.
      const intent = await processor.retrieve(event.intentId);
      if (!intent || intent.status !== 'succeeded' || intent.refunded || intent.currency !== CURRENCY) {
        return { received: true };
      }
      if (!intent.metadata.userId || !intent.metadata.classId) {
        log.warn({ intentId: intent.id }, 'a succeeded payment intent without our metadata');
        return { received: true };
      }
      const recorded = await settle(intent);
      log.info(
        { transactionId: intent.id, status: recorded.status, created: recorded.created },
        'webhook payment',
      );
      return { received: true };
    },

    async listPayments(viewer: Viewer, email: string): Promise<Payment[]> {
      const asked = email.trim().toLowerCase();
      const own = asked === viewer.email.toLowerCase();
      if (!own && viewer.role !== 'admin') throw AppError.forbidden(serverText('forbidden.own_payments'));
      const userId = own ? viewer.id : (await users.findByEmail(asked))?._id;
      if (!userId) return [];
      return (await payments.listOf(userId)).map((row) => ({
        _id: row.id,
        email: row.email ?? '',
        transactionId: row.transactionId,
        price: dollarsFromCents(row.priceCents),
        coupon: row.couponCode,
        discount: dollarsFromCents(row.discountCents),
        classId: row.classId,
        class: row.className,
        date: row.date.toISOString(),
        status: row.status,
        amountRefunded: dollarsFromCents(row.amountRefundedCents),
      }));
    },

    async confirmSimulated(viewer: Viewer, body: SimulatedConfirmBody) {
      requireVerifiedEmail(viewer);
      if (processor.kind !== 'simulated') throw AppError.notFound();
      const { id } = await processor.confirm({ ...body, userId: viewer.id });
      return { status: 'succeeded' as const, id };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
