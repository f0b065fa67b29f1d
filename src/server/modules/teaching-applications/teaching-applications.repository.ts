import { asc, desc, eq, sql } from 'drizzle-orm';
import type { TeachingApplication, TeachingApplicationBody } from '#contract/teaching-applications';
import type { Db } from '#server/db/client';
import { teachingApplications, users } from '#server/db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columns = {
  id: teachingApplications.id,
  name: users.name,
  email: users.email,
  photo: users.image,
  languages: teachingApplications.languages,
  experience: teachingApplications.experience,
  bio: teachingApplications.bio,
  status: teachingApplications.status,
  message: teachingApplications.message,
  createdAt: teachingApplications.createdAt,
  decidedAt: teachingApplications.decidedAt,
};

type ApplicationRow = {
  id: string;
  name: string;
  email: string;
  photo: string | null;
  languages: string[];
  experience: string;
  bio: string;
  status: TeachingApplication['status'];
  message: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

function toApplication(row: ApplicationRow): TeachingApplication {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.photo,
    languages: row.languages,
    experience: row.experience,
    bio: row.bio,
    status: row.status,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function createTeachingApplicationsRepository(db: Db) {
  const select = (on: Db | Tx = db) =>
    on.select(columns).from(teachingApplications).innerJoin(users, eq(users.id, teachingApplications.userId));
  return {
    /** Throws the store's unique violation when the user already has an open application. */
    async insert(userId: string, body: TeachingApplicationBody): Promise<string> {
      const [row] = await db
        .insert(teachingApplications)
        .values({ userId, languages: body.languages, experience: body.experience, bio: body.bio })
        .returning({ id: teachingApplications.id });
      return row!.id;
    },
    async find(id: string): Promise<TeachingApplication | null> {
      const [row] = await select().where(eq(teachingApplications.id, id));
      return row ? toApplication(row) : null;
    },
    async latestOf(userId: string): Promise<TeachingApplication | null> {
      const [row] = await select()
        .where(eq(teachingApplications.userId, userId))
        .orderBy(desc(teachingApplications.createdAt), desc(teachingApplications.id))
        .limit(1);
      return row ? toApplication(row) : null;
    },
    /** Open applications first, then the newest. */
    async list(): Promise<TeachingApplication[]> {
      const rows = await select().orderBy(
        asc(sql`case when ${teachingApplications.status} = 'open' then 0 else 1 end`),
        desc(teachingApplications.createdAt),
        asc(teachingApplications.id),
      );
      return rows.map(toApplication);
    },
    /** The application and its applicant's role, both rows locked until the transaction ends. */
    async lockForDecision(tx: Tx, id: string) {
      const [application] = await tx
        .select({
          userId: teachingApplications.userId,
          status: teachingApplications.status,
          bio: teachingApplications.bio,
        })
        .from(teachingApplications)
        .where(eq(teachingApplications.id, id))
        .for('update');
      if (!application) return null;
      const [user] = await tx
        .select({ role: users.role, email: users.email })
        .from(users)
        .where(eq(users.id, application.userId))
        .for('update');
      return { ...application, role: user!.role, email: user!.email };
    },
    async decide(
      tx: Tx,
      id: string,
      decision: { status: 'accepted' | 'declined'; by: string; message: string | null },
    ) {
      await tx
        .update(teachingApplications)
        .set({
          status: decision.status,
          message: decision.message,
          decidedBy: decision.by,
          decidedAt: new Date(),
        })
        .where(eq(teachingApplications.id, id));
    },
    async makeInstructor(tx: Tx, userId: string, bio: string) {
      await tx
        .update(users)
        .set({ role: 'instructor', bio, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),
  };
}
export type TeachingApplicationsRepository = ReturnType<typeof createTeachingApplicationsRepository>;
