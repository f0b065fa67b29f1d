import { flagPicture, teachingLanguages, type LanguageCode } from '#contract/language-list';

const byCode = new Map(teachingLanguages.map((language) => [language.code as string, language]));

/** The languages an instructor teaches, as flag-and-name badges in a list. */
export function TaughtLanguages({
  codes,
  size = 'md',
  label,
  className = 'justify-center',
}: {
  codes: readonly LanguageCode[];
  size?: 'sm' | 'md';
  /** The list's accessible name, e.g. 'Languages Kenji Sato teaches'. */
  label: string;
  /** How the badges line up (flex justification). */
  className?: string;
}) {
  if (codes.length === 0) return null;
  const flag = size === 'sm' ? 'h-3 w-[18px]' : 'h-4 w-6';
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-1.5 ${className}`}>
      {codes.map((code) => {
        const language = byCode.get(code);
        if (!language) return null;
        return (
          <li
            key={code}
            className={`badge badge-ghost gap-1.5 ${size === 'sm' ? 'badge-sm' : 'badge-md'} border-base-content/15`}
          >
            {language.flag && (
              <img
                src={flagPicture(language.flag)}
                alt=""
                width={size === 'sm' ? 18 : 24}
                height={size === 'sm' ? 12 : 16}
                className={`${flag} rounded-[2px] object-cover ring-1 ring-base-content/20`}
              />
            )}
            {language.name}
          </li>
        );
      })}
    </ul>
  );
}
