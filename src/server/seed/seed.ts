import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { LanguageCode } from '#contract/languages';
import {
  generateSessions,
  localDateOf,
  type ClassLevel,
  type ScheduleInput,
  type Weekday,
} from '#contract/schedule';
import { hashPassword } from '#server/identity/password';
import type { Db } from '#server/db/client';
import { accounts, classes, classSessions, coupons, users } from '#server/db/schema';
import { centsFromDollars } from '#server/money';
import { buyDemoPlaces } from './demo-purchases.js';

export const DEMO_PASSWORD = 'Demo@1234';

export const demoAccounts = [
  { email: 'admin@example.com', role: 'admin' },
  { email: 'instructor@example.com', role: 'instructor' },
  { email: 'student@example.com', role: 'user' },
] as const;

const instructors = [
  {
    name: 'Ana Martínez',
    email: 'instructor@example.com',
    photo: 'ana',
    gender: 'female',
    languages: ['es', 'en'],
    bio: 'I grew up in Seville and have taught Spanish to adults for twelve years. My classes are small and noisy: we talk from the first minute, and grammar comes in when you need it.',
  },
  {
    name: 'Kenji Sato',
    email: 'kenji.sato@example.com',
    photo: 'kenji',
    gender: 'male',
    languages: ['ja', 'ko', 'en'],
    bio: 'Born in Osaka, I worked as an interpreter in Seoul before I started teaching. I help beginners read kana in a week and business learners sound natural in meetings.',
  },
  {
    name: 'Sophie Laurent',
    email: 'sophie.laurent@example.com',
    photo: 'sophie',
    gender: 'female',
    languages: ['fr', 'en'],
    bio: 'A former radio presenter from Lyon. I care about pronunciation and about the words people really use, so we listen to songs, podcasts and each other.',
  },
  {
    name: 'Marco Rossi',
    email: 'marco.rossi@example.com',
    photo: 'marco',
    gender: 'male',
    languages: ['it'],
    bio: 'Chef turned teacher from Bologna. We learn Italian the way it is spoken in kitchens and markets, with a recipe in every lesson.',
  },
  {
    name: 'Li Wei',
    email: 'li.wei@example.com',
    photo: 'li',
    gender: 'preferNotToSay',
    languages: ['zh', 'en'],
    bio: 'Teacher of Mandarin for ten years in Beijing and online. Tones first, characters second, and plenty of patience for both.',
  },
  {
    name: 'Hans Becker',
    email: 'hans.becker@example.com',
    photo: 'hans',
    gender: 'male',
    languages: ['de', 'en'],
    bio: 'Engineer from Stuttgart who found he liked explaining German more than gearboxes. Clear structure, weekly goals and lots of speaking practice.',
  },
  {
    name: 'Amira Haddad',
    email: 'amira.haddad@example.com',
    photo: 'amira',
    gender: 'female',
    languages: ['ar', 'fr'],
    bio: 'I teach Modern Standard Arabic and a taste of Levantine dialect. I grew up between Beirut and Marseille and love showing how the script works.',
  },
  {
    name: 'João Silva',
    email: 'joao.silva@example.com',
    photo: 'joao',
    gender: 'male',
    languages: ['pt', 'es'],
    bio: 'From Recife, Brazil. Brazilian Portuguese with music, football and everyday conversations, for travellers and for people moving here.',
  },
  {
    name: 'Eva Nováková',
    email: 'eva.novakova@example.com',
    photo: 'eva',
    gender: 'female',
    languages: ['cs', 'de', 'en'],
    bio: 'Prague guide and Czech teacher. Survival phrases first, then the famous seven cases, one friendly step at a time.',
  },
] as const satisfies readonly {
  name: string;
  email: string;
  photo: string;
  gender: string;
  languages: readonly LanguageCode[];
  bio: string;
}[];

const studentNames = [
  'Sam Student',
  'Olivia Brown',
  'Noah Wilson',
  'Emma Davis',
  'Liam Garcia',
  'Ava Miller',
  'Lucas Moore',
  'Mia Taylor',
  'Ethan Anderson',
  'Isla Thomas',
  'Mason Jackson',
  'Zoe White',
  'Leo Harris',
  'Chloe Martin',
  'Jack Thompson',
  'Grace Lee',
  'Henry Clark',
  'Lily Lewis',
  'Owen Walker',
  'Ella Hall',
  'Ivy Young',
];

/**
 * A demo class's term, relative to the day the seed runs so the demo stays current: it starts `startsIn`
 * days from then (negative: it began that long ago), in its own zone.
 */
type DemoTerm = {
  startsIn: number;
  days: Weekday[];
  startTime: string;
  durationMinutes: number;
  sessionCount: number;
  timeZone: string;
};

type DemoClass = {
  name: string;
  image: string;
  instructor: string;
  price: number;
  seats: number;
  students: number;
  status: 'approved' | 'pending' | 'denied';
  feedback?: string;
  language: LanguageCode;
  level: ClassLevel;
  description: string;
  /** Online (a meeting link is made from the name) unless it has an address. */
  address?: string;
  term: DemoTerm;
};

const demoClasses: DemoClass[] = [
  {
    name: 'Spanish for Beginners',
    image: 'spanish-for-beginners',
    instructor: 'instructor@example.com',
    price: 49.99,
    seats: 12,
    students: 18,
    status: 'approved',
    language: 'es',
    level: 'A1',
    description:
      'Your first steps in Spanish: greetings, numbers, ordering food and talking about yourself.\n\nWe speak from the first minute, in pairs and small groups. No book needed; every lesson comes with a one-page summary.',
    term: {
      startsIn: -17,
      days: ['mon', 'wed'],
      startTime: '18:00',
      durationMinutes: 90,
      sessionCount: 16,
      timeZone: 'Europe/Madrid',
    },
  },
  {
    name: 'Conversational Spanish',
    image: 'conversational-spanish',
    instructor: 'instructor@example.com',
    price: 79,
    seats: 0,
    students: 20,
    status: 'approved',
    language: 'es',
    level: 'B1',
    description:
      'For learners who know the grammar but freeze when it is time to talk. Each week a real topic (work, travel, the news), a short listening, and lots of conversation.',
    address: 'Calle Sierpes 12, 41004 Sevilla, Spain',
    term: {
      startsIn: 4,
      days: ['tue', 'thu'],
      startTime: '19:00',
      durationMinutes: 90,
      sessionCount: 12,
      timeZone: 'Europe/Madrid',
    },
  },
  {
    name: 'Spanish Grammar Clinic',
    image: 'spanish-grammar-clinic',
    instructor: 'instructor@example.com',
    price: 35,
    seats: 10,
    students: 0,
    status: 'pending',
    language: 'es',
    level: 'B2',
    description:
      'Bring the mistakes you keep making: subjunctive, ser and estar, por and para. One topic per session, with exercises to take home.',
    term: {
      startsIn: 24,
      days: ['fri'],
      startTime: '17:00',
      durationMinutes: 60,
      sessionCount: 8,
      timeZone: 'Europe/Madrid',
    },
  },
  {
    name: 'Japanese Hiragana & Katakana',
    image: 'japanese-hiragana-katakana',
    instructor: 'kenji.sato@example.com',
    price: 59.5,
    seats: 8,
    students: 15,
    status: 'approved',
    language: 'ja',
    level: 'A1',
    description:
      'Read both Japanese syllabaries in four weeks: a few new characters each lesson, memory tricks, and real words from menus and signs.',
    term: {
      startsIn: 6,
      days: ['tue', 'thu'],
      startTime: '19:00',
      durationMinutes: 60,
      sessionCount: 8,
      timeZone: 'Asia/Tokyo',
    },
  },
  {
    name: 'Business Japanese',
    image: 'business-japanese',
    instructor: 'kenji.sato@example.com',
    price: 120,
    seats: 6,
    students: 4,
    status: 'approved',
    language: 'ja',
    level: 'B2',
    description:
      'Meetings, emails and small talk with Japanese colleagues: keigo without fear, and the phrases that make you sound natural.\n\nFor learners who already read kana and basic kanji.',
    term: {
      startsIn: 10,
      days: ['sat'],
      startTime: '10:00',
      durationMinutes: 90,
      sessionCount: 10,
      timeZone: 'Asia/Tokyo',
    },
  },
  {
    name: 'French Pronunciation',
    image: 'french-pronunciation',
    instructor: 'sophie.laurent@example.com',
    price: 45,
    seats: 14,
    students: 22,
    status: 'approved',
    language: 'fr',
    level: 'all',
    description:
      'The sounds English speakers find hardest: nasal vowels, the French r, liaison. We listen to songs and radio clips, then record ourselves.',
    term: {
      startsIn: 3,
      days: ['mon'],
      startTime: '12:00',
      durationMinutes: 60,
      sessionCount: 6,
      timeZone: 'Europe/Paris',
    },
  },
  {
    name: 'French for Travellers',
    image: 'french-for-travellers',
    instructor: 'sophie.laurent@example.com',
    price: 0,
    seats: 30,
    students: 9,
    status: 'approved',
    language: 'fr',
    level: 'A2',
    description:
      'A free taster for your next trip: the station, the hotel, the café and asking for directions, with the phrases people really use.',
    term: {
      startsIn: 8,
      days: ['sat'],
      startTime: '11:00',
      durationMinutes: 60,
      sessionCount: 4,
      timeZone: 'Europe/Paris',
    },
  },
  {
    name: 'Italian Cooking Vocabulary',
    image: 'italian-cooking-vocabulary',
    instructor: 'marco.rossi@example.com',
    price: 39,
    seats: 5,
    students: 11,
    status: 'approved',
    language: 'it',
    level: 'A2',
    description:
      'Italian in the kitchen: ingredients, verbs of cooking and the market. Every session ends with a recipe we read and cook together.',
    address: "Via dell'Indipendenza 8, 40121 Bologna, Italy",
    term: {
      startsIn: 5,
      days: ['thu'],
      startTime: '18:30',
      durationMinutes: 120,
      sessionCount: 6,
      timeZone: 'Europe/Rome',
    },
  },
  {
    name: 'Italian through Opera',
    image: 'italian-through-opera',
    instructor: 'marco.rossi@example.com',
    price: 65,
    seats: 10,
    students: 0,
    status: 'denied',
    feedback: 'Please describe the level and the weekly schedule.',
    language: 'it',
    level: 'B1',
    description: 'Librettos of Verdi and Puccini as reading practice.',
    term: {
      startsIn: 30,
      days: ['sun'],
      startTime: '17:00',
      durationMinutes: 90,
      sessionCount: 6,
      timeZone: 'Europe/Rome',
    },
  },
  {
    name: 'Mandarin Tones Bootcamp',
    image: 'mandarin-tones-bootcamp',
    instructor: 'li.wei@example.com',
    price: 89,
    seats: 9,
    students: 25,
    status: 'approved',
    language: 'zh',
    level: 'A1',
    description:
      'Three short sessions a week to get the four tones right from the start, with pinyin, minimal pairs and lots of listening.',
    term: {
      startsIn: 2,
      days: ['mon', 'wed', 'fri'],
      startTime: '20:00',
      durationMinutes: 45,
      sessionCount: 12,
      timeZone: 'Asia/Shanghai',
    },
  },
  {
    name: 'Chinese Characters 101',
    image: 'chinese-characters-101',
    instructor: 'li.wei@example.com',
    price: 55,
    seats: 0,
    students: 16,
    status: 'approved',
    language: 'zh',
    level: 'A1',
    description:
      'The 200 most common characters: radicals, stroke order and how characters combine into words.\n\nThis term has ended; a new one will be announced.',
    term: {
      startsIn: -84,
      days: ['tue', 'thu'],
      startTime: '20:00',
      durationMinutes: 60,
      sessionCount: 16,
      timeZone: 'Asia/Shanghai',
    },
  },
  {
    name: 'German A1 Intensive',
    image: 'german-a1-intensive',
    instructor: 'hans.becker@example.com',
    price: 99,
    seats: 7,
    students: 13,
    status: 'approved',
    language: 'de',
    level: 'A1',
    description:
      'Four mornings a week for three weeks: everything the A1 exam asks for, with a weekly goal and a mock test at the end.',
    term: {
      startsIn: 7,
      days: ['mon', 'tue', 'wed', 'thu'],
      startTime: '09:00',
      durationMinutes: 120,
      sessionCount: 12,
      timeZone: 'Europe/Berlin',
    },
  },
  {
    name: 'German for Engineers',
    image: 'german-for-engineers',
    instructor: 'hans.becker@example.com',
    price: 110,
    seats: 10,
    students: 0,
    status: 'pending',
    language: 'de',
    level: 'B2',
    description:
      'Technical German for engineers: specifications, meetings and safety briefings, with texts from real projects.',
    term: {
      startsIn: 21,
      days: ['tue', 'thu'],
      startTime: '18:00',
      durationMinutes: 90,
      sessionCount: 10,
      timeZone: 'Europe/Berlin',
    },
  },
  {
    name: 'Modern Standard Arabic',
    image: 'modern-standard-arabic',
    instructor: 'amira.haddad@example.com',
    price: 75,
    seats: 11,
    students: 6,
    status: 'approved',
    language: 'ar',
    level: 'A1',
    description:
      'The Arabic script and your first conversations in Modern Standard Arabic, with a taste of Levantine dialect along the way.',
    term: {
      startsIn: 9,
      days: ['sun', 'wed'],
      startTime: '18:00',
      durationMinutes: 75,
      sessionCount: 12,
      timeZone: 'Asia/Beirut',
    },
  },
  {
    name: 'Brazilian Portuguese',
    image: 'brazilian-portuguese',
    instructor: 'joao.silva@example.com',
    price: 52,
    seats: 15,
    students: 10,
    status: 'approved',
    language: 'pt',
    level: 'A2',
    description:
      'Everyday Brazilian Portuguese with music, football and the conversations you will have in your first weeks in Brazil.',
    term: {
      startsIn: 12,
      days: ['tue', 'thu'],
      startTime: '19:00',
      durationMinutes: 60,
      sessionCount: 10,
      timeZone: 'America/Recife',
    },
  },
  {
    name: 'Czech Survival Phrases',
    image: 'czech-survival-phrases',
    instructor: 'eva.novakova@example.com',
    price: 29,
    seats: 20,
    students: 3,
    status: 'approved',
    language: 'cs',
    level: 'A1',
    description:
      "Survival Czech for visitors and newcomers: shops, trams, the doctor's and the pub, practised on a walk through Prague.",
    address: 'Na Příkopě 15, 110 00 Praha 1, Czechia',
    term: {
      startsIn: 6,
      days: ['sat'],
      startTime: '10:00',
      durationMinutes: 120,
      sessionCount: 5,
      timeZone: 'Europe/Prague',
    },
  },
  {
    name: 'English Academic Writing',
    image: 'english-academic-writing',
    instructor: 'sophie.laurent@example.com',
    price: 69,
    seats: 12,
    students: 7,
    status: 'approved',
    language: 'en',
    level: 'C1',
    description:
      'Essays, reports and papers in clear academic English: structure, hedging, citations, and feedback on your own drafts each week.',
    term: {
      startsIn: 14,
      days: ['wed'],
      startTime: '17:00',
      durationMinutes: 90,
      sessionCount: 8,
      timeZone: 'Europe/Paris',
    },
  },
  {
    name: 'Korean Hangul in a Week',
    image: 'korean-hangul-in-a-week',
    instructor: 'kenji.sato@example.com',
    price: 42,
    seats: 10,
    students: 0,
    status: 'pending',
    language: 'ko',
    level: 'A1',
    description:
      'Learn to read Hangul in five evenings: the logic of the alphabet, then real words from signs and menus.',
    term: {
      startsIn: 15,
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      startTime: '20:30',
      durationMinutes: 60,
      sessionCount: 5,
      timeZone: 'Asia/Tokyo',
    },
  },
];

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

/** Fills an empty store with the demo school. Does nothing when any user exists. */
/** The password sign-in rows (as the auth library writes them) of `people`, all with one password hash. */
export function passwordAccounts(people: readonly { id: string }[], passwordHash: string) {
  return people.map((person) => ({
    id: randomUUID().replaceAll('-', ''),
    accountId: person.id,
    providerId: 'credential',
    userId: person.id,
    password: passwordHash,
  }));
}

/** The demo class's schedule as its instructor would have written it, the seed's day as `now`. */
function demoSchedule(term: DemoTerm, now: Date): ScheduleInput {
  return {
    firstDate: localDateOf(new Date(now.getTime() + term.startsIn * 86_400_000), term.timeZone),
    days: term.days,
    startTime: term.startTime,
    durationMinutes: term.durationMinutes,
    sessionCount: term.sessionCount,
    timeZone: term.timeZone,
    skipDates: [],
  };
}

function demoSessions(schedule: ScheduleInput, name: string) {
  const generated = generateSessions(schedule);
  if (!generated.ok) throw new Error(`demo class ${name}: ${generated.message}`);
  return generated.sessions;
}

/**
 * When a demo student bought their place: on one of the 60 days before the class began (or before the seed's
 * day, for a class already running), at a daytime minute; the same for the same seed day.
 */
function purchaseTime(term: DemoTerm, classIndex: number, studentIndex: number, now: Date): Date {
  const lastDay = Math.min(term.startsIn, 0) - 1;
  const day = lastDay - ((studentIndex * 7 + classIndex * 11) % 60);
  const minutes = (studentIndex * 37 + classIndex * 53) % 600;
  return new Date(now.getTime() + day * 86_400_000 - minutes * 60_000);
}

const meetingLinkOf = (name: string) => `https://meet.example.com/${slug(name).replaceAll('.', '-')}`;

export async function seedDemoData(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const password = await hashPassword(DEMO_PASSWORD);
  const people = [
    { name: 'Ada Admin', email: 'admin@example.com', role: 'admin', image: null, gender: 'female' } as const,
    ...instructors.map((i) => ({
      name: i.name,
      email: i.email,
      role: 'instructor' as const,
      image: `/images/instructors/${i.photo}.webp`,
      gender: i.gender,
      bio: i.bio,
      languages: [...i.languages],
    })),
    ...studentNames.map((name, index) => ({
      name,
      email: index === 0 ? 'student@example.com' : `${slug(name)}@example.com`,
      role: 'user' as const,
      image: null,
      gender: null,
    })),
  ];

  await db.transaction(async (tx) => {
    const start = now.getTime() - people.length * 60_000;
    const rows = people.map((p, index) => ({
      id: randomUUID().replaceAll('-', ''),
      name: p.name,
      email: p.email,
      role: p.role,
      image: p.image,
      gender: p.gender,
      bio: 'bio' in p ? p.bio : null,
      languages: 'languages' in p ? p.languages : [],
      emailVerified: true,
      createdAt: new Date(start + index * 60_000),
      updatedAt: new Date(start + index * 60_000),
    }));
    await tx.insert(users).values(rows);
    await tx.insert(accounts).values(passwordAccounts(rows, password));
    const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
    const schedules = demoClasses.map((c) => demoSchedule(c.term, now));
    // Students are real enrolments of demo students, bought as a student buys: each class starts with its
    // seats plus the places its students take, and ends with its seats left and its students counted.
    const students = rows.filter((r) => r.role === 'user' && r.email !== 'student@example.com');
    const places = demoClasses.map((c, index) => [
      ...new Set(Array.from({ length: c.students }, (_, s) => students[(s + index) % students.length]!)),
    ]);
    const inserted = await tx
      .insert(classes)
      .values(
        demoClasses.map((c, index) => ({
          name: c.name,
          priceCents: centsFromDollars(c.price),
          img: `/images/classes/${c.image}.webp`,
          instructorId: idByEmail.get(c.instructor)!,
          availableSeats: c.seats + places[index]!.length,
          students: 0,
          status: c.status,
          feedback: c.feedback ?? null,
          language: c.language,
          level: c.level,
          description: c.description,
          format: c.address ? ('in-person' as const) : ('online' as const),
          meetingLink: c.address ? null : meetingLinkOf(c.name),
          address: c.address ?? null,
          timeZone: c.term.timeZone,
          schedule: schedules[index]!,
          createdAt: new Date(start + index * 1000),
        })),
      )
      .returning({ id: classes.id });
    await tx.insert(classSessions).values(
      demoClasses.flatMap((c, index) =>
        demoSessions(schedules[index]!, c.name).map((session) => ({
          classId: inserted[index]!.id,
          startsAt: new Date(session.startsAt),
          endsAt: new Date(session.endsAt),
        })),
      ),
    );
    await buyDemoPlaces(
      tx,
      demoClasses
        .flatMap((c, index) =>
          places[index]!.map((student, s) => ({
            userId: student.id,
            email: student.email,
            classId: inserted[index]!.id,
            className: c.name,
            priceCents: centsFromDollars(c.price),
            at: purchaseTime(c.term, index, s, now),
          })),
        )
        .sort((a, b) => a.at.getTime() - b.at.getTime()),
    );
    // Codes to try on the payment page (README, "Demo accounts").
    const admin = rows.find((row) => row.role === 'admin');
    await tx.insert(coupons).values([
      { code: 'WELCOME10', kind: 'percent', percentOff: 10, createdBy: admin?.id ?? null },
      {
        code: 'SPANISH25',
        kind: 'percent',
        percentOff: 25,
        appliesTo: 'languages',
        languages: ['es'],
        maxUses: 50,
        createdBy: admin?.id ?? null,
      },
      { code: 'TRYFREE', kind: 'percent', percentOff: 100, maxUses: 10, createdBy: admin?.id ?? null },
    ]);
  });
  return true;
}
