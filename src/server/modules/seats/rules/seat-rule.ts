import { isFull } from '#contract/seats';

/** Seats of a class a student can still get: its seats less the live holds of other students. */
export const seatsLeft = (seats: number, heldByOthers: number): number => Math.max(seats - heldByOthers, 0);

export type Seat = 'free' | 'full' | 'held';

/**
 * The seat rule, the only copy: a student holding a seat needs one seat left in the class; anyone else
 * needs one beyond the seats other students hold. A class with no seat at all is full (the contract's rule).
 */
export function seatFor(seats: number, heldByOthers: number, holding: boolean): Seat {
  if ((holding ? seats : seatsLeft(seats, heldByOthers)) > 0) return 'free';
  return isFull(seats) ? 'full' : 'held';
}
