import { isLanguageCode } from '#contract/languages';
import type { User } from '#contract/users';

/** An account as stored: its bio and languages whatever its role. */
export type StoredProfile = Omit<User, 'bio' | 'languages'> & { bio: string | null; languages: string[] };

/** An account as the API shows it: only instructors have a public page; a former instructor's bio is kept, not shown. */
export function shownProfile(record: StoredProfile): User {
  const { bio, languages, ...user } = record;
  return record.role === 'instructor' ? { ...user, bio, languages: languages.filter(isLanguageCode) } : user;
}
