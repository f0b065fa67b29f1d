import { useState, type FormEvent } from 'react';
import { api } from '#client/api-client.ts';
import { errorMessage } from '#client/errors.ts';
import { useToast } from '#client/components/toast.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

// The footer is on every public page: its schemas, and zod, load when the form is first sent.
const newsletterContract = () => import('#contract/newsletter');

/**
 * The footer's sign-up. The field is uncontrolled and read when the form is sent: the footer is part of the
 * prerendered pages, and what someone types there before the page is hydrated lives only in the DOM.
 */
export function NewsletterForm() {
  const { t } = useLingui();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  // Plain state rather than a mutation hook: the footer is in every page's first load, and the hook's
  // observer is 0.7 kB of it that no other public page needs.
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get('email') ?? '';
    const { newsletterSignup } = await newsletterContract();
    const parsed = newsletterSignup.safeParse({ email });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t`Enter a valid email address`);
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      const answer = await api('/newsletter', {
        method: 'POST',
        body: { email: parsed.data.email },
        schema: (await newsletterContract()).newsletterAnswer,
      });
      toast.success(answer.message);
      form.reset();
    } catch (error) {
      setProblem(errorMessage(error, t`Please try again.`, 'email'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="max-w-md"
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title" className="footer-title opacity-90">
        <Trans>Newsletter</Trans>
      </h2>
      <p className="mb-2 text-sm opacity-90">
        <Trans>New classes and events, once a month.</Trans>
      </p>
      <div className="join w-full">
        <label className="sr-only" htmlFor="newsletter-email">
          <Trans>Your email</Trans>
        </label>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          // eslint-disable-next-line interface/no-bare-text -- an address, the same in every language
          placeholder="username@site.com"
          className={`input join-item w-full text-base-content ${problem ? 'input-error' : ''}`}
          name="email"
          aria-invalid={!!problem}
          aria-describedby={problem ? 'newsletter-problem' : undefined}
        />
        <button type="submit" className="btn btn-primary join-item" disabled={pending}>
          <Trans>Subscribe</Trans>
        </button>
      </div>
      {problem && (
        <p id="newsletter-problem" role="alert" className="mt-2 text-sm font-semibold text-error-content">
          {problem}
        </p>
      )}
    </form>
  );
}
