import { z } from 'zod/mini';
import { isWholeCents } from './money.js';
import { BUNDLED_IMAGE_PATTERN, UPLOADED_IMAGE_PATTERN } from './images.js';
import { timesOfDay } from './class-choices.js';
import { languageCode } from './languages.js';
import {
  classDescription,
  classFormatInput,
  classFormats,
  classLevel,
  classLevels,
  calendarDate,
  scheduleAnswer,
  scheduleInput,
  timeZone,
  weekdays,
} from './schedule.js';
import { classSale, refundTerms } from './class-sale.js';

export const classStatuses = ['pending', 'approved', 'denied'] as const;
const classStatus = z.enum(classStatuses);
export type ClassStatus = z.infer<typeof classStatus>;

export const languageClass = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  img: z.string(),
  instructor: z.string(),
  instructorName: z.string(),
  availableSeats: z.int(),
  students: z.int(),
  status: classStatus,
  feedback: z.nullable(z.string()),
  // Null on a class that has not said (its schedule "to be announced"); the server always sends
  // them, the schema lets answers and fixtures made before them pass. The meeting link of an online class is
  // never here: GET /api/classes/:id/sessions gives it to those who may see it.
  language: z.optional(z.nullable(z.string())),
  level: z.optional(z.nullable(z.enum(classLevels))),
  description: z.optional(z.nullable(z.string())),
  format: z.optional(z.nullable(z.enum(classFormats))),
  address: z.optional(z.nullable(z.string())),
  timeZone: z.optional(z.nullable(z.string())),
  schedule: z.optional(z.nullable(scheduleAnswer)),
  /** The first and last scheduled (not cancelled) session, ISO 8601 UTC. */
  firstSessionAt: z.optional(z.nullable(z.string())),
  lastSessionAt: z.optional(z.nullable(z.string())),
  /**
   * The weekly pattern for the cards' summary ("Mon & Wed 18:00"): one start per meeting day of the
   * schedule, ISO 8601 UTC, in the seven days from its next session (from its first, before it starts), so
   * the visitor's zone reads them with this week's clock changes. Null without a schedule.
   */
  weekStarts: z.optional(z.nullable(z.array(z.string()))),
  /** Whether a new student can buy it now, and at what price (ended, running, joining late). */
  sale: z.optional(classSale),
});
export type LanguageClass = z.infer<typeof languageClass>;

/** One class, for its page: the list's fields and the instructor's id, for the link to their page. */
export const classDetails = z.object({
  ...languageClass.shape,
  instructorId: z.string(),
  /** The refund policy for someone buying it now, with its dates and amounts. */
  refundTerms: z.optional(refundTerms),
});
export type ClassDetails = z.infer<typeof classDetails>;

const classSorts = ['popular', 'price-asc', 'price-desc', 'newest'] as const;
export type ClassSort = (typeof classSorts)[number];

const CLASS_PRICE_MAX = 10_000;

export type { TimeOfDay } from './class-choices.js';

/** One day, several ('mon,wed', or the parameter repeated), in week order once each. */
const dayList = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value) =>
      (Array.isArray(value) ? value : [value]).flatMap((text) => text.split(',')).map((day) => day.trim()),
    ),
  ),
  z.pipe(
    z.array(z.string()).check(
      z.maxLength(weekdays.length * 2, 'day names each day at most once'),
      z.refine(
        (days) => days.every((day) => (weekdays as readonly string[]).includes(day)),
        `day must be among ${weekdays.join(', ')} (several: mon,wed)`,
      ),
    ),
    z.transform((days) => weekdays.filter((day) => days.includes(day))),
  ),
);

/** Every word (split at spaces) in the class's name or its instructor's, ignoring case and accents. */
const searchText = z.optional(
  z.string().check(z.trim(), z.maxLength(120, 'q should be at most 120 characters')),
);

const priceFilter = (what: string) =>
  z.optional(
    z.coerce
      .number({ error: `${what} must be a number of dollars` })
      .check(
        z.gte(0, `${what} cannot be negative`),
        z.lte(CLASS_PRICE_MAX, `${what} should be at most ${CLASS_PRICE_MAX}`),
      ),
  );

function catalogueFilters() {
  return {
    language: z.optional(languageCode),
    level: z.optional(classLevel),
    day: z.optional(dayList),
    time: z.optional(z.enum(timesOfDay, { error: () => `time must be one of ${timesOfDay.join(', ')}` })),
    tz: z.optional(timeZone),
    minPrice: priceFilter('minPrice'),
    maxPrice: priceFilter('maxPrice'),
    /** Classes whose first session is on this date or later (in `tz`). */
    startsFrom: z.optional(calendarDate('startsFrom')),
    seats: z.optional(z.enum(['available'], { error: "seats must be 'available'" })),
    /** `hide`: leave out classes whose every session has taken place (listed last otherwise). */
    ended: z.optional(z.enum(['hide'], { error: "ended must be 'hide'" })),
    q: searchText,
  };
}

/**
 * The catalogue's filters, all optional and combined with and: day (one or several) and time of day are
 * those of one scheduled session, read in `tz` (the visitor's zone; the class's own zone when absent).
 * Morning is 05:00 to 12:00, afternoon 12:00 to 17:00, evening 17:00 to midnight (a session at night is
 * in none of them).
 */
export const listClassesQuery = z.object({
  instructor: z.optional(z.string().check(z.maxLength(120))),
  sort: z.optional(z.enum(classSorts)),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
  status: z.optional(z.enum([...classStatuses, 'all'])),
  ...catalogueFilters(),
});
export type ListClassesQuery = z.infer<typeof listClassesQuery>;
/** What a request may say (one day or several). */
export type ListClassesRequest = z.input<typeof listClassesQuery>;

/** The catalogue's filters with the instructor: what GET /api/classes/facets counts under. */
export const classFacetsQuery = z.object({
  instructor: z.optional(z.string().check(z.maxLength(120))),
  ...catalogueFilters(),
});
export type ClassFacetsQuery = z.infer<typeof classFacetsQuery>;

const counts = z.record(z.string(), z.int());
/**
 * How many classes each choice would list, added to the filters already set: for a language, a level or a
 * time of day, in place of the one chosen; for a day, beside the days chosen. `total` is what the filters
 * list now. Languages and levels are those of every approved class (of the instructor), with 0 where none
 * would match.
 */
export const classFacets = z.object({
  total: z.int(),
  language: counts,
  level: counts,
  day: counts,
  time: counts,
});
export type ClassFacets = z.infer<typeof classFacets>;

export const CLASS_NAME_MAX = 120;
const CLASS_SEATS_MAX = 1000;
export const FEEDBACK_MAX = 1000;

const required = (what: string, kind: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${what} is required` : `${what} must be ${kind}`;

export const className = z
  .string({ error: required('Course name', 'text') })
  .check(
    z.trim(),
    z.minLength(1, 'Course name is required'),
    z.maxLength(CLASS_NAME_MAX, `Course name should be at most ${CLASS_NAME_MAX} characters long`),
  );

/** Dollars with at most two decimals, sent as a JSON number (the form parses it before sending). */
export const classPrice = z
  .number({ error: required('Price', 'a number') })
  .check(
    z.gte(0, 'Price cannot be negative'),
    z.lte(CLASS_PRICE_MAX, `Price should be at most ${CLASS_PRICE_MAX}`),
    z.refine(isWholeCents, 'Price can have at most two decimals'),
  );

export const classSeats = z
  .number({ error: required('Available seats', 'a whole number') })
  .check(
    z.int('Available seats must be a whole number'),
    z.gte(0, 'Available seats cannot be negative'),
    z.lte(CLASS_SEATS_MAX, `Available seats should be at most ${CLASS_SEATS_MAX}`),
  );

/** An upload's display_url (/api/images/…) or a picture that ships with the site (/images/…). */
const classImage = z.string({ error: required('Image', 'a URL') }).check(
  z.trim(),
  z.minLength(1, 'Image is required'),
  z.maxLength(300, 'Image must be a picture uploaded to this site'),
  z.refine(
    (v) => UPLOADED_IMAGE_PATTERN.test(v) || BUNDLED_IMAGE_PATTERN.test(v),
    'Image must be a picture uploaded to this site',
  ),
);

/** Instructor, students, status and feedback come from the server: sending them is refused. */
export const createClassBody = z.strictObject({
  name: className,
  price: classPrice,
  img: classImage,
  availableSeats: classSeats,
  // Language, level, description, format and schedule, all optional: a class without them is valid, its
  // schedule "to be announced".
  language: z.optional(languageCode),
  level: z.optional(classLevel),
  description: z.optional(classDescription),
  format: z.optional(classFormatInput),
  schedule: z.optional(scheduleInput),
});
export type CreateClassBody = z.infer<typeof createClassBody>;

/** Left out: unchanged. null: cleared (a schedule cleared removes the sessions, only with no one enrolled). */
export const updateClassBody = z.strictObject({
  name: z.optional(className),
  price: z.optional(classPrice),
  img: z.optional(classImage),
  availableSeats: z.optional(classSeats),
  language: z.optional(z.nullable(languageCode)),
  level: z.optional(z.nullable(classLevel)),
  description: z.optional(z.nullable(classDescription)),
  format: z.optional(z.nullable(classFormatInput)),
  schedule: z.optional(z.nullable(scheduleInput)),
});
export type UpdateClassBody = z.infer<typeof updateClassBody>;

/**
 * A schedule the instructor is still writing, checked against their other classes before sending; `classId`
 * is the class being edited, whose own sessions do not count.
 */
export const scheduleCheckBody = z.strictObject({
  schedule: scheduleInput,
  classId: z.optional(z.guid('is not a class id')),
});
export type ScheduleCheckBody = z.infer<typeof scheduleCheckBody>;

/** The first clash with another class of the instructor, as adding the class would refuse it, or null. */
export const scheduleCheckAnswer = z.object({
  clash: z.nullable(
    z.object({
      /** The message the 409 of adding or editing the class would carry. */
      message: z.string(),
      /** The local date (YYYY-MM-DD, in the schedule's zone) of the clashing session. */
      date: z.string(),
      className: z.string(),
    }),
  ),
});
export type ScheduleCheckAnswer = z.infer<typeof scheduleCheckAnswer>;

/**
 * What an admin approved of a class: changing one of these sends an approved class back for review. Seats,
 * description, format and sessions are the instructor's to run the class with and keep it on sale.
 */
const reviewedClassFields = ['name', 'language', 'level', 'price', 'img'] as const;

/** Whether an edit changing `changed` touches what an admin approved. */
export function changesNeedReview(changed: readonly (keyof UpdateClassBody)[]): boolean {
  return changed.some((field) => (reviewedClassFields as readonly string[]).includes(field));
}

const classDecisions = ['approved', 'denied'] as const;
export const reviewClassBody = z.strictObject({
  status: z.enum(classDecisions, { error: "Status must be 'approved' or 'denied'" }),
  feedback: z.optional(
    z.nullable(
      z
        .string({ error: 'Feedback must be text' })
        .check(
          z.trim(),
          z.maxLength(FEEDBACK_MAX, `Feedback should be at most ${FEEDBACK_MAX} characters long`),
        ),
    ),
  ),
});
export type ReviewClassBody = z.infer<typeof reviewClassBody>;

/** An admin moves a class to another instructor (the new one must have the instructor role). */
export const reassignClassBody = z.strictObject({
  instructorId: z
    .string({ error: 'instructorId must be the id of an instructor' })
    .check(z.minLength(1, 'instructorId is required'), z.maxLength(64, 'instructorId is not a user id')),
});
export type ReassignClassBody = z.infer<typeof reassignClassBody>;

export const classIdParam = z.object({ id: z.guid('is not a class id') });

/** The reader's IANA zone, for the dates of the refund policy (the class's own, else UTC, when absent). */
export const classPageQuery = z.object({ tz: z.optional(timeZone) });
export const instructorEmailParam = z.object({
  instructorEmail: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(120)),
});
