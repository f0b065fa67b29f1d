import { useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { FlaskConical } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { testCards } from '#contract/payments';
import { ApiError } from '#client/api-client.ts';
import { FormField } from '#client/components/form-field.tsx';
import { confirmSimulatedPayment } from './api';
import {
  checkCard,
  fieldOfCardError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  toSimulatedCard,
  type CardField,
  type CardInput,
} from './card-checks';
import { PayButton } from './pay-button';

/** The card checks as a react-hook-form resolver: every invalid field is coloured, the first one is told. */
const cardResolver =
  (i18n: I18n): Resolver<CardInput> =>
  (values) => {
    const problems = checkCard(values);
    if (problems.length === 0) return { values, errors: {} };
    const errors: FieldErrors<CardInput> = {};
    for (const problem of problems) {
      errors[problem.field] = { type: 'card', message: i18n._(problem.message) };
    }
    return { values: {}, errors };
  };

/** A card detail typed as digits; its message is the form's one line under Pay, not its own. */
function CardInput({
  id,
  label,
  ...input
}: { id: string; label: string; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label}>
      <input id={id} type="text" inputMode="numeric" {...input} />
    </FormField>
  );
}

const fieldOrder: CardField[] = ['number', 'expiry', 'cvc'];
const ERROR_ID = 'card-error';

/**
 * Our own card form for the built-in simulated processor (Stripe's test-card behaviour). It is clearly in
 * test mode: no card is charged, and the card is never stored.
 */
export function SimulatedCardForm({
  clientSecret,
  paused,
  busy,
  onConfirmed,
}: {
  /** Null until the payment intent is ready: Pay stays disabled. */
  clientSecret: string | null;
  /** Why paying waits (the seat hold ran out), or nothing. */
  paused?: string | null;
  /** Recording the payment after the processor said yes. */
  busy: boolean;
  onConfirmed: (transactionId: string) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const [processing, setProcessing] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CardInput>({
    resolver: cardResolver(i18n),
    defaultValues: { number: '', expiry: '', cvc: '' },
    reValidateMode: 'onChange',
  });

  const fieldError = fieldOrder.map((field) => errors[field]?.message).find(Boolean);
  const message = fieldError ?? errors.root?.server?.message;

  const submit = handleSubmit(async (card) => {
    if (!clientSecret || paused || processing || busy) return;
    setProcessing(true);
    try {
      const { id } = await confirmSimulatedPayment(clientSecret, toSimulatedCard(card));
      await onConfirmed(id);
    } catch (error) {
      if (error instanceof ApiError) {
        const field = error.status === 402 ? fieldOfCardError(error.code) : null;
        setError(field ?? 'root.server', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        setError('root.server', { type: 'server', message: t`The payment failed. Please try again.` });
      }
    } finally {
      setProcessing(false);
    }
  });

  const inputProps = (field: CardField) => ({
    'aria-invalid': !!errors[field] || undefined,
    'aria-describedby': errors[field] ? ERROR_ID : undefined,
    className: `input w-full tracking-wider tabular-nums ${errors[field] ? 'input-error focus-visible:outline-error!' : ''}`,
  });

  const numberField = register('number', {
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue('number', formatCardNumber(event.target.value)),
  });
  const expiryField = register('expiry', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue('expiry', formatExpiry(event.target.value)),
  });
  const cvcField = register('cvc', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue('cvc', formatCvc(event.target.value)),
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Card payment`}
      className="space-y-4"
    >
      <div
        role="note"
        aria-label={t`Test mode`}
        className="flex items-start gap-3 rounded-box border border-info/50 bg-info/10 p-4 text-sm"
      >
        <FlaskConical size={20} className="mt-0.5 shrink-0 text-info" aria-hidden />
        <div>
          <p className="font-bold">
            <Trans>Test mode: no real card is charged.</Trans>
          </p>
          <p>
            <Trans>Use a test card with any future expiry date and any 3-digit CVC:</Trans>
          </p>
          <ul className="mt-1 space-y-0.5">
            {testCards.map((card) => {
              const number = (
                <button
                  type="button"
                  className="link font-semibold whitespace-nowrap tabular-nums"
                  title={t`Use this card number`}
                  onClick={() => setValue('number', card.number, { shouldValidate: !!errors.number })}
                >
                  {card.number}
                </button>
              );
              // One sentence per card, so a translator words each outcome around the number.
              return (
                <li key={card.number}>
                  {card.outcome === 'succeeds' ? (
                    <Trans>{number} succeeds</Trans>
                  ) : card.outcome === 'is declined' ? (
                    <Trans>{number} is declined</Trans>
                  ) : (
                    <Trans>{number} has insufficient funds</Trans>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>

      <CardInput
        id="card-number"
        label={t`Card number`}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        {...numberField}
        {...inputProps('number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardInput
          id="card-expiry"
          label={t`Expiry (MM/YY)`}
          autoComplete="cc-exp"
          placeholder={t`MM/YY`}
          maxLength={5}
          {...expiryField}
          {...inputProps('expiry')}
        />
        <CardInput
          id="card-cvc"
          label={t`CVC`}
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          {...cvcField}
          {...inputProps('cvc')}
        />
      </div>

      <PayButton ready={!!clientSecret} processing={processing || busy} paused={paused} />
      <p id={ERROR_ID} role="alert" className="min-h-6 text-sm font-semibold text-error">
        {message}
      </p>
    </form>
  );
}
