import type { UseFormSetError } from 'react-hook-form';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '#client/api-client.ts';
import { formFieldOf, type ClassFormInput } from './class-form';

/** Puts the server's field messages beside their fields; answers the message for a toast when none was placed. */
export function showServerErrors(
  error: unknown,
  setError: UseFormSetError<ClassFormInput>,
  i18n: I18n,
): string | null {
  if (!(error instanceof ApiError)) return i18n._(msg`Something went wrong. Please try again.`);
  // A clash with another class of the instructor, or a schedule locked by enrolments: said beside the schedule.
  if (error.status === 409) {
    setError('root.schedule', { type: 'server', message: error.message });
    return null;
  }
  let placed = false;
  for (const [apiField, message] of Object.entries(error.fields ?? {})) {
    const field = formFieldOf(apiField);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  // Said once: beside the fields it concerns, or in a toast when it concerns none.
  return placed ? null : error.message;
}
