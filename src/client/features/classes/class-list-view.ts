import type { LanguageClass, ListClassesRequest } from '#contract/classes';
import {
  classLevels,
  timesOfDay,
  weekdays,
  type ClassLevel,
  type TimeOfDay,
  type Weekday,
} from '#contract/class-choices';
import { teachingLanguages } from '#contract/language-list';
import { foldText } from '#contract/search-fold';
import { isFull } from '#contract/seats';

export const classListSorts = ['popular', 'price-asc', 'price-desc'] as const;
export type ClassListSort = (typeof classListSorts)[number];
const DEFAULT_CLASS_LIST_SORT: ClassListSort = 'popular';

/** How the visitor looks at the classes list; it lives in the URL so a reload or a shared link keeps it. */
export interface ClassListView {
  instructor?: string;
  search: string;
  onlyWithSeats: boolean;
  sort: ClassListSort;
  /** The filters the API applies; left out, any. */
  language?: string;
  level?: ClassLevel;
  /** Any of these days (none: any day), in week order. */
  days: readonly Weekday[];
  time?: TimeOfDay;
  /** Dollars, as typed ('25', '49.99'). */
  minPrice?: string;
  maxPrice?: string;
  /** YYYY-MM-DD in the visitor's zone. */
  startsFrom?: string;
  /** `hide`: leave out classes whose every session has taken place (listed last otherwise). */
  ended?: 'hide';
}

const classListParams = {
  instructor: 'instructor',
  search: 'q',
  onlyWithSeats: 'seats',
  sort: 'sort',
} as const;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.includes(value as T) ? (value as T) : undefined;

/** What a hand-edited URL holds that the API would refuse is left out, so the page still lists classes. */
const price = (value: string | null) =>
  value !== null && /^\d{1,5}(\.\d{1,2})?$/.test(value) && Number(value) <= 10_000 ? value : undefined;

export function readClassListView(params: URLSearchParams): ClassListView {
  const language = params.get('language')?.trim().toLowerCase();
  const startsFrom = params.get('startsFrom');
  return {
    instructor: params.get(classListParams.instructor)?.trim() || undefined,
    search: params.get(classListParams.search) ?? '',
    onlyWithSeats: params.get(classListParams.onlyWithSeats) === 'available',
    sort: oneOf(classListSorts, params.get(classListParams.sort)) ?? DEFAULT_CLASS_LIST_SORT,
    language: teachingLanguages.some((known) => known.code === language) ? language : undefined,
    level: oneOf(classLevels, params.get('level')),
    // 'mon,wed', the parameter repeated, or one day as links of before have it.
    days: weekdays.filter((day) =>
      params
        .getAll('day')
        .flatMap((text) => text.split(','))
        .includes(day),
    ),
    time: oneOf(timesOfDay, params.get('time')),
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    startsFrom:
      startsFrom && /^\d{4}-\d\d-\d\d$/.test(startsFrom) && Date.parse(startsFrom) ? startsFrom : undefined,
    ended: oneOf(['hide'], params.get('ended')),
  };
}

/** The filters the API applies, in the URL under the API's own names: a shared link reads as its request. */
const apiFilters = ['language', 'level', 'time', 'minPrice', 'maxPrice', 'startsFrom', 'ended'] as const;

/**
 * The request for the list: the instructor and the filters the API applies, with the visitor's zone when
 * a filter reads a session's day or time (the browser's; the class's own zone otherwise).
 */
export function classListQuery(view: ClassListView, timeZone: () => string): ListClassesRequest {
  const query: Record<string, string | number> = {};
  if (view.instructor) query.instructor = view.instructor;
  for (const key of apiFilters) {
    const value = view[key];
    if (value) query[key] = key.endsWith('Price') ? Number(value) : value;
  }
  if (view.days.length > 0) query.day = view.days.join();
  if (query.day || view.time || view.startsFrom) query.tz = timeZone();
  return query;
}

/**
 * The request for the counts beside the choices: the list's, with the search and the seats the page applies
 * itself, and always the zone (the days and times of day are counted in it).
 */
export function classFacetsRequest(view: ClassListView, timeZone: string): ListClassesRequest {
  const q = view.search.trim();
  return {
    ...classListQuery(view, () => timeZone),
    tz: timeZone,
    ...(q && { q }),
    ...(view.onlyWithSeats && { seats: 'available' as const }),
  };
}

/** How many of the API's filters are on (beyond the instructor). */
export function apiFilterCount(view: ClassListView): number {
  return apiFilters.filter((key) => view[key] !== undefined).length + (view.days.length > 0 ? 1 : 0);
}

/** Every filter off, search and sort kept as they are. */
export const noFilters: Partial<ClassListView> = {
  search: '',
  onlyWithSeats: false,
  days: [],
  ...Object.fromEntries(apiFilters.map((key) => [key, undefined])),
};

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
  for (const key of apiFilters) if (key in view) set(key, view[key]);
  if (view.days) set('day', view.days.join());
  return next;
}

const comparators: Record<ClassListSort, (a: LanguageClass, b: LanguageClass) => number> = {
  popular: (a, b) => b.students - a.students,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
};

const endedRank = (item: LanguageClass) => (item.sale?.state === 'ended' ? 1 : 0);

/** The classes matching the search (class name or instructor, every word) and the seat filter, sorted. */
export function filterClasses(
  classes: readonly LanguageClass[],
  view: Pick<ClassListView, 'search' | 'onlyWithSeats' | 'sort'>,
): LanguageClass[] {
  const words = foldText(view.search).split(/\s+/).filter(Boolean);
  const compare = comparators[view.sort];
  return (
    classes
      .filter((item) => !view.onlyWithSeats || !isFull(item.availableSeats))
      .filter((item) => {
        if (words.length === 0) return true;
        const haystack = foldText(`${item.name} ${item.instructorName}`);
        return words.every((word) => haystack.includes(word));
      })
      // Ended classes after those still to come, as the API lists them.
      .sort(
        (a, b) =>
          endedRank(a) - endedRank(b) ||
          compare(a, b) ||
          a.name.localeCompare(b.name) ||
          a._id.localeCompare(b._id),
      )
  );
}

/** Whether anything but the instructor narrows the list (used to offer 'Clear filters'). */
export function hasListFilters(view: ClassListView): boolean {
  return view.search.trim() !== '' || view.onlyWithSeats || apiFilterCount(view) > 0;
}
