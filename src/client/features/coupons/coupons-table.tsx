import { useQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Coupon } from '#contract/coupons';
import { teachingLanguages } from '#contract/language-list';
import { ListState } from '#client/components/load-state.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { Cell } from '#client/components/table/cell.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { formatUsd } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';
import { allClassesQuery } from '#client/queries/admin-lists.ts';
import { couponsQuery, useUpdateCoupon } from './api';

const languageName = (code: string) => teachingLanguages.find((l) => l.code === code)?.name ?? code;

function discountText(i18n: I18n, coupon: Coupon) {
  if (coupon.kind === 'percent') {
    const percent = coupon.percentOff ?? 0;
    return i18n._(msg`${percent}% off`);
  }
  const amount = formatUsd(coupon.amountOff ?? 0);
  return i18n._(msg`${amount} off`);
}

function validText(i18n: I18n, coupon: Coupon) {
  const from = coupon.validFrom ? formatDateTime(coupon.validFrom) : null;
  const until = coupon.validUntil ? formatDateTime(coupon.validUntil) : null;
  if (from && until) return i18n._(msg`from ${from} until ${until}`);
  if (from) return i18n._(msg`from ${from}`);
  if (until) return i18n._(msg`until ${until}`);
  return i18n._(msg`Always`);
}

function ForText({ coupon, classNames }: { coupon: Coupon; classNames: Map<string, string> }) {
  const { t } = useLingui();
  const scope =
    coupon.appliesTo === 'all'
      ? t`Every class`
      : coupon.appliesTo === 'classes'
        ? coupon.classIds.map((id) => classNames.get(id) ?? t`a removed class`).join(', ')
        : coupon.languages.map(languageName).join(', ');
  const minPrice = formatUsd(coupon.minPrice);
  return (
    <span>
      {scope}
      {coupon.minPrice > 0 && (
        <span className="block">
          <Trans>from {minPrice}</Trans>
        </span>
      )}
    </span>
  );
}

/** Every coupon, the newest first, with its uses; an admin withdraws one or offers it again. */
export function CouponsTable() {
  const { t, i18n } = useLingui();
  const coupons = useQuery(couponsQuery);
  const classes = useQuery(allClassesQuery);
  const update = useUpdateCoupon();
  const toast = useToast();
  const classNames = new Map((classes.data ?? []).map((cls) => [cls._id, cls.name]));

  async function setActive(coupon: Coupon, active: boolean) {
    try {
      await update.mutateAsync({ id: coupon._id, body: { active } });
      const code = coupon.code;
      toast.success(active ? t`${code} is offered again.` : t`${code} is deactivated.`);
    } catch (error) {
      toast.error(errorMessage(error, t`We could not change the coupon.`));
    }
  }

  return (
    <ListState
      query={coupons}
      loading={<TableSkeleton label={t`Loading the coupons`} columns={6} />}
      errorMessage={t`We could not load the coupons.`}
      emptyIcon={<Ticket size={40} aria-hidden />}
      empty={t`No coupons yet: create the first one above.`}
    >
      {(list) => (
        <DataTable label={t`Coupons`}>
          <TableHead
            columns={[
              t`Code`,
              t`Discount`,
              t`For`,
              t`Valid`,
              t`Uses`,
              t`Status`,
              { label: t`Actions`, hidden: true },
            ]}
          />
          <TableBody>
            {list.map((coupon) => {
              const { code, uses, maxUses, maxUsesPerStudent } = coupon;
              return (
                <Row key={coupon._id}>
                  <RowHeader>
                    <span className="font-mono break-all">{coupon.code}</span>
                  </RowHeader>
                  <Cell label={t`Discount`}>{discountText(i18n, coupon)}</Cell>
                  <Cell label={t`For`}>
                    <ForText coupon={coupon} classNames={classNames} />
                  </Cell>
                  <Cell label={t`Valid`}>{validText(i18n, coupon)}</Cell>
                  <Cell label={t`Uses`}>
                    <span>
                      {maxUses === null ? `${uses}` : t`${uses} of ${maxUses}`}
                      <span className="block">
                        {t`${plural(maxUsesPerStudent, { 1: 'once per student', other: '# per student' })}`}
                      </span>
                    </span>
                  </Cell>
                  <Cell label={t`Status`}>
                    <span className={`badge ${coupon.active ? 'badge-success' : 'badge-ghost'}`}>
                      {coupon.active ? <Trans>Active</Trans> : <Trans>Deactivated</Trans>}
                    </span>
                  </Cell>
                  <Cell actions>
                    <button
                      type="button"
                      className="btn btn-sm"
                      disabled={update.isPending}
                      aria-label={coupon.active ? t`Deactivate ${code}` : t`Activate ${code}`}
                      onClick={() => void setActive(coupon, !coupon.active)}
                    >
                      {coupon.active ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
                    </button>
                  </Cell>
                </Row>
              );
            })}
          </TableBody>
        </DataTable>
      )}
    </ListState>
  );
}
