// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { POPUP_MESSAGE } from '#contract/third-party';
import { DialogProvider } from '#client/components/dialog.tsx';
import { ToastProvider } from '#client/components/toast.tsx';
import { ThirdPartySignIn } from './third-party-sign-in';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const CLOSED_EARLY = 'The sign-in window was closed before the sign-in finished.';

function openSignIn() {
  vi.useFakeTimers();
  const popup = { closed: false, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => popup),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['auth-providers'], [{ id: 'demo', label: 'the demo provider', demo: true }]);
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <DialogProvider>
          <ThirdPartySignIn onSignedIn={() => {}} />
        </DialogProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Continue with the demo provider' }));
  return popup;
}

function answer(popup: object, error: string) {
  const event = new MessageEvent('message', {
    data: { type: POPUP_MESSAGE, ok: false, error },
    origin: window.location.origin,
  });
  // happy-dom leaves out the source given to the constructor.
  Object.defineProperty(event, 'source', { value: popup });
  window.dispatchEvent(event);
}

describe('the third-party sign-in popup', () => {
  it('reports the answer of a popup seen closed before its message arrived, not that it was closed', async () => {
    const popup = openSignIn();
    popup.closed = true;
    await act(async () => vi.advanceTimersByTime(400));
    await act(async () => answer(popup, 'account_not_linked'));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/An account with this email already exists/)).toBeTruthy();
    expect(screen.queryByText(CLOSED_EARLY)).toBeNull();
  });

  it('says the window was closed when no answer came', async () => {
    const popup = openSignIn();
    popup.closed = true;
    await act(async () => vi.advanceTimersByTime(1200));
    expect(screen.getByText(CLOSED_EARLY)).toBeTruthy();
  });
});
