import { useSearchParams } from 'react-router';
import { auditActions, auditSubjectTypes, type AuditAction, type AuditSubjectType } from '#contract/audit';
import { SectionTitle } from '#client/components/section-title.tsx';
import type { AuditFilters } from '#client/features/audit/api.ts';
import { AuditFiltersForm } from '#client/features/audit/audit-filters.tsx';
import { AuditLog } from '#client/features/audit/audit-log.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const keys = ['action', 'actor', 'subjectType', 'subject', 'fromDay', 'toDay'] as const;

/** The filters from the address, so a filtered view can be linked to and Back returns to the last one. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  const subjectType = params.get('subjectType') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  return {
    action: (auditActions as readonly string[]).includes(action) ? (action as AuditAction) : undefined,
    actor: params.get('actor')?.slice(0, 120) || undefined,
    subjectType: (auditSubjectTypes as readonly string[]).includes(subjectType)
      ? (subjectType as AuditSubjectType)
      : undefined,
    subject: params.get('subject')?.slice(0, 120) || undefined,
    fromDay: day('fromDay'),
    toDay: day('toDay'),
  };
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const apply = (next: AuditFilters) => {
    const search = new URLSearchParams();
    for (const key of keys) {
      const value = next[key];
      if (value) search.set(key, value);
    }
    setParams(search);
  };
  return (
    <div className="mx-auto max-w-5xl">
      <SectionTitle
        level={1}
        title="Audit log"
        subtitle="Who did what and when: every admin action and every refund, with the values before and after. Entries are never changed."
      />
      <AuditFiltersForm filters={filters} onApply={apply} />
      <AuditLog filters={filters} />
    </div>
  );
}
