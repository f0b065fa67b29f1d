import type {
  InstructorBalance,
  MyEarnings,
  Payout,
  PayoutsOverview,
  RecordPayoutBody,
} from '#contract/earnings';
import { CURRENCY } from '#contract/payments';
import { recordAudit } from '#server/modules/audit/audit.service';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import { toCsv } from '#server/csv';
import type { Transactions, Tx } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import {
  centsFromDollars,
  decimalText,
  dollarsFromCents,
  minusCents,
  sumCents,
  type Cents,
} from '#server/money';
import type { EnrolledPayment } from '#server/modules/seats/enrolment-events';
import type { Viewer } from '#server/viewer';
import type { EarningsRepository, PayoutRow, SaleSums } from './earnings.repository.js';

/** Sums in cents as the API answers them: dollars, with the commission as what the gross leaves over the net. */
function figures(sums: SaleSums) {
  return {
    sales: sums.sales,
    gross: dollarsFromCents(sums.grossCents),
    refunded: dollarsFromCents(sums.refundedCents),
    commission: dollarsFromCents(minusCents(sums.grossCents, sums.netCents)),
    net: dollarsFromCents(sums.netCents),
  };
}

function payoutOf(row: PayoutRow): Payout {
  return {
    _id: row.id,
    instructorId: row.instructorId,
    instructorName: row.instructorName,
    instructorEmail: row.instructorEmail,
    amount: dollarsFromCents(row.amountCents),
    paidOn: row.paidOn,
    reference: row.reference,
    recordedAt: row.createdAt.toISOString(),
  };
}

/** The calendar date in the school's zone, and the day after it (an admin ahead of the school's clock). */
function latestPayoutDate(at: Date): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(at);
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * What instructors earn and are paid: each sale's split recorded with its payment, earnings read after
 * refunds, and payouts recorded by admins up to what is owed (docs/decisions/instructor-earnings.md).
 */
export function createEarningsService(deps: {
  repository: EarningsRepository;
  transactions: Transactions;
  commissionPercent: () => Promise<number>;
  now: () => Date;
}) {
  const { repository, transactions, commissionPercent, now } = deps;

  /** Every balance, the most owed first, with what is owed in cents beside the API's dollars. */
  async function balancesWithCents(): Promise<(InstructorBalance & { owedCents: Cents })[]> {
    const rows = await repository.balances();
    return rows
      .map((row) => {
        const owedCents = minusCents(row.earnedCents, row.paidOutCents);
        return {
          instructorId: row.instructorId,
          name: row.name,
          email: row.email,
          earned: dollarsFromCents(row.earnedCents),
          paidOut: dollarsFromCents(row.paidOutCents),
          owed: dollarsFromCents(owedCents),
          owedCents,
        };
      })
      .sort((a, b) => b.owedCents - a.owedCents || a.name.localeCompare(b.name));
  }

  async function balances(): Promise<InstructorBalance[]> {
    return (await balancesWithCents()).map(({ owedCents: _cents, ...balance }) => balance);
  }

  return {
    /**
     * Records what a payment that just enrolled earned, inside its transaction (the enrolment's enrolled event):
     * the class's instructor and the commission in force at this moment.
     */
    async recordSale(tx: Tx, payment: Pick<EnrolledPayment, 'id' | 'classId' | 'priceCents'>): Promise<void> {
      await repository.recordSale(tx, {
        paymentId: payment.id,
        classId: payment.classId,
        grossCents: payment.priceCents,
      });
    },

    async myEarnings(instructor: Viewer): Promise<MyEarnings> {
      const [percent, totals, byClass, byMonth, payouts] = await Promise.all([
        commissionPercent(),
        repository.totalsOf(instructor.id),
        repository.byClassOf(instructor.id),
        repository.byMonthOf(instructor.id),
        repository.listPayouts(instructor.id),
      ]);
      const paidOutCents = sumCents(...payouts.map((p) => p.amountCents));
      return {
        commissionPercent: percent,
        totals: {
          ...figures(totals),
          paidOut: dollarsFromCents(paidOutCents),
          owed: dollarsFromCents(minusCents(totals.netCents, paidOutCents)),
        },
        byClass: byClass.map((row) => ({
          classId: row.classId,
          className: row.className,
          ...figures(row),
        })),
        byMonth: byMonth.map((row) => ({ month: row.month, ...figures(row) })),
        payouts: payouts.map(payoutOf),
      };
    },

    async overview(): Promise<PayoutsOverview> {
      const [percent, list, payouts] = await Promise.all([
        commissionPercent(),
        balances(),
        repository.listPayouts(),
      ]);
      return { commissionPercent: percent, balances: list, payouts: payouts.map(payoutOf) };
    },

    /**
     * Records money sent to an instructor, never more than is owed to them at this moment: the instructor's
     * row is locked first, so two admins paying at once are checked one after the other. `admin` is the
     * audit log's actor too: the payout's entry is written inside this transaction.
     */
    recordPayout(admin: Viewer, body: RecordPayoutBody): Promise<Payout> {
      const at = now();
      if (body.paidOn > latestPayoutDate(at)) {
        throw AppError.badRequest(serverText('bad_request.payout_in_future'), {
          paidOn: serverText('field.payout_in_future'),
        });
      }
      const amountCents = centsFromDollars(body.amount);
      return transactions.run(async (tx) => {
        const instructor = await repository.lockInstructor(tx, body.instructorId);
        if (!instructor) throw AppError.notFound(serverText('not_found.instructor'));
        const { earnedCents, paidOutCents } = await repository.balanceOf(tx, body.instructorId);
        const owedCents = minusCents(earnedCents, paidOutCents);
        if (owedCents <= 0)
          throw AppError.conflict(serverText('conflict.nothing_owed', { name: instructor.name }));
        if (amountCents > owedCents) {
          throw AppError.conflict(
            serverText('conflict.payout_above_owed', { owed: { cents: owedCents }, name: instructor.name }),
          );
        }
        const payout = await repository.insertPayout(tx, {
          instructorId: body.instructorId,
          amountCents,
          paidOn: body.paidOn,
          reference: body.reference,
          recordedBy: admin.id,
        });
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'payout.recorded',
          subjectType: 'payout',
          subjectId: payout.id,
          subjectLabel: instructor.email,
          before: null,
          after: {
            instructor: instructor.email,
            amountCents,
            paidOn: body.paidOn,
            reference: body.reference,
          },
        });
        return payoutOf({
          ...payout,
          instructorId: body.instructorId,
          instructorName: instructor.name,
          instructorEmail: instructor.email,
          amountCents,
          paidOn: body.paidOn,
          reference: body.reference,
        });
      });
    },

    /** What the bank is to send: every instructor owed something, as a CSV file spreadsheets open. */
    async owedCsv(): Promise<string> {
      const owed = (await balancesWithCents()).filter((b) => b.owedCents > 0);
      return toCsv(
        ['Instructor', 'Email', 'Amount owed', 'Currency'],
        owed.map((b) => [b.name, b.email, decimalText(b.owedCents), CURRENCY.toUpperCase()]),
      );
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
