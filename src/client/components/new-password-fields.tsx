import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_HINT } from '#contract/auth';
import { PasswordField } from './form-field';

interface NewPasswordField extends UseFormRegisterReturn {
  id: string;
  label: string;
  error?: string;
}

/**
 * A password being chosen, typed twice: the first field carries the rules as its hint, both tell the browser
 * a new password goes there. The form checks the pair with newPasswordProblem (#contract/auth) on submit.
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: NewPasswordField;
  confirm: NewPasswordField;
}) {
  return (
    <>
      <PasswordField hint={PASSWORD_HINT} autoComplete="new-password" {...password} />
      <PasswordField autoComplete="new-password" {...confirm} />
    </>
  );
}
