import type {
  ClassStatus,
  ClassDetails,
  CreateClassBody,
  LanguageClass,
  ListClassesQuery,
  ClassFacets,
  ClassFacetsQuery,
  ReassignClassBody,
  ReviewClassBody,
  ScheduleCheckAnswer,
  ScheduleCheckBody,
  UpdateClassBody,
} from '#contract/classes';
import { changesNeedReview } from '#contract/classes';
import {
  findOverlaps,
  generateSessions,
  instantIn,
  localDateOf,
  type ClassFormatInput,
  type GeneratedSession,
  type ScheduleInput,
} from '#contract/schedule';
import type {
  CancelSessionBody,
  ClassSession,
  ClassSessionsAnswer,
  MoveSessionBody,
} from '#contract/sessions';
import { INVALID_PARAMETER_VALUE, pgErrorCode } from '#server/db/pg-errors';
import type { Transactions, Tx } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText, type ServerText } from '#server/i18n/server-messages';
import { centsBound, centsFromDollars } from '#server/money';
import type { Viewer } from '#server/viewer';
import { recordAudit } from '#server/modules/audit/audit.service';
import { refundTermsOf } from '#server/modules/seats/rules/refund-policy';
import type { RefundPolicy } from '#contract/school-settings';
import type {
  ClassChanges,
  StoredClassDetails,
  ClassesRepository,
  ClassFilter,
  ClassForEdit,
  ReviewedClass,
} from './classes.repository.js';
import { isForeignKeyViolation } from './classes.repository.js';
import type { ClassSessionsRepository, SessionRow, TeachingSession } from './class-sessions.repository.js';
import { scheduleRefusal } from './schedule-refusal.js';

/**
 * An instructor's edit sends the class (back) to pending for an admin to review, except an approved class
 * whose reviewed fields did not change; read on the locked row, so a review landing meanwhile is kept.
 */
function statusAfterEdit(locked: { status: ClassStatus }, keepApproved: boolean): ClassStatus {
  return keepApproved && locked.status === 'approved' ? 'approved' : 'pending';
}

export interface ClassImages {
  knowsImage(url: string): Promise<boolean>;
}

export interface ClassesServiceDeps {
  /** The store, for reads outside a transaction. */
  db: Tx;
  transactions: Transactions;
  sessions: ClassSessionsRepository;
  /** The clock that says which sessions have taken place. */
  now: () => Date;
  /** Told of an admin's decision inside its transaction (the instructor's mail). */
  onReviewed?: (tx: Tx, reviewed: ReviewedClass & { status: 'approved' | 'denied' }) => Promise<void>;
  /** Told of a session moved or cancelled, with its enrolled students, inside its transaction (their mails). */
  onSessionChanged?: (tx: Tx, change: SessionChange) => Promise<void>;
  /** Told after the commit of a change that may have freed seats (seats added, a class approved): the waitlist. */
  onSeatsMayFree?: (classId: string) => Promise<void>;
  /** The school's settings: late joining decides a running class's sale, the refund policy its terms. */
  settings?: () => Promise<{ lateJoining: boolean; refundPolicy: RefundPolicy }>;
}

interface SessionChange {
  classId: string;
  className: string;
  /** The class's zone: the time the mails give when the student's own is not known. */
  timeZone: string;
  kind: 'moved' | 'cancelled';
  previousStartsAt: Date;
  session: SessionRow;
  students: { id: string; name: string; email: string }[];
}

function mayView(item: ClassDetails, viewer: Viewer | null): boolean {
  if (item.status === 'approved') return true;
  return !!viewer && (viewer.role === 'admin' || viewer.id === item.instructorId);
}

/** The stored columns of a format as the instructor sent it. */
function formatColumns(
  format: ClassFormatInput | null,
): Pick<StoredClassDetails, 'format' | 'meetingLink' | 'address'> {
  if (!format) return { format: null, meetingLink: null, address: null };
  return format.kind === 'online'
    ? { format: 'online', meetingLink: format.meetingLink, address: null }
    : { format: 'in-person', meetingLink: null, address: format.address };
}

/** The body's field behind each stored column an edit changes. */
const fieldOfColumn: Record<keyof ClassChanges, keyof UpdateClassBody> = {
  name: 'name',
  priceCents: 'price',
  img: 'img',
  availableSeats: 'availableSeats',
  language: 'language',
  level: 'level',
  description: 'description',
  format: 'format',
  meetingLink: 'format',
  address: 'format',
  schedule: 'schedule',
  timeZone: 'schedule',
};

/** Two schedules mean the same (both are normalised by the contract: days in week order, dates sorted). */
function sameSchedule(a: ScheduleInput | null, b: ScheduleInput | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.firstDate === b.firstDate &&
    a.startTime === b.startTime &&
    a.durationMinutes === b.durationMinutes &&
    a.sessionCount === b.sessionCount &&
    a.timeZone === b.timeZone &&
    a.days.join() === b.days.join() &&
    a.skipDates.join() === b.skipDates.join()
  );
}

/** The sessions of a schedule, or the 400 that says why there are none. */
function sessionsOf(schedule: ScheduleInput): GeneratedSession[] {
  const generated = generateSessions(schedule);
  if (!generated.ok) {
    const refusal = scheduleRefusal(generated, schedule);
    throw AppError.badRequest(refusal, { [`schedule.${generated.field}`]: refusal });
  }
  return generated.sessions;
}

/** The first of `planned` that shares time with a session the instructor teaches, said as a 409 says it. */
function firstClash(
  planned: { startsAt: Date; endsAt: Date }[],
  taught: TeachingSession[],
  zone: string,
  what: 'moved' | 'planned',
): ClashToSay | null {
  const [clash] = findOverlaps(planned, taught);
  if (!clash) return null;
  const date = localDateOf(clash.a.startsAt, zone);
  const otherDate = localDateOf(clash.b.startsAt, zone);
  return {
    message: serverText('conflict.clash', { what, date, className: clash.b.className, otherDate }),
    date,
    className: clash.b.className,
  };
}

/** A clash with its message as the route says it, in the request's language. */
type ClashToSay = Omit<NonNullable<ScheduleCheckAnswer['clash']>, 'message'> & { message: ServerText };

const toRows = (sessions: GeneratedSession[]) =>
  sessions.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }));

function toClassSession(row: SessionRow): ClassSession {
  return {
    _id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    sequence: row.sequence,
    reason: row.reason,
  };
}

export function createClassesService(
  repository: ClassesRepository,
  images: ClassImages,
  {
    db,
    transactions,
    sessions,
    now,
    onReviewed,
    onSessionChanged,
    onSeatsMayFree,
    settings,
  }: ClassesServiceDeps,
) {
  const lateJoining = async () => (await settings?.())?.lateJoining ?? false;

  async function requireKnownImage(img: string | undefined) {
    if (img !== undefined && !(await images.knowsImage(img))) {
      const unknown = serverText('field.unknown_image');
      throw AppError.badRequest(serverText('bad_request.field', { field: 'img', problem: unknown }), {
        img: unknown,
      });
    }
  }

  /**
   * 409 when any of `planned` shares time with another session the instructor teaches, naming that class
   * and the date (in `zone`) of the first clash. The timetable is locked first, so a clash cannot be
   * written by two requests at once.
   */
  async function refuseClashes(
    tx: Tx,
    instructorId: string,
    planned: { startsAt: Date; endsAt: Date }[],
    zone: string,
    leaveOut: { classId?: string; sessionId?: string },
    what: 'moved' | 'planned',
  ) {
    await sessions.lockTimetable(tx, instructorId);
    const taught: TeachingSession[] = await sessions.scheduledOfInstructor(tx, instructorId, leaveOut);
    const clash = firstClash(planned, taught, zone, what);
    if (clash) throw AppError.conflict(clash.message);
  }

  /** The class, locked, when the viewer may change its sessions: its instructor or an admin. */
  async function lockClassOfSessions(tx: Tx, viewer: Viewer, classId: string): Promise<ClassForEdit> {
    const current = await repository.lockForEdit(tx, classId);
    if (!current) throw AppError.notFound(serverText('not_found.class_id'));
    if (viewer.role !== 'admin' && current.instructorId !== viewer.id) {
      throw AppError.forbidden(serverText('forbidden.own_class_sessions'));
    }
    return current;
  }

  async function lockSession(tx: Tx, classId: string, sessionId: string): Promise<SessionRow> {
    const session = await sessions.lockOne(tx, classId, sessionId);
    if (!session) throw AppError.notFound(serverText('not_found.class_session'));
    if (session.endsAt.getTime() <= now().getTime()) {
      throw AppError.conflict(serverText('conflict.session_over'));
    }
    return session;
  }

  /** The catalogue's filters as the store reads them; minPrice above maxPrice is a 400. */
  function catalogueFilter(query: ClassFacetsQuery): ClassFilter {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      const message = serverText('bad_request.min_price_above_max');
      throw AppError.badRequest(message, { minPrice: message });
    }
    return {
      instructorEmail: query.instructor,
      language: query.language,
      level: query.level,
      days: query.day,
      time: query.time,
      zone: query.tz,
      // The bounds become the whole cents inside them (at least 19.995 is at least 20.00).
      minPriceCents: query.minPrice === undefined ? undefined : centsBound(query.minPrice, 'min'),
      maxPriceCents: query.maxPrice === undefined ? undefined : centsBound(query.maxPrice, 'max'),
      startsFrom: query.startsFrom,
      withSeats: query.seats === 'available',
      search: query.q,
    };
  }

  /** A zone Intl knows but the database's time zone data does not is a 400 naming `tz`. */
  async function answerZoneErrors<T>(zone: string | undefined, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (zone && pgErrorCode(error) === INVALID_PARAMETER_VALUE) {
        const message = serverText('bad_request.unknown_time_zone', { zone });
        throw AppError.badRequest(message, { tz: message });
      }
      throw error;
    }
  }

  return {
    /** Visitors see approved classes only; other statuses are for admins. */
    async listClasses(query: ListClassesQuery, viewer: Viewer | null): Promise<LanguageClass[]> {
      const status = query.status ?? 'approved';
      if (status !== 'approved') {
        if (!viewer) throw AppError.unauthorized();
        if (viewer.role !== 'admin') throw AppError.forbidden(serverText('forbidden.unapproved_classes'));
      }
      const at = now();
      const hideEnded = query.ended === 'hide';
      const sale = { at, lateJoining: await lateJoining(), hideEnded };
      return answerZoneErrors(query.tz, () =>
        repository.list({
          ...catalogueFilter(query),
          status: status === 'all' ? undefined : status,
          sort: query.sort,
          limit: query.limit,
          sale,
        }),
      );
    },

    /** How many approved classes each of the catalogue's choices would list beside the filters set. */
    classFacets(query: ClassFacetsQuery): Promise<ClassFacets> {
      const sale = { at: now(), lateJoining: false, hideEnded: query.ended === 'hide' };
      return answerZoneErrors(query.tz, () => repository.countFacets({ ...catalogueFilter(query), sale }));
    },

    /**
     * One class. An approved class is public; a pending or denied one is seen only by its instructor and
     * admins, and is a 404 to anyone else (not a 403), so that its existence does not leak.
     */
    async getClass(id: string, viewer: Viewer | null, tz?: string): Promise<ClassDetails> {
      const at = now();
      const school = await settings?.();
      const item = await repository.findDetails(id, { at, lateJoining: school?.lateJoining ?? false });
      if (!item || !mayView(item, viewer)) throw AppError.notFound(serverText('not_found.class_id'));
      if (!school || !item.sale) return item;
      return {
        ...item,
        refundTerms: refundTermsOf({
          policy: school.refundPolicy,
          priceCents: centsFromDollars(item.sale.price),
          firstSessionAt: item.firstSessionAt ? new Date(item.firstSessionAt) : null,
          now: at,
          timeZone: tz ?? item.timeZone ?? null,
        }),
      };
    },

    /** An approved class, or null: what a page may show anyone, signed in or not (link previews). */
    async findPublicClass(id: string): Promise<ClassDetails | null> {
      const item = await repository.findDetails(id);
      return item?.status === 'approved' ? item : null;
    },

    /** Every class of one instructor, whatever its status, with the admins' feedback. */
    listClassesOfInstructor(viewer: Viewer, instructorEmail: string): Promise<LanguageClass[]> {
      if (viewer.role !== 'admin' && instructorEmail !== viewer.email.toLowerCase()) {
        throw AppError.forbidden(serverText('forbidden.own_classes'));
      }
      return repository.list({ instructorEmail });
    },

    /**
     * What adding or editing the class with this schedule would say of the instructor's other classes,
     * before it is sent: nothing is locked or written, so the answer may be overtaken by another request
     * (the write checks again).
     */
    async checkSchedule(viewer: Viewer, body: ScheduleCheckBody): Promise<{ clash: ClashToSay | null }> {
      if (body.classId) {
        const current = await repository.findForEdit(body.classId);
        if (!current) throw AppError.notFound(serverText('not_found.class_id'));
        if (current.instructorId !== viewer.id) {
          throw AppError.forbidden(serverText('forbidden.own_class_schedule'));
        }
      }
      const planned = toRows(sessionsOf(body.schedule));
      const taught = await transactions.run((tx) =>
        sessions.scheduledOfInstructor(tx, viewer.id, body.classId ? { classId: body.classId } : {}),
      );
      return { clash: firstClash(planned, taught, body.schedule.timeZone, 'planned') };
    },

    /**
     * The instructor is the signed-in one; status, students and feedback are the server's. A schedule
     * becomes its sessions, refused when it has none, or when they overlap another class of the instructor.
     */
    async createClass(viewer: Viewer, body: CreateClassBody): Promise<{ insertedId: string }> {
      await requireKnownImage(body.img);
      const { price, format, schedule, description, ...rest } = body;
      const planned = schedule ? toRows(sessionsOf(schedule)) : [];
      const insertedId = await transactions.run(async (tx) => {
        if (schedule) {
          await refuseClashes(tx, viewer.id, planned, schedule.timeZone, {}, 'planned');
        }
        const id = await repository.create(
          {
            ...rest,
            description: description ? description : null,
            ...formatColumns(format ?? null),
            schedule: schedule ?? null,
            timeZone: schedule?.timeZone ?? null,
            priceCents: centsFromDollars(price),
            instructorId: viewer.id,
            // New classes always start pending, with no students and no feedback.
            status: 'pending',
            students: 0,
            feedback: null,
          },
          tx,
        );
        if (schedule) await sessions.replace(tx, id, planned);
        return id;
      });
      return { insertedId };
    },

    /**
     * The owner's edit. An approved class stays on sale unless what an admin approved changed (the contract's
     * reviewedClassFields); otherwise it goes (back) to pending, and its last feedback stays for reference.
     * A new schedule replaces the sessions, only while nobody is enrolled: after that, sessions move or are
     * cancelled one at a time.
     */
    async updateClass(viewer: Viewer, id: string, body: UpdateClassBody): Promise<{ modifiedCount: number }> {
      const current = await repository.findForEdit(id);
      if (!current) throw AppError.notFound(serverText('not_found.class_id'));
      if (current.instructorId !== viewer.id)
        throw AppError.forbidden(serverText('forbidden.own_class_edit'));
      const changes: ClassChanges = {};
      if (body.name !== undefined && body.name !== current.name) changes.name = body.name;
      const priceCents = body.price === undefined ? undefined : centsFromDollars(body.price);
      if (priceCents !== undefined && priceCents !== current.priceCents) changes.priceCents = priceCents;
      if (body.img !== undefined && body.img !== current.img) changes.img = body.img;
      if (body.availableSeats !== undefined && body.availableSeats !== current.availableSeats) {
        changes.availableSeats = body.availableSeats;
      }
      if (body.language !== undefined && body.language !== current.language) changes.language = body.language;
      if (body.level !== undefined && body.level !== current.level) changes.level = body.level;
      const description = body.description === undefined ? undefined : body.description || null;
      if (description !== undefined && description !== current.description) changes.description = description;
      if (body.format !== undefined) {
        const format = formatColumns(body.format);
        if (
          format.format !== current.format ||
          format.meetingLink !== current.meetingLink ||
          format.address !== current.address
        ) {
          Object.assign(changes, format);
        }
      }
      const schedule = body.schedule;
      const scheduleChanged = schedule !== undefined && !sameSchedule(schedule, current.schedule);
      if (Object.keys(changes).length === 0 && !scheduleChanged) return { modifiedCount: 0 };
      await requireKnownImage(changes.img);
      const changed = [
        ...Object.keys(changes).map((column) => fieldOfColumn[column as keyof ClassChanges]),
        ...(scheduleChanged ? (['schedule'] as const) : []),
      ];
      const keepApproved = !changesNeedReview(changed);
      const seatsAdded =
        changes.availableSeats !== undefined && changes.availableSeats > current.availableSeats;
      if (!scheduleChanged) {
        const modifiedCount = await transactions.run(async (tx) => {
          const locked = await repository.lockForEdit(tx, id);
          if (!locked) return 0;
          return repository.update(tx, id, { ...changes, status: statusAfterEdit(locked, keepApproved) });
        });
        if (seatsAdded) await onSeatsMayFree?.(id);
        return { modifiedCount };
      }

      const planned = schedule ? toRows(sessionsOf(schedule)) : [];
      const modifiedCount = await transactions.run(async (tx) => {
        const locked = await repository.lockForEdit(tx, id);
        if (!locked) throw AppError.notFound(serverText('not_found.class_id'));
        if (await sessions.hasEnrolments(tx, id)) {
          throw AppError.conflict(serverText('conflict.schedule_has_students'));
        }
        if (schedule) {
          await refuseClashes(
            tx,
            locked.instructorId,
            planned,
            schedule.timeZone,
            { classId: id },
            'planned',
          );
        }
        await sessions.replace(tx, id, planned);
        return repository.update(tx, id, {
          ...changes,
          schedule: schedule ?? null,
          timeZone: schedule?.timeZone ?? null,
          status: statusAfterEdit(locked, keepApproved),
        });
      });
      if (seatsAdded) await onSeatsMayFree?.(id);
      return { modifiedCount };
    },

    /**
     * A class's sessions, for everyone when it is approved, otherwise for its instructor, admins and its
     * enrolled students (an edit sends a class back to review; 404 for the rest, as if it did not exist).
     * The meeting link only reaches a student enrolled in the class, its instructor and admins.
     */
    async listSessions(viewer: Viewer | null, classId: string): Promise<ClassSessionsAnswer> {
      const found = await repository.findForSessions(classId);
      if (!found) throw AppError.notFound(serverText('not_found.class_id'));
      const teaches = viewer !== null && (viewer.role === 'admin' || viewer.id === found.instructorId);
      const enrolled = viewer !== null && !teaches && (await sessions.isEnrolled(db, viewer.id, classId));
      if (found.status !== 'approved' && !teaches && !enrolled)
        throw AppError.notFound(serverText('not_found.class_id'));
      const seesLink = found.meetingLink !== null && (teaches || enrolled);
      const rows = await sessions.ofClass(db, classId);
      return {
        classId: found.id,
        timeZone: found.timeZone,
        format: found.format,
        address: found.address,
        meetingLink: seesLink ? found.meetingLink : null,
        sessions: rows.map(toClassSession),
      };
    },

    /**
     * Its instructor or an admin moves one session to a new date and start time in the class's zone; it
     * keeps its length, and its sequence rises so calendars replace it. Refused for a session that has
     * taken place or was cancelled, a time that has passed or does not exist that day, or a clash.
     */
    async moveSession(
      viewer: Viewer,
      classId: string,
      sessionId: string,
      body: MoveSessionBody,
    ): Promise<ClassSession> {
      return transactions.run(async (tx) => {
        const current = await lockClassOfSessions(tx, viewer, classId);
        const session = await lockSession(tx, classId, sessionId);
        if (session.status === 'cancelled') {
          throw AppError.conflict(serverText('conflict.session_cancelled'));
        }
        const zone = current.timeZone ?? 'UTC';
        const startsAt = instantIn(body.date, body.startTime, zone);
        if (!startsAt) {
          const message = serverText('bad_request.time_skipped', {
            time: body.startTime,
            date: body.date,
            zone,
          });
          throw AppError.badRequest(message, { startTime: message });
        }
        if (startsAt.getTime() <= now().getTime()) {
          const message = serverText('bad_request.time_passed');
          throw AppError.badRequest(message, { date: message });
        }
        const endsAt = new Date(startsAt.getTime() + (session.endsAt.getTime() - session.startsAt.getTime()));
        const reason = body.reason ? body.reason : null;
        if (startsAt.getTime() === session.startsAt.getTime() && reason === session.reason) {
          return toClassSession(session);
        }
        await refuseClashes(tx, current.instructorId, [{ startsAt, endsAt }], zone, { sessionId }, 'moved');
        const moved = await sessions.move(tx, sessionId, { startsAt, endsAt, reason, now: now() });
        if (viewer.role === 'admin') {
          await recordAudit(tx, {
            actorId: viewer.id,
            action: 'session.moved',
            subjectType: 'session',
            subjectId: sessionId,
            subjectLabel: `${current.name}, ${session.startsAt.toISOString()}`,
            before: { startsAt: session.startsAt.toISOString(), reason: session.reason },
            after: { startsAt: moved.startsAt.toISOString(), reason: moved.reason },
          });
        }
        if (onSessionChanged && startsAt.getTime() !== session.startsAt.getTime()) {
          await onSessionChanged(tx, {
            classId,
            className: current.name,
            timeZone: zone,
            kind: 'moved',
            previousStartsAt: session.startsAt,
            session: moved,
            students: await sessions.enrolledStudents(tx, classId),
          });
        }
        return toClassSession(moved);
      });
    },

    /** Its instructor or an admin cancels one session, saying why; its sequence rises. Again: no change. */
    async cancelSession(
      viewer: Viewer,
      classId: string,
      sessionId: string,
      body: CancelSessionBody,
    ): Promise<ClassSession> {
      return transactions.run(async (tx) => {
        const current = await lockClassOfSessions(tx, viewer, classId);
        const session = await lockSession(tx, classId, sessionId);
        if (session.status === 'cancelled') return toClassSession(session);
        const cancelled = await sessions.cancel(tx, sessionId, { reason: body.reason, now: now() });
        if (viewer.role === 'admin') {
          await recordAudit(tx, {
            actorId: viewer.id,
            action: 'session.cancelled',
            subjectType: 'session',
            subjectId: sessionId,
            subjectLabel: `${current.name}, ${session.startsAt.toISOString()}`,
            before: { status: session.status, reason: session.reason },
            after: { status: cancelled.status, reason: cancelled.reason },
          });
        }
        await onSessionChanged?.(tx, {
          classId,
          className: current.name,
          timeZone: current.timeZone ?? 'UTC',
          kind: 'cancelled',
          previousStartsAt: session.startsAt,
          session: cancelled,
          students: await sessions.enrolledStudents(tx, classId),
        });
        return toClassSession(cancelled);
      });
    },

    /**
     * The owning instructor or an admin; never while students are enrolled. An admin's deletion is in the
     * audit log, with what the class was.
     */
    async deleteClass(viewer: Viewer, id: string): Promise<{ deletedCount: number }> {
      const current = await repository.findForEdit(id);
      if (!current) throw AppError.notFound(serverText('not_found.class_id'));
      if (viewer.role !== 'admin' && current.instructorId !== viewer.id) {
        throw AppError.forbidden(serverText('forbidden.own_class_delete'));
      }
      let result: 'deleted' | 'enrolled' | 'missing';
      try {
        result = await transactions.run(async (tx) => {
          const found = await repository.lockForDelete(tx, id);
          if (!found) return 'missing';
          if (found.students > 0 || found.enrolments > 0) return 'enrolled';
          await repository.delete(tx, id);
          if (viewer.role === 'admin') {
            await recordAudit(tx, {
              actorId: viewer.id,
              action: 'class.deleted',
              subjectType: 'class',
              subjectId: id,
              subjectLabel: found.deleted.name,
              before: { ...found.deleted },
              after: null,
            });
          }
          return 'deleted';
        });
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        result = 'enrolled';
      }
      if (result === 'missing') throw AppError.notFound(serverText('not_found.class_id'));
      if (result === 'enrolled') {
        throw AppError.conflict(serverText('conflict.class_has_students'));
      }
      return { deletedCount: 1 };
    },

    /**
     * An admin moves a class to another instructor (so its old one can be made a user or deleted). The
     * class keeps its status, students and feedback: what students bought has not changed.
     */
    async reassignClass(
      viewer: Viewer,
      id: string,
      body: ReassignClassBody,
    ): Promise<{ modifiedCount: number }> {
      const done = await transactions.run(async (tx) => {
        const person = await repository.lockPersonShared(tx, body.instructorId);
        if (person?.role !== 'instructor') return 'not-instructor';
        const current = await repository.lockInstructorOf(tx, id);
        if (!current) return 'missing';
        if (current.instructorId === body.instructorId) return 'unchanged';
        await repository.setInstructor(tx, id, body.instructorId);
        await recordAudit(tx, {
          actorId: viewer.id,
          action: 'class.reassigned',
          subjectType: 'class',
          subjectId: id,
          subjectLabel: current.name,
          before: { instructor: current.email },
          after: { instructor: person.email },
        });
        return 'changed';
      });
      if (done === 'not-instructor') {
        throw AppError.badRequest(serverText('bad_request.not_an_instructor'), {
          instructorId: serverText('field.not_an_instructor'),
        });
      }
      if (done === 'missing') throw AppError.notFound(serverText('not_found.class_id'));
      return { modifiedCount: done === 'changed' ? 1 : 0 };
    },

    /**
     * An admin approves or denies; approval is final, and the decision replaces any earlier feedback. A
     * decision that changes something is mailed to the instructor and written to the audit log in its own
     * transaction.
     */
    async reviewClass(viewer: Viewer, id: string, body: ReviewClassBody): Promise<{ modifiedCount: number }> {
      const feedback = body.feedback ? body.feedback : null;
      const result = await transactions.run(async (tx) => {
        const row = await repository.lockForReview(tx, id);
        if (!row) throw AppError.notFound(serverText('not_found.class_id'));
        if (row.status === 'approved') {
          if (body.status === 'approved') return { modifiedCount: 0 };
          throw AppError.conflict(serverText('conflict.class_approved'));
        }
        if (row.status === body.status && row.feedback === feedback) return { modifiedCount: 0 };
        await repository.setReview(tx, id, body.status, feedback);
        await recordAudit(tx, {
          actorId: viewer.id,
          action: body.status === 'approved' ? 'class.approved' : 'class.denied',
          subjectType: 'class',
          subjectId: id,
          subjectLabel: row.name,
          before: { status: row.status, feedback: row.feedback },
          after: { status: body.status, feedback },
        });
        await onReviewed?.(tx, { ...row, status: body.status, feedback });
        return { modifiedCount: 1 };
      });
      if (body.status === 'approved') await onSeatsMayFree?.(id);
      return result;
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
