import { useState, type FormEvent } from 'react';
import { api } from '#client/api-client.ts';
import { errorMessage } from '#client/errors.ts';
import { useToast } from '#client/components/toast.tsx';
import { useSimpleMutation } from '#client/hooks/use-simple-mutation.ts';

// The footer is on every public page: its schemas, and zod, load when the form is first sent.
const newsletterContract = () => import('#contract/newsletter');

/**
 * The footer's sign-up. The field is uncontrolled and read when the form is sent: the footer is part of the
 * prerendered pages, and what someone types there before the page is hydrated lives only in the DOM.
 */
export function NewsletterForm() {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useSimpleMutation({
    mutationFn: async ({ email }: { email: string }) =>
      api('/newsletter', {
        method: 'POST',
        body: { email },
        schema: (await newsletterContract()).newsletterAnswer,
      }),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get('email') ?? '';
    const { newsletterSignup } = await newsletterContract();
    const parsed = newsletterSignup.safeParse({ email });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
      return;
    }
    setProblem(null);
    try {
      const answer = await subscribe.mutateAsync({ email: parsed.data.email });
      toast.success(answer.message);
      form.reset();
    } catch (error) {
      setProblem(errorMessage(error, 'Please try again.', 'email'));
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
        Newsletter
      </h2>
      <p className="mb-2 text-sm opacity-90">New classes and events, once a month.</p>
      <div className="join w-full">
        <label className="sr-only" htmlFor="newsletter-email">
          Your email
        </label>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="username@site.com"
          className={`input join-item w-full text-base-content ${problem ? 'input-error' : ''}`}
          name="email"
          aria-invalid={!!problem}
          aria-describedby={problem ? 'newsletter-problem' : undefined}
        />
        <button type="submit" className="btn btn-primary join-item" disabled={subscribe.isPending}>
          Subscribe
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
