// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION, ToastProvider, useToast } from './toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Saying() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Profile updated')}>
        Save
      </button>
      <button type="button" onClick={() => toast.error('We could not save it.', 10_000)}>
        Fail
      </button>
    </>
  );
}

describe('the notices', () => {
  it('show a success as a status and an error as an alert, each gone after its own time', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Saying />
      </ToastProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fail' })));
    expect(screen.getByRole('status').textContent).toBe('Profile updated');
    expect(screen.getByRole('alert').textContent).toBe('We could not save it.');
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION));
    expect(screen.queryByText('Profile updated')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('We could not save it.');
    await act(async () => vi.advanceTimersByTime(10_000 - TOAST_DURATION));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('close at once with Dismiss', async () => {
    render(
      <ToastProvider>
        <Saying />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Profile updated')).toBeNull();
  });
});
