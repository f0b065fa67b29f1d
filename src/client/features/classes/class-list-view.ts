import type { LanguageClass } from '#contract/classes';
import { isFull } from '#contract/seats';

export const classListSorts = ['popular', 'price-asc', 'price-desc'] as const;
export type ClassListSort = (typeof classListSorts)[number];
export const DEFAULT_CLASS_LIST_SORT: ClassListSort = 'popular';

/** How the visitor looks at the classes list; it lives in the URL so a reload or a shared link keeps it. */
export interface ClassListView {
  instructor?: string;
  search: string;
  onlyWithSeats: boolean;
  sort: ClassListSort;
}

export const classListParams = {
  instructor: 'instructor',
  search: 'q',
  onlyWithSeats: 'seats',
  sort: 'sort',
} as const;

export function readClassListView(params: URLSearchParams): ClassListView {
  const sort = params.get(classListParams.sort);
  return {
    instructor: params.get(classListParams.instructor)?.trim() || undefined,
    search: params.get(classListParams.search) ?? '',
    onlyWithSeats: params.get(classListParams.onlyWithSeats) === 'available',
    sort: classListSorts.includes(sort as ClassListSort) ? (sort as ClassListSort) : DEFAULT_CLASS_LIST_SORT,
  };
}

/** The URL parameters for `view`, keeping unrelated ones and leaving defaults out so URLs stay short. */
export function writeClassListView(params: URLSearchParams, view: Partial<ClassListView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if ('instructor' in view) set(classListParams.instructor, view.instructor);
  if ('search' in view) set(classListParams.search, view.search);
  if ('onlyWithSeats' in view)
    set(classListParams.onlyWithSeats, view.onlyWithSeats ? 'available' : undefined);
  if ('sort' in view)
    set(classListParams.sort, view.sort === DEFAULT_CLASS_LIST_SORT ? undefined : view.sort);
  return next;
}

/** Lower case without accents, so 'joao' finds 'João' and 'cesky' finds 'Český'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const comparators: Record<ClassListSort, (a: LanguageClass, b: LanguageClass) => number> = {
  popular: (a, b) => b.students - a.students,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
};

/** The classes matching the search (class name or instructor, every word) and the seat filter, sorted. */
export function filterClasses(
  classes: readonly LanguageClass[],
  view: Pick<ClassListView, 'search' | 'onlyWithSeats' | 'sort'>,
): LanguageClass[] {
  const words = foldText(view.search).split(/\s+/).filter(Boolean);
  const compare = comparators[view.sort];
  return classes
    .filter((item) => !view.onlyWithSeats || !isFull(item.availableSeats))
    .filter((item) => {
      if (words.length === 0) return true;
      const haystack = foldText(`${item.name} ${item.instructorName}`);
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => compare(a, b) || a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
}

/** Whether anything but the instructor narrows the list (used to offer 'Clear filters'). */
export function hasListFilters(view: ClassListView): boolean {
  return view.search.trim() !== '' || view.onlyWithSeats;
}
