import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#client/api-client.ts';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { formatUsd } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';
import { cancellationQuery, useCancelEnrolment } from './api';
import { LoadingIndicator } from '#client/components/loading-indicator.tsx';

/**
 * Asks before cancelling an enrolment, showing first what the student gets back and why: the rule of the
 * school's policy, the first session's time and the amount. If the amount changed meanwhile the server
 * says so; the dialog then shows the new figures and asks again.
 */
export function CancelEnrolmentDialog({
  enrolmentId,
  className,
  onClose,
}: {
  enrolmentId: string;
  className: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const quote = useQuery(cancellationQuery(enrolmentId));
  const cancel = useCancelEnrolment(enrolmentId);
  const changed = cancel.error instanceof ApiError && cancel.error.code === 'refund_changed';
  const refundAmount = quote.data ? formatUsd(quote.data.refund) : '';

  const confirm = async () => {
    if (!quote.data) return;
    try {
      const done = await cancel.mutateAsync(quote.data.refund);
      const amount = formatUsd(done.refunded);
      toast.success(
        done.refunded > 0
          ? t`Your enrolment in ${className} is cancelled. ${amount} is on its way back to your card.`
          : t`Your enrolment in ${className} is cancelled.`,
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'refund_changed') {
        await quote.refetch();
        return;
      }
      toast.error(errorMessage(error, t`We could not cancel your enrolment. Try again.`));
    }
  };

  return (
    <ModalDialog
      labelledBy="cancel-enrolment-title"
      describedBy="cancel-enrolment-terms"
      width="max-w-xl"
      onClose={() => {
        if (!cancel.isPending) onClose();
      }}
    >
      <h2 id="cancel-enrolment-title" className="text-2xl font-bold break-words">
        <Trans>Cancel {className}?</Trans>
      </h2>
      <div id="cancel-enrolment-terms" className="mt-3 space-y-3">
        {quote.isPending ? (
          <LoadingIndicator label={t`Working out your refund`} />
        ) : quote.isError ? (
          <p role="alert" className="alert alert-error alert-soft">
            {errorMessage(quote.error, t`We could not work out your refund.`)}
          </p>
        ) : (
          <>
            {changed && (
              <p role="alert" className="alert alert-warning alert-soft">
                <Trans>The refund changed while you were deciding. Here are the new figures.</Trans>
              </p>
            )}
            <p>{quote.data.ruleText}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-base-content/75">
                <Trans>First session</Trans>
              </dt>
              <dd>
                {quote.data.firstSessionAt ? (
                  <time dateTime={quote.data.firstSessionAt}>
                    {formatDateTime(quote.data.firstSessionAt)}
                  </time>
                ) : (
                  <Trans>Not scheduled</Trans>
                )}
              </dd>
              <dt className="text-base-content/75">
                <Trans>You paid</Trans>
              </dt>
              <dd className="tabular-nums">{formatUsd(quote.data.paid)}</dd>
              {quote.data.alreadyRefunded > 0 && (
                <>
                  <dt className="text-base-content/75">
                    <Trans>Refunded before</Trans>
                  </dt>
                  <dd className="tabular-nums">{formatUsd(quote.data.alreadyRefunded)}</dd>
                </>
              )}
              <dt className="font-semibold">
                <Trans>You get back</Trans>
              </dt>
              <dd className="font-semibold tabular-nums" data-testid="refund-amount">
                {formatUsd(quote.data.refund)}
              </dd>
            </dl>
            <p className="text-sm text-base-content/75">
              <Trans>Your seat goes to someone else. You can enrol again later if seats are left.</Trans>
            </p>
          </>
        )}
      </div>
      <div className="modal-action flex-wrap">
        <button type="button" className="btn" onClick={onClose} disabled={cancel.isPending}>
          <Trans>Keep my enrolment</Trans>
        </button>
        <button
          type="button"
          className="btn btn-error"
          onClick={() => void confirm()}
          disabled={!quote.data || cancel.isPending || quote.isFetching}
        >
          {cancel.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
          {quote.data && quote.data.refund > 0 ? (
            <Trans>Cancel and get {refundAmount} back</Trans>
          ) : (
            <Trans>Cancel my enrolment</Trans>
          )}
        </button>
      </div>
    </ModalDialog>
  );
}
