import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, classes, enrolments } from '#server/db/schema';
import { createTestApp, TEST_ORIGIN, type TestContext, type TestUser } from '#server/testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.store.reset());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? who.headers : { origin: TEST_ORIGIN }, payload });

const IMG = '/images/classes/spanish.svg';
const validClass = { name: 'Spanish for Travellers', price: 49.99, img: IMG, availableSeats: 12 };
const MISSING_ID = '1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d';
const BAD_IDS = ['abc', '12345', "1'%20or%20'1'='1", 'ffffffff-ffff-ffff-ffff-fffffffffffz'];

async function addClass(instructor: TestUser, body: object = validClass): Promise<string> {
  const res = await call('POST', '/api/classes', instructor, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId;
}

async function classRow(id: string) {
  const [row] = await ctx.store.db.select().from(classes).where(eq(classes.id, id));
  return row;
}

async function classesOf(who: TestUser, email: string) {
  const res = await call('GET', `/api/classes/${encodeURIComponent(email)}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { _id: string; status: string; feedback: string | null; name: string }[];
}

async function setStatus(
  id: string,
  status: 'approved' | 'denied' | 'pending',
  feedback: string | null = null,
) {
  await ctx.store.db.update(classes).set({ status, feedback }).where(eq(classes.id, id));
}

async function people() {
  const [instructor, other, user, admin] = await Promise.all([
    ctx.createUser('instructor'),
    ctx.createUser('instructor'),
    ctx.createUser('user'),
    ctx.createUser('admin'),
  ]);
  return { instructor, other, user, admin };
}

describe('POST /api/classes', () => {
  it('creates a pending class of the signed-in instructor with no students and no feedback', async () => {
    const instructor = await ctx.createUser('instructor', { name: 'Ana Ruiz' });
    const res = await call('POST', '/api/classes', instructor, { ...validClass, name: '  Spanish A1  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ insertedId: expect.any(String) });
    const [mine] = await classesOf(instructor, instructor.email);
    expect(mine).toMatchObject({
      _id: res.json().insertedId,
      name: 'Spanish A1',
      price: 49.99,
      img: IMG,
      instructor: instructor.email,
      instructorName: 'Ana Ruiz',
      availableSeats: 12,
      students: 0,
      status: 'pending',
      feedback: null,
    });
    const publicList = await call('GET', '/api/classes');
    expect(publicList.json()).toEqual([]);
  });

  it('refuses forged instructor, status, students, feedback and _id, naming each field', async () => {
    const { instructor, other } = await people();
    const forged = {
      ...validClass,
      instructor: other.email,
      status: 'approved',
      students: 40,
      feedback: 'Great!',
      _id: MISSING_ID,
    };
    const res = await call('POST', '/api/classes', instructor, forged);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(
      ['_id', 'feedback', 'instructor', 'status', 'students'].sort(),
    );
    expect(await ctx.store.db.select().from(classes)).toHaveLength(0);
  });

  it('holds the form limits for the course name', async () => {
    const instructor = await ctx.createUser('instructor');
    for (const name of ['n'.repeat(121), '   ', '', 42, undefined]) {
      const res = await call('POST', '/api/classes', instructor, { ...validClass, name });
      expect(res.statusCode, String(name)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('name');
    }
    await addClass(instructor, { ...validClass, name: 'n'.repeat(120) });
  });

  it('takes a price of zero or more with at most two decimals, and nothing else', async () => {
    const instructor = await ctx.createUser('instructor');
    for (const price of [-1, -0.01, 12.345, 0.001, 10_000.01, '12', '12.50', null, undefined, 'free']) {
      const res = await call('POST', '/api/classes', instructor, { ...validClass, price });
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('price');
    }
    for (const price of [0, 12, 19.99, 0.1, 10_000]) {
      const id = await addClass(instructor, { ...validClass, price });
      expect((await classRow(id))!.priceCents).toBe(Math.round(price * 100));
    }
  });

  it('takes a whole number of seats from 0 to 1000, and nothing else', async () => {
    const instructor = await ctx.createUser('instructor');
    for (const availableSeats of [-1, 2.5, '10', 1001, null, undefined]) {
      const res = await call('POST', '/api/classes', instructor, { ...validClass, availableSeats });
      expect(res.statusCode, String(availableSeats)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('availableSeats');
    }
    await addClass(instructor, { ...validClass, availableSeats: 0 });
    await addClass(instructor, { ...validClass, availableSeats: 1000 });
  });

  it('takes only an image served by this site: an upload of ours or a bundled picture', async () => {
    const instructor = await ctx.createUser('instructor');
    for (const img of [
      'https://evil.example/cat.png',
      '//evil.example/cat.png',
      'javascript:alert(1)',
      '/images/../../etc/passwd.svg',
      '/images/classes/spanish.html',
      `/api/images/${'a'.repeat(32)}`,
      '',
      undefined,
    ]) {
      const res = await call('POST', '/api/classes', instructor, { ...validClass, img });
      expect(res.statusCode, String(img)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('img');
    }
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const boundary = 'stwboundary';
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...instructor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const id = await addClass(instructor, { ...validClass, img: upload.json().data.display_url });
    expect((await classRow(id))!.img).toBe(upload.json().data.display_url);
  });

  it('is for instructors only', async () => {
    const { user, admin } = await people();
    expect((await call('POST', '/api/classes', undefined, validClass)).statusCode).toBe(401);
    expect((await call('POST', '/api/classes', user, validClass)).statusCode).toBe(403);
    expect((await call('POST', '/api/classes', admin, validClass)).statusCode).toBe(403);
  });
});

describe('GET /api/classes/:instructorEmail', () => {
  it("shows an instructor's classes of every status, with feedback, to that instructor and to admins", async () => {
    const { instructor, other, user, admin } = await people();
    const pending = await addClass(instructor, { ...validClass, name: 'Pending one' });
    const denied = await addClass(instructor, { ...validClass, name: 'Denied one' });
    const approved = await addClass(instructor, { ...validClass, name: 'Approved one' });
    await addClass(other, { ...validClass, name: 'Not mine' });
    await setStatus(denied, 'denied', 'Please add a syllabus.');
    await setStatus(approved, 'approved');

    const mine = await classesOf(instructor, instructor.email.toUpperCase());
    expect(mine.map((c) => c._id).sort()).toEqual([pending, denied, approved].sort());
    expect(mine.find((c) => c._id === denied)).toMatchObject({
      status: 'denied',
      feedback: 'Please add a syllabus.',
    });
    expect((await classesOf(admin, instructor.email)).map((c) => c._id).sort()).toEqual(
      [pending, denied, approved].sort(),
    );

    const url = `/api/classes/${encodeURIComponent(instructor.email)}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, user)).statusCode).toBe(403);
    expect((await call('GET', url, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/classes/${encodeURIComponent(user.email)}`, user)).statusCode).toBe(403);
  });
});

describe('PATCH /api/classes/:id', () => {
  it('lets the owning instructor edit, and refuses everyone else', async () => {
    const { instructor, other, user, admin } = await people();
    const id = await addClass(instructor);
    const edit = { name: 'Spanish B1', price: 59, availableSeats: 3 };
    expect((await call('PATCH', `/api/classes/${id}`, undefined, edit)).statusCode).toBe(401);
    expect((await call('PATCH', `/api/classes/${id}`, user, edit)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/classes/${id}`, other, edit)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/classes/${id}`, admin, edit)).statusCode).toBe(403);
    expect((await classRow(id))!.name).toBe(validClass.name);

    const res = await call('PATCH', `/api/classes/${id}`, instructor, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await classRow(id)).toMatchObject({ name: 'Spanish B1', priceCents: 5900, availableSeats: 3 });
  });

  it('sends an edited approved or denied class back to pending and keeps its last feedback', async () => {
    const instructor = await ctx.createUser('instructor');
    const approved = await addClass(instructor);
    await setStatus(approved, 'approved');
    expect((await call('PATCH', `/api/classes/${approved}`, instructor, { price: 55.5 })).json()).toEqual({
      modifiedCount: 1,
    });
    expect(await classRow(approved)).toMatchObject({ status: 'pending', priceCents: 5550 });

    const denied = await addClass(instructor);
    await setStatus(denied, 'denied', 'Too short.');
    await call('PATCH', `/api/classes/${denied}`, instructor, { name: 'A longer course' });
    expect(await classRow(denied)).toMatchObject({ status: 'pending', feedback: 'Too short.' });
  });

  it('keeps an approved class on sale for one more seat, a new description or a new format', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    await setStatus(id, 'approved', 'Lovely.');
    const edits: object[] = [
      { availableSeats: validClass.availableSeats + 1 },
      { description: 'Now with a reading list and a weekly quiz.' },
      { format: { kind: 'online', meetingLink: 'https://meet.example.com/spanish-room' } },
    ];
    for (const edit of edits) {
      const res = await call('PATCH', `/api/classes/${id}`, instructor, edit);
      expect(res.json(), JSON.stringify(edit)).toEqual({ modifiedCount: 1 });
      expect((await classRow(id))!.status, JSON.stringify(edit)).toBe('approved');
    }
    expect(await classRow(id)).toMatchObject({ availableSeats: 13, feedback: 'Lovely.' });
    const listed = await call('GET', '/api/classes');
    expect(listed.json().map((c: { _id: string }) => c._id)).toContain(id);
  });

  it('sends an approved class back for review for a new name, language, level, price or picture, even with one more seat', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor, { ...validClass, language: 'es', level: 'A1' });
    const edits: object[] = [
      { price: 59, availableSeats: validClass.availableSeats + 1 },
      { name: 'Spanish for Travellers and Friends' },
      { language: 'pt' },
      { level: 'A2' },
      { img: '/images/classes/french.svg' },
    ];
    for (const edit of edits) {
      await setStatus(id, 'approved');
      const res = await call('PATCH', `/api/classes/${id}`, instructor, edit);
      expect(res.json(), JSON.stringify(edit)).toEqual({ modifiedCount: 1 });
      expect((await classRow(id))!.status, JSON.stringify(edit)).toBe('pending');
    }
    expect(await classRow(id)).toMatchObject({ priceCents: 5900, availableSeats: 13, level: 'A2' });
    const listed = await call('GET', '/api/classes');
    expect(listed.json().map((c: { _id: string }) => c._id)).not.toContain(id);
  });

  it('sends a denied class back to pending for any change, one more seat included', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    await setStatus(id, 'denied', 'Add a description.');
    await call('PATCH', `/api/classes/${id}`, instructor, { availableSeats: 13 });
    expect(await classRow(id)).toMatchObject({ status: 'pending', feedback: 'Add a description.' });
  });

  it('changes nothing, approval included, when the values are the same', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    await setStatus(id, 'approved');
    const res = await call('PATCH', `/api/classes/${id}`, instructor, {
      name: validClass.name,
      price: validClass.price,
    });
    expect(res.json()).toEqual({ modifiedCount: 0 });
    expect((await call('PATCH', `/api/classes/${id}`, instructor, {})).json()).toEqual({ modifiedCount: 0 });
    expect((await classRow(id))!.status).toBe('approved');
  });

  it('holds the form limits and refuses server-owned fields', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    const cases: [object, string][] = [
      [{ availableSeats: -1 }, 'availableSeats'],
      [{ availableSeats: 1.5 }, 'availableSeats'],
      [{ price: -5 }, 'price'],
      [{ price: 1.999 }, 'price'],
      [{ price: 'cheap' }, 'price'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: ' ' }, 'name'],
      [{ img: 'https://evil.example/x.png' }, 'img'],
      [{ img: `/api/images/${'b'.repeat(32)}` }, 'img'],
      [{ status: 'approved' }, 'status'],
      [{ students: 99 }, 'students'],
      [{ feedback: 'I approve of myself' }, 'feedback'],
      [{ instructor: 'someone@example.com' }, 'instructor'],
    ];
    for (const [body, field] of cases) {
      const res = await call('PATCH', `/api/classes/${id}`, instructor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    const { price: _price, ...unpriced } = validClass;
    expect(await classRow(id)).toMatchObject({
      ...unpriced,
      priceCents: 4999,
      status: 'pending',
      students: 0,
      feedback: null,
    });
  });

  it('answers 404 for an unknown class and 400 for an id that is not one', async () => {
    const instructor = await ctx.createUser('instructor');
    expect((await call('PATCH', `/api/classes/${MISSING_ID}`, instructor, { price: 1 })).statusCode).toBe(
      404,
    );
    for (const bad of BAD_IDS) {
      const res = await call('PATCH', `/api/classes/${bad}`, instructor, { price: 1 });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.fields).toHaveProperty('id');
    }
  });
});

describe('DELETE /api/classes/:id', () => {
  it('lets the owning instructor and admins delete, taking cart items with the class', async () => {
    const { instructor, other, user, admin } = await people();
    const id = await addClass(instructor);
    await ctx.store.db.insert(cartItems).values({ userId: user.id, classId: id });
    expect((await call('DELETE', `/api/classes/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/classes/${id}`, user)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/classes/${id}`, other)).statusCode).toBe(403);
    expect(await classRow(id)).toBeDefined();

    const res = await call('DELETE', `/api/classes/${id}`, instructor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await classRow(id)).toBeUndefined();
    expect(await ctx.store.db.select().from(cartItems)).toHaveLength(0);
    expect((await call('DELETE', `/api/classes/${id}`, instructor)).statusCode).toBe(404);

    const byAdmin = await addClass(instructor);
    expect((await call('DELETE', `/api/classes/${byAdmin}`, admin)).json()).toEqual({ deletedCount: 1 });
  });

  it('refuses with 409 while students are enrolled', async () => {
    const { instructor, user, admin } = await people();
    const enrolled = await addClass(instructor);
    await ctx.store.db.insert(enrolments).values({ userId: user.id, classId: enrolled });
    await ctx.store.db.update(classes).set({ students: 1 }).where(eq(classes.id, enrolled));
    for (const who of [instructor, admin]) {
      const res = await call('DELETE', `/api/classes/${enrolled}`, who);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'conflict' });
      expect(res.json().error.message).toContain('enrolled students');
    }
    expect(await classRow(enrolled)).toBeDefined();

    // An enrolment row alone, or a student count alone, is enough to keep the class.
    const rowOnly = await addClass(instructor);
    await ctx.store.db.insert(enrolments).values({ userId: user.id, classId: rowOnly });
    expect((await call('DELETE', `/api/classes/${rowOnly}`, admin)).statusCode).toBe(409);
    const countOnly = await addClass(instructor);
    await ctx.store.db.update(classes).set({ students: 2 }).where(eq(classes.id, countOnly));
    expect((await call('DELETE', `/api/classes/${countOnly}`, admin)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown class and 400 for an id that is not one', async () => {
    const admin = await ctx.createUser('admin');
    expect((await call('DELETE', `/api/classes/${MISSING_ID}`, admin)).statusCode).toBe(404);
    for (const bad of BAD_IDS) {
      expect((await call('DELETE', `/api/classes/${bad}`, admin)).statusCode, bad).toBe(400);
    }
  });
});

describe('PATCH /api/classes/update/:id', () => {
  it('lets an admin deny with feedback the instructor then sees, and approve later', async () => {
    const { instructor, admin } = await people();
    const id = await addClass(instructor);
    const deny = await call('PATCH', `/api/classes/update/${id}`, admin, {
      status: 'denied',
      feedback: '  Please describe the level.  ',
    });
    expect(deny.statusCode).toBe(200);
    expect(deny.json()).toEqual({ modifiedCount: 1 });
    const [seen] = await classesOf(instructor, instructor.email);
    expect(seen).toMatchObject({ status: 'denied', feedback: 'Please describe the level.' });
    expect((await call('GET', '/api/classes')).json()).toEqual([]);

    await call('PATCH', `/api/classes/${id}`, instructor, { name: 'Spanish A2 (intermediate)' });
    const approve = await call('PATCH', `/api/classes/update/${id}`, admin, { status: 'approved' });
    expect(approve.json()).toEqual({ modifiedCount: 1 });
    expect(await classRow(id)).toMatchObject({ status: 'approved', feedback: null });
    expect((await call('GET', '/api/classes')).json().map((c: { _id: string }) => c._id)).toEqual([id]);
  });

  it('treats approval as final: denying an approved class is a 409, approving it again changes nothing', async () => {
    const { instructor, admin } = await people();
    const id = await addClass(instructor);
    await call('PATCH', `/api/classes/update/${id}`, admin, { status: 'approved', feedback: 'Lovely.' });
    const deny = await call('PATCH', `/api/classes/update/${id}`, admin, { status: 'denied' });
    expect(deny.statusCode).toBe(409);
    expect(deny.json().error.message).toContain('already approved');
    const again = await call('PATCH', `/api/classes/update/${id}`, admin, { status: 'approved' });
    expect(again.json()).toEqual({ modifiedCount: 0 });
    expect(await classRow(id)).toMatchObject({ status: 'approved', feedback: 'Lovely.' });
  });

  it('ends approved when two admins approve and deny at the same moment', async () => {
    const { instructor, admin } = await people();
    const second = await ctx.createUser('admin');
    for (let round = 0; round < 3; round++) {
      const id = await addClass(instructor);
      const [approve, deny] = await Promise.all([
        call('PATCH', `/api/classes/update/${id}`, admin, { status: 'approved' }),
        call('PATCH', `/api/classes/update/${id}`, second, { status: 'denied', feedback: 'No.' }),
      ]);
      expect(approve.statusCode).toBe(200);
      expect([200, 409]).toContain(deny.statusCode);
      expect((await classRow(id))!.status).toBe('approved');
    }
  });

  it('refuses a bad status, over-long feedback and forged fields', async () => {
    const { instructor, admin } = await people();
    const id = await addClass(instructor);
    const cases: [object, string][] = [
      [{ status: 'pending' }, 'status'],
      [{ status: 'APPROVED' }, 'status'],
      [{}, 'status'],
      [{ status: 'denied', feedback: 'f'.repeat(1001) }, 'feedback'],
      [{ status: 'denied', feedback: 7 }, 'feedback'],
      [{ status: 'approved', students: 100 }, 'students'],
      [{ status: 'approved', price: 0 }, 'price'],
    ];
    for (const [body, field] of cases) {
      const res = await call('PATCH', `/api/classes/update/${id}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect(await classRow(id)).toMatchObject({ status: 'pending', students: 0, priceCents: 4999 });
  });

  it('is for admins only, the owning instructor included', async () => {
    const { instructor, user } = await people();
    const id = await addClass(instructor);
    const body = { status: 'approved' };
    expect((await call('PATCH', `/api/classes/update/${id}`, undefined, body)).statusCode).toBe(401);
    expect((await call('PATCH', `/api/classes/update/${id}`, user, body)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/classes/update/${id}`, instructor, body)).statusCode).toBe(403);
    expect((await classRow(id))!.status).toBe('pending');
  });

  it('answers 404 for an unknown class and 400 for an id that is not one', async () => {
    const admin = await ctx.createUser('admin');
    const body = { status: 'approved' };
    expect((await call('PATCH', `/api/classes/update/${MISSING_ID}`, admin, body)).statusCode).toBe(404);
    for (const bad of BAD_IDS) {
      expect((await call('PATCH', `/api/classes/update/${bad}`, admin, body)).statusCode, bad).toBe(400);
    }
  });
});

describe('GET /api/classes?status=…', () => {
  it('lists every status to admins only', async () => {
    const { instructor, user, admin } = await people();
    const pending = await addClass(instructor);
    const denied = await addClass(instructor);
    const approved = await addClass(instructor);
    await setStatus(denied, 'denied', 'No.');
    await setStatus(approved, 'approved');

    const all = await call('GET', '/api/classes?status=all', admin);
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((c: { _id: string }) => c._id)
        .sort(),
    ).toEqual([pending, denied, approved].sort());
    const onlyPending = await call('GET', '/api/classes?status=pending', admin);
    expect(onlyPending.json().map((c: { _id: string }) => c._id)).toEqual([pending]);
    const onlyDenied = await call('GET', '/api/classes?status=denied', admin);
    expect(onlyDenied.json()).toMatchObject([{ _id: denied, feedback: 'No.' }]);

    for (const status of ['all', 'pending', 'denied']) {
      expect((await call('GET', `/api/classes?status=${status}`)).statusCode).toBe(401);
      expect((await call('GET', `/api/classes?status=${status}`, user)).statusCode).toBe(403);
      expect((await call('GET', `/api/classes?status=${status}`, instructor)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/classes?status=approved', user)).json()).toMatchObject([
      { _id: approved },
    ]);
  });
});
