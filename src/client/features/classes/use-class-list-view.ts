import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { readClassListView, writeClassListView, type ClassListView } from './class-list-view';

interface TypedState {
  typedSearch?: boolean;
}

/**
 * The classes list view, kept in the URL. The search box has its own text so typing never waits for the
 * router: the URL follows each keystroke (replacing the entry), and only other changes of the URL (a
 * clear button, back and forward, a link) write back into the box.
 */
export function useClassListView() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = readClassListView(params);

  const [search, setSearch] = useState(fromUrl.search);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const typed = (location.state as TypedState | null)?.typedSearch === true;
    if ((!typed || navigationType === 'POP') && search !== fromUrl.search) setSearch(fromUrl.search);
  }

  const update = (patch: Partial<ClassListView>, typedSearch = false) =>
    setParams((current) => writeClassListView(current, patch), {
      replace: typedSearch,
      preventScrollReset: true,
      state: typedSearch ? ({ typedSearch } satisfies TypedState) : null,
    });

  return {
    view: { ...fromUrl, search } satisfies ClassListView,
    update: (patch: Partial<ClassListView>) => {
      if (patch.search !== undefined) setSearch(patch.search);
      update(patch);
    },
    typeSearch: (text: string) => {
      setSearch(text);
      update({ search: text }, true);
    },
  };
}
