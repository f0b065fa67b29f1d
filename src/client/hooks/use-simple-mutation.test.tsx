// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSimpleMutation } from './use-simple-mutation';

afterEach(cleanup);

function setup<T>(options: Parameters<typeof useSimpleMutation<T, string>>[0]) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useSimpleMutation(options), { wrapper }) };
}

describe('useSimpleMutation', () => {
  it("is pending while its run is on its way, answers the run's result and calls onSettled", async () => {
    let finish: (value: string) => void = () => {};
    const onSettled = vi.fn();
    const { result, client } = setup({
      mutationFn: (name: string) =>
        new Promise<string>((resolve) => (finish = (v) => resolve(`${v} ${name}`))),
      onSettled,
    });
    expect(result.current.isPending).toBe(false);
    let answer: Promise<string> | undefined;
    act(() => {
      answer = result.current.mutateAsync('French');
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(client.getMutationCache().getAll()).toHaveLength(1);
    await act(async () => finish('selected'));
    await expect(answer).resolves.toBe('selected French');
    expect(result.current.isPending).toBe(false);
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('passes a failure on, and is no longer pending', async () => {
    const { result } = setup({
      mutationFn: () => Promise.reject(new Error('Class is full')),
    });
    await act(async () => {
      await expect(result.current.mutateAsync('French')).rejects.toThrow('Class is full');
    });
    expect(result.current.isPending).toBe(false);
  });
});
