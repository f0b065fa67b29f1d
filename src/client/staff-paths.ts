/**
 * The addresses of pages only instructors and admins reach from their dashboard lists, apart from paths.ts:
 * only the dashboard pages that link to them carry them, not every public page's first load.
 */
export const staffPaths = {
  classWaitlist: '/dashboard/classes/:id/waitlist',
} as const;

/** A class's waitlist page. */
export const classWaitlistPath = (classId: string) =>
  staffPaths.classWaitlist.replace(':id', encodeURIComponent(classId));
