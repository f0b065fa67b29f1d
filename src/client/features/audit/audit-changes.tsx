import { i18n as appI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditValues } from '#contract/audit';
import { formatCents } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';

/** 'amountRefundedCents' reads 'Amount refunded'; 'instructorEmail' reads 'Instructor email'. */
export function fieldName(key: string): string {
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatValue(key: string, value: unknown, i18n: I18n): string {
  if (value === null || value === undefined || value === '') return i18n._(msg`none`);
  if (typeof value === 'number' && key.endsWith('Cents')) return formatCents(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)) return formatDateTime(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface Change {
  field: string;
  key: string;
  before: string | null;
  after: string | null;
}

/**
 * What an entry changed, field by field: only the fields whose value differs, or every field of something
 * created (no before) or removed (no after).
 */
export function changesOf(
  before: AuditValues | null,
  after: AuditValues | null,
  i18n: I18n = appI18n,
): Change[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !before || !after || !same(before[key], after[key]))
    .map((key) => ({
      key,
      field: fieldName(key),
      before: before ? formatValue(key, before[key], i18n) : null,
      after: after ? formatValue(key, after[key], i18n) : null,
    }));
}

/** The before and after of an entry as a list a person reads: "Role: user → instructor". */
export function AuditChanges({ before, after }: { before: AuditValues | null; after: AuditValues | null }) {
  const { i18n } = useLingui();
  const changes = changesOf(before, after, i18n);
  if (changes.length === 0) {
    return (
      <p className="text-sm text-base-content/75">
        <Trans>No values changed.</Trans>
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {changes.map(({ key, field, before: was, after: became }) => (
        <div key={key} className="contents">
          <dt className="font-semibold">{field}</dt>
          <dd className="mb-1 break-words sm:mb-0">
            {was !== null && became !== null ? (
              <Trans>
                <del className="text-base-content/75">{was}</del>
                <span aria-hidden> → </span>
                <span className="sr-only"> became </span>
                <ins className="font-medium no-underline">{became}</ins>
              </Trans>
            ) : became !== null ? (
              <ins className="no-underline">{became}</ins>
            ) : (
              <span>
                <Trans>
                  <span className="sr-only">was </span>
                  {was}
                </Trans>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
