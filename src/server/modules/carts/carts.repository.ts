import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { column, statement } from '#server/db/statement';
import type { Tx } from '#server/db/transaction';
import { cartItems, classSessions, classes, coupons, users } from '#server/db/schema';
import type { Cents } from '#server/money';
import {
  enrolledIn,
  holdsByOthers,
  lateJoiningSetting,
  liveHold,
  sessionFactsAt,
  type ItemHold,
} from '#server/modules/seats/seat-queries';
import type { SessionFacts } from '#server/modules/seats/rules/class-sale';

const owner = alias(users, 'owner');
const instructor = alias(users, 'instructor');

/** A cart item as stored, with its class; the service turns it into the answer. */
export interface CartRow {
  id: string;
  classId: string;
  name: string;
  img: string;
  priceCents: Cents;
  email: string;
  instructor: string;
  instructorName: string;
  /** The class's own seats, and the live holds of other students on them. */
  seats: number;
  heldByOthers: number;
  /** Null unless the hold is live. */
  holdExpiresAt: Date | null;
  /** The class's sessions now, the school's late-joining setting and the first session: its sale and refunds. */
  sessions: SessionFacts;
  lateJoining: boolean;
  firstSessionAt: Date | null;
  /** The class's own zone: the refund policy's dates when the reader's is not given. */
  timeZone: string | null;
  /** The coupon applied to the item, if any. */
  coupon: {
    id: string;
    code: string;
    kind: 'percent' | 'amount';
    percentOff: number | null;
    amountOffCents: Cents | null;
  } | null;
}

/** What the services need about an item beyond its answer. */
export interface CartItemForPayment {
  id: string;
  userId: string;
  email: string;
  classId: string;
  className: string;
  priceCents: Cents;
  classStatus: string;
  /** ISO 639-1, or null when the class does not say. */
  classLanguage: string | null;
  instructorId: string;
  paymentIntentId: string | null;
  couponId: string | null;
  /** Whether the student is already enrolled in the class. */
  enrolled: boolean;
  /** The class's sessions when asked, and the school's late-joining setting: what its sale is decided on. */
  sessions: SessionFacts;
  lateJoining: boolean;
}

/** A class as Select needs it, with whether this student is enrolled in it already. */
export interface ClassToSelect {
  status: string;
  availableSeats: number;
  instructorId: string;
  enrolled: boolean;
  priceCents: Cents;
  sessions: SessionFacts;
  lateJoining: boolean;
}

const p = sql.placeholder;

/** The sale facts of the class (a column) at the placeholder `now`, as select-list text of a statement. */
const saleFactColumns = (classId: typeof classes.id) => {
  const facts = sessionFactsAt(classId, sql`${p('now')}::timestamptz`);
  return sql`(${facts.sessionsTotal}) as "sessionsTotal", (${facts.sessionsLeft}) as "sessionsLeft",
    (${facts.ongoing}) as "ongoing", (${lateJoiningSetting()}) as "lateJoining"`;
};
const saleFactsOf = (row: Record<string, unknown>) => ({
  sessions: {
    sessionsTotal: Number(row.sessionsTotal),
    sessionsLeft: Number(row.sessionsLeft),
    ongoing: row.ongoing as boolean,
  },
  lateJoining: row.lateJoining as boolean,
});

// The purchase path's statements, prepared (see docs/decisions/purchase-round-trips.md).
const classToSelect = statement(
  'carts_class_to_select',
  sql`select ${classes.status} as "status", ${classes.availableSeats} as "availableSeats",
    ${classes.instructorId} as "instructorId", ${enrolledIn(p('userId'), classes.id)} as "enrolled",
    ${classes.priceCents} as "priceCents", ${saleFactColumns(classes.id)}
    from ${classes} where ${eq(classes.id, p('classId'))}`,
  (row): ClassToSelect => ({
    status: row.status as string,
    availableSeats: row.availableSeats as number,
    instructorId: row.instructorId as string,
    enrolled: row.enrolled as boolean,
    priceCents: row.priceCents as Cents,
    ...saleFactsOf(row),
  }),
);

const addItem = statement(
  'carts_add',
  sql`insert into ${cartItems} (${column(cartItems.userId)}, ${column(cartItems.classId)})
    values (${p('userId')}, ${p('classId')})
    on conflict (${column(cartItems.userId)}, ${column(cartItems.classId)}) do nothing
    returning ${cartItems.id}`,
  (row) => row.id as string,
);

const itemForPayment = statement(
  'carts_item_for_payment',
  sql`select ${cartItems.id} as "id", ${cartItems.userId} as "userId", ${users.email} as "email",
    ${cartItems.classId} as "classId", ${classes.name} as "className", ${classes.priceCents} as "priceCents",
    ${classes.status} as "classStatus", ${classes.language} as "classLanguage", ${classes.instructorId} as "instructorId",
    ${cartItems.paymentIntentId} as "paymentIntentId", ${cartItems.couponId} as "couponId", ${enrolledIn(cartItems.userId, cartItems.classId)} as "enrolled",
    ${saleFactColumns(classes.id)}
    from ${cartItems}
    inner join ${classes} on ${eq(classes.id, cartItems.classId)}
    inner join ${users} on ${eq(users.id, cartItems.userId)}
    where ${and(eq(cartItems.id, p('id')), eq(cartItems.userId, p('userId')))}`,
  (row): CartItemForPayment => {
    const { sessionsTotal: _total, sessionsLeft: _left, ongoing: _ongoing, ...rest } = row;
    return { ...(rest as unknown as CartItemForPayment), ...saleFactsOf(row) };
  },
);

const setIntent = statement(
  'carts_set_payment_intent',
  sql`update ${cartItems} set ${column(cartItems.paymentIntentId)} = ${p('next')}
    where ${eq(cartItems.id, p('id'))} and ${cartItems.paymentIntentId} is not distinct from ${p('previous')}::text
    returning ${cartItems.id}`,
  (row) => row.id as string,
);

const setItemHold = statement(
  'carts_set_hold',
  sql`update ${cartItems} set ${column(cartItems.holdExpiresAt)} = ${p('until')},
    ${column(cartItems.holdRenewals)} = ${p('renewals')}
    where ${eq(cartItems.id, p('id'))}`,
  () => null,
);

/** The only repository that writes cart items (but for the seats module's paid enrolment, which removes one). */
export function createCartsRepository(db: Db) {
  function selectItems(userId: string, now: Date, where?: SQL) {
    return db
      .select({
        id: cartItems.id,
        classId: cartItems.classId,
        name: classes.name,
        img: classes.img,
        priceCents: classes.priceCents,
        email: owner.email,
        instructor: instructor.email,
        instructorName: instructor.name,
        seats: classes.availableSeats,
        heldByOthers: sql<number>`(${holdsByOthers(classes.id, userId, now)})`.mapWith(Number),
        sessions: sessionFactsAt(classes.id, now),
        lateJoining: lateJoiningSetting(),
        timeZone: classes.timeZone,
        firstSessionAt: sql<Date | null>`(select min(${classSessions.startsAt}) from ${classSessions}
          where ${classSessions.classId} = ${classes.id} and ${classSessions.status} = 'scheduled')`.mapWith(
          classSessions.startsAt,
        ),
        holdExpiresAt:
          sql<Date | null>`case when ${liveHold(cartItems, now)} then ${cartItems.holdExpiresAt} end`.mapWith(
            cartItems.holdExpiresAt,
          ),
        coupon: {
          id: coupons.id,
          code: coupons.code,
          kind: coupons.kind,
          percentOff: coupons.percentOff,
          amountOffCents: coupons.amountOffCents,
        },
      })
      .from(cartItems)
      .innerJoin(classes, eq(classes.id, cartItems.classId))
      .leftJoin(coupons, eq(coupons.id, cartItems.couponId))
      .innerJoin(owner, eq(owner.id, cartItems.userId))
      .innerJoin(instructor, eq(instructor.id, classes.instructorId))
      .where(and(eq(cartItems.userId, userId), where))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  return {
    listOf: (userId: string, now: Date): Promise<CartRow[]> => selectItems(userId, now),

    async findOwned(userId: string, id: string, now: Date): Promise<CartRow | null> {
      const [row] = await selectItems(userId, now, eq(cartItems.id, id));
      return row ?? null;
    },

    async findForPayment(userId: string, id: string, now: Date): Promise<CartItemForPayment | null> {
      const [row] = await itemForPayment.run(db, { id, userId, now: now.toISOString() });
      return row ?? null;
    },

    async findClassToSelect(userId: string, classId: string, now: Date): Promise<ClassToSelect | null> {
      const [row] = await classToSelect.run(db, { userId, classId, now: now.toISOString() });
      return row ?? null;
    },

    /** null when the class is already in this cart. */
    async add(userId: string, classId: string): Promise<string | null> {
      const [id] = await addItem.run(db, { userId, classId });
      return id ?? null;
    },

    /** Deleting the item is what releases its seat hold. */
    async deleteOwned(
      userId: string,
      id: string,
    ): Promise<{ paymentIntentId: string | null; classId: string } | null> {
      const [row] = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ paymentIntentId: cartItems.paymentIntentId, classId: cartItems.classId });
      return row ?? null;
    },

    /** Stores the item's intent unless another request stored a different one first. */
    async setPaymentIntent(id: string, previous: string | null, next: string): Promise<boolean> {
      return (await setIntent.run(db, { id, previous, next })).length > 0;
    },

    async findHold(tx: Tx, userId: string, id: string, now: Date): Promise<ItemHold | null> {
      const [row] = await tx
        .select({
          id: cartItems.id,
          classId: cartItems.classId,
          holding: sql<boolean>`coalesce(${liveHold(cartItems, now)}, false)`,
          holdExpiresAt: cartItems.holdExpiresAt,
          holdRenewals: cartItems.holdRenewals,
          couponId: cartItems.couponId,
        })
        .from(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
      return row ?? null;
    },

    async setHold(tx: Tx, id: string, until: Date, renewals: number): Promise<void> {
      await setItemHold.run(tx, { id, until: until.toISOString(), renewals });
    },

    /** The item stays in the cart without its hold or its (refunded) intent. */
    async clearHold(tx: Tx, id: string): Promise<void> {
      await tx
        .update(cartItems)
        .set({ holdExpiresAt: null, paymentIntentId: null })
        .where(eq(cartItems.id, id));
    },

    /** Applies a coupon to the student's own item (null takes it off); false when there is no such item. */
    async setCoupon(userId: string, id: string, couponId: string | null): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ couponId })
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    /** The coupon could not be used: the item goes back to the class's price. */
    async clearCoupon(tx: Tx, id: string): Promise<void> {
      await tx.update(cartItems).set({ couponId: null }).where(eq(cartItems.id, id));
    },

    /**
     * A waitlist offer: the class put in the student's cart (or the item already there) with a hold until
     * `until`, its renewals used up so that asking to pay never shortens it. Answers the item's id.
     */
    async holdForOffer(
      tx: Tx,
      values: { userId: string; classId: string; until: Date; renewals: number },
    ): Promise<string> {
      const [row] = await tx
        .insert(cartItems)
        .values({
          userId: values.userId,
          classId: values.classId,
          holdExpiresAt: values.until,
          holdRenewals: values.renewals,
        })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.classId],
          set: { holdExpiresAt: values.until, holdRenewals: values.renewals },
        })
        .returning({ id: cartItems.id });
      if (!row) throw new Error('the offered seat was not held');
      return row.id;
    },

    /** Ends the hold of the student's item of a class (a declined offer); the item stays in the cart. */
    async endHoldOf(tx: Tx, userId: string, classId: string, at: Date): Promise<void> {
      await tx
        .update(cartItems)
        .set({ holdExpiresAt: at })
        .where(and(eq(cartItems.userId, userId), eq(cartItems.classId, classId), liveHold(cartItems, at)));
    },

    async delete(tx: Tx, id: string): Promise<void> {
      await tx.delete(cartItems).where(eq(cartItems.id, id));
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
