import { useId } from 'react';
import { Search } from 'lucide-react';
import { classListSorts, type ClassListSort, type ClassListView } from './class-list-view';

const sortLabels: Record<ClassListSort, string> = {
  popular: 'Most popular',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** Search, 'only classes with seats' and sort controls for the classes list. */
export function ClassFilters({
  view,
  onSearch,
  onChange,
}: {
  view: ClassListView;
  onSearch: (text: string) => void;
  onChange: (patch: Partial<ClassListView>) => void;
}) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Filter classes"
      className="mb-6 flex flex-col gap-4 rounded-box bg-base-200 p-4 md:flex-row md:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold">
          Search classes
        </label>
        <span className="input w-full">
          <Search size={18} aria-hidden className="opacity-70" />
          <input
            id={`${id}-search`}
            type="search"
            className="grow"
            placeholder="Language, class or instructor"
            value={view.search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </span>
      </div>
      <label className="flex cursor-pointer items-center gap-2 md:h-10">
        <input
          type="checkbox"
          className="checkbox checkbox-primary"
          checked={view.onlyWithSeats}
          onChange={(event) => onChange({ onlyWithSeats: event.target.checked })}
        />
        <span>Only classes with seats</span>
      </label>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className="select w-full md:w-52"
          value={view.sort}
          onChange={(event) => onChange({ sort: event.target.value as ClassListSort })}
        >
          {classListSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
