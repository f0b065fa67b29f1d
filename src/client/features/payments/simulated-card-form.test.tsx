// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#client/testing/render.tsx';
import { SimulatedCardForm } from './simulated-card-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

function renderForm(clientSecret: string | null = 'pi_sim_1_secret_x') {
  const onConfirmed = vi.fn(async (_id: string) => {});
  renderWithProviders(
    <SimulatedCardForm clientSecret={clientSecret} busy={false} onConfirmed={onConfirmed} />,
  );
  return { onConfirmed, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(field('Card number'), number);
  await user.type(field('Expiry (MM/YY)'), '1230');
  await user.type(field('CVC'), '123');
}

describe('the simulated card form', () => {
  it('formats the card number and the expiry as they are typed', async () => {
    const { user } = renderForm();
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Expiry (MM/YY)'), '428');
    await user.type(field('CVC'), '12345');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(field('Expiry (MM/YY)').value).toBe('04/28');
    expect(field('CVC').value).toBe('1234');
  });

  it('lists the test cards in its test-mode notice', () => {
    renderForm();
    const notice = screen.getByRole('note', { name: 'Test mode' });
    expect(notice.textContent).toContain('4242 4242 4242 4242 succeeds');
    expect(notice.textContent).toContain('4000 0000 0000 0002 is declined');
    expect(notice.textContent).toContain('4000 0000 0000 9995 has insufficient funds');
  });

  it('keeps Pay disabled until the payment is ready', () => {
    renderForm(null);
    expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(true);
  });

  it('colours every invalid field and shows the first problem in red under the form', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    const { user, onConfirmed } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your card number is incomplete.'),
    );
    for (const name of ['Card number', 'Expiry (MM/YY)', 'CVC']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(onConfirmed).not.toHaveBeenCalled();

    await fillCard(user, '4242424242424241');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your card number is invalid.'));
    expect(field('CVC').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a decline in the processor’s words and colours the card number', async () => {
    vi.stubGlobal(
      'fetch',
      answer(402, { error: { code: 'card_declined', message: 'Your card was declined.' } }),
    );
    const { user, onConfirmed } = renderForm();
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your card was declined.'));
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(field('CVC').getAttribute('aria-invalid')).toBeNull();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('sends the digits to the processor and hands on the transaction id', async () => {
    const fetch = answer(200, { status: 'succeeded', id: 'pi_sim_1' });
    vi.stubGlobal('fetch', fetch);
    const { user, onConfirmed } = renderForm();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('pi_sim_1'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/payments/simulated/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({
      clientSecret: 'pi_sim_1_secret_x',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });
});
