import type { RefundRule } from '#contract/refunds';
import type { RefundPolicy } from '#contract/school-settings';
import type { RefundTerms } from '#contract/class-sale-rules';
import {
  centsFromDollars,
  centsLeft,
  dollarsFromCents,
  NO_CENTS,
  percentOfCents,
  usdText,
  type Cents,
} from '#server/money';
import { serverText, type ServerText } from '#server/i18n/server-messages';
import { translate } from '#server/i18n/translate';

export interface RefundQuote {
  rule: RefundRule;
  /** The rule in the catalogue's words, for the request's language. */
  ruleSaid: ServerText;
  /** The same in English (the audit log, a refund's reason). */
  ruleText: string;
  /** What is given back now: what the rule allows less what was refunded before, never below 0. */
  refundCents: Cents;
}

const HOUR = 3_600_000;

/**
 * The refund policy applied to one paid enrolment at one moment: the only copy of the rule. The windows
 * count back from the first scheduled session and include their edge (exactly 7 days before is still full).
 */
export function quoteRefund(input: {
  policy: RefundPolicy;
  priceCents: Cents;
  alreadyRefundedCents: Cents;
  firstSessionAt: Date | null;
  now: Date;
}): RefundQuote {
  const { policy, priceCents, alreadyRefundedCents, firstSessionAt, now } = input;
  const days = policy.fullRefundDays;
  const hours = policy.partialRefundHours;
  let rule: RefundRule;
  let allowed: Cents;
  let ruleSaid: ServerText;
  if (priceCents <= 0) {
    rule = 'free';
    allowed = NO_CENTS;
    ruleSaid = serverText('refund_rule.free');
  } else if (!firstSessionAt) {
    rule = policy.unscheduledRefund === 'full' ? 'unscheduled-full' : 'unscheduled-none';
    allowed = rule === 'unscheduled-full' ? priceCents : NO_CENTS;
    ruleSaid = serverText(
      rule === 'unscheduled-full' ? 'refund_rule.unscheduled_full' : 'refund_rule.unscheduled_none',
    );
  } else {
    const left = firstSessionAt.getTime() - now.getTime();
    if (left >= policy.fullRefundDays * 24 * HOUR) {
      rule = 'full';
      allowed = priceCents;
      ruleSaid = serverText('refund_rule.full', { days });
    } else if (left >= policy.partialRefundHours * HOUR && policy.partialRefundPercent > 0) {
      rule = 'partial';
      allowed = percentOfCents(priceCents, policy.partialRefundPercent);
      ruleSaid = serverText('refund_rule.partial', { days, hours, percent: policy.partialRefundPercent });
    } else {
      rule = 'none';
      allowed = NO_CENTS;
      ruleSaid =
        left < 0
          ? serverText('refund_rule.begun')
          : policy.partialRefundPercent > 0
            ? serverText('refund_rule.none_hours', { hours })
            : serverText('refund_rule.none_days', { days });
    }
  }
  const refundCents = centsLeft(allowed, alreadyRefundedCents);
  if (alreadyRefundedCents > 0 && allowed > 0) {
    ruleSaid = serverText('refund_rule.partly_refunded', {
      rule: ruleSaid,
      refunded: { cents: alreadyRefundedCents },
    });
  }
  return { rule, ruleSaid, ruleText: translate('en', ruleSaid), refundCents };
}

/**
 * The policy for someone buying now, as dated steps from the class's first session: the same windows as
 * quoteRefund (each step includes its edge), so the dates shown before paying are the ones a cancel meets.
 */
export function refundTermsOf(input: {
  policy: RefundPolicy;
  priceCents: Cents;
  firstSessionAt: Date | null;
  now: Date;
  /** The reader's zone, for the dates of the sentence; UTC when not known. */
  timeZone: string | null;
}): RefundTerms {
  const { policy, priceCents, firstSessionAt } = input;
  if (priceCents <= 0) {
    return { kind: 'free', steps: [], text: FREE_TEXT, today: 'This class is free.' };
  }
  if (!firstSessionAt) {
    return policy.unscheduledRefund === 'full'
      ? {
          kind: 'unscheduled-full',
          steps: [],
          text: 'Full refund until the class is scheduled.',
          today: 'If you cancel today you get a full refund.',
        }
      : {
          kind: 'unscheduled-none',
          steps: [],
          text: 'No refund: this class has no schedule yet.',
          today: NO_REFUND,
        };
  }
  const first = firstSessionAt.getTime();
  const fullUntil = first - policy.fullRefundDays * 24 * HOUR;
  const partialUntil = first - policy.partialRefundHours * HOUR;
  const steps: RefundTerms['steps'] = [
    { until: new Date(fullUntil).toISOString(), percent: 100, amount: dollarsFromCents(priceCents) },
  ];
  if (policy.partialRefundPercent > 0 && partialUntil > fullUntil) {
    steps.push({
      until: new Date(partialUntil).toISOString(),
      percent: policy.partialRefundPercent,
      amount: dollarsFromCents(percentOfCents(priceCents, policy.partialRefundPercent)),
    });
  }
  const date = dateWriter(input.timeZone);
  const ahead = steps.filter((step) => Date.parse(step.until) >= input.now.getTime());
  const [next] = ahead;
  return {
    kind: 'dated',
    steps,
    text:
      ahead.length === 0
        ? 'No refund if you cancel: the class has begun or is about to.'
        : `${ahead
            .map((step) =>
              step.percent === 100
                ? `Full refund until ${date(step.until)}`
                : `${step.percent}% (${usdText(centsFromDollars(step.amount))}) until ${date(step.until)}`,
            )
            .join('; ')}; none after.`,
    today: !next
      ? NO_REFUND
      : next.percent === 100
        ? 'If you cancel today you get a full refund.'
        : `If you cancel today you get ${next.percent}% back (${usdText(centsFromDollars(next.amount))}).`,
  };
}

const FREE_TEXT = 'This class is free: there is nothing to refund.';
const NO_REFUND = 'If you cancel, you get no refund.';

/** An instant as the reader reads it, with its zone: "5 Dec 2026, 20:00 GMT+1". */
function dateWriter(timeZone: string | null) {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: timeZone ?? 'UTC',
      timeZoneName: 'short',
    });
  } catch {
    return dateWriter(null);
  }
  return (iso: string) => format.format(new Date(iso));
}
