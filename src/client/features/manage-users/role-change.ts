import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import type { Gender, Role } from '#contract/users';

type Sentence = (gender: string) => MessageDescriptor;

/**
 * What the new role (the first key) lets a person do, and what the role they leave (the second) let them do,
 * as one sentence: its pronoun is the one the person chose through their gender, "They" when they did not say.
 */
const gainsAndLosses: Record<Role, Record<Role, Sentence>> = {
  admin: {
    admin: (gender) =>
      msg`${select(gender, {
        female: 'She will be able to approve classes, change roles and refund payments.',
        male: 'He will be able to approve classes, change roles and refund payments.',
        other: 'They will be able to approve classes, change roles and refund payments.',
      })}`,
    instructor: (gender) =>
      msg`${select(gender, {
        female:
          'She will be able to approve classes, change roles and refund payments, and will no longer be able to add or teach classes.',
        male: 'He will be able to approve classes, change roles and refund payments, and will no longer be able to add or teach classes.',
        other:
          'They will be able to approve classes, change roles and refund payments, and will no longer be able to add or teach classes.',
      })}`,
    user: (gender) =>
      msg`${select(gender, {
        female:
          'She will be able to approve classes, change roles and refund payments, and will no longer be able to select or pay for classes.',
        male: 'He will be able to approve classes, change roles and refund payments, and will no longer be able to select or pay for classes.',
        other:
          'They will be able to approve classes, change roles and refund payments, and will no longer be able to select or pay for classes.',
      })}`,
  },
  instructor: {
    admin: (gender) =>
      msg`${select(gender, {
        female:
          'She will be able to add classes and teach them, and will no longer be able to approve classes, change roles or refund payments.',
        male: 'He will be able to add classes and teach them, and will no longer be able to approve classes, change roles or refund payments.',
        other:
          'They will be able to add classes and teach them, and will no longer be able to approve classes, change roles or refund payments.',
      })}`,
    instructor: (gender) =>
      msg`${select(gender, {
        female: 'She will be able to add classes and teach them.',
        male: 'He will be able to add classes and teach them.',
        other: 'They will be able to add classes and teach them.',
      })}`,
    user: (gender) =>
      msg`${select(gender, {
        female:
          'She will be able to add classes and teach them, and will no longer be able to select or pay for classes.',
        male: 'He will be able to add classes and teach them, and will no longer be able to select or pay for classes.',
        other:
          'They will be able to add classes and teach them, and will no longer be able to select or pay for classes.',
      })}`,
  },
  user: {
    admin: (gender) =>
      msg`${select(gender, {
        female:
          'She will be able to select and pay for classes, and will no longer be able to approve classes, change roles or refund payments.',
        male: 'He will be able to select and pay for classes, and will no longer be able to approve classes, change roles or refund payments.',
        other:
          'They will be able to select and pay for classes, and will no longer be able to approve classes, change roles or refund payments.',
      })}`,
    instructor: (gender) =>
      msg`${select(gender, {
        female:
          'She will be able to select and pay for classes, and will no longer be able to add or teach classes.',
        male: 'He will be able to select and pay for classes, and will no longer be able to add or teach classes.',
        other:
          'They will be able to select and pay for classes, and will no longer be able to add or teach classes.',
      })}`,
    user: (gender) =>
      msg`${select(gender, {
        female: 'She will be able to select and pay for classes.',
        male: 'He will be able to select and pay for classes.',
        other: 'They will be able to select and pay for classes.',
      })}`,
  },
};

const titles: Record<Role, (name: string) => MessageDescriptor> = {
  admin: (name) => msg`Make ${name} an admin?`,
  instructor: (name) => msg`Make ${name} an instructor?`,
  user: (name) => msg`Make ${name} a user?`,
};

const confirmTexts: Record<Role, MessageDescriptor> = {
  admin: msg`Make an admin`,
  instructor: msg`Make an instructor`,
  user: msg`Make a user`,
};

/**
 * The question Manage users asks before a role change: who, which role, and what they gain and lose.
 * "Make Ana Ruiz an admin?" / "She will be able to approve classes, change roles and refund payments."
 */
export function roleChangeQuestion(
  person: { name: string; role: Role; gender: Gender | null },
  role: Role,
  i18n: I18n,
): { title: string; text: string; confirmText: string } {
  return {
    title: i18n._(titles[role](person.name)),
    text: i18n._(gainsAndLosses[role][person.role](person.gender ?? 'unsaid')),
    confirmText: i18n._(confirmTexts[role]),
  };
}
