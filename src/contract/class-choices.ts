// No zod and no Temporal here: the public pages read these without loading either (public-first-load.md).

/** The CEFR levels a class can be at, or all levels. */
export const classLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'all'] as const;
export type ClassLevel = (typeof classLevels)[number];
export const classLevelLabels: Record<ClassLevel, string> = {
  A1: 'A1 (beginner)',
  A2: 'A2 (elementary)',
  B1: 'B1 (intermediate)',
  B2: 'B2 (upper intermediate)',
  C1: 'C1 (advanced)',
  C2: 'C2 (proficient)',
  all: 'All levels',
};

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** The catalogue's times of day: morning 05:00 to 12:00, afternoon 12:00 to 17:00, evening 17:00 to midnight. */
export const timesOfDay = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];
