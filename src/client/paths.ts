import { routePatterns } from '#contract/page-paths';

// The route table lives in the contract, where the server reads it too (it answers 404 for any other address).
export { routePatterns };

/** The pattern with its one `:param` filled in. */
function fill(pattern: string, value: string): string {
  return pattern.replace(/:\w+/, encodeURIComponent(value));
}

/** The classes list narrowed from a link; class-list-view.ts reads the same parameters. */
interface ClassesFilter {
  search?: string;
  instructor?: string;
}

function classes({ search, instructor }: ClassesFilter = {}): string {
  const params = new URLSearchParams();
  if (instructor) params.set('instructor', instructor);
  if (search) params.set('q', search);
  const query = params.toString();
  return query ? `${routePatterns.classes}?${query}` : routePatterns.classes;
}

const { instructor, payment, receipt, classes: _classes, class: classPage, ...fixed } = routePatterns;

export const paths = {
  ...fixed,
  instructor: (id: string) => fill(instructor, id),
  classes,
  class: (id: string) => fill(classPage, id),
  payment: (cartItemId: string) => fill(payment, cartItemId),
  receipt: (paymentId: string) => fill(receipt, paymentId),
};
