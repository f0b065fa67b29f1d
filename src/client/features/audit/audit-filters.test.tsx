// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { auditFilterKeys, AuditFiltersForm, auditRange, readAuditFilters } from './audit-filters';
import { useFiltersInAddress } from '#client/hooks/use-filters-in-address.ts';

afterEach(cleanup);

/** The audit log's filters as its page holds them, with the address shown. */
function Page() {
  const [filters, apply] = useFiltersInAddress(readAuditFilters, auditFilterKeys, auditRange);
  const location = useLocation();
  return (
    <>
      <AuditFiltersForm filters={filters} onApply={apply} />
      <output aria-label="address">{location.search}</output>
      <output aria-label="filters">{JSON.stringify(filters)}</output>
    </>
  );
}

function open(address: string) {
  const router = createMemoryRouter([{ path: '/dashboard/audit', element: <Page /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('form', { name: 'Filter the audit log' });
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const filters = () => JSON.parse(screen.getByRole('status', { name: 'filters' }).textContent!) as object;

describe('the filter form and the filters in the address', () => {
  it('fills the fields from the address and drops unknown values and malformed days', () => {
    const form = open(
      '/dashboard/audit?action=refund.issued&actor=%20Ana%20&subjectType=nonsense&fromDay=2026-13',
    );
    expect(filters()).toEqual({ action: 'refund.issued', actor: 'Ana' });
    expect(within(form).getByLabelText('Who (name or email)')).toHaveProperty('value', 'Ana');
    expect(within(form).getByLabelText('Kind of subject')).toHaveProperty('value', '');
  });

  it('reads a range typed upside down into the address as having no last day', () => {
    open('/dashboard/audit?fromDay=2026-05-02&toDay=2026-05-01');
    expect(filters()).toEqual({ fromDay: '2026-05-02' });
  });

  it('refuses a last day before the first with a message tied to the last day, and applies nothing', () => {
    const form = open('/dashboard/audit?actor=Ana');
    fireEvent.change(within(form).getByLabelText('From (day)'), { target: { value: '2026-05-02' } });
    fireEvent.change(within(form).getByLabelText('Until (day, included)'), {
      target: { value: '2026-05-01' },
    });
    fireEvent.submit(form);
    const alert = within(form).getByRole('alert');
    expect(alert.textContent).toBe('The last day cannot come before the first day.');
    const last = within(form).getByLabelText('Until (day, included)');
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(last.getAttribute('aria-describedby')).toBe(alert.id);
    expect(address()).toBe('?actor=Ana');

    fireEvent.change(last, { target: { value: '2026-05-03' } });
    fireEvent.submit(form);
    expect(address()).toBe('?actor=Ana&fromDay=2026-05-02&toDay=2026-05-03');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('applies the filled fields to the address, trimmed, and Clear empties it', () => {
    const form = open('/dashboard/audit');
    fireEvent.change(within(form).getByLabelText('Subject (name, email or id)'), {
      target: { value: '  Spanish ' },
    });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'refund.issued' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(address()).toBe('?action=refund.issued&subject=Spanish');
    fireEvent.click(within(screen.getByRole('form')).getByRole('button', { name: 'Clear' }));
    expect(address()).toBe('');
    expect(filters()).toEqual({});
  });
});
