// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/users';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { ManageUsersTable } from './manage-users-table';

const admin: User = {
  _id: 'me',
  name: 'Ada Admin',
  email: 'admin@example.com',
  photo: null,
  gender: null,
  role: 'admin',
};
const student: User = {
  _id: 's1',
  name: 'Olivia Brown',
  email: 'olivia@example.com',
  photo: '/images/instructors/eva.svg',
  gender: null,
  role: 'user',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = (row: HTMLElement, name: string) =>
  within(row).getByRole<HTMLButtonElement>('button', { name });

describe('manage users', () => {
  it("locks the admin's own row and says why", async () => {
    vi.stubGlobal('fetch', fakeFetch(() => [200, [admin, student]]).fetch);
    renderWithProviders(<ManageUsersTable currentUserId="me" />);
    const row = await screen.findByRole('row', { name: 'Ada Admin' });
    for (const name of [
      'Make Admin: Ada Admin',
      'Make instructor: Ada Admin',
      'Make user: Ada Admin',
      'Delete Ada Admin',
    ]) {
      expect(button(row, name).disabled).toBe(true);
    }
    expect(within(row).getByText(/This is you/)).toBeTruthy();
    expect(within(row).getByAltText('Default avatar')).toBeTruthy();
  });

  it('finds users by part of their name or email, and says when nobody matches', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => [200, [admin, student]]).fetch);
    const user = userEvent.setup();
    renderWithProviders(<ManageUsersTable currentUserId="me" />);
    await screen.findByRole('row', { name: 'Olivia Brown' });
    const search = screen.getByRole('searchbox', { name: 'Search by name or email' });
    await user.type(search, 'OLIV');
    expect(screen.queryByRole('row', { name: 'Ada Admin' })).toBeNull();
    expect(screen.getByRole('row', { name: 'Olivia Brown' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 of 2 users');
    await user.clear(search);
    await user.type(search, 'admin@');
    expect(screen.getByRole('row', { name: 'Ada Admin' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: 'Olivia Brown' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No user matches “nobody”.')).toBeTruthy();
  });

  it('disables only the button of the role a user already has', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => [200, [admin, student]]).fetch);
    renderWithProviders(<ManageUsersTable currentUserId="me" />);
    const row = await screen.findByRole('row', { name: 'Olivia Brown' });
    expect(button(row, 'Make Admin: Olivia Brown').disabled).toBe(false);
    expect(button(row, 'Make instructor: Olivia Brown').disabled).toBe(false);
    expect(button(row, 'Make user: Olivia Brown').disabled).toBe(true);
    expect(button(row, 'Delete Olivia Brown').disabled).toBe(false);
  });

  it('names the person, the new role and what follows in the question, by the pronoun they chose', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => [200, [admin, { ...student, gender: 'female' }]]).fetch);
    const user = userEvent.setup();
    renderWithProviders(<ManageUsersTable currentUserId="me" />);
    await user.click(await screen.findByRole('button', { name: 'Make Admin: Olivia Brown' }));
    const question = await screen.findByRole('alertdialog', { name: 'Make Olivia Brown an admin?' });
    expect(question.textContent).toContain(
      'She will be able to approve classes, change roles and refund payments, and will no longer be able to select or pay for classes.',
    );
    expect(within(question).getByRole('button', { name: 'Make an admin' })).toBeTruthy();
  });

  it('changes a role only after the admin confirms what it gives and takes away, and says so', async () => {
    const api = fakeFetch((method) =>
      method === 'GET' ? [200, [admin, student]] : [200, { modifiedCount: 1 }],
    );
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<ManageUsersTable currentUserId="me" />);
    await user.click(await screen.findByRole('button', { name: 'Make instructor: Olivia Brown' }));
    const question = await screen.findByRole('alertdialog', { name: 'Make Olivia Brown an instructor?' });
    expect(question.textContent).toContain(
      'They will be able to add classes and teach them, and will no longer be able to select or pay for classes.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Make instructor: Olivia Brown' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make an instructor' }),
    );
    expect(await screen.findByText('Role Updated successfully!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/users/update/s1',
      body: { role: 'instructor' },
    });
  });

  it('deletes only after confirmation', async () => {
    const api = fakeFetch((method) =>
      method === 'GET' ? [200, [admin, student]] : [200, { deletedCount: 1, refundedCount: 0 }],
    );
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<ManageUsersTable currentUserId="me" />);
    await user.click(await screen.findByRole('button', { name: 'Delete Olivia Brown' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Olivia Brown' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Olivia Brown?' });
    expect(question.textContent).toContain('Olivia Brown (olivia@example.com) will be removed');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The user has been removed.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/users/s1');
  });

  it('offers Refund and delete for a student who has paid, and refunds only when the admin chooses it', async () => {
    const message =
      'This student has paid for 1 class (“Spanish A1”). Choose “Refund and delete” to refund that payment and then delete the account.';
    const api = fakeFetch((method, path) => {
      if (method === 'GET') return [200, [admin, student]];
      return path.endsWith('?refund=true')
        ? [200, { deletedCount: 1, refundedCount: 1 }]
        : [409, { error: { code: 'paid_enrolments', message } }];
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<ManageUsersTable currentUserId="me" />);
    const deleteOnce = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete Olivia Brown' }));
      await user.click(
        within(await screen.findByRole('alertdialog', { name: 'Delete Olivia Brown?' })).getByRole('button', {
          name: 'Delete',
        }),
      );
      return screen.findByRole('alertdialog', { name: 'Refund and delete Olivia Brown?' });
    };

    const offer = await deleteOnce();
    expect(offer.textContent).toContain(message);
    await user.click(within(offer).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/users/s1']);

    await user.click(within(await deleteOnce()).getByRole('button', { name: 'Refund and delete' }));
    expect(await screen.findByText('The user has been removed and 1 payment refunded.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/users/s1',
      '/api/users/s1',
      '/api/users/s1?refund=true',
    ]);
  });
});
