// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { ChangePasswordSection } from './change-password-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WITH_PASSWORD = { hasPassword: true, changedAt: '2026-11-01T10:00:00.000Z' };

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the change password section', () => {
  it('checks the new password as registration does before sending anything', async () => {
    const api = fakeFetch(() => [200, WITH_PASSWORD]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ChangePasswordSection />);
    await fill('Secret#123', 'Fresh#Pass9', 'Fresh#Pass8');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    cleanup();
    renderWithProviders(<ChangePasswordSection />);
    await fill('Secret#123', 'fresh#pass9', 'fresh#pass9');
    expect(await screen.findByText('Password should contain at least one uppercase letter')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows a wrong current password under its field, and a success with the devices signed out', async () => {
    let wrong = true;
    const api = fakeFetch((method) => {
      if (method === 'GET') return [200, WITH_PASSWORD];
      if (wrong) {
        wrong = false;
        const message = 'The current password is not right.';
        return [400, { error: { code: 'bad_request', message, fields: { currentPassword: message } } }];
      }
      return [200, { signedOutSessions: 2 }];
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ChangePasswordSection />);
    await fill('Wrong#123', 'Fresh#Pass9', 'Fresh#Pass9');
    const current = screen.getByLabelText<HTMLInputElement>('Current password');
    expect(await screen.findByText('The current password is not right.')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);

    const user = userEvent.setup();
    await user.clear(current);
    await user.type(current, 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. 2 other devices were signed out.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      currentPassword: 'Secret#123',
      newPassword: 'Fresh#Pass9',
    });
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
  });

  it('tells an account without a password why it cannot change one, with no form', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => [200, { hasPassword: false, changedAt: null }]).fetch);
    renderWithProviders(<ChangePasswordSection />);
    expect(await screen.findByText(/signs in through a third-party provider/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });
});
