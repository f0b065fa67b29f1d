import { staffPaths } from '#contract/staff-paths';

// The table lives in the contract, where the server reads it too (it answers 404 for any other address).
export { staffPaths };

/** A class's waitlist page. */
export const classWaitlistPath = (classId: string) =>
  staffPaths.classWaitlist.replace(':id', encodeURIComponent(classId));
