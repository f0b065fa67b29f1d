import { CLASS_ENDED, CLASS_STARTED, type ClassSaleTerms, type SaleState } from '#contract/class-sale-rules';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { dollarsFromCents, proportionOfCents, usdText, type Cents } from '#server/money';

/** A class's scheduled (not cancelled) sessions at one moment, as the store counts them. */
export interface SessionFacts {
  sessionsTotal: number;
  /** Sessions not started yet. */
  sessionsLeft: number;
  /** Whether a session has not ended yet. */
  ongoing: boolean;
}

export interface ClassSale {
  state: SaleState;
  forSale: boolean;
  sessionsTotal: number;
  sessionsLeft: number;
  /** What a new student pays now. */
  priceCents: Cents;
}

/**
 * The enrolment rule, the only copy (docs/decisions/class-sale-and-late-joining.md): an ended class (its last session has
 * ended) is not for sale; a running one (its first session has started) only when the school lets students
 * join late and a session is still to come, at the price of the sessions left; an upcoming one, or one
 * with no schedule yet, at its price. Select, paying, enrolling and the waitlist all ask this.
 */
export function classSaleOf(priceCents: Cents, facts: SessionFacts, lateJoining: boolean): ClassSale {
  const { sessionsTotal, sessionsLeft, ongoing } = facts;
  const state: SaleState =
    sessionsTotal === 0 || sessionsLeft === sessionsTotal ? 'upcoming' : ongoing ? 'running' : 'ended';
  const forSale = state === 'upcoming' || (state === 'running' && lateJoining && sessionsLeft > 0);
  return {
    state,
    forSale,
    sessionsTotal,
    sessionsLeft,
    priceCents: state === 'running' ? proportionOfCents(priceCents, sessionsLeft, sessionsTotal) : priceCents,
  };
}

/** Why a class cannot be bought now (409, with a code of its own), or null when it can. */
export function saleRefusal(sale: ClassSale): AppError | null {
  if (sale.forSale) return null;
  return sale.state === 'ended'
    ? AppError.conflict(serverText('class_ended'), 'class_ended')
    : AppError.conflict(serverText('class_started'), 'class_started');
}

export function requireForSale(sale: ClassSale): void {
  const refusal = saleRefusal(sale);
  if (refusal) throw refusal;
}

/** The sale as the API answers it, with its sentence for the class page and the cart. */
export const saleTerms = (sale: ClassSale, fullPriceCents: Cents): ClassSaleTerms => ({
  state: sale.state,
  forSale: sale.forSale,
  sessionsTotal: sale.sessionsTotal,
  sessionsLeft: sale.sessionsLeft,
  price: dollarsFromCents(sale.priceCents),
  note:
    sale.state === 'upcoming'
      ? null
      : sale.state === 'ended'
        ? CLASS_ENDED
        : sale.forSale
          ? `Joins late: ${sale.sessionsLeft} of ${sale.sessionsTotal} sessions left, ${usdText(sale.priceCents)} instead of ${usdText(fullPriceCents)}.`
          : CLASS_STARTED,
});
