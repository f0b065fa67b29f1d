import { useEffect, useRef } from 'react';
import { Link } from '#client/components/link.tsx';
import { CircleCheck } from 'lucide-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '#client/errors.ts';
import { paths } from '#client/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * What a link from a newsletter mail leads to: one button that does what the link is for. A button, not
 * the page's load: mail scanners open links (and some run their scripts) before the reader does.
 */
export function NewsletterLinkAction({
  token,
  action,
  intro,
  button,
  missing,
}: {
  token: string | null;
  action: UseMutationResult<{ message: string }, Error, string>;
  intro: string;
  button: string;
  missing: string;
}) {
  const { t } = useLingui();
  const result = useRef<HTMLDivElement>(null);
  const done = action.isSuccess || action.isError;
  // The answer replaces the button: focus moves to it, so keyboard and screen reader users are not lost.
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);

  if (!token)
    return (
      <div role="alert" className="alert alert-warning alert-soft text-base-content">
        <span>{missing}</span>
      </div>
    );
  if (action.isSuccess)
    return (
      <div
        ref={result}
        tabIndex={-1}
        role="status"
        className="alert alert-success alert-soft text-base-content"
      >
        <CircleCheck size={20} aria-hidden />
        <span>{action.data.message}</span>
      </div>
    );
  return (
    <div className="space-y-4 text-center">
      {action.isError ? (
        <div ref={result} tabIndex={-1} role="alert" className="alert alert-error alert-soft text-start">
          <span>{errorMessage(action.error, t`Please try again.`)}</span>
        </div>
      ) : (
        <p>{intro}</p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={action.isPending}
        onClick={() => action.mutate(token)}
      >
        {button}
      </button>
      <p className="text-sm">
        <Link to={paths.home} className="link">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </div>
  );
}
