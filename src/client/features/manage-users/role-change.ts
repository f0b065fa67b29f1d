import type { Gender, Role } from '#contract/users';

const article: Record<Role, string> = { admin: 'an admin', instructor: 'an instructor', user: 'a user' };

/** What a role lets a person do, as the rest of a sentence after "will be able to". */
const abilities: Record<Role, string> = {
  admin: 'approve classes, change roles and refund payments',
  instructor: 'add classes and teach them',
  user: 'select and pay for classes',
};

/** What a person loses when they leave a role, after "will no longer". */
const losses: Record<Role, string> = {
  admin: 'approve classes, change roles or refund payments',
  instructor: 'add or teach classes',
  user: 'select or pay for classes',
};

/** The pronoun the person chose through their gender; "They" when they did not say. */
function pronoun(gender: Gender | null): string {
  return gender === 'female' ? 'She' : gender === 'male' ? 'He' : 'They';
}

/**
 * The question Manage users asks before a role change: who, which role, and what they gain and lose.
 * "Make Ana Ruiz an admin?" / "She will be able to approve classes, change roles and refund payments."
 */
export function roleChangeQuestion(
  person: { name: string; role: Role; gender: Gender | null },
  role: Role,
): { title: string; text: string; confirmText: string } {
  const who = pronoun(person.gender);
  const gains = `${who} will be able to ${abilities[role]}`;
  const loses = person.role === role ? '' : `, and will no longer be able to ${losses[person.role]}`;
  return {
    title: `Make ${person.name} ${article[role]}?`,
    text: `${gains}${loses}.`,
    confirmText: `Make ${article[role]}`,
  };
}
