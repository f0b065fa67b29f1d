import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

const SHOWN = 50;

function knownZones(): string[] {
  try {
    return [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  } catch {
    return ['UTC'];
  }
}

// 'los angeles', 'Los_Angeles' and 'america/los' all find America/Los_Angeles.
const searchable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

/** The zones whose name holds what was typed, those whose city starts with it first. */
function matchingZones(zones: readonly string[], typed: string): string[] {
  const query = searchable(typed);
  if (!query) return [...zones];
  const city = (zone: string) => searchable(zone.slice(zone.lastIndexOf('/') + 1));
  const found = zones.filter((zone) => searchable(zone).includes(query));
  return [
    ...found.filter((zone) => city(zone).startsWith(query)),
    ...found.filter((zone) => !city(zone).startsWith(query)),
  ];
}

/**
 * A text field with a list of the IANA zones this browser knows, filtered as one types (ARIA 1.2 combobox):
 * Down and Up move through the list, Enter takes the zone, Escape closes the list, and a click takes it too.
 * What is typed stays the value, so a zone the list leaves out (an alias Intl still knows) can be written.
 */
export function TimeZoneCombobox({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  invalid,
  describedBy,
  required,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
}) {
  const { t } = useLingui();
  const zones = useMemo(() => knownZones(), []);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // While the list is opened on a chosen zone, all zones are offered (the chosen one is not a search).
  const [searching, setSearching] = useState(false);
  const matches = useMemo(() => (searching ? matchingZones(zones, value) : zones), [zones, value, searching]);
  const shown = matches.slice(0, SHOWN);
  const more = matches.length - SHOWN;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const show = (index: number) => {
    setOpen(true);
    setActive(index);
    requestAnimationFrame(() =>
      document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' }),
    );
  };
  const choose = (zone: string) => {
    onChange(zone);
    setOpen(false);
    setSearching(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        const current = shown.indexOf(value);
        show(event.altKey ? -1 : Math.max(current, 0));
      } else if (shown.length > 0) show(Math.min(active + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open && shown.length > 0) show(Math.max(active - 1, 0));
    } else if (event.key === 'Enter') {
      if (open && active >= 0 && shown[active]) {
        event.preventDefault();
        choose(shown[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        // Closing the list must not close the dialog the form is in.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        autoComplete="off"
        spellCheck={false}
        className={`input w-full ${invalid ? 'input-error' : ''}`}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setSearching(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onClick={() => setOpen((was) => !was)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Matching zones`}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-box border border-base-300 bg-base-100 py-1 shadow-lg"
      >
        {shown.map((zone, index) => (
          <li
            key={zone}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-1.5 break-words ${index === active ? 'bg-primary text-primary-content' : ''}`}
            // Keeps the focus in the field, so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(zone)}
          >
            {zone}
          </li>
        ))}
        {shown.length === 0 && (
          <li role="presentation" className="px-3 py-1.5 text-sm text-base-content/70">
            <Trans>No zone by that name: try a city, such as Madrid or New York.</Trans>
          </li>
        )}
        {more > 0 && (
          <li role="presentation" className="px-3 py-1.5 text-sm text-base-content/70">
            <Trans>{more} more: keep typing to narrow the list.</Trans>
          </li>
        )}
      </ul>
    </div>
  );
}
