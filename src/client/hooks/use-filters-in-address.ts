import { useSearchParams } from 'react-router';

/** Filters read from fields by name: a field's value, trimmed ('' when empty or absent). */
export type ReadFilters<F> = (field: (name: string) => string) => F;

/** The longest text the filter fields take (their maxLength), so an address can ask no more. */
export const FILTER_TEXT_MAX = 120;

/**
 * Filters kept in the page's address, so a filtered view can be bookmarked or linked to and Back returns to
 * the last one. The address is read as the filter form reads its fields (`read`); a range of days typed
 * upside down into the address is read as having no last day rather than as an error page. Applying new
 * filters writes the `keys` that have a value.
 */
export function useFiltersInAddress<F extends object>(
  read: ReadFilters<F>,
  keys: readonly (keyof F & string)[],
  range: readonly [first: keyof F, last: keyof F],
): [filters: F, apply: (next: F) => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = read((name) => params.get(name)?.trim().slice(0, FILTER_TEXT_MAX) ?? '');
  const first = fromAddress[range[0]] as string | undefined;
  const last = fromAddress[range[1]] as string | undefined;
  const filters = first && last && last < first ? { ...fromAddress, [range[1]]: undefined } : fromAddress;
  const apply = (next: F) => {
    const search = new URLSearchParams();
    for (const key of keys) {
      const value = next[key];
      if (typeof value === 'string' && value) search.set(key, value);
    }
    setParams(search);
  };
  return [filters, apply];
}
