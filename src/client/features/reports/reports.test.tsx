// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EnrolmentReport as Enrolments, RevenueReport as Revenue } from '#contract/reports';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { EnrolmentReport } from './enrolment-report';
import { RevenueReport } from './revenue-report';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const revenue: Revenue = {
  from: '2026-10',
  to: '2026-11',
  months: [
    { month: '2026-10', sales: 1, refunds: 0, gross: 40, refunded: 0, net: 40 },
    { month: '2026-11', sales: 2, refunds: 1, gross: 1250.5, refunded: 10, net: 1240.5 },
  ],
  totals: { sales: 3, refunds: 1, gross: 1290.5, refunded: 10, net: 1280.5 },
};

const enrolments: Enrolments = {
  classes: [
    {
      classId: 'c1',
      className: 'French B1',
      instructorName: 'Ines Instructor',
      enrolled: 3,
      capacity: 4,
      fillPercent: 75,
    },
    {
      classId: 'c2',
      className: 'Closed class',
      instructorName: 'Ines Instructor',
      enrolled: 0,
      capacity: 0,
      fillPercent: null,
    },
  ],
  totals: { enrolled: 3, capacity: 4, fillPercent: 75 },
};

function school() {
  const api = fakeFetch((_method, path) => {
    if (path.startsWith('/api/reports/revenue')) return [200, revenue];
    if (path === '/api/reports/enrolments') return [200, enrolments];
    return [404, { error: { code: 'not_found', message: 'No such thing.' } }];
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** The cells of a row as a screen reader reads them: the card's column labels (aria-hidden) left out. */
const cellsOf = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => {
    const copy = cell.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent;
  });

describe('the reports', () => {
  it('name the revenue chart, sum it up in words, and show the same figures in its table', async () => {
    school();
    const user = userEvent.setup();
    renderWithProviders(<RevenueReport range={{}} onRange={() => {}} />);
    expect(
      await screen.findByRole('img', {
        name: 'Bar chart of gross, refunded and net revenue per month, October 2026 to November 2026',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'From October 2026 to November 2026: $1,290.50 gross from 3 sales, $10.00 refunded in 1 refund, $1,280.50 net. The best month was November 2026, $1,240.50 net.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Table of revenue per month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['October 2026', '1', '$40.00', '0', '$0.00', '$40.00'],
      ['November 2026', '2', '$1,250.50', '1', '$10.00', '$1,240.50'],
      ['Total', '3', '$1,290.50', '1', '$10.00', '$1,280.50'],
    ]);
  });

  it('show each class enrolled, its seats and fill rate, and a class without seats as such', async () => {
    school();
    const user = userEvent.setup();
    renderWithProviders(<EnrolmentReport />);
    expect(
      await screen.findByText(
        '3 students are enrolled in 2 approved classes with 4 seats: they fill 75% of them. The fullest is French B1, 75%.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Bar chart of enrolled students and free seats/ })).toBeTruthy();

    await user.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Table of enrolments per class' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(cellsOf(row('French B1'))).toEqual(['French B1', 'Ines Instructor', '3', '4', '75%']);
    expect(cellsOf(row('Closed class')).at(-1)).toBe('No seats');
    expect(cellsOf(row('All classes')).slice(2)).toEqual(['3', '4', '75%']);
  });

  it('refuses a first month after the last before asking the server', async () => {
    const api = school();
    const onRange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RevenueReport range={{}} onRange={onRange} />);
    // The fields show the months on screen once the report is in.
    await screen.findByRole('img', { name: /^Bar chart of gross/ });
    const first = screen.getByLabelText('First month');
    expect(first).toHaveProperty('value', '2026-10');
    await user.clear(first);
    await user.type(first, '2026-12');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The first month must be the last month or one before it',
    );
    expect(onRange).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(1);
  });
});
