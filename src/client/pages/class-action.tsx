import { lazy } from 'react';
import type { LanguageClass } from '#contract/classes';
import { SelectClassButton } from '#client/features/cart/select-class-button.tsx';

// A student's place in a line and its buttons load when a student meets a full or selected class: not on a
// visitor's first load of the public pages.
const StudentWaitlist = lazy(() =>
  import('#client/features/waitlist/student-waitlist.tsx').then((module) => ({
    default: module.StudentWaitlist,
  })),
);

/** A class's action on its card and its page: Select, or for a student on a full class, its waitlist. */
export function ClassAction(props: {
  item: Pick<LanguageClass, '_id' | 'name' | 'availableSeats'> &
    Partial<Pick<LanguageClass, 'instructor' | 'sale'>>;
  place?: 'card' | 'page';
}) {
  return <SelectClassButton {...props} StudentWaitlist={StudentWaitlist} />;
}
