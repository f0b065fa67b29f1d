import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        // The words of the rules in #contract/auth (its PASSWORD_HINT), in the interface's language.
        hint={t`At least 6 characters, with an uppercase letter and a special character.`}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField autoComplete="new-password" {...confirm} />
    </>
  );
}
