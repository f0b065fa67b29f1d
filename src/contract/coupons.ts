import { z } from 'zod/mini';
import { isWholeCents } from './money.js';
import { recordId } from './common.js';
import { languageCode } from './languages.js';

export const couponKinds = ['percent', 'amount'] as const;
export type CouponKind = (typeof couponKinds)[number];
/** Which classes a coupon is for: every class, the listed classes, or classes taught in the listed languages. */
export const couponScopes = ['all', 'classes', 'languages'] as const;
export type CouponScope = (typeof couponScopes)[number];

const COUPON_CODE_MIN = 3;
const COUPON_CODE_MAX = 40;
const MONEY_MAX = 10_000;
const USES_MAX = 1_000_000;
const CLASSES_MAX = 200;

/** Letters, digits, - and _; compared without regard to case, shown in upper case. */
const couponCode = z
  .string('Enter a coupon code')
  .check(
    z.trim(),
    z.minLength(COUPON_CODE_MIN, `A coupon code has at least ${COUPON_CODE_MIN} characters`),
    z.maxLength(COUPON_CODE_MAX, `A coupon code has at most ${COUPON_CODE_MAX} characters`),
    z.regex(/^[A-Za-z0-9_-]+$/, 'A coupon code has only letters, digits, - and _'),
    z.toUpperCase(),
  );

const dollars = (what: string) =>
  z
    .number(`${what} must be a number of dollars`)
    .check(
      z.gte(0, `${what} cannot be negative`),
      z.lte(MONEY_MAX, `${what} should be at most ${MONEY_MAX}`),
      z.refine(isWholeCents, `${what} has at most two decimals`),
    );

const instant = (what: string) =>
  z.nullable(z.iso.datetime({ offset: true, error: `${what} must be a date and time (ISO 8601)` }));

/** What an admin sends to create a coupon; the service checks the rules between fields. */
const couponFields = {
  code: couponCode,
  kind: z.enum(couponKinds, { error: () => "kind must be 'percent' or 'amount'" }),
  /** 1-100, for a percent coupon. */
  percentOff: z.optional(
    z.nullable(
      z
        .int('The percentage must be a whole number')
        .check(
          z.gte(1, 'The percentage must be between 1 and 100'),
          z.lte(100, 'The percentage must be between 1 and 100'),
        ),
    ),
  ),
  /** Dollars, for a fixed-amount coupon. */
  amountOff: z.optional(z.nullable(dollars('The amount off'))),
  validFrom: z.optional(instant('Valid from')),
  validUntil: z.optional(instant('Valid until')),
  /** Null or absent: no limit. */
  maxUses: z.optional(
    z.nullable(
      z
        .int('Total uses must be a whole number')
        .check(
          z.gte(1, 'Total uses must be at least 1'),
          z.lte(USES_MAX, `Total uses should be at most ${USES_MAX}`),
        ),
    ),
  ),
  maxUsesPerStudent: z.optional(
    z
      .int('Uses per student must be a whole number')
      .check(
        z.gte(1, 'Uses per student must be at least 1'),
        z.lte(1000, 'Uses per student should be at most 1000'),
      ),
  ),
  appliesTo: z.optional(
    z.enum(couponScopes, { error: () => "appliesTo must be 'all', 'classes' or 'languages'" }),
  ),
  classIds: z.optional(
    z.array(recordId).check(z.maxLength(CLASSES_MAX, `Choose at most ${CLASSES_MAX} classes`)),
  ),
  languages: z.optional(z.array(languageCode).check(z.maxLength(100))),
  /** Dollars: the coupon works only on classes priced at least this. */
  minPrice: z.optional(dollars('The minimum price')),
  active: z.optional(z.boolean('active must be true or false')),
};

export const createCouponBody = z.strictObject(couponFields);
export type CreateCouponBody = z.infer<typeof createCouponBody>;

/** Any of the fields; `{ active: false }` deactivates. */
export const updateCouponBody = z.strictObject({
  code: z.optional(couponFields.code),
  kind: z.optional(couponFields.kind),
  percentOff: couponFields.percentOff,
  amountOff: couponFields.amountOff,
  validFrom: couponFields.validFrom,
  validUntil: couponFields.validUntil,
  maxUses: couponFields.maxUses,
  maxUsesPerStudent: couponFields.maxUsesPerStudent,
  appliesTo: couponFields.appliesTo,
  classIds: couponFields.classIds,
  languages: couponFields.languages,
  minPrice: couponFields.minPrice,
  active: couponFields.active,
});
export type UpdateCouponBody = z.infer<typeof updateCouponBody>;

export const couponParams = z.object({ id: recordId });

export const coupon = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  percentOff: z.nullable(z.int()),
  /** Dollars. */
  amountOff: z.nullable(z.number()),
  validFrom: z.nullable(z.string()),
  validUntil: z.nullable(z.string()),
  maxUses: z.nullable(z.int()),
  maxUsesPerStudent: z.int(),
  appliesTo: z.enum(couponScopes),
  classIds: z.array(z.string()),
  languages: z.array(z.string()),
  minPrice: z.number(),
  active: z.boolean(),
  /** How often it was redeemed (payments that enrolled with it). */
  uses: z.int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof coupon>;
export const couponList = z.array(coupon);

export const applyCouponBody = z.strictObject({ code: couponCode });

// In payments.ts, which every page's first load carries: the admins' coupon forms stay out of it.
export { appliedCoupon, type AppliedCoupon } from './payments.js';
