import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { languageClass } from '#contract/classes';
import { seedDemoData } from '#server/seed/seed';
import { useTestApp } from '#server/testing/test-app';

const ctx = useTestApp();
beforeEach(async () => {
  await seedDemoData(ctx.store.db);
});

async function getClasses(query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/classes${query}` });
  expect(res.statusCode).toBe(200);
  return z.array(languageClass).parse(res.json());
}

type Listed = Awaited<ReturnType<typeof getClasses>>[number];
const endedLast = (a: Listed, b: Listed) =>
  Number(a.sale?.state === 'ended') - Number(b.sale?.state === 'ended');

describe('GET /api/classes', () => {
  it('lists approved classes only, with the spec field names', async () => {
    const classes = await getClasses();
    expect(classes.length).toBeGreaterThanOrEqual(10);
    expect(classes.every((c) => c.status === 'approved')).toBe(true);
    const names = classes.map((c) => c.name);
    expect(names).not.toContain('Spanish Grammar Clinic');
    expect(names).not.toContain('Italian through Opera');
    expect(Object.keys(classes[0]!)).toEqual(
      expect.arrayContaining([
        '_id',
        'name',
        'price',
        'img',
        'instructor',
        'availableSeats',
        'students',
        'status',
      ]),
    );
  });

  it('gives the six most popular classes by students, highest first, ended classes after the others', async () => {
    const all = await getClasses();
    const popular = await getClasses('?sort=popular&limit=6');
    expect(popular).toHaveLength(6);
    const expected = [...all]
      .sort((a, b) => endedLast(a, b) || b.students - a.students)
      .slice(0, 6)
      .map((c) => c.students);
    expect(popular.map((c) => c.students)).toEqual(expected);
  });

  it("filters by an instructor's email", async () => {
    const classes = await getClasses('?instructor=kenji.sato@example.com');
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.every((c) => c.instructor === 'kenji.sato@example.com' && c.status === 'approved')).toBe(
      true,
    );
    expect(classes.map((c) => c.name)).not.toContain('Korean Hangul in a Week');
  });

  it('sorts by price both ways, ended classes after the others', async () => {
    const upClasses = await getClasses('?sort=price-asc');
    const downClasses = await getClasses('?sort=price-desc');
    const ended = (list: typeof upClasses) => list.filter((c) => c.sale?.state === 'ended');
    const toCome = (list: typeof upClasses) => list.filter((c) => c.sale?.state !== 'ended');
    expect(ended(upClasses).length).toBeGreaterThan(0);
    expect(upClasses).toEqual([...toCome(upClasses), ...ended(upClasses)]);
    expect(downClasses).toEqual([...toCome(downClasses), ...ended(downClasses)]);
    const up = toCome(upClasses).map((c) => c.price);
    const down = toCome(downClasses).map((c) => c.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...up].reverse());
  });

  it('refuses other statuses to visitors', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/classes?status=all' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('answers a bad query with a 400 naming the field', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/classes?limit=-4' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('limit');
  });
});

describe('GET /api/instructors', () => {
  it('lists instructors with public fields only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/instructors' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>[];
    expect(body.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(body[0]!).sort()).toEqual(['_id', 'email', 'languages', 'name', 'photo']);
    expect(body.map((i) => i.email)).not.toContain('student@example.com');
    expect(body.map((i) => i.email)).not.toContain('admin@example.com');
  });

  it('honours a limit of six', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/instructors?limit=6' });
    expect(res.json()).toHaveLength(6);
  });
});
