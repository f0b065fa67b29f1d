// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { RecordPayoutDialog } from './record-payout-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const balance = {
  instructorId: 'i1',
  name: 'Ines Instructor',
  email: 'ines@example.com',
  earned: 80,
  paidOut: 30,
  owed: 50,
};

function serve(handler: Parameters<typeof fakeFetch>[0]) {
  const api = fakeFetch(handler);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('marking a payout as paid', () => {
  it('asks before recording, and sends nothing when the admin cancels', async () => {
    const api = serve(() => [500, {}]);
    const onClose = vi.fn();
    renderWithProviders(<RecordPayoutDialog balance={balance} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Bank reference'), { target: { value: 'TR-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Record a payout of $50.00 to Ines Instructor?',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers what is owed, and refuses more than that or no reference before asking the server', async () => {
    const api = serve(() => [500, {}]);
    renderWithProviders(<RecordPayoutDialog balance={balance} onClose={() => {}} />);
    const amount = screen.getByLabelText('Amount (USD)');
    expect(amount).toHaveProperty('value', '50.00');
    fireEvent.change(amount, { target: { value: '50.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText('At most $50.00 is owed')).toBeTruthy();
    expect(screen.getByText('Enter the bank reference')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the payout and closes; a refusal of the server is shown in the dialog', async () => {
    let refuse = true;
    const api = serve((_method, _path, body) =>
      refuse
        ? [
            409,
            {
              error: {
                code: 'conflict',
                message: 'Only $20.00 is owed to Ines Instructor: a payout cannot be more.',
              },
            },
          ]
        : [
            201,
            {
              _id: 'p1',
              instructorId: 'i1',
              instructorName: 'Ines Instructor',
              instructorEmail: 'ines@example.com',
              amount: (body as { amount: number }).amount,
              paidOn: '2026-11-20',
              reference: 'TR-1',
              recordedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
    );
    const onClose = vi.fn();
    renderWithProviders(<RecordPayoutDialog balance={balance} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Paid on'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Bank reference'), { target: { value: ' TR-1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Record a payout of $25.00 to Ines Instructor?',
    });
    expect(question.textContent).toContain('with the reference TR-1');
    expect(question.textContent).toContain('What is owed to Ines Instructor drops to $25.00.');
    fireEvent.click(within(question).getByRole('button', { name: 'Record the payout' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only $20.00 is owed to Ines Instructor: a payout cannot be more.',
    );
    expect(onClose).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Record the payout' }),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/payouts',
      body: { instructorId: 'i1', amount: 25, paidOn: '2026-11-20', reference: 'TR-1' },
    });
  });
});
