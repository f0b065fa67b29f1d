import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { LanguageCode } from '#contract/languages';
import { hashPassword } from '#server/identity/password';
import type { Db } from '#server/db/client';
import { accounts, classes, enrolments, users } from '#server/db/schema';
import { centsFromDollars } from '#server/money';

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

type DemoClass = {
  name: string;
  image: string;
  instructor: string;
  price: number;
  seats: number;
  students: number;
  status: 'approved' | 'pending' | 'denied';
  feedback?: string;
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
  },
  {
    name: 'Conversational Spanish',
    image: 'conversational-spanish',
    instructor: 'instructor@example.com',
    price: 79,
    seats: 0,
    students: 20,
    status: 'approved',
  },
  {
    name: 'Spanish Grammar Clinic',
    image: 'spanish-grammar-clinic',
    instructor: 'instructor@example.com',
    price: 35,
    seats: 10,
    students: 0,
    status: 'pending',
  },
  {
    name: 'Japanese Hiragana & Katakana',
    image: 'japanese-hiragana-katakana',
    instructor: 'kenji.sato@example.com',
    price: 59.5,
    seats: 8,
    students: 15,
    status: 'approved',
  },
  {
    name: 'Business Japanese',
    image: 'business-japanese',
    instructor: 'kenji.sato@example.com',
    price: 120,
    seats: 6,
    students: 4,
    status: 'approved',
  },
  {
    name: 'French Pronunciation',
    image: 'french-pronunciation',
    instructor: 'sophie.laurent@example.com',
    price: 45,
    seats: 14,
    students: 22,
    status: 'approved',
  },
  {
    name: 'French for Travellers',
    image: 'french-for-travellers',
    instructor: 'sophie.laurent@example.com',
    price: 0,
    seats: 30,
    students: 9,
    status: 'approved',
  },
  {
    name: 'Italian Cooking Vocabulary',
    image: 'italian-cooking-vocabulary',
    instructor: 'marco.rossi@example.com',
    price: 39,
    seats: 5,
    students: 11,
    status: 'approved',
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
  },
  {
    name: 'Mandarin Tones Bootcamp',
    image: 'mandarin-tones-bootcamp',
    instructor: 'li.wei@example.com',
    price: 89,
    seats: 9,
    students: 25,
    status: 'approved',
  },
  {
    name: 'Chinese Characters 101',
    image: 'chinese-characters-101',
    instructor: 'li.wei@example.com',
    price: 55,
    seats: 0,
    students: 16,
    status: 'approved',
  },
  {
    name: 'German A1 Intensive',
    image: 'german-a1-intensive',
    instructor: 'hans.becker@example.com',
    price: 99,
    seats: 7,
    students: 13,
    status: 'approved',
  },
  {
    name: 'German for Engineers',
    image: 'german-for-engineers',
    instructor: 'hans.becker@example.com',
    price: 110,
    seats: 10,
    students: 0,
    status: 'pending',
  },
  {
    name: 'Modern Standard Arabic',
    image: 'modern-standard-arabic',
    instructor: 'amira.haddad@example.com',
    price: 75,
    seats: 11,
    students: 6,
    status: 'approved',
  },
  {
    name: 'Brazilian Portuguese',
    image: 'brazilian-portuguese',
    instructor: 'joao.silva@example.com',
    price: 52,
    seats: 15,
    students: 10,
    status: 'approved',
  },
  {
    name: 'Czech Survival Phrases',
    image: 'czech-survival-phrases',
    instructor: 'eva.novakova@example.com',
    price: 29,
    seats: 20,
    students: 3,
    status: 'approved',
  },
  {
    name: 'English Academic Writing',
    image: 'english-academic-writing',
    instructor: 'sophie.laurent@example.com',
    price: 69,
    seats: 12,
    students: 7,
    status: 'approved',
  },
  {
    name: 'Korean Hangul in a Week',
    image: 'korean-hangul-in-a-week',
    instructor: 'kenji.sato@example.com',
    price: 42,
    seats: 10,
    students: 0,
    status: 'pending',
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

export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const password = await hashPassword(DEMO_PASSWORD);
  const people = [
    { name: 'Ada Admin', email: 'admin@example.com', role: 'admin', image: null, gender: 'female' } as const,
    ...instructors.map((i) => ({
      name: i.name,
      email: i.email,
      role: 'instructor' as const,
      image: `/images/instructors/${i.photo}.svg`,
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
    const start = Date.now() - people.length * 60_000;
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
    const inserted = await tx
      .insert(classes)
      .values(
        demoClasses.map((c, index) => ({
          name: c.name,
          priceCents: centsFromDollars(c.price),
          img: `/images/classes/${c.image}.svg`,
          instructorId: idByEmail.get(c.instructor)!,
          availableSeats: c.seats,
          students: 0,
          status: c.status,
          feedback: c.feedback ?? null,
          createdAt: new Date(start + index * 1000),
        })),
      )
      .returning({ id: classes.id });
    // Students are real enrolments of demo students, so the counts agree with the data.
    const students = rows.filter((r) => r.role === 'user' && r.email !== 'student@example.com');
    const enrolled: { userId: string; classId: string }[] = [];
    demoClasses.forEach((c, index) => {
      for (let s = 0; s < c.students; s++) {
        enrolled.push({ userId: students[(s + index) % students.length]!.id, classId: inserted[index]!.id });
      }
    });
    const unique = [...new Map(enrolled.map((e) => [`${e.userId}:${e.classId}`, e])).values()];
    if (unique.length) await tx.insert(enrolments).values(unique);
    for (const row of inserted) {
      const n = unique.filter((e) => e.classId === row.id).length;
      await tx.update(classes).set({ students: n }).where(eq(classes.id, row.id));
    }
  });
  return true;
}
