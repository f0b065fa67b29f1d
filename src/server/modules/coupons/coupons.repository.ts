import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { classes, couponRedemptions, coupons } from '#server/db/schema';
import type { Cents } from '#server/money';
import type { CouponTerms } from '#server/modules/seats/rules/coupon-rules';

export interface CouponRow extends CouponTerms {
  createdAt: Date;
}

export type CouponValues = Omit<CouponTerms, 'id' | 'uses'>;

const columns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  percentOff: coupons.percentOff,
  amountOffCents: coupons.amountOffCents,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  maxUses: coupons.maxUses,
  maxUsesPerStudent: coupons.maxUsesPerStudent,
  appliesTo: coupons.appliesTo,
  classIds: coupons.classIds,
  languages: coupons.languages,
  minPriceCents: coupons.minPriceCents,
  active: coupons.active,
  uses: coupons.uses,
  createdAt: coupons.createdAt,
};

/** Coupons and their redemptions: plain reads and writes on the transaction given. */
export function createCouponsRepository(db: Db) {
  return {
    list(): Promise<CouponRow[]> {
      return db.select(columns).from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
    },

    async find(id: string, tx: Tx = db): Promise<CouponRow | null> {
      const [row] = await tx.select(columns).from(coupons).where(eq(coupons.id, id));
      return row ?? null;
    },

    async findByCode(code: string): Promise<CouponRow | null> {
      const [row] = await db
        .select(columns)
        .from(coupons)
        .where(eq(sql`lower(${coupons.code})`, code.toLowerCase()));
      return row ?? null;
    },

    /** The coupon's row lock: redemptions of one coupon, and its edits, happen one at a time. */
    async lock(tx: Tx, id: string): Promise<CouponRow | null> {
      const [row] = await tx.select(columns).from(coupons).where(eq(coupons.id, id)).for('update');
      return row ?? null;
    },

    async insert(tx: Tx, values: CouponValues & { createdBy: string }): Promise<CouponRow> {
      const [row] = await tx.insert(coupons).values(values).returning(columns);
      if (!row) throw new Error('the coupon insert returned no row');
      return row;
    },

    async update(tx: Tx, id: string, values: CouponValues): Promise<CouponRow> {
      const [row] = await tx
        .update(coupons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(coupons.id, id))
        .returning(columns);
      if (!row) throw new Error('the coupon update found no row');
      return row;
    },

    /** Of these class ids, those that exist. */
    async existingClassIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: classes.id }).from(classes).where(inArray(classes.id, ids));
      return rows.map((row) => row.id);
    },

    async countUsesBy(couponId: string, userId: string, tx: Tx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
      return row?.n ?? 0;
    },

    /** One more use, never past max_uses; false when the coupon is used up. */
    async countUse(tx: Tx, couponId: string): Promise<boolean> {
      const rows = await tx
        .update(coupons)
        .set({ uses: sql`${coupons.uses} + 1` })
        .where(and(eq(coupons.id, couponId), or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses))))
        .returning({ id: coupons.id });
      return rows.length > 0;
    },

    async insertRedemption(
      tx: Tx,
      values: { couponId: string; userId: string; paymentId: string; discountCents: Cents },
    ): Promise<void> {
      await tx.insert(couponRedemptions).values(values);
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
