import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { newsletterAnswer, newsletterSignup } from '../../../contract/newsletter';
import { api, ApiError } from '../../api-client';
import { useToast } from '../../components/toast';

export function NewsletterForm() {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: (value: string) =>
      api('/newsletter', { method: 'POST', body: { email: value }, schema: newsletterAnswer }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setEmail('');
    },
    onError: (error) =>
      setProblem(error instanceof ApiError ? (error.fields?.email ?? error.message) : 'Please try again.'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newsletterSignup.safeParse({ email });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
      return;
    }
    setProblem(null);
    subscribe.mutate(parsed.data.email);
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-md" aria-labelledby="newsletter-title">
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
          value={email}
          onChange={(e) => setEmail(e.target.value)}
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
