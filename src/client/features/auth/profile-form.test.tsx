// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import type { User } from '#contract/users';
import { ProfileForm } from './profile-form';

const sam: User = {
  _id: 'u1',
  name: 'Sam Student',
  email: 'sam@example.com',
  role: 'user',
  photo: null,
  gender: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile form', () => {
  it('keeps a name being typed when the account is fetched again with other details', async () => {
    const { rerender } = renderWithProviders(<ProfileForm user={sam} />);
    const name = screen.getByLabelText<HTMLInputElement>('Display name');
    await userEvent.setup().clear(name);
    await userEvent.setup().type(name, 'Samantha');
    // Another tab set a photo; this page's copy of the account is refreshed.
    const refreshed = { ...sam, photo: '/images/avatar.svg' };
    rerender(<ProfileForm user={refreshed} />);
    await act(async () => {});
    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Samantha');
  });

  it('saves what was typed, and what was saved becomes the unchanged state', async () => {
    const api = fakeFetch((_method, _path, body) => [200, { ...sam, ...(body as object) }]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ProfileForm user={sam} />);
    const user = userEvent.setup();
    const name = screen.getByLabelText<HTMLInputElement>('Display name');
    await user.clear(name);
    await user.type(name, 'Samantha');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ name: 'Samantha', photo: null });
    expect(name.value).toBe('Samantha');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save profile' }).disabled).toBe(true);
  });
});
