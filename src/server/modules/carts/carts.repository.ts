import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { cartItems, classes, users } from '#server/db/schema';
import type { Cents } from '#server/money';
import { holdsByOthers, liveHold } from '#server/modules/seats/seats.repository';

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
  instructorId: string;
  paymentIntentId: string | null;
}

/** An item's seat hold, read inside the transaction that may change it. */
export interface ItemHold {
  id: string;
  classId: string;
  holding: boolean;
  holdExpiresAt: Date | null;
  holdRenewals: number;
}

/** The only repository that writes cart items. */
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
        heldByOthers: sql<number>`(${holdsByOthers(db, classes.id, userId, now)})`.mapWith(Number),
        holdExpiresAt:
          sql<Date | null>`case when ${liveHold(cartItems, now)} then ${cartItems.holdExpiresAt} end`.mapWith(
            cartItems.holdExpiresAt,
          ),
      })
      .from(cartItems)
      .innerJoin(classes, eq(classes.id, cartItems.classId))
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

    async findForPayment(userId: string, id: string): Promise<CartItemForPayment | null> {
      const [row] = await db
        .select({
          id: cartItems.id,
          userId: cartItems.userId,
          email: users.email,
          classId: cartItems.classId,
          className: classes.name,
          priceCents: classes.priceCents,
          classStatus: classes.status,
          instructorId: classes.instructorId,
          paymentIntentId: cartItems.paymentIntentId,
        })
        .from(cartItems)
        .innerJoin(classes, eq(classes.id, cartItems.classId))
        .innerJoin(users, eq(users.id, cartItems.userId))
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
      return row ?? null;
    },

    async findClass(classId: string) {
      const [row] = await db
        .select({
          id: classes.id,
          status: classes.status,
          availableSeats: classes.availableSeats,
          instructorId: classes.instructorId,
        })
        .from(classes)
        .where(eq(classes.id, classId));
      return row ?? null;
    },

    /** null when the class is already in this cart. */
    async add(userId: string, classId: string): Promise<string | null> {
      const rows = await db
        .insert(cartItems)
        .values({ userId, classId })
        .onConflictDoNothing({ target: [cartItems.userId, cartItems.classId] })
        .returning({ id: cartItems.id });
      return rows[0]?.id ?? null;
    },

    /** Deleting the item is what releases its seat hold. */
    async deleteOwned(userId: string, id: string): Promise<{ paymentIntentId: string | null } | null> {
      const [row] = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ paymentIntentId: cartItems.paymentIntentId });
      return row ?? null;
    },

    /** Stores the item's intent unless another request stored a different one first. */
    async setPaymentIntent(id: string, previous: string | null, next: string): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ paymentIntentId: next })
        .where(
          and(
            eq(cartItems.id, id),
            previous === null
              ? sql`${cartItems.paymentIntentId} is null`
              : eq(cartItems.paymentIntentId, previous),
          ),
        )
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async findHold(tx: Tx, userId: string, id: string, now: Date): Promise<ItemHold | null> {
      const [row] = await tx
        .select({
          id: cartItems.id,
          classId: cartItems.classId,
          holding: sql<boolean>`coalesce(${liveHold(cartItems, now)}, false)`,
          holdExpiresAt: cartItems.holdExpiresAt,
          holdRenewals: cartItems.holdRenewals,
        })
        .from(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
      return row ?? null;
    },

    async setHold(tx: Tx, id: string, until: Date, renewals: number): Promise<void> {
      await tx
        .update(cartItems)
        .set({ holdExpiresAt: until, holdRenewals: renewals })
        .where(eq(cartItems.id, id));
    },

    /** The item stays in the cart without its hold or its (refunded) intent. */
    async clearHold(tx: Tx, id: string): Promise<void> {
      await tx
        .update(cartItems)
        .set({ holdExpiresAt: null, paymentIntentId: null })
        .where(eq(cartItems.id, id));
    },

    async delete(tx: Tx, id: string): Promise<void> {
      await tx.delete(cartItems).where(eq(cartItems.id, id));
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
