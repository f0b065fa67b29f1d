// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageClass } from '#contract/classes';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { MemoryRouter } from 'react-router';
import { inReviewOrder, ManageClassesTable } from './manage-classes-table';

// Each row links to its class's waitlist page.
const renderTable = () =>
  renderWithProviders(
    <MemoryRouter>
      <ManageClassesTable />
    </MemoryRouter>,
  );

const base: LanguageClass = {
  _id: '',
  name: '',
  price: 10,
  img: '/images/classes/french.svg',
  instructor: 'kenji.sato@example.com',
  instructorName: 'Kenji Sato',
  availableSeats: 5,
  students: 0,
  status: 'pending',
  feedback: null,
};
const approved = { ...base, _id: 'a1', name: 'Business Japanese', status: 'approved' as const };
const pending = { ...base, _id: 'p1', name: 'Korean Hangul', status: 'pending' as const };
const denied = {
  ...base,
  _id: 'd1',
  name: 'Opera Italian',
  status: 'denied' as const,
  feedback: 'Add a plan',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('manage classes', () => {
  it('lists classes waiting for a decision first', () => {
    expect(inReviewOrder([approved, denied, pending]).map((c) => c.status)).toEqual([
      'pending',
      'denied',
      'approved',
    ]);
  });

  it('links every class, pending and denied too, to its page, so the admin sees what they approve', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => [200, [approved, denied, pending]]).fetch);
    renderTable();
    for (const item of [pending, denied, approved]) {
      const row = await screen.findByRole('row', { name: item.name });
      expect(within(row).getByRole('link', { name: item.name }).getAttribute('href')).toBe(
        `/classes/${item._id}`,
      );
    }
  });

  it('disables Approve and Deny once a class is approved, but not Delete', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => [200, [approved, denied]]).fetch);
    renderTable();
    const row = await screen.findByRole('row', { name: 'Business Japanese' });
    expect(
      within(row).getByRole<HTMLButtonElement>('button', { name: 'Approve Business Japanese' }).disabled,
    ).toBe(true);
    expect(
      within(row).getByRole<HTMLButtonElement>('button', { name: 'Deny Business Japanese' }).disabled,
    ).toBe(true);
    expect(
      within(row).getByRole<HTMLButtonElement>('button', { name: 'Delete Business Japanese' }).disabled,
    ).toBe(false);
    const deniedRow = screen.getByRole('row', { name: 'Opera Italian' });
    expect(
      within(deniedRow).getByRole<HTMLButtonElement>('button', { name: 'Approve Opera Italian' }).disabled,
    ).toBe(false);
    expect(within(deniedRow).getByText('Add a plan')).toBeTruthy();
  });

  it('asks for feedback when denying and sends it with the decision', async () => {
    const api = fakeFetch((method) => (method === 'GET' ? [200, [pending]] : [200, { modifiedCount: 1 }]));
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole('button', { name: 'Deny Korean Hangul' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deny “Korean Hangul”?' });
    await user.type(
      within(dialog).getByLabelText('Feedback for the instructor (optional)'),
      '  Add a weekly plan ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Class Updated successfully!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/classes/update/p1',
      body: { status: 'denied', feedback: 'Add a weekly plan' },
    });
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('sends nothing when the Deny dialog is cancelled', async () => {
    const api = fakeFetch(() => [200, [pending]]);
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole('button', { name: 'Deny Korean Hangul' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it("shows the server's message when a class with students cannot be deleted", async () => {
    const message = 'This class has enrolled students, so it cannot be deleted.';
    const api = fakeFetch((method) =>
      method === 'GET' ? [200, [approved]] : [409, { error: { code: 'conflict', message } }],
    );
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole('button', { name: 'Delete Business Japanese' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete “Business Japanese”?' })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/classes/a1');
  });

  it('offers a retry when the classes cannot be loaded', async () => {
    let fail = true;
    vi.stubGlobal('fetch', fakeFetch(() => (fail ? [500, undefined] : [200, [pending]])).fetch);
    const user = userEvent.setup();
    renderTable();
    expect(await screen.findByText('We could not load the classes.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: 'Korean Hangul' })).toBeTruthy();
  });

  it('reassigns a class to another instructor chosen in the dialog', async () => {
    const person = (id: string, name: string, email: string, role: 'user' | 'instructor' | 'admin') => ({
      _id: id,
      name,
      email,
      photo: null,
      gender: null,
      role,
    });
    const people = [
      person('k', 'Kenji Sato', 'kenji.sato@example.com', 'instructor'),
      person('m', 'Maria Lopez', 'maria.lopez@example.com', 'instructor'),
      person('e', 'Eva Novak', 'eva.novak@example.com', 'instructor'),
      person('s', 'Sam Student', 'sam@example.com', 'user'),
    ];
    const api = fakeFetch((method, path) => {
      if (method === 'GET') return [200, path === '/api/users' ? people : [approved]];
      return [200, { modifiedCount: 1 }];
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole('button', { name: 'Reassign Business Japanese' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reassign “Business Japanese”?' });
    const picker = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'New instructor' });
    // Only instructors, and not the one who teaches it now.
    expect([...picker.options].map((o) => o.text)).toEqual([
      'Maria Lopez (maria.lopez@example.com)',
      'Eva Novak (eva.novak@example.com)',
    ]);
    await user.selectOptions(picker, 'e');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('“Business Japanese” is now taught by Eva Novak.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/classes/a1/reassign',
      body: { instructorId: 'e' },
    });
  });
});
