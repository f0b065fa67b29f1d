import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { photoUrl } from '#contract/auth';

/** A photo address, or nothing for the default avatar. */
export const optionalPhoto = z.union([z.literal(''), photoUrl]);

/** The full-width submit of the login and registration forms, spinning while the request runs. */
export function AuthSubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary mt-4 w-full" disabled={pending}>
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden />}
      {children}
    </button>
  );
}
