import { z } from 'zod/mini';
import type { UseFormReturn } from 'react-hook-form';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { classPrice, classSeats, className, type CreateClassBody } from '#contract/classes';
import { IMAGE_FIELD } from '#contract/images';
import {
  classAddress,
  classDescription,
  generateSessions,
  meetingLink,
  scheduleInput,
  type ClassLevel,
  type GeneratedSchedule,
  type ScheduleInput,
} from '#contract/schedule';
import { imageFileProblem } from '#client/upload.ts';

// The schemas live at module level, so their messages are looked up when a value is checked, in the language
// the interface has then, not once when the module loads.

/** The form keeps what was typed; the schema turns it into the numbers the API takes. */
export const priceField = z.pipe(
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: () => i18n._(msg`Price is required`), abort: true }),
      z.regex(/^\d+(\.\d{1,2})?$/, {
        error: () => i18n._(msg`Price must be a number such as 49.99, with at most two decimals`),
        abort: true,
      }),
    ),
    z.transform(Number),
  ),
  classPrice,
);

export const seatsField = z.pipe(
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: () => i18n._(msg`Available seats is required`), abort: true }),
      z.regex(/^\d+$/, {
        error: () => i18n._(msg`Available seats must be a whole number`),
        abort: true,
      }),
    ),
    z.transform(Number),
  ),
  classSeats,
);

const imageFile = (required: boolean) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File)
    .check(
      z.superRefine((file, ctx) => {
        if (!file) {
          if (required)
            ctx.issues.push({ code: 'custom', message: i18n._(msg`Image is required`), input: file });
          return;
        }
        const problem = imageFileProblem(file);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: file });
      }),
    );

/**
 * Language, level, description, format and schedule, as typed. All may be left out: a class
 * without them is valid, its schedule "to be announced". Left undefined (older callers), they change nothing.
 */
export interface ClassDetailsInput {
  language?: string;
  /** '' or one of the contract's levels. */
  level?: string;
  description?: string;
  /** '', 'online' or 'in-person'. */
  format?: string;
  meetingLink?: string;
  address?: string;
  hasSchedule?: boolean;
  firstDate?: string;
  days?: string[];
  startTime?: string;
  durationMinutes?: string;
  sessionCount?: string;
  timeZone?: string;
  /** Dates YYYY-MM-DD, as the date picker adds them. */
  skipDates?: string[];
}

export type ScheduleField =
  'firstDate' | 'days' | 'startTime' | 'durationMinutes' | 'sessionCount' | 'timeZone' | 'skipDates';

const wholeNumber = (value: string | undefined) =>
  value !== undefined && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;

/** The schedule the fields describe, as the API takes it, or the contract's messages by field. */
export function scheduleOf(
  values: ClassDetailsInput,
): { ok: true; schedule: ScheduleInput } | { ok: false; errors: Partial<Record<ScheduleField, string>> } {
  const errors: Partial<Record<ScheduleField, string>> = {};
  const duration = wholeNumber(values.durationMinutes);
  const count = wholeNumber(values.sessionCount);
  if (Number.isNaN(duration))
    errors.durationMinutes = i18n._(msg`Duration must be a whole number of minutes`);
  if (Number.isNaN(count)) errors.sessionCount = i18n._(msg`Number of sessions must be a whole number`);
  const result = scheduleInput.safeParse({
    firstDate: values.firstDate ?? '',
    days: values.days ?? [],
    startTime: values.startTime ?? '',
    durationMinutes: duration,
    sessionCount: count,
    timeZone: values.timeZone ?? '',
    skipDates: values.skipDates ?? [],
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ScheduleField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, schedule: result.data };
}

/**
 * The sessions the fields make (the same `generateSessions` the server runs), or what is wrong with the
 * schedule; null while it is being written (no first date or no meeting day yet).
 */
export function previewOf(
  values: ClassDetailsInput,
): GeneratedSchedule | { ok: false; field: ScheduleField; message: string } | null {
  if (!values.hasSchedule || !values.firstDate || !values.days?.length) return null;
  const parsed = scheduleOf(values);
  if (!parsed.ok) {
    const [field, message] = Object.entries(parsed.errors)[0] as [ScheduleField, string];
    return { ok: false, field, message };
  }
  return generateSessions(parsed.schedule);
}

type Details = Pick<CreateClassBody, 'language' | 'level' | 'description' | 'format' | 'schedule'>;

/** What the details fields send: only what was filled in (`schedule: null` when it was switched off). */
export function detailsOf(values: ClassDetailsInput): Omit<Details, 'schedule'> & {
  schedule?: ScheduleInput | null;
} {
  const details: Omit<Details, 'schedule'> & { schedule?: ScheduleInput | null } = {};
  if (values.language) details.language = values.language as Details['language'];
  if (values.level) details.level = values.level as ClassLevel;
  const description = values.description?.trim();
  if (description) details.description = description;
  if (values.format === 'online')
    details.format = { kind: 'online', meetingLink: values.meetingLink?.trim() ?? '' };
  if (values.format === 'in-person')
    details.format = { kind: 'in-person', address: values.address?.trim() ?? '' };
  if (values.hasSchedule) {
    const parsed = scheduleOf(values);
    if (parsed.ok) details.schedule = parsed.schedule;
  } else if (values.hasSchedule === false) {
    details.schedule = null;
  }
  return details;
}

const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? i18n._(msg`is not valid`));
};

/** Checks the details as the server will, and the schedule's sessions, so refusals show before sending. */
function checkDetails(values: ClassDetailsInput, ctx: { issues: unknown[] }) {
  const issue = (path: string, message: string) =>
    (ctx.issues as object[]).push({ code: 'custom', message, path: [path], input: values });
  const description = values.description !== undefined && messageOf(classDescription, values.description);
  if (description) issue('description', description);
  if (values.format === 'online') {
    const problem = messageOf(meetingLink, values.meetingLink ?? '');
    if (problem) issue('meetingLink', problem);
  }
  if (values.format === 'in-person') {
    const problem = messageOf(classAddress, values.address ?? '');
    if (problem) issue('address', problem);
  }
  if (!values.hasSchedule) return;
  const parsed = scheduleOf(values);
  if (!parsed.ok) {
    for (const [field, message] of Object.entries(parsed.errors)) issue(field, message);
    return;
  }
  const generated = generateSessions(parsed.schedule);
  if (!generated.ok) issue(generated.field, generated.message);
}

const detailFields = {
  language: z.optional(z.string()),
  level: z.optional(z.string()),
  description: z.optional(z.string()),
  format: z.optional(z.string()),
  meetingLink: z.optional(z.string()),
  address: z.optional(z.string()),
  hasSchedule: z.optional(z.boolean()),
  firstDate: z.optional(z.string()),
  days: z.optional(z.array(z.string())),
  startTime: z.optional(z.string()),
  durationMinutes: z.optional(z.string()),
  sessionCount: z.optional(z.string()),
  timeZone: z.optional(z.string()),
  skipDates: z.optional(z.array(z.string())),
};

/** Adding and editing take the same fields; only an edit may keep the current image. */
const classForm = (imageRequired: boolean) =>
  z
    .object({
      name: className,
      price: priceField,
      availableSeats: seatsField,
      image: imageFile(imageRequired),
      ...detailFields,
    })
    .check(z.superRefine((values, ctx) => checkDetails(values as ClassDetailsInput, ctx)));

export const addClassForm = classForm(true);
export const editClassForm = classForm(false);
export type ClassFormInput = Omit<z.input<typeof addClassForm>, keyof ClassDetailsInput> & ClassDetailsInput;
export type ClassFormValues = Omit<z.output<typeof addClassForm>, keyof ClassDetailsInput> &
  ClassDetailsInput;
export type ClassFormField = keyof ClassFormInput;
/** The add and edit forms, as their field groups take them. */
export type ClassForm = UseFormReturn<ClassFormInput, unknown, ClassFormValues>;

/** The form's errors by field name, with the server's refusals of a whole part under `root`. */
export function classFormErrors(form: ClassForm) {
  return form.formState.errors as Partial<Record<string, { message?: string }>> & {
    root?: Record<string, { message?: string }>;
  };
}

const apiFields: Record<string, ClassFormField> = {
  img: 'image',
  [IMAGE_FIELD]: 'image',
  name: 'name',
  price: 'price',
  availableSeats: 'availableSeats',
  language: 'language',
  level: 'level',
  description: 'description',
  format: 'format',
  'format.meetingLink': 'meetingLink',
  'format.address': 'address',
  schedule: 'firstDate',
  'schedule.firstDate': 'firstDate',
  'schedule.days': 'days',
  'schedule.startTime': 'startTime',
  'schedule.durationMinutes': 'durationMinutes',
  'schedule.sessionCount': 'sessionCount',
  'schedule.timeZone': 'timeZone',
  'schedule.skipDates': 'skipDates',
};

/** The API names the picture `img` (and the upload field `image`); the form calls it `image`. */
export function formFieldOf(apiField: string): ClassFormField | null {
  return apiFields[apiField] ?? (apiField.startsWith('schedule.skipDates') ? 'skipDates' : null);
}

/** The zone the browser is in: where the instructor is, most likely where the class meets. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
