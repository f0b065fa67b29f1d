import { useState } from 'react';
import { useQueryClient, type MutationOptions } from '@tanstack/react-query';

/**
 * useMutation for the public pages, where the footer's newsletter box and the Select button are: the same
 * mutation in the query client's cache (its retries, its wait for the network while offline, onSuccess and
 * onSettled), run without useMutation's observer, whose code would be on every public page's first load
 * (docs/decisions/public-first-load.md). It answers only isPending (while any of its runs is on its way)
 * and mutateAsync.
 */
export function useSimpleMutation<TData, TVariables>(options: MutationOptions<TData, Error, TVariables>) {
  const client = useQueryClient();
  const [running, setRunning] = useState(0);
  async function mutateAsync(variables: TVariables): Promise<TData> {
    setRunning((count) => count + 1);
    try {
      return await client.getMutationCache().build(client, options).execute(variables);
    } finally {
      setRunning((count) => count - 1);
    }
  }
  return { isPending: running > 0, mutateAsync };
}
