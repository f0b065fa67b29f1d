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
  /**
   * What it means, for a class that has begun: "Joins late: 11 of 16 sessions left, $37.81 instead of
   * $55.00", or why it cannot be bought; null for a class still to come.
   */
  note: string | null;
}

export const CLASS_ENDED = 'Ended: every session of this class has taken place.';
export const CLASS_STARTED = 'This class has started; it no longer takes new students.';

/**
 * The refund policy of one class before buying it, from its first session (the server works the dates and
 * amounts out). `steps` are in time order; after the last one, nothing is refunded.
 */
export interface RefundTerms {
  kind: 'dated' | 'free' | 'unscheduled-full' | 'unscheduled-none';
  /** Each step: up to and including `until` (ISO 8601), `percent` of the price, that is `amount` dollars. */
  steps: { until: string; percent: number; amount: number }[];
  /** In a sentence, the steps still ahead: "Full refund until 5 Dec 2026, 20:00 GMT+1; 50% ($44.50) until …; none after." */
  text: string;
  /** What applies to someone who pays now and cancels at once: "If you cancel today you get a full refund." */
  today: string;
}
