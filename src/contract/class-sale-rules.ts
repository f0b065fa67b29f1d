// No zod here: the class page, its cards and the cart read these on the public pages' first load.

/**
 * Where a class stands for a buyer, from its scheduled sessions: upcoming until its first session starts
 * (a class with no schedule yet is upcoming), running until its last session ends, then ended.
 */
export const saleStates = ['upcoming', 'running', 'ended'] as const;
export type SaleState = (typeof saleStates)[number];

/** What the server works out for a class at the moment it answers: the client only shows it. */
export interface ClassSaleTerms {
  state: SaleState;
  /** Whether a new student can buy a seat (or join the waitlist) now. */
  forSale: boolean;
  /** Scheduled sessions, and those not started yet. */
  sessionsTotal: number;
  sessionsLeft: number;
  /** US dollars a new student pays now: less than the class's price when joining late. */
  price: number;
}

export const CLASS_ENDED =
  'This class has ended: every session has taken place, so it takes no new students and no waitlist.';
export const CLASS_STARTED = 'This class has started; it no longer takes new students.';

/**
 * The refund policy of one class before buying it, from its first session (the server works the dates and
 * amounts out). `steps` are in time order; after the last one, nothing is refunded.
 */
export interface RefundTerms {
  kind: 'dated' | 'free' | 'unscheduled-full' | 'unscheduled-none';
  /** Each step: up to and including `until` (ISO 8601), `percent` of the price, that is `amount` dollars. */
  steps: { until: string; percent: number; amount: number }[];
}

/** How the reader writes an instant and an amount of dollars (their zone and language). */
export interface TermsWriters {
  date: (iso: string) => string;
  money: (dollars: number) => string;
}

/** The steps still ahead at `now`: the policy as it stands for someone buying now. */
const stepsAhead = (terms: RefundTerms, now: number) =>
  terms.steps.filter((step) => Date.parse(step.until) >= now);

/** The policy in a sentence: "Full refund until 12 Mar, 20:00; 50% ($27.50) until 18 Mar, 20:00; none after." */
export function refundTermsText(terms: RefundTerms, now: number, { date, money }: TermsWriters): string {
  if (terms.kind === 'free') return 'This class is free: there is nothing to refund.';
  if (terms.kind === 'unscheduled-full') return 'Full refund until the class is scheduled.';
  if (terms.kind === 'unscheduled-none') return 'No refund: this class has no schedule yet.';
  const ahead = stepsAhead(terms, now);
  if (ahead.length === 0) return 'No refund if you cancel: the class has begun or is about to.';
  const parts = ahead.map((step) =>
    step.percent === 100
      ? `Full refund until ${date(step.until)}`
      : `${step.percent}% (${money(step.amount)}) until ${date(step.until)}`,
  );
  return `${parts.join('; ')}; none after.`;
}

/** What applies to someone who pays now and cancels at once: "If you cancel today you get a full refund." */
export function refundTodayText(terms: RefundTerms, now: number, money: TermsWriters['money']): string {
  if (terms.kind === 'free') return 'This class is free.';
  if (terms.kind === 'unscheduled-full') return 'If you cancel today you get a full refund.';
  if (terms.kind === 'unscheduled-none') return 'If you cancel, you get no refund.';
  const [step] = stepsAhead(terms, now);
  if (!step) return 'If you cancel, you get no refund.';
  return step.percent === 100
    ? 'If you cancel today you get a full refund.'
    : `If you cancel today you get ${step.percent}% back (${money(step.amount)}).`;
}

/** The class page and the cart: what joining a class that has started means, or why it cannot be bought. */
export function lateJoinText(
  sale: ClassSaleTerms,
  fullPrice: number,
  money: TermsWriters['money'],
): string | null {
  if (sale.state === 'ended') return CLASS_ENDED;
  if (sale.state !== 'running') return null;
  if (!sale.forSale) return CLASS_STARTED;
  return `Joins late: ${sale.sessionsLeft} of ${sale.sessionsTotal} sessions left, ${money(sale.price)} instead of ${money(fullPrice)}.`;
}
