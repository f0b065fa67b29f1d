import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { classSessions, classes, enrolments, users } from '#server/db/schema';
import {
  timetableSessionColumns,
  type TimetableSessionRow,
} from '#server/modules/classes/class-sessions.repository';
import type { Cents } from '#server/money';

const instructor = alias(users, 'instructor');

export interface EnrolledRow {
  id: string;
  classId: string;
  name: string;
  priceCents: Cents;
  img: string;
  instructor: string;
  instructorName: string;
  date: Date;
}

/** Reads a student's enrolments; the seats service writes them. */
export function createEnrolmentsRepository(db: Db) {
  return {
    listOf(userId: string): Promise<EnrolledRow[]> {
      return db
        .select({
          id: enrolments.id,
          classId: classes.id,
          name: classes.name,
          priceCents: classes.priceCents,
          img: classes.img,
          instructor: instructor.email,
          instructorName: instructor.name,
          date: enrolments.createdAt,
        })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .innerJoin(instructor, eq(instructor.id, classes.instructorId))
        .where(eq(enrolments.userId, userId))
        .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
    },

    /** The sessions of the student's classes that end after `after`, cancelled ones included, first first. */
    sessionsOf(userId: string, after: Date, limit: number): Promise<TimetableSessionRow[]> {
      return db
        .select(timetableSessionColumns)
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .innerJoin(classSessions, eq(classSessions.classId, classes.id))
        .where(and(eq(enrolments.userId, userId), gt(classSessions.endsAt, after)))
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
        .limit(limit);
    },
  };
}

export type EnrolmentsRepository = ReturnType<typeof createEnrolmentsRepository>;
