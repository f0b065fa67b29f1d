import { useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { teachingLanguages } from '#contract/languages';
import { DESCRIPTION_MAX, classLevelLabels, classLevels } from '#contract/schedule';
import { FormField, TextAreaField } from '#client/components/form-field.tsx';
import { classFormErrors, type ClassForm } from './class-form';
import { ReviewNote } from './review-note';

/**
 * What the class teaches: language, level and description. `reviewNotes` (an approved class's edit):
 * language and level say that changing them sends it back for approval.
 */
export function SubjectFields({
  form,
  idPrefix,
  reviewNotes,
}: {
  form: ClassForm;
  idPrefix: string;
  reviewNotes: boolean;
}) {
  const { t } = useLingui();
  const { register, control } = form;
  const errors = classFormErrors(form);
  const description = useWatch({ control, name: 'description' });
  const id = (field: string) => `${idPrefix}-${field}`;
  const length = description?.length ?? 0;
  const max = DESCRIPTION_MAX;
  return (
    <>
      <div className="grid gap-x-6 md:grid-cols-2">
        <FormField id={id('language')} label={t`Language`} error={errors.language?.message}>
          <select
            id={id('language')}
            className="select w-full"
            aria-describedby={reviewNotes ? id('language-review') : undefined}
            {...register('language')}
          >
            <option value="">{t`Not said`}</option>
            {teachingLanguages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
          {reviewNotes && <ReviewNote id={id('language-review')} />}
        </FormField>
        <FormField id={id('level')} label={t`Level`} error={errors.level?.message}>
          <select
            id={id('level')}
            className="select w-full"
            aria-describedby={reviewNotes ? id('level-review') : undefined}
            {...register('level')}
          >
            <option value="">{t`Not said`}</option>
            {classLevels.map((level) => (
              <option key={level} value={level}>
                {classLevelLabels[level]}
              </option>
            ))}
          </select>
          {reviewNotes && <ReviewNote id={id('level-review')} />}
        </FormField>
      </div>
      <TextAreaField
        id={id('description')}
        label={t`Description`}
        hint={t`Plain text; line breaks are kept.`}
        error={errors.description?.message}
        describedBy={id('description-count')}
        rows={5}
        {...register('description')}
      >
        <p
          id={id('description-count')}
          className={`text-end text-xs ${length > DESCRIPTION_MAX ? 'font-semibold text-error' : 'text-base-content/70'}`}
        >
          <Trans>
            {length} / {max} characters
          </Trans>
        </p>
      </TextAreaField>
    </>
  );
}
