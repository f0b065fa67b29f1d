import type { ClassSale } from './class-sale.js';
import type { Seat } from './seat-rule.js';

/** Why a student cannot have a seat in a class; checked in this order. */
type Ineligibility = 'unavailable' | 'own-class' | 'not-for-sale' | 'already-enrolled' | 'full' | 'held';

interface EligibilityFacts {
  /** The student asking. */
  userId: string;
  /** The class, or null when there is no such class. */
  cls: { status: string; instructorId: string } | null;
  /** Whether the student is enrolled in the class already; left out where it is not known yet. */
  enrolled?: boolean;
  /** The class's sale now (class-sale.ts); left out where the caller decides it later. */
  sale?: ClassSale | null;
  /** The seat rule's answer (seat-rule.ts); left out where a seat is not asked for (joining a waitlist). */
  seat?: Seat;
}

/**
 * The eligibility rule, the only copy: a student may have a seat in an approved class that is not their
 * own, that is for sale, they are not enrolled in yet, and that has a seat for them. Null when they may.
 * Select, paying, enrolling free or after payment, and joining a waitlist all ask this.
 */
export function ineligibility(facts: EligibilityFacts): Ineligibility | null {
  const { cls, userId, enrolled, sale, seat } = facts;
  if (!cls || cls.status !== 'approved') return 'unavailable';
  if (cls.instructorId === userId) return 'own-class';
  if (sale === null || (sale && !sale.forSale)) return 'not-for-sale';
  if (enrolled) return 'already-enrolled';
  if (seat && seat !== 'free') return seat;
  return null;
}
