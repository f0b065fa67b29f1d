import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { ClassStatus, LanguageClass } from '../../../contract/classes.js';
import type { Db } from '../../db/client.js';
import { classes, users } from '../../db/schema.js';

export interface ClassFilter {
  status?: ClassStatus;
  instructorEmail?: string;
  sort?: 'popular' | 'price-asc' | 'price-desc' | 'newest';
  limit?: number;
}

const classColumns = {
  id: classes.id,
  name: classes.name,
  price: classes.price,
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
  price: number;
  img: string;
  instructorEmail: string;
  instructorName: string;
  availableSeats: number;
  students: number;
  status: string;
  feedback: string | null;
};

export function toLanguageClass(row: ClassRow): LanguageClass {
  return {
    _id: row.id,
    name: row.name,
    price: Number(row.price),
    img: row.img,
    instructor: row.instructorEmail,
    instructorName: row.instructorName,
    availableSeats: row.availableSeats,
    students: row.students,
    status: row.status as ClassStatus,
    feedback: row.feedback,
  };
}

const orderings: Record<NonNullable<ClassFilter['sort']>, SQL[]> = {
  popular: [desc(classes.students), asc(classes.name), asc(classes.id)],
  'price-asc': [asc(classes.price), asc(classes.name), asc(classes.id)],
  'price-desc': [desc(classes.price), asc(classes.name), asc(classes.id)],
  newest: [desc(classes.createdAt), asc(classes.id)],
};

export function createClassesRepository(db: Db) {
  return {
    async list(filter: ClassFilter): Promise<LanguageClass[]> {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(classes.status, filter.status));
      if (filter.instructorEmail) conditions.push(eq(users.email, filter.instructorEmail.toLowerCase()));
      const query = db
        .select(classColumns)
        .from(classes)
        .innerJoin(users, eq(users.id, classes.instructorId))
        .where(and(...conditions))
        .orderBy(...orderings[filter.sort ?? 'newest']);
      const rows = await (filter.limit ? query.limit(filter.limit) : query);
      return rows.map(toLanguageClass);
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
