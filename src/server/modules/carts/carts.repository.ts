import { and, asc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CartItem } from '#contract/carts';
import type { Db } from '#server/db/client';
import { cartItems, classes, users } from '#server/db/schema';
import { MAX_HELD_SEATS, MAX_HOLD_RENEWALS } from '#contract/carts';
import { countHoldsByOthers, countHoldsOf, isEnrolled, lockClass, lockStudent } from './seats.repository.js';

const owner = alias(users, 'owner');
const instructor = alias(users, 'instructor');
const holds = alias(cartItems, 'holds');

/** What the services need about an item beyond its answer. */
export interface CartItemForPayment {
  id: string;
  userId: string;
  email: string;
  classId: string;
  className: string;
  price: number;
  classStatus: string;
  instructorId: string;
  paymentIntentId: string | null;
}

export type HoldResult =
  | { held: true; until: Date; renewable: boolean }
  | { held: false; reason: 'missing' | 'full' | 'held' | 'limit' };

export function createCartsRepository(db: Db) {
  function selectItems(userId: string, now: Date, where?: SQL) {
    const heldByOthers = db
      .select({ n: sql<number>`count(*)` })
      .from(holds)
      .where(and(eq(holds.classId, classes.id), ne(holds.userId, userId), gt(holds.holdExpiresAt, now)));
    return db
      .select({
        id: cartItems.id,
        classId: cartItems.classId,
        name: classes.name,
        img: classes.img,
        price: classes.price,
        email: owner.email,
        instructor: instructor.email,
        instructorName: instructor.name,
        availableSeats: sql<number>`greatest(${classes.availableSeats} - (${heldByOthers}), 0)`.mapWith(
          Number,
        ),
        holdExpiresAt: cartItems.holdExpiresAt,
      })
      .from(cartItems)
      .innerJoin(classes, eq(classes.id, cartItems.classId))
      .innerJoin(owner, eq(owner.id, cartItems.userId))
      .innerJoin(instructor, eq(instructor.id, classes.instructorId))
      .where(and(eq(cartItems.userId, userId), where))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  function toCartItem(row: Awaited<ReturnType<typeof selectItems>>[number], now: Date): CartItem {
    return {
      _id: row.id,
      classId: row.classId,
      name: row.name,
      img: row.img,
      price: Number(row.price),
      email: row.email,
      instructor: row.instructor,
      instructorName: row.instructorName,
      availableSeats: row.availableSeats,
      holdExpiresAt: row.holdExpiresAt && row.holdExpiresAt > now ? row.holdExpiresAt.toISOString() : null,
    };
  }

  return {
    async listOf(userId: string, now: Date): Promise<CartItem[]> {
      const rows = await selectItems(userId, now);
      return rows.map((row) => toCartItem(row, now));
    },

    async findOwned(userId: string, id: string, now: Date): Promise<CartItem | null> {
      const [row] = await selectItems(userId, now, eq(cartItems.id, id));
      return row ? toCartItem(row, now) : null;
    },

    async findForPayment(userId: string, id: string): Promise<CartItemForPayment | null> {
      const [row] = await db
        .select({
          id: cartItems.id,
          userId: cartItems.userId,
          email: users.email,
          classId: cartItems.classId,
          className: classes.name,
          price: classes.price,
          classStatus: classes.status,
          instructorId: classes.instructorId,
          paymentIntentId: cartItems.paymentIntentId,
        })
        .from(cartItems)
        .innerJoin(classes, eq(classes.id, cartItems.classId))
        .innerJoin(users, eq(users.id, cartItems.userId))
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
      return row ? { ...row, price: Number(row.price) } : null;
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

    isEnrolled: (userId: string, classId: string) => isEnrolled(db, userId, classId),

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

    /**
     * Holds a seat for this item until `until`, unless every seat left is taken or held by other students,
     * or the student already holds MAX_HELD_SEATS seats. A running hold is extended at most
     * MAX_HOLD_RENEWALS times; after that it keeps its end. Once it has run out, a new hold (with its own
     * renewal) is given only on the same terms as a first one.
     */
    async holdSeat(input: { itemId: string; userId: string; classId: string; now: Date; until: Date }) {
      return db.transaction(async (tx): Promise<HoldResult> => {
        // The student first, outside the class lock, so the limit adds no time to the race for a class.
        await lockStudent(tx, input.userId);
        const heldByStudent = await countHoldsOf(tx, input.userId, input.now);
        const cls = await lockClass(tx, input.classId);
        if (!cls) return { held: false, reason: 'missing' };
        const [item] = await tx
          .select({ holdExpiresAt: cartItems.holdExpiresAt, holdRenewals: cartItems.holdRenewals })
          .from(cartItems)
          .where(and(eq(cartItems.id, input.itemId), eq(cartItems.userId, input.userId)));
        if (!item) return { held: false, reason: 'missing' };
        if (item.holdExpiresAt && item.holdExpiresAt > input.now) {
          if (item.holdRenewals >= MAX_HOLD_RENEWALS) {
            return { held: true, until: item.holdExpiresAt, renewable: false };
          }
          const renewals = item.holdRenewals + 1;
          await tx
            .update(cartItems)
            .set({ holdExpiresAt: input.until, holdRenewals: renewals })
            .where(eq(cartItems.id, input.itemId));
          return { held: true, until: input.until, renewable: renewals < MAX_HOLD_RENEWALS };
        }
        const others = await countHoldsByOthers(tx, input.classId, input.userId, input.now);
        if (cls.availableSeats - others <= 0) {
          return { held: false, reason: cls.availableSeats <= 0 ? 'full' : 'held' };
        }
        if (heldByStudent >= MAX_HELD_SEATS) return { held: false, reason: 'limit' };
        await tx
          .update(cartItems)
          .set({ holdExpiresAt: input.until, holdRenewals: 0 })
          .where(eq(cartItems.id, input.itemId));
        return { held: true, until: input.until, renewable: MAX_HOLD_RENEWALS > 0 };
      });
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
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
