import type { Gender, Role } from '#contract/users';
import type { UiLocale } from '#contract/ui-locales';

/** Who is asking: the signed-in account as every service sees it. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: Role;
  photo: string | null;
  gender: Gender | null;
  emailVerified: boolean;
  /** The language the account chose; null follows the browser's. */
  locale: UiLocale | null;
}
