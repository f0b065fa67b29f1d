import { useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_MAX, MEETING_LINK_MAX } from '#contract/schedule';
import { InputField } from '#client/components/form-field.tsx';
import { classFormErrors, type ClassForm } from './class-form';

/** Where the class meets: its format, then the meeting link of an online class or an in-person address. */
export function PlaceFields({ form, idPrefix }: { form: ClassForm; idPrefix: string }) {
  const { t } = useLingui();
  const { register, control } = form;
  const errors = classFormErrors(form);
  const format = useWatch({ control, name: 'format' });
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <fieldset className="fieldset">
        <legend className="fieldset-legend pb-1 text-sm">
          <Trans>Format</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {[
            ['', t`Not said`],
            ['online', t`Online`],
            ['in-person', t`In person`],
          ].map(([value, label]) => (
            <label key={value} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                className="radio radio-primary radio-sm"
                value={value}
                {...register('format')}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {format === 'online' && (
        <InputField
          id={id('meetingLink')}
          label={t`Meeting link`}
          required
          type="url"
          // eslint-disable-next-line interface/no-bare-text -- an address, the same in every language
          placeholder="https://meet.example.com/spanish-b1"
          hint={t`Shown only to enrolled students.`}
          maxLength={MEETING_LINK_MAX}
          error={errors.meetingLink?.message}
          {...register('meetingLink')}
        />
      )}
      {format === 'in-person' && (
        <InputField
          id={id('address')}
          label={t`Address`}
          required
          maxLength={ADDRESS_MAX}
          error={errors.address?.message}
          {...register('address')}
        />
      )}
    </>
  );
}
