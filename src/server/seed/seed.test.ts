import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BIO_MAX, isLanguageCode } from '#contract/languages';
import { flagPicture, teachingLanguages } from '#contract/language-list';
import { DESCRIPTION_MAX, findOverlaps } from '#contract/schedule';
import { projectRoot } from '#server/project-root';
import { sniffImageFormat } from '#server/modules/images/images.service';
import { createTestStore, type TestStore } from '#server/testing/test-store';
import {
  classes,
  classSessions,
  coupons,
  enrolments,
  payments,
  saleEarnings,
  simulatedPaymentIntents,
  users,
} from '#server/db/schema';
import { createEarningsRepository } from '#server/modules/earnings/earnings.repository';
import { createLedgerRepository } from '#server/modules/ledger/ledger.repository';
import { createReportsRepository } from '#server/modules/reports/reports.repository';
import { seedDemoData } from './seed.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

/**
 * The drawing behind a seeded picture: the page shows a WebP drawn from the SVG of the same name
 * (scripts/rasterize-demo-pictures.mjs), so the WebP must be there and the SVG says what it shows.
 */
function drawingOf(picture: string): string {
  const file = path.join(projectRoot(), 'public', picture);
  expect(picture).toMatch(/\.webp$/);
  expect(sniffImageFormat(readFileSync(file)), picture).toBe('webp');
  return readFileSync(file.replace(/\.webp$/, '.svg'), 'utf8');
}

describe('the demo seed', () => {
  it('fills an empty store with the demo school, then never again', async () => {
    expect(await seedDemoData(store.db)).toBe(true);
    expect(await seedDemoData(store.db)).toBe(false);
    const [userCount] = await store.db.select({ n: count() }).from(users);
    expect(userCount!.n).toBe(31);
  });

  it('has the accounts, roles and variety PRODUCT.md asks for', async () => {
    const people = await store.db.select().from(users);
    const byRole = (role: string) => people.filter((p) => p.role === role);
    expect(byRole('admin').map((p) => p.email)).toContain('admin@example.com');
    expect(byRole('instructor').length).toBeGreaterThanOrEqual(7);
    expect(byRole('user').length).toBeGreaterThanOrEqual(21);
    const all = await store.db.select().from(classes);
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(new Set(all.map((c) => c.img)).size).toBeGreaterThanOrEqual(9);
    expect(all.some((c) => c.status === 'pending')).toBe(true);
    expect(all.some((c) => c.status === 'denied')).toBe(true);
    expect(all.some((c) => c.status === 'approved' && c.availableSeats === 0)).toBe(true);
  });

  it('has coupons to try on the payment page, the ones the README names', async () => {
    const codes = (await store.db.select().from(coupons)).map((c) => [
      c.code,
      c.kind,
      c.percentOff,
      c.active,
    ]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['WELCOME10', 'percent', 10, true],
        ['SPANISH25', 'percent', 25, true],
        ['TRYFREE', 'percent', 100, true],
      ]),
    );
  });

  it('keeps each class student count equal to its enrolments', async () => {
    const all = await store.db.select().from(classes);
    for (const c of all) {
      const [row] = await store.db
        .select({ n: count() })
        .from(enrolments)
        .where(eq(enrolments.classId, c.id));
      expect(row!.n).toBe(c.students);
    }
  });

  it('adds up: every paid place has its payment, sale and simulated card payment; earnings, ledger and reports agree', async () => {
    const db = store.db;
    const all = await db.select().from(classes);
    const paid = await db.select().from(payments);
    const sales = await db.select().from(saleEarnings);
    const intents = await db.select().from(simulatedPaymentIntents);
    const places = await db.select().from(enrolments);
    for (const c of all) {
      const own = places.filter((e) => e.classId === c.id);
      const ownPayments = paid.filter((p) => p.classId === c.id);
      expect(ownPayments.length, c.name).toBe(c.priceCents > 0 ? own.length : 0);
      for (const p of ownPayments) expect(p.priceCents, c.name).toBe(c.priceCents);
    }
    const intentOf = new Map(intents.map((i) => [i.id, i]));
    for (const p of paid) {
      expect(p.status).toBe('paid');
      expect(p.transactionId).toMatch(/^pi_sim_/);
      expect(p.cardLast4).toMatch(/^\d{4}$/);
      expect(intentOf.get(p.transactionId)).toMatchObject({ status: 'succeeded', amount: p.priceCents });
      expect(places.find((e) => e.paymentId === p.id)?.createdAt).toEqual(p.date);
      const sale = sales.find((s) => s.paymentId === p.id);
      expect(sale).toMatchObject({ grossCents: p.priceCents, commissionPercent: 20 });
      expect(sale!.commissionCents + sale!.netCents).toBe(p.priceCents);
    }
    expect(new Set(paid.map((p) => p.receiptNumber)).size).toBe(paid.length);
    const byReceipt = [...paid].sort((a, b) => a.receiptNumber - b.receiptNumber);
    expect(byReceipt.map((p) => p.date)).toEqual([...paid].map((p) => p.date).sort((a, b) => +a - +b));

    const paidCents = paid.reduce((sum, p) => sum + p.priceCents, 0);
    const netCents = sales.reduce((sum, s) => sum + s.netCents, 0);
    const balances = await createEarningsRepository(db).balances();
    expect(balances.reduce((sum, b) => sum + b.earnedCents, 0)).toBe(netCents);
    const demoInstructor = balances.find((b) => b.email === 'instructor@example.com')!;
    expect(demoInstructor.earnedCents).toBeGreaterThan(0);

    const ledger = await createLedgerRepository(db).sums({});
    expect(ledger).toMatchObject({ payments: paid.length, grossCents: paidCents, refundedCents: 0 });
    expect(ledger.grossCents - ledger.commissionCents).toBe(netCents);

    const month = (d: Date) => d.toISOString().slice(0, 7);
    const months = paid.map((p) => month(p.date)).sort();
    const from = month(new Date(Date.parse(`${months[0]}-01`) - 86_400_000 * 20));
    const to = month(new Date(Date.parse(`${months.at(-1)}-01`) + 86_400_000 * 40));
    const revenue = await createReportsRepository(db).salesByMonth(from, to);
    expect(revenue.reduce((sum, m) => sum + m.grossCents, 0)).toBe(paidCents);
    expect(revenue.reduce((sum, m) => sum + m.sales, 0)).toBe(paid.length);
  });

  it('gives every instructor a bio, languages from the list and a portrait of their own', async () => {
    const teachers = (await store.db.select().from(users)).filter((p) => p.role === 'instructor');
    for (const t of teachers) {
      expect(t.bio?.length, t.email).toBeGreaterThan(20);
      expect(t.bio!.length).toBeLessThanOrEqual(BIO_MAX);
      expect(t.languages.length, t.email).toBeGreaterThan(0);
      expect(t.languages.every(isLanguageCode), t.email).toBe(true);
    }
    const pictures = teachers.map((t) => drawingOf(t.image!));
    // Different drawings, not one face in other colours: the pictures differ with every colour taken out.
    const shapes = pictures.map((svg) => svg.replace(/#[0-9a-f]{3,8}\b/gi, '#'));
    expect(new Set(shapes).size).toBe(teachers.length);
  });

  it('gives every demo class a cover of its own, with the flag of its language', async () => {
    const all = await store.db.select({ name: classes.name, img: classes.img }).from(classes);
    expect(new Set(all.map((c) => c.img)).size).toBe(all.length);
    expect(all.map((c) => c.name)).not.toContain('Italian Opera Italian');
    const cover = (name: string) => drawingOf(all.find((c) => c.name === name)!.img);
    // Brazil's green and yellow rhombus, not Portugal's green and red.
    expect(cover('Brazilian Portuguese')).toContain('#009c3b');
    expect(cover('Brazilian Portuguese')).not.toContain('#046a38');
  });

  it('gives every demo class a language, a level, a description, a format and a schedule made into sessions', async () => {
    const all = await store.db.select().from(classes);
    const sessions = await store.db.select().from(classSessions);
    for (const c of all) {
      expect(isLanguageCode(c.language ?? ''), c.name).toBe(true);
      expect(c.level, c.name).not.toBeNull();
      expect(c.description!.length, c.name).toBeGreaterThan(40);
      expect(c.description!.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(c.format === 'online' ? c.meetingLink : c.address, c.name).toMatch(/\S/);
      expect(c.schedule?.timeZone, c.name).toBe(c.timeZone);
      const own = sessions.filter((s) => s.classId === c.id);
      expect(own.length, c.name).toBe(c.schedule!.sessionCount);
    }
    // The eleven languages of the demo, each with a class.
    expect(new Set(all.map((c) => c.language)).size).toBe(11);
  });

  it('has classes starting soon, one running and one over, relative to the day it runs', async () => {
    const now = Date.now();
    const all = await store.db.select().from(classes);
    const sessions = await store.db.select().from(classSessions);
    const span = (classId: string) => {
      const starts = sessions.filter((s) => s.classId === classId).map((s) => s.startsAt.getTime());
      return { first: Math.min(...starts), last: Math.max(...starts) };
    };
    const approved = all.filter((c) => c.status === 'approved').map((c) => ({ name: c.name, ...span(c.id) }));
    const day = 86_400_000;
    expect(approved.filter((c) => c.first > now && c.first < now + 14 * day).length).toBeGreaterThanOrEqual(
      5,
    );
    expect(approved.filter((c) => c.first < now && c.last > now).map((c) => c.name)).toEqual([
      'Spanish for Beginners',
    ]);
    expect(approved.filter((c) => c.last < now).map((c) => c.name)).toEqual(['Chinese Characters 101']);
  });

  it('never gives an instructor two sessions at once', async () => {
    const rows = await store.db
      .select({
        instructorId: classes.instructorId,
        startsAt: classSessions.startsAt,
        endsAt: classSessions.endsAt,
        classId: classSessions.classId,
      })
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId));
    for (const instructorId of new Set(rows.map((r) => r.instructorId))) {
      const taught = rows.filter((r) => r.instructorId === instructorId);
      const clashes = findOverlaps(taught, taught).filter(({ a, b }) => a !== b);
      expect(clashes).toEqual([]);
    }
  });
});

describe('the flags of the teaching languages', () => {
  it('are each a WebP picture the site serves, drawn from its SVG', () => {
    const flags = teachingLanguages.flatMap((language) => (language.flag ? [language.flag] : []));
    expect(flags.length).toBeGreaterThan(10);
    for (const flag of flags) expect(drawingOf(flagPicture(flag))).toMatch(/^<svg/);
  });
});
