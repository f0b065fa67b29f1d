// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ALREADY_SELECTED } from '#contract/carts';
// Loaded ahead, as the cart's schemas are: a student's waitlist read must not land in the next test.
import '#contract/waitlist';
import type { User } from '#contract/users';
import { AppProviders } from '#client/components/app-providers.tsx';
import {
  CLASS_FULL_REASON,
  LOGIN_TO_JOIN_WAITLIST,
  LOGIN_TO_SELECT,
  OWN_CLASS_REASON,
  STUDENTS_ONLY_REASON,
} from '#client/features/cart/select-class-button.tsx';
import { VERIFY_TO_BE_OFFERED, VERIFY_TO_JOIN } from '#client/features/waitlist/verify-to-join.tsx';
import { ClassAction } from './class-action';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const french = { _id: '0b7a4f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'French', availableSeats: 5 };

function person(role: User['role']): User {
  return { _id: 'u1', name: 'Sam', email: 'sam@example.com', photo: null, gender: null, role };
}

function LoginProbe() {
  const location = useLocation();
  return <pre data-testid="login-state">{JSON.stringify(location.state)}</pre>;
}

function renderButton(me: User | null, item: Parameters<typeof ClassAction>[0]['item'] = french) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['me'], me);
  const router = createMemoryRouter(
    [
      { path: '/classes', element: <ClassAction item={item} /> },
      { path: '/login', element: <LoginProbe /> },
      { path: '/registration', element: <LoginProbe /> },
    ],
    { initialEntries: ['/classes?sort=popular'] },
  );
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

/** Answers by method and path; records every call. */
function stubApi(routes: Record<string, [number, unknown]>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const [status, body] = routes[`${init?.method ?? 'GET'} ${url}`] ?? [404, {}];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the Select button', () => {
  it('is disabled on a full class for instructors and admins, and says why', () => {
    stubApi({});
    renderButton(person('instructor'), { ...french, availableSeats: 0 });
    const button = screen.getByRole('button', { name: 'Select French' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(CLASS_FULL_REASON).id).toBe(button.getAttribute('aria-describedby'));
  });

  it('is disabled for instructors and admins, with the reason shown as text and as its description', () => {
    for (const role of ['instructor', 'admin'] as const) {
      stubApi({});
      renderButton(person(role));
      const button = screen.getByRole('button', { name: 'Select French' });
      expect(button.hasAttribute('disabled')).toBe(true);
      const reason = screen.getByText(STUDENTS_ONLY_REASON);
      expect(reason.className).not.toContain('sr-only');
      expect(reason.id).toBe(button.getAttribute('aria-describedby'));
      cleanup();
    }
  });

  it("is disabled on the class's own instructor's account, and says why", () => {
    const fetch = stubApi({ 'GET /api/carts': [200, []] });
    // An instructor made a plain user again still owns their classes.
    renderButton(person('user'), { ...french, instructor: 'SAM@example.com' });
    const button = screen.getByRole('button', { name: 'Select French' });
    expect(button.hasAttribute('disabled')).toBe(true);
    // Said in text beside the button, not only in a tooltip.
    const reason = screen.getByText(OWN_CLASS_REASON);
    expect(reason.className).not.toContain('sr-only');
    expect(reason.id).toBe(button.getAttribute('aria-describedby'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    cleanup();

    stubApi({});
    renderButton(person('instructor'), { ...french, instructor: 'sam@example.com' });
    expect(screen.getByRole('button', { name: 'Select French' }).hasAttribute('disabled')).toBe(true);
  });

  it('stays enabled for a student on a class of someone else', () => {
    stubApi({ 'GET /api/carts': [200, []] });
    renderButton(person('user'), { ...french, instructor: 'eva@example.com' });
    expect(screen.getByRole('button', { name: 'Select French' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks a visitor to log in, and Login remembers the classes page with its search', async () => {
    const fetch = stubApi({});
    const { router, user } = renderButton(null);
    await user.click(screen.getByRole('button', { name: 'Select French' }));
    const dialog = await screen.findByRole('alertdialog', { name: LOGIN_TO_SELECT });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const state = JSON.parse(screen.getByTestId('login-state').textContent ?? 'null');
    expect(state.from).toMatchObject({ pathname: '/classes', search: '?sort=popular' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a visitor Create an account too, which remembers the classes page with its search', async () => {
    const fetch = stubApi({});
    const { router, user } = renderButton(null);
    await user.click(screen.getByRole('button', { name: 'Select French' }));
    const dialog = await screen.findByRole('alertdialog', { name: LOGIN_TO_SELECT });
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/classes', search: '?sort=popular' },
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says Class selected! and refreshes the cart', async () => {
    const fetch = stubApi({ 'GET /api/carts': [200, []], 'POST /api/carts': [200, { insertedId: 'c1' }] });
    const cartReads = () =>
      fetch.mock.calls.filter(([url, init]) => url === '/api/carts' && init?.method === 'GET');
    const { user } = renderButton(person('user'));
    await waitFor(() => expect(cartReads()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Select French' }));
    expect(await screen.findByRole('dialog', { name: 'Class selected!' })).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ classId: french._id });
    await waitFor(() => expect(cartReads()).toHaveLength(2));
  });

  it('shows the server’s message when the class is already selected', async () => {
    stubApi({
      'GET /api/carts': [200, []],
      'POST /api/carts': [409, { error: { code: 'conflict', message: ALREADY_SELECTED } }],
    });
    const { user } = renderButton(person('user'));
    await user.click(screen.getByRole('button', { name: 'Select French' }));
    expect(await screen.findByText(ALREADY_SELECTED)).toBeTruthy();
  });

  it('shows Selected for a class already in the cart', async () => {
    stubApi({
      'GET /api/carts': [
        200,
        [
          {
            _id: 'c1',
            classId: french._id,
            name: 'French',
            img: '/images/classes/french.svg',
            price: 49,
            email: 'sam@example.com',
            instructor: 'eva@example.com',
            instructorName: 'Eva',
            availableSeats: 5,
            holdExpiresAt: null,
          },
        ],
      ],
    });
    renderButton(person('user'));
    expect(await screen.findByRole('button', { name: 'Selected French' })).toBeTruthy();
  });
});

describe('the waitlist of a full class', () => {
  const full = { ...french, availableSeats: 0 };
  const entry = (over: object) => ({
    classId: french._id,
    className: 'French',
    status: 'waiting',
    position: 3,
    offerExpiresAt: null,
    cartItemId: null,
    ...over,
  });

  it('replaces Select with Join waitlist for a student, and tells them their place once they join', async () => {
    const fetch = stubApi({
      'GET /api/carts': [200, []],
      'GET /api/me/waitlist': [200, []],
      [`POST /api/classes/${french._id}/waitlist`]: [201, { position: 3 }],
    });
    const { user } = renderButton(person('user'), full);
    await user.click(await screen.findByRole('button', { name: 'Join waitlist of French' }));
    expect(screen.queryByRole('button', { name: /^Select/ })).toBeNull();
    expect(await screen.findByText('You are 3rd on the waitlist for French.')).toBeTruthy();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === `/api/classes/${french._id}/waitlist` && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it("shows a waiting student's place and lets them leave", async () => {
    const fetch = stubApi({
      'GET /api/carts': [200, []],
      'GET /api/me/waitlist': [200, [entry({ position: 2 })]],
      [`DELETE /api/classes/${french._id}/waitlist`]: [200, { left: true }],
    });
    const { user } = renderButton(person('user'), full);
    expect(await screen.findByText('You are 2nd on the waitlist')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leave waitlist of French' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  it('links a student with a seat offered to its payment page', async () => {
    stubApi({
      // The offered seat is held on the class put in the student's cart.
      'GET /api/carts': [
        200,
        [
          {
            _id: 'item-1',
            classId: french._id,
            name: 'French',
            img: '/images/classes/french.svg',
            price: 49,
            email: 'sam@example.com',
            instructor: 'eva@example.com',
            instructorName: 'Eva',
            availableSeats: 0,
            holdExpiresAt: '2099-01-02T10:00:00.000Z',
          },
        ],
      ],
      'GET /api/me/waitlist': [
        200,
        [
          entry({
            status: 'offered',
            position: null,
            offerExpiresAt: '2099-01-02T10:00:00.000Z',
            cartItemId: 'item-1',
          }),
        ],
      ],
    });
    // The freed seat shows on the class: it is still this student's line, not Select.
    renderButton(person('user'), { ...french, availableSeats: 1 });
    const pay = await screen.findByRole('link', { name: 'Pay for your seat in French' });
    expect(pay.getAttribute('href')).toBe('/dashboard/payment/item-1');
    expect(screen.getByText(/^A seat is held for you until/)).toBeTruthy();
  });

  it('tells a student whose address is unverified to verify it first, and sends the link again, instead of Join waitlist', async () => {
    const fetch = stubApi({
      'GET /api/carts': [200, []],
      'GET /api/me/waitlist': [200, []],
      'POST /api/account-links/verify-email/resend': [
        200,
        { message: 'We sent a new link to sam@example.com.' },
      ],
    });
    const { user } = renderButton({ ...person('user'), emailVerified: false }, full);
    const notice = await screen.findByRole('group', { name: VERIFY_TO_JOIN });
    expect(within(notice).getByText(/Open the link we sent to sam@example.com/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join waitlist/ })).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByText('We sent a new link to sam@example.com.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => url === '/api/account-links/verify-email/resend')).toBe(true);
  });

  it('tells an unverified student already in line that they are passed over until they verify', async () => {
    stubApi({ 'GET /api/carts': [200, []], 'GET /api/me/waitlist': [200, [entry({ position: 1 })]] });
    renderButton({ ...person('user'), emailVerified: false }, full);
    expect(await screen.findByText('You are 1st on the waitlist')).toBeTruthy();
    expect(screen.getByRole('group', { name: VERIFY_TO_BE_OFFERED })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave waitlist of French' })).toBeTruthy();
  });

  it('keeps the reason by the button when a student is in as many lines as they may be', async () => {
    const message =
      'You are already on 5 waitlists, the most a student may join at once. Leave one of them to join this one.';
    stubApi({
      'GET /api/carts': [200, []],
      'GET /api/me/waitlist': [200, []],
      [`POST /api/classes/${french._id}/waitlist`]: [409, { error: { code: 'waitlist_limit', message } }],
    });
    const { user } = renderButton({ ...person('user'), emailVerified: true }, full);
    const join = await screen.findByRole('button', { name: 'Join waitlist of French' });
    await user.click(join);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe(message));
    expect(join.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('asks a visitor to log in before joining', async () => {
    const fetch = stubApi({});
    const { router, user } = renderButton(null, full);
    await user.click(screen.getByRole('button', { name: 'Join waitlist of French' }));
    const dialog = await screen.findByRole('alertdialog', { name: LOGIN_TO_JOIN_WAITLIST });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
