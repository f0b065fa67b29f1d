import { SectionTitle } from '#client/components/section-title.tsx';
import {
  auditFilterKeys,
  AuditFiltersForm,
  auditRange,
  readAuditFilters,
} from '#client/features/audit/audit-filters.tsx';
import { AuditLog } from '#client/features/audit/audit-log.tsx';
import { useFiltersInAddress } from '#client/hooks/use-filters-in-address.ts';
import { useLingui } from '@lingui/react/macro';

export function AuditPage() {
  const { t } = useLingui();
  const [filters, apply] = useFiltersInAddress(readAuditFilters, auditFilterKeys, auditRange);
  return (
    <div className="mx-auto max-w-5xl">
      <SectionTitle
        level={1}
        title={t`Audit log`}
        subtitle={t`Who did what and when: every admin action and every refund, with the values before and after. Entries are never changed.`}
      />
      <AuditFiltersForm filters={filters} onApply={apply} />
      <AuditLog filters={filters} />
    </div>
  );
}
