// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Payment } from '#contract/payments';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { RefundPaymentDialog } from './refund-payment-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payment: Payment = {
  _id: 'p1',
  email: 'olivia@example.com',
  transactionId: 'sim_1',
  price: 40,
  coupon: null,
  discount: 0,
  classId: 'c1',
  class: 'Spanish A1',
  date: '2026-11-01T10:00:00.000Z',
  status: 'paid',
  amountRefunded: 10,
};

function fill(amount: string) {
  fireEvent.change(screen.getByLabelText('Amount (US dollars)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Moved away' } });
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
}

describe('an admin refunding a payment', () => {
  it('asks first, naming the amount, the student and the class, and sends nothing when cancelled', async () => {
    const api = fakeFetch(() => [500, {}]);
    vi.stubGlobal('fetch', api.fetch);
    const onClose = vi.fn();
    renderWithProviders(<RefundPaymentDialog payment={payment} onClose={onClose} />);
    fill('12.5');
    const question = await screen.findByRole('alertdialog', {
      name: 'Refund $12.50 to olivia@example.com?',
    });
    expect(question.textContent).toContain('For Spanish A1: the money goes back to the card that paid');
    expect(question.textContent).toContain('the enrolment stays');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refunds once confirmed, and says when the enrolment is cancelled too', async () => {
    const api = fakeFetch((_method, _path, body) => [
      201,
      {
        refund: {
          _id: 'r1',
          paymentId: 'p1',
          amount: (body as { amount: number }).amount,
          reason: 'Moved away',
          kind: 'admin',
          creditNoteNumber: 'CN-1',
          className: 'Spanish A1',
          email: 'olivia@example.com',
          createdBy: 'Ada Admin',
          createdAt: '2026-11-02T10:00:00.000Z',
        },
        enrolmentCancelled: true,
      },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const onClose = vi.fn();
    renderWithProviders(<RefundPaymentDialog payment={payment} onClose={onClose} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Also cancel the enrolment/ }));
    fill('30');
    const question = await screen.findByRole('alertdialog', { name: 'Refund $30.00 to olivia@example.com?' });
    expect(question.textContent).toContain('the enrolment is cancelled and its seat goes back to the class');
    fireEvent.click(within(question).getByRole('button', { name: 'Refund $30.00' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/payments/p1/refunds',
        body: { amount: 30, reason: 'Moved away', cancelEnrolment: true },
      },
    ]);
  });
});
