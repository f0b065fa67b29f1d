import type { SimulatedCard } from '#contract/payments';
import type { Tx } from '#server/db/transaction';
import type { Cents } from '#server/money';

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** What we put on every intent, so a payment can be recorded from the processor's word alone. */
interface IntentMetadata {
  userId: string;
  email: string;
  classId: string;
  className: string;
  cartItemId: string;
}

export interface IntentInfo {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amount: Cents;
  currency: string;
  metadata: Partial<IntentMetadata>;
  refunded: boolean;
  /** The card that paid (brand as Stripe names it: `visa`, `mastercard`…); null before or when unknown. */
  card: PaidCard | null;
}

interface RefundOptions {
  amountCents?: Cents;
  idempotencyKey?: string;
  tx?: Tx;
}

interface ProcessorRefund {
  id: string;
  amount: Cents;
}

export interface PaidCard {
  brand: string;
  last4: string;
}

export interface PaymentProcessor {
  readonly kind: 'simulated' | 'stripe';
  createIntent(input: {
    amount: Cents;
    currency: string;
    metadata: IntentMetadata;
  }): Promise<{ id: string; clientSecret: string }>;
  /** null when the processor does not know the id. */
  retrieve(id: string): Promise<IntentInfo | null>;
  /**
   * Gives a succeeded payment's money back: all that is left, or `amountCents` of it. Safe to call twice:
   * a full refund of a refunded payment does nothing (null); the same idempotency key answers the same
   * refund. `tx` is the caller's transaction, where the processor keeps its records in this store (the
   * simulated one), so they stand or fall with the caller's.
   */
  refund(id: string, options?: RefundOptions): Promise<ProcessorRefund | null>;
  /** The refunds the processor made on this payment (succeeded or under way), oldest first. */
  listRefunds(id: string): Promise<ProcessorRefund[]>;
  /** Cancels an intent that has not been paid; does nothing otherwise. */
  cancel(id: string): Promise<void>;
}

export interface SimulatedProcessor extends PaymentProcessor {
  readonly kind: 'simulated';
  /** Stripe's test-card behaviour; throws a 402 AppError with a card error code. */
  confirm(input: { clientSecret: string; card: SimulatedCard; userId: string }): Promise<{ id: string }>;
}

interface WebhookEvent {
  id: string;
  type: string;
  /** The payment intent's id for payment_intent.* events. */
  intentId: string | null;
  /** The charge's payment intent for charge.* events (charge.refunded). */
  chargeIntentId: string | null;
}

export interface StripeProcessor extends PaymentProcessor {
  readonly kind: 'stripe';
  readonly publishableKey: string;
  /** Checks the Stripe-Signature header against the raw body; throws a 400 AppError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}

export type AnyProcessor = SimulatedProcessor | StripeProcessor;
