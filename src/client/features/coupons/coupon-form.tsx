import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { TicketPlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CouponKind, CouponScope, CreateCouponBody } from '#contract/coupons';
import { teachingLanguages, type LanguageCode } from '#contract/language-list';
import { ApiError } from '#client/api-client.ts';
import { errorMessage } from '#client/errors.ts';
import { FormField, InputField } from '#client/components/form-field.tsx';
import { useToast } from '#client/components/toast.tsx';
import { allClassesQuery } from '#client/queries/admin-lists.ts';
import { useCreateCoupon } from './api';

interface Draft {
  code: string;
  kind: CouponKind;
  percentOff: string;
  amountOff: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerStudent: string;
  appliesTo: CouponScope;
  classIds: string[];
  languages: LanguageCode[];
  minPrice: string;
}

const empty: Draft = {
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerStudent: '1',
  appliesTo: 'all',
  classIds: [],
  languages: [],
  minPrice: '',
};

const toggle = <T extends string>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

const number = (text: string) => (text.trim() === '' ? null : Number(text));
/** A datetime-local value is the browser's own zone: sent as the instant it names. */
const instant = (text: string) => (text ? new Date(text).toISOString() : null);

function bodyOf(draft: Draft): CreateCouponBody {
  return {
    code: draft.code,
    kind: draft.kind,
    percentOff: draft.kind === 'percent' ? number(draft.percentOff) : null,
    amountOff: draft.kind === 'amount' ? number(draft.amountOff) : null,
    validFrom: instant(draft.validFrom),
    validUntil: instant(draft.validUntil),
    maxUses: number(draft.maxUses),
    maxUsesPerStudent: number(draft.maxUsesPerStudent) ?? 1,
    appliesTo: draft.appliesTo,
    classIds: draft.appliesTo === 'classes' ? draft.classIds : [],
    languages: draft.appliesTo === 'languages' ? draft.languages : [],
    minPrice: number(draft.minPrice) ?? 0,
  };
}

/** An admin's new coupon; the server checks every rule and names the field it refuses. */
export function CouponForm() {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setValue,
    control,
    formState: { errors },
  } = useForm<Draft>({ defaultValues: empty });
  const [kind, appliesTo, classIds, languages] = useWatch({
    control,
    name: ['kind', 'appliesTo', 'classIds', 'languages'],
  });
  const create = useCreateCoupon();
  const toast = useToast();
  const classes = useQuery({ ...allClassesQuery, enabled: appliesTo === 'classes' });

  // The server checks every rule: the form only gathers the draft and shows what the server names.
  const submit = handleSubmit(async (draft) => {
    clearErrors();
    try {
      const made = await create.mutateAsync(bodyOf(draft));
      const code = made.code;
      toast.success(t`Coupon ${code} created.`);
      reset(empty);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const shown = Object.keys(fields).filter((key): key is keyof Draft => key in empty);
      for (const key of shown) setError(key, { message: fields[key] });
      // Said once: under its field when the form shows that field, here otherwise.
      if (shown.length === 0) {
        setError('root', { message: errorMessage(error, t`We could not create the coupon.`) });
      }
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} className="rounded-box bg-base-100 p-4 shadow md:p-6" noValidate>
      <h2 className="mb-2 text-xl font-bold">
        <Trans>New coupon</Trans>
      </h2>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          id="coupon-code"
          label={t`Code`}
          hint={t`Letters, digits, - and _; students may type it in any case`}
          {...register('code')}
          error={errors.code?.message}
          autoComplete="off"
          required
        />
        <fieldset className="fieldset">
          <legend className="fieldset-legend pb-1 text-sm">
            <Trans>Discount</Trans>
          </legend>
          <div className="flex flex-wrap gap-4">
            {(['percent', 'amount'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input type="radio" className="radio radio-sm" value={option} {...register('kind')} />
                {option === 'percent' ? <Trans>Percent off</Trans> : <Trans>Fixed amount off</Trans>}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'percent' ? (
          <InputField
            id="coupon-percent"
            label={t`Percent off (1-100)`}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            {...register('percentOff')}
            error={errors.percentOff?.message}
          />
        ) : (
          <InputField
            id="coupon-amount"
            label={t`Amount off (US dollars)`}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            {...register('amountOff')}
            error={errors.amountOff?.message}
          />
        )}
        <InputField
          id="coupon-min-price"
          label={t`Minimum class price (US dollars)`}
          hint={t`Empty: any price`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...register('minPrice')}
          error={errors.minPrice?.message}
        />
        <InputField
          id="coupon-valid-from"
          label={t`Valid from`}
          hint={t`Empty: from now`}
          type="datetime-local"
          {...register('validFrom')}
          error={errors.validFrom?.message}
        />
        <InputField
          id="coupon-valid-until"
          label={t`Valid until`}
          hint={t`Empty: no end`}
          type="datetime-local"
          {...register('validUntil')}
          error={errors.validUntil?.message}
        />
        <InputField
          id="coupon-max-uses"
          label={t`Total uses`}
          hint={t`Empty: no limit`}
          type="number"
          inputMode="numeric"
          min={1}
          {...register('maxUses')}
          error={errors.maxUses?.message}
        />
        <InputField
          id="coupon-uses-per-student"
          label={t`Uses per student`}
          type="number"
          inputMode="numeric"
          min={1}
          {...register('maxUsesPerStudent')}
          error={errors.maxUsesPerStudent?.message}
        />
        <FormField id="coupon-applies-to" label={t`For`} error={errors.appliesTo?.message}>
          <select id="coupon-applies-to" className="select w-full" {...register('appliesTo')}>
            <option value="all">{t`Every class`}</option>
            <option value="classes">{t`Some classes`}</option>
            <option value="languages">{t`Some languages`}</option>
          </select>
        </FormField>
      </div>
      {appliesTo === 'classes' && (
        <fieldset
          className="fieldset"
          aria-describedby={errors.classIds ? 'coupon-classes-error' : undefined}
        >
          <legend className="fieldset-legend pb-1 text-sm">
            <Trans>Classes</Trans>
          </legend>
          {classes.isPending ? (
            <p role="status">
              <Trans>Loading the classes…</Trans>
            </p>
          ) : classes.isError ? (
            <p role="alert">
              <Trans>We could not load the classes.</Trans>
            </p>
          ) : (
            <div className="grid max-h-60 gap-1 overflow-y-auto sm:grid-cols-2">
              {classes.data.map((cls) => (
                <label key={cls._id} className="flex min-w-0 items-center gap-2">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={classIds.includes(cls._id)}
                    onChange={() => setValue('classIds', toggle(classIds, cls._id))}
                  />
                  <span className="truncate">{cls.name}</span>
                </label>
              ))}
            </div>
          )}
          {errors.classIds && (
            <p id="coupon-classes-error" className="text-sm font-semibold text-error">
              {errors.classIds.message}
            </p>
          )}
        </fieldset>
      )}
      {appliesTo === 'languages' && (
        <fieldset
          className="fieldset"
          aria-describedby={errors.languages ? 'coupon-languages-error' : undefined}
        >
          <legend className="fieldset-legend pb-1 text-sm">
            <Trans>Languages</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {teachingLanguages.map((language) => (
              <label key={language.code} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={languages.includes(language.code)}
                  onChange={() => setValue('languages', toggle(languages, language.code))}
                />
                {language.name}
              </label>
            ))}
          </div>
          {errors.languages && (
            <p id="coupon-languages-error" className="text-sm font-semibold text-error">
              {errors.languages.message}
            </p>
          )}
        </fieldset>
      )}
      {errors.root && (
        <p role="alert" className="mt-3 font-semibold text-error">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className="btn btn-primary mt-4" disabled={create.isPending}>
        <TicketPlus size={18} aria-hidden /> <Trans>Create coupon</Trans>
      </button>
    </form>
  );
}
