import type { AppliedCoupon, Coupon, CreateCouponBody, UpdateCouponBody } from '#contract/coupons';
import { pgErrorCode, UNIQUE_VIOLATION } from '#server/db/pg-errors';
import type { Transactions, Tx } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText, type ServerText } from '#server/i18n/server-messages';
import { classSaleOf } from '#server/modules/seats/rules/class-sale';
import { centsFromDollars, dollarsFromCents, minusCents, NO_CENTS, type Cents } from '#server/money';
import type { Viewer } from '#server/viewer';
import type { AuditValues } from '#contract/audit';
import { changedFields, recordAudit } from '#server/modules/audit/audit.service';
import type { CartItemForPayment, CartsRepository } from '#server/modules/carts/carts.repository';
import {
  appliedCoupon,
  couponRefusal,
  discountCents,
  refusalMessage,
  type CouponRefusal,
  type CouponTarget,
  type CouponTerms,
} from '#server/modules/seats/rules/coupon-rules';
import type { CouponRow, CouponsRepository, CouponValues } from './coupons.repository.js';

function toCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents === null ? null : dollarsFromCents(row.amountOffCents),
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerStudent: row.maxUsesPerStudent,
    appliesTo: row.appliesTo,
    classIds: row.classIds,
    languages: row.languages,
    minPrice: dollarsFromCents(row.minPriceCents),
    active: row.active,
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A coupon at enrolment: usable, with what it takes off; or why not. */
export type CouponAtEnrolment =
  | { usable: true; code: string; discountCents: Cents }
  | { usable: false; refusal: CouponRefusal | 'missing'; message: ServerText };

/**
 * The part of coupons that enrolment runs inside its own transaction, after the class's lock: the coupon's
 * row lock, then the check and the count. Every enrolment takes the class's lock before the coupon's, so the
 * two never deadlock; the coupon's lock makes uses count one at a time (docs/decisions/coupons.md).
 */
export function createCouponRedemptions(repository: CouponsRepository) {
  return {
    async checkForEnrolment(
      tx: Tx,
      at: { couponId: string; userId: string; target: CouponTarget; now: Date },
    ): Promise<CouponAtEnrolment> {
      const coupon = await repository.lock(tx, at.couponId);
      if (!coupon)
        return { usable: false, refusal: 'missing', message: serverText('conflict.coupon_unknown') };
      const usedByStudent = await repository.countUsesBy(coupon.id, at.userId, tx);
      const refusal = couponRefusal(coupon, at.target, { now: at.now, usedByStudent });
      if (refusal) return { usable: false, refusal, message: refusalMessage(refusal, coupon) };
      return { usable: true, code: coupon.code, discountCents: discountCents(coupon, at.target.priceCents) };
    },

    /** Counts the use checked above, in the same transaction, for the payment it discounted. */
    async redeem(
      tx: Tx,
      use: { couponId: string; userId: string; paymentId: string; discountCents: Cents },
    ): Promise<void> {
      // Cannot fail under the lock taken by checkForEnrolment; the guard keeps max_uses even if a caller forgot it.
      if (!(await repository.countUse(tx, use.couponId))) throw new Error('a coupon was used past its limit');
      await repository.insertRedemption(tx, use);
    },
  };
}

export type CouponRedemptions = ReturnType<typeof createCouponRedemptions>;

type Merged = CouponValues;

function validate(values: Merged, uses: number, classIdsFound: string[] | null): void {
  const fields: Record<string, ServerText> = {};
  if (values.kind === 'percent' && values.percentOff === null) {
    fields.percentOff = serverText('field.percent_off_missing');
  }
  if (values.kind === 'amount' && values.amountOffCents === null) {
    fields.amountOff = serverText('field.amount_off_missing');
  }
  if (values.kind === 'amount' && values.amountOffCents !== null && values.amountOffCents <= 0) {
    fields.amountOff = serverText('field.amount_off_zero');
  }
  if (values.validFrom && values.validUntil && values.validUntil <= values.validFrom) {
    fields.validUntil = serverText('field.valid_until_first');
  }
  if (values.appliesTo === 'classes') {
    if (values.classIds.length === 0) fields.classIds = serverText('field.no_class_chosen');
    else if (classIdsFound) {
      const missing = values.classIds.filter((id) => !classIdsFound.includes(id));
      if (missing[0]) fields.classIds = serverText('field.unknown_class', { id: missing[0] });
    }
  }
  if (values.appliesTo === 'languages' && values.languages.length === 0) {
    fields.languages = serverText('field.no_language_chosen');
  }
  if (values.maxUses !== null && values.maxUses < uses) {
    fields.maxUses = serverText('field.max_uses_below_uses', { uses });
  }
  const [first] = Object.values(fields);
  if (first) throw AppError.badRequest(first, fields);
}

/** The body's fields that contradict its own kind: a percent coupon with an amount, and the other way. */
function refuseMixedKinds(body: UpdateCouponBody) {
  if (body.kind === 'percent' && body.amountOff != null) {
    throw AppError.badRequest(serverText('bad_request.percent_coupon_amount'), {
      amountOff: serverText('field.empty_for_percent'),
    });
  }
  if (body.kind === 'amount' && body.percentOff != null) {
    throw AppError.badRequest(serverText('bad_request.amount_coupon_percent'), {
      percentOff: serverText('field.empty_for_amount'),
    });
  }
}

const uniqueClassIds = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

function merge(base: Merged, body: UpdateCouponBody): Merged {
  const pick = <K extends keyof Merged>(key: K, given: Merged[K] | undefined): Merged[K] =>
    given === undefined ? base[key] : given;
  const kind = pick('kind', body.kind);
  const appliesTo = pick('appliesTo', body.appliesTo);
  const date = (given: string | null | undefined, was: Date | null) =>
    given === undefined ? was : given === null ? null : new Date(given);
  return {
    code: pick('code', body.code),
    kind,
    // The other kind's figure goes when the kind changes.
    percentOff: kind === 'percent' ? pick('percentOff', body.percentOff) : null,
    amountOffCents:
      kind === 'amount'
        ? body.amountOff === undefined
          ? base.amountOffCents
          : body.amountOff === null
            ? null
            : centsFromDollars(body.amountOff)
        : null,
    validFrom: date(body.validFrom, base.validFrom),
    validUntil: date(body.validUntil, base.validUntil),
    maxUses: pick('maxUses', body.maxUses),
    maxUsesPerStudent: pick('maxUsesPerStudent', body.maxUsesPerStudent),
    appliesTo,
    classIds: appliesTo === 'classes' ? uniqueClassIds(body.classIds ?? base.classIds) : [],
    languages: appliesTo === 'languages' ? [...new Set(body.languages ?? base.languages)] : [],
    minPriceCents: body.minPrice === undefined ? base.minPriceCents : centsFromDollars(body.minPrice),
    active: pick('active', body.active),
  };
}

const blank: Merged = {
  code: '',
  kind: 'percent',
  percentOff: null,
  amountOffCents: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerStudent: 1,
  appliesTo: 'all',
  classIds: [],
  languages: [],
  minPriceCents: NO_CENTS,
  active: true,
};

/** A coupon's terms as the audit log keeps them (what an admin sets; not its running count of uses). */
function auditedTerms(row: CouponTerms): AuditValues {
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerStudent: row.maxUsesPerStudent,
    appliesTo: row.appliesTo,
    classIds: row.classIds,
    languages: row.languages,
    minPriceCents: row.minPriceCents,
    active: row.active,
  };
}

export function createCouponsService(deps: {
  repository: CouponsRepository;
  carts: CartsRepository;
  transactions: Transactions;
  now: () => Date;
}) {
  const { repository, carts, transactions, now } = deps;

  async function checked(values: Merged, uses: number) {
    const found = values.appliesTo === 'classes' ? await repository.existingClassIds(values.classIds) : null;
    validate(values, uses, found);
  }

  function duplicateCode(code: string) {
    return AppError.conflict(serverText('conflict.coupon_code_taken', { code }));
  }

  async function priceWith(item: CartItemForPayment, couponId: string, userId: string) {
    const coupon = await repository.find(couponId);
    if (!coupon) return { refusal: serverText('conflict.coupon_unknown'), coupon: null } as const;
    const usedByStudent = await repository.countUsesBy(coupon.id, userId);
    const refusal = couponRefusal(coupon, targetOf(item), { now: now(), usedByStudent });
    return { refusal: refusal ? refusalMessage(refusal, coupon) : null, coupon } as const;
  }

  return {
    async listCoupons(): Promise<Coupon[]> {
      return (await repository.list()).map(toCoupon);
    },

    /** An admin's new coupon; the code is unique whatever its case. */
    async createCoupon(viewer: Viewer, body: CreateCouponBody): Promise<Coupon> {
      refuseMixedKinds(body);
      const values = merge(blank, body);
      await checked(values, 0);
      try {
        // One transaction with its audit entry: a coupon never exists without the record of who made it.
        return toCoupon(
          await transactions.run(async (tx) => {
            const created = await repository.insert(tx, { ...values, createdBy: viewer.id });
            await recordAudit(tx, {
              actorId: viewer.id,
              action: 'coupon.created',
              subjectType: 'coupon',
              subjectId: created.id,
              subjectLabel: created.code,
              before: null,
              after: auditedTerms(created),
            });
            return created;
          }),
        );
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw duplicateCode(values.code);
        throw error;
      }
    },

    /** Any field; `active: false` withdraws it (a coupon is never deleted: its payments name it). */
    async updateCoupon(viewer: Viewer, id: string, body: UpdateCouponBody): Promise<Coupon> {
      refuseMixedKinds(body);
      try {
        return toCoupon(
          await transactions.run(async (tx) => {
            const before = await repository.lock(tx, id);
            if (!before) throw AppError.notFound(serverText('not_found.coupon'));
            const values = merge(before, body);
            await checked(values, before.uses);
            const after = await repository.update(tx, id, values);
            const changed = changedFields(auditedTerms(before), auditedTerms(after));
            if (changed) {
              await recordAudit(tx, {
                actorId: viewer.id,
                action: 'coupon.changed',
                subjectType: 'coupon',
                subjectId: id,
                subjectLabel: after.code,
                ...changed,
              });
            }
            return after;
          }),
        );
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw duplicateCode(body.code ?? '');
        throw error;
      }
    },

    /**
     * "Have a coupon?": checks the code for this item now and attaches it; the use is counted only when the
     * student enrols. Answers the new total, computed here.
     */
    async applyToCartItem(viewer: Viewer, itemId: string, code: string): Promise<AppliedCoupon> {
      const found = await carts.findForPayment(viewer.id, itemId, now());
      if (!found) throw AppError.notFound(serverText('not_found.cart_item'));
      // The price now: that of the sessions left when joining late.
      const item = {
        ...found,
        priceCents: classSaleOf(found.priceCents, found.sessions, found.lateJoining).priceCents,
      };
      const coupon = await repository.findByCode(code);
      if (!coupon) throw AppError.notFound(serverText('not_found.coupon_code'));
      const { refusal } = await priceWith(item, coupon.id, viewer.id);
      if (refusal) throw AppError.conflict(refusal);
      if (!(await carts.setCoupon(viewer.id, itemId, coupon.id)))
        throw AppError.notFound(serverText('not_found.cart_item'));
      return appliedCoupon(coupon, item.priceCents);
    },

    async removeFromCartItem(viewer: Viewer, itemId: string): Promise<{ modifiedCount: number }> {
      if (!(await carts.setCoupon(viewer.id, itemId, null)))
        throw AppError.notFound(serverText('not_found.cart_item'));
      return { modifiedCount: 1 };
    },

    /**
     * What asking to pay charges for an item: the class's price less its coupon. A coupon that stopped
     * working since it was applied is taken off the item, and the student told why (409).
     */
    async priceOf(
      viewer: Viewer,
      item: CartItemForPayment,
    ): Promise<{ amountCents: Cents; coupon: AppliedCoupon | null }> {
      if (!item.couponId) return { amountCents: item.priceCents, coupon: null };
      const { refusal, coupon } = await priceWith(item, item.couponId, viewer.id);
      if (refusal || !coupon) {
        await carts.setCoupon(viewer.id, item.id, null);
        throw AppError.conflict(
          serverText('conflict.coupon_taken_off', {
            refusal: refusal ?? serverText('conflict.coupon_unknown'),
          }),
        );
      }
      const applied = appliedCoupon(coupon, item.priceCents);
      return {
        amountCents: minusCents(item.priceCents, discountCents(coupon, item.priceCents)),
        coupon: applied,
      };
    },
  };
}

function targetOf(item: CartItemForPayment): CouponTarget {
  return { classId: item.classId, language: item.classLanguage, priceCents: item.priceCents };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
