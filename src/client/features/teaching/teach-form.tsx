import { useState, type FormEvent } from 'react';
import {
  TEACHING_BIO_MAX,
  TEACHING_EXPERIENCE_MAX,
  teachingApplicationBody,
} from '#contract/teaching-applications';
import { ApiError } from '#client/api-client.ts';
import { errorMessage } from '#client/errors.ts';
import { InputField, TextAreaField } from '#client/components/form-field.tsx';
import { useToast } from '#client/components/toast.tsx';
import { useApplyToTeach } from './api';

type Field = 'languages' | 'experience' | 'bio';

/** 'Korean, Japanese' or one per line: the languages as the contract lists them. */
export function splitLanguages(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((language) => language.trim())
    .filter(Boolean);
}

/** A signed-in student's application: the languages they teach, their experience and a short bio. */
export function TeachForm() {
  const toast = useToast();
  const apply = useApplyToTeach();
  const [values, setValues] = useState({ languages: '', experience: '', bio: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = teachingApplicationBody.safeParse({
      ...values,
      languages: splitLanguages(values.languages),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await apply.mutateAsync(parsed.data);
      toast.success('Application sent');
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        setErrors(error.fields as Partial<Record<Field, string>>);
      toast.error(errorMessage(error, 'Your application could not be sent.'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-labelledby="teach-form-title">
      <h2 id="teach-form-title" className="text-2xl font-extrabold">
        Apply to teach
      </h2>
      <InputField
        id="teach-languages"
        label="Languages you teach"
        error={errors.languages}
        hint="Separate them with commas, for example: Korean, Japanese"
        value={values.languages}
        onChange={change('languages')}
      />
      <TextAreaField
        id="teach-experience"
        label="Your teaching experience"
        error={errors.experience}
        hint="Where and how long you have taught, and whom."
        rows={4}
        maxLength={TEACHING_EXPERIENCE_MAX}
        value={values.experience}
        onChange={change('experience')}
      />
      <TextAreaField
        id="teach-bio"
        label="A short bio for students"
        error={errors.bio}
        hint={`Shown to students if you join us; at most ${TEACHING_BIO_MAX} characters.`}
        rows={4}
        maxLength={TEACHING_BIO_MAX}
        value={values.bio}
        onChange={change('bio')}
      />
      <button type="submit" className="btn btn-primary mt-3" disabled={apply.isPending}>
        {apply.isPending ? 'Sending…' : 'Send application'}
      </button>
    </form>
  );
}
