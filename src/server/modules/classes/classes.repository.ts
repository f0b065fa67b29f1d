import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ClassDetails, ClassSort, ClassStatus, LanguageClass } from '#contract/classes';
import type { Db } from '#server/db/client';
import { classes, enrolments, users } from '#server/db/schema';
import { dollarsFromCents, type Cents } from '#server/money';

export interface ClassFilter {
  status?: ClassStatus;
  instructorEmail?: string;
  instructorId?: string;
  sort?: ClassSort;
  limit?: number;
}

const classColumns = {
  id: classes.id,
  name: classes.name,
  priceCents: classes.priceCents,
  img: classes.img,
  instructorEmail: users.email,
  instructorName: users.name,
  availableSeats: classes.availableSeats,
  students: classes.students,
  status: classes.status,
  feedback: classes.feedback,
};

type ClassRow = {
  id: string;
  name: string;
  priceCents: Cents;
  img: string;
  instructorEmail: string;
  instructorName: string;
  availableSeats: number;
  students: number;
  status: ClassStatus;
  feedback: string | null;
};

export function toLanguageClass(row: ClassRow): LanguageClass {
  return {
    _id: row.id,
    name: row.name,
    price: dollarsFromCents(row.priceCents),
    img: row.img,
    instructor: row.instructorEmail,
    instructorName: row.instructorName,
    availableSeats: row.availableSeats,
    students: row.students,
    status: row.status,
    feedback: row.feedback,
  };
}

const orderings: Record<NonNullable<ClassFilter['sort']>, SQL[]> = {
  popular: [desc(classes.students), asc(classes.name), asc(classes.id)],
  'price-asc': [asc(classes.priceCents), asc(classes.name), asc(classes.id)],
  'price-desc': [desc(classes.priceCents), asc(classes.name), asc(classes.id)],
  newest: [desc(classes.createdAt), asc(classes.id)],
};

/** What the rules of editing and deleting a class need to know about it. */
export interface ClassForEdit {
  id: string;
  instructorId: string;
  name: string;
  priceCents: Cents;
  img: string;
  availableSeats: number;
  status: ClassStatus;
}

export interface NewClass {
  name: string;
  priceCents: Cents;
  img: string;
  availableSeats: number;
  instructorId: string;
}

export type ClassChanges = Partial<Pick<NewClass, 'name' | 'priceCents' | 'img' | 'availableSeats'>>;

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23503';
}

export function createClassesRepository(db: Db) {
  return {
    async list(filter: ClassFilter): Promise<LanguageClass[]> {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(classes.status, filter.status));
      if (filter.instructorEmail) conditions.push(eq(users.email, filter.instructorEmail.toLowerCase()));
      if (filter.instructorId) conditions.push(eq(classes.instructorId, filter.instructorId));
      const query = db
        .select(classColumns)
        .from(classes)
        .innerJoin(users, eq(users.id, classes.instructorId))
        .where(and(...conditions))
        .orderBy(...orderings[filter.sort ?? 'newest']);
      const rows = await (filter.limit ? query.limit(filter.limit) : query);
      return rows.map(toLanguageClass);
    },

    /** One class, whatever its status: who may see it is the service's rule. */
    async findDetails(id: string): Promise<ClassDetails | null> {
      const [row] = await db
        .select({ ...classColumns, instructorId: classes.instructorId })
        .from(classes)
        .innerJoin(users, eq(users.id, classes.instructorId))
        .where(eq(classes.id, id));
      return row ? { ...toLanguageClass(row), instructorId: row.instructorId } : null;
    },

    /** New classes always start pending, with no students and no feedback. */
    async create(values: NewClass): Promise<string> {
      const [row] = await db
        .insert(classes)
        .values({ ...values, status: 'pending', students: 0, feedback: null })
        .returning({ id: classes.id });
      return row!.id;
    },

    async findForEdit(id: string): Promise<ClassForEdit | null> {
      const [row] = await db
        .select({
          id: classes.id,
          instructorId: classes.instructorId,
          name: classes.name,
          priceCents: classes.priceCents,
          img: classes.img,
          availableSeats: classes.availableSeats,
          status: classes.status,
        })
        .from(classes)
        .where(eq(classes.id, id));
      return row ?? null;
    },

    /** An instructor's edit: the class goes back to pending for an admin to review it again. */
    async updateAsPending(id: string, changes: ClassChanges): Promise<number> {
      const rows = await db
        .update(classes)
        .set({ ...changes, status: 'pending', updatedAt: new Date() })
        .where(eq(classes.id, id))
        .returning({ id: classes.id });
      return rows.length;
    },

    /**
     * An admin's decision. The row is locked so two admins deciding at once cannot deny a class the other
     * just approved.
     */
    async review(
      id: string,
      status: 'approved' | 'denied',
      feedback: string | null,
    ): Promise<'changed' | 'unchanged' | 'already-approved' | 'missing'> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: classes.status, feedback: classes.feedback })
          .from(classes)
          .where(eq(classes.id, id))
          .for('update');
        if (!row) return 'missing';
        if (row.status === 'approved') return status === 'approved' ? 'unchanged' : 'already-approved';
        if (row.status === status && row.feedback === feedback) return 'unchanged';
        await tx.update(classes).set({ status, feedback, updatedAt: new Date() }).where(eq(classes.id, id));
        return 'changed';
      });
    },

    /**
     * An admin gives a class to another instructor. The new instructor's row is share-locked, so they
     * cannot lose the instructor role (which locks that row) until the class is theirs.
     */
    async reassign(
      id: string,
      instructorId: string,
    ): Promise<'changed' | 'unchanged' | 'missing' | 'not-instructor'> {
      return db.transaction(async (tx) => {
        const [person] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, instructorId))
          .for('share');
        if (person?.role !== 'instructor') return 'not-instructor';
        const [row] = await tx
          .select({ instructorId: classes.instructorId })
          .from(classes)
          .where(eq(classes.id, id))
          .for('update');
        if (!row) return 'missing';
        if (row.instructorId === instructorId) return 'unchanged';
        await tx.update(classes).set({ instructorId, updatedAt: new Date() }).where(eq(classes.id, id));
        return 'changed';
      });
    },

    /**
     * Deletes a class nobody is enrolled in; its cart items go with it (foreign key cascade). The class row
     * is locked, and an enrolment committed in between still trips the foreign key.
     */
    async deleteUnlessEnrolled(id: string): Promise<'deleted' | 'enrolled' | 'missing'> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ students: classes.students })
            .from(classes)
            .where(eq(classes.id, id))
            .for('update');
          if (!row) return 'missing';
          const [enrolled] = await tx
            .select({ n: count() })
            .from(enrolments)
            .where(eq(enrolments.classId, id));
          if (row.students > 0 || (enrolled?.n ?? 0) > 0) return 'enrolled';
          await tx.delete(classes).where(eq(classes.id, id));
          return 'deleted';
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'enrolled';
        throw error;
      }
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
