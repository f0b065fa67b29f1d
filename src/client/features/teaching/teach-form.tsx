import { useForm, type Resolver } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  TEACHING_BIO_MAX,
  TEACHING_EXPERIENCE_MAX,
  teachingApplicationBody,
  type TeachingApplicationBody,
} from '#contract/teaching-applications';
import { ApiError } from '#client/api-client.ts';
import { errorMessage } from '#client/errors.ts';
import { InputField, TextAreaField } from '#client/components/form-field.tsx';
import { useToast } from '#client/components/toast.tsx';
import { useApplyToTeach } from './api';

type Field = 'languages' | 'experience' | 'bio';
type TeachFormValues = Record<Field, string>;

/** 'Korean, Japanese' or one per line: the languages as the contract lists them. */
export function splitLanguages(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((language) => language.trim())
    .filter(Boolean);
}

/**
 * The contract's own check of an application, the languages split first; each field shows its first problem,
 * a language's own problem included.
 */
const teachResolver: Resolver<TeachFormValues, unknown, TeachingApplicationBody> = (values) => {
  const parsed = teachingApplicationBody.safeParse({
    ...values,
    languages: splitLanguages(values.languages),
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Partial<Record<Field, { type: string; message: string }>> = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path[0] as Field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** A signed-in student's application: the languages they teach, their experience and a short bio. */
export function TeachForm() {
  const { t } = useLingui();
  const toast = useToast();
  const apply = useApplyToTeach();
  const max = TEACHING_BIO_MAX;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TeachFormValues, unknown, TeachingApplicationBody>({
    resolver: teachResolver,
    defaultValues: { languages: '', experience: '', bio: '' },
  });

  const submit = handleSubmit(async (application) => {
    try {
      await apply.mutateAsync(application);
      toast.success(t`Application sent`);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const field of ['languages', 'experience', 'bio'] as const) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      }
      toast.error(errorMessage(error, t`Your application could not be sent.`));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-1"
      aria-labelledby="teach-form-title"
    >
      <h2 id="teach-form-title" className="text-2xl font-extrabold">
        <Trans>Apply to teach</Trans>
      </h2>
      <InputField
        id="teach-languages"
        label={t`Languages you teach`}
        error={errors.languages?.message}
        hint={t`Separate them with commas, for example: Korean, Japanese`}
        {...register('languages')}
      />
      <TextAreaField
        id="teach-experience"
        label={t`Your teaching experience`}
        error={errors.experience?.message}
        hint={t`Where and how long you have taught, and whom.`}
        rows={4}
        maxLength={TEACHING_EXPERIENCE_MAX}
        {...register('experience')}
      />
      <TextAreaField
        id="teach-bio"
        label={t`A short bio for students`}
        error={errors.bio?.message}
        hint={t`Shown to students if you join us; at most ${max} characters.`}
        rows={4}
        maxLength={TEACHING_BIO_MAX}
        {...register('bio')}
      />
      <button type="submit" className="btn btn-primary mt-3" disabled={apply.isPending}>
        {apply.isPending ? t`Sending…` : t`Send application`}
      </button>
    </form>
  );
}
