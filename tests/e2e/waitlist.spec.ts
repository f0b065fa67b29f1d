import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillCard } from './purchase-helpers';
import { verifyThroughMail } from './support/mail-links';
import { DEMO_PASSWORD, newStudent, pngImage, signedIn, unique } from './support/sessions';

const INSTRUCTOR = 'instructor@example.com';
const ADMIN = 'admin@example.com';

/** A class of the demo instructor with one seat, approved by the admin: everything through the API. */
async function oneSeatClass(instructor: APIRequestContext, admin: APIRequestContext, baseURL: string) {
  const name = unique('Welsh Waitlist');
  const upload = await instructor.post('/api/images', {
    headers: { origin: baseURL },
    multipart: { image: { name: 'cover.png', mimeType: 'image/png', buffer: await pngImage() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { data } = (await upload.json()) as { data: { display_url: string } };
  const created = await instructor.post('/api/classes', {
    headers: { origin: baseURL },
    data: { name, price: 25, availableSeats: 1, img: data.display_url },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { insertedId: string }).insertedId;
  await approve(admin, baseURL, id);
  return { id, name };
}

async function approve(admin: APIRequestContext, baseURL: string, id: string) {
  const approved = await admin.patch(`/api/classes/update/${id}`, {
    headers: { origin: baseURL },
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** A student takes the class's only seat: select, hold, pay with the test card, record. */
async function takeTheSeat(request: APIRequestContext, baseURL: string, classId: string) {
  const headers = { origin: baseURL };
  const item = await request.post('/api/carts', { headers, data: { classId } });
  const cartItemId = ((await item.json()) as { insertedId: string }).insertedId;
  const intent = await request.post('/api/create-payment-intent', { headers, data: { cartItemId } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post('/api/payments/simulated/confirm', {
    headers,
    data: { clientSecret, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' } },
  });
  const { id: transactionId } = (await confirmed.json()) as { id: string };
  const recorded = await request.post('/api/payments', { headers, data: { transactionId, cartItemId } });
  expect(recorded.status(), await recorded.text()).toBe(200);
}

/** The demo instructor's one-seat class, approved, and a new student (named after `firstName`) in its seat. */
async function fullClass(browser: Browser, baseURL: string, firstName: string) {
  const instructor = await signedIn(browser, baseURL, INSTRUCTOR);
  const admin = await signedIn(browser, baseURL, ADMIN);
  const cls = await oneSeatClass(instructor.request, admin.request, baseURL);
  const first = await newStudent(browser, baseURL, unique(firstName));
  await takeTheSeat(first.context.request, baseURL, cls.id);
  return { instructor, admin, cls, first };
}

/** The admin opens the newest mail to this address in the outbox and reads the link to pay from its text. */
async function payLinkFromOutbox(admin: Page, email: string, className: string): Promise<string> {
  await admin.goto('/dashboard/outbox');
  const row = admin
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: `A seat in “${className}” is yours to take` });
  await row.getByRole('button', { name: /^Show the mail/ }).click();
  const mail = admin.getByRole('region', { name: `A seat in “${className}” is yours to take` });
  await mail.getByRole('button', { name: 'Text' }).click();
  const text = await mail.locator('pre').innerText();
  const match = /https?:\/\/\S+?(\/dashboard\/payment\/[0-9a-f-]{36})/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

test('a full class’s waitlisted student receives the offer in the outbox after a seat frees, and pays', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { instructor, admin, cls, first } = await fullClass(browser, baseURL!, 'Seat Taker');

  // The class is full: its page offers the waitlist instead of Select.
  const waiterName = unique('Patient Student');
  const waiter = await newStudent(browser, baseURL!, waiterName);
  const page = await waiter.context.newPage();
  await page.goto(`/classes/${cls.id}`);
  await expect(page.getByText('This class is full.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Select/ })).toHaveCount(0);
  // By keyboard: the button is reached and pressed like any other.
  await page.getByRole('button', { name: `Join waitlist of ${cls.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are 1st on the waitlist', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Leave waitlist of ${cls.name}` })).toBeVisible();

  // The instructor sees the line from My classes: the name and the place, no email.
  const teacher = await instructor.newPage();
  await teacher.goto('/dashboard/myclasses');
  await teacher.getByRole('link', { name: `Waitlist of ${cls.name}` }).click();
  await expect(teacher).toHaveTitle('Class waitlist | Speak the World');
  await expect(teacher.getByRole('heading', { level: 1, name: `Waitlist: ${cls.name}` })).toBeVisible();
  const line = teacher.getByRole('table', { name: 'Waitlist' });
  await expect(line.getByRole('row', { name: waiterName })).toContainText('1st in line');
  await expect(line).not.toContainText(waiter.email);

  // The instructor adds a seat; the edit goes back to review, and the admin approves it.
  const edited = await instructor.request.patch(`/api/classes/${cls.id}`, {
    headers: { origin: baseURL! },
    data: { availableSeats: 1 },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await approve(admin.request, baseURL!, cls.id);

  // The seat is held for the first in line, who is mailed a link to pay for it.
  await teacher.reload();
  await expect(line.getByRole('row', { name: waiterName })).toContainText('Seat offered until');
  const adminPage = await admin.newPage();
  const link = await payLinkFromOutbox(adminPage, waiter.email, cls.name);

  await page.goto(`/classes/${cls.id}`);
  await expect(page.getByText(/^A seat is held for you until/)).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Please complete your payment' })).toBeVisible();
  await expect(page.getByText('This seat was offered to you from the waitlist')).toBeVisible();
  await expect(page.getByTestId('hold-countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();

  await page.goto('/dashboard/enrolled');
  await expect(
    page.getByRole('table', { name: 'Enrolled classes' }).getByRole('row', { name: new RegExp(cls.name) }),
  ).toBeVisible();
  // Nobody waits any more.
  await teacher.reload();
  await expect(teacher.getByText('Nobody is waiting for a seat in this class.')).toBeVisible();

  for (const context of [instructor, admin, first.context, waiter.context]) await context.close();
});

test('a cancellation frees the seat of a full class: the first in line is offered it in the outbox and pays', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { instructor, admin, cls, first } = await fullClass(browser, baseURL!, 'Seat Leaver');
  const waiter = await newStudent(browser, baseURL!, unique('Next In Line'));
  const joined = await waiter.context.request.post(`/api/classes/${cls.id}/waitlist`, {
    headers: { origin: baseURL! },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  // The seat's holder cancels from Enrolled classes (a class without a schedule is refunded in full).
  const leaver = await first.context.newPage();
  await leaver.goto('/dashboard/enrolled');
  await leaver.getByRole('button', { name: `Cancel: ${cls.name}` }).click();
  await leaver
    .getByRole('dialog', { name: `Cancel ${cls.name}?` })
    .getByRole('button', { name: 'Cancel and get $25.00 back' })
    .click();
  await expect(leaver.getByRole('button', { name: `Cancel: ${cls.name}` })).toHaveCount(0);

  // The freed seat goes to the first in line at once, with the mail.
  const link = await payLinkFromOutbox(await admin.newPage(), waiter.email, cls.name);
  const page = await waiter.context.newPage();
  await page.goto(link);
  await expect(page.getByText('This seat was offered to you from the waitlist')).toBeVisible();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  await page.goto('/dashboard/enrolled');
  await expect(
    page.getByRole('table', { name: 'Enrolled classes' }).getByRole('row', { name: new RegExp(cls.name) }),
  ).toBeVisible();

  for (const context of [instructor, admin, first.context, waiter.context]) await context.close();
});

for (const width of [360, 1280]) {
  test(`a class's waitlist and a student's place in it have no detectable accessibility violations at ${width}px`, async ({
    browser,
    baseURL,
  }) => {
    const { instructor, admin, cls, first } = await fullClass(browser, baseURL!, 'Axe Seat');
    const waiter = await newStudent(browser, baseURL!, unique('Axe Waiter'));
    const joined = await waiter.context.request.post(`/api/classes/${cls.id}/waitlist`, {
      headers: { origin: baseURL! },
    });
    expect(joined.status()).toBe(201);

    const pages: [Page, string, string][] = [
      [await waiter.context.newPage(), `/classes/${cls.id}`, 'You are 1st on the waitlist'],
      [await instructor.newPage(), `/dashboard/classes/${cls.id}/waitlist`, '1st in line'],
      [await admin.newPage(), `/dashboard/classes/${cls.id}/waitlist`, waiter.email],
    ];
    for (const [page, path, shown] of pages) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByText(shown).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) })),
        path,
      ).toEqual([]);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, path).toBeLessThanOrEqual(width);
    }
    for (const context of [instructor, admin, first.context, waiter.context]) await context.close();
  });
}

/** A class of the demo instructor with no seats at all, approved: full from the start. */
async function noSeatClass(instructor: APIRequestContext, admin: APIRequestContext, baseURL: string) {
  const name = unique('Full Basque');
  const created = await instructor.post('/api/classes', {
    headers: { origin: baseURL },
    data: { name, price: 30, availableSeats: 0, img: '/images/classes/italian.svg' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { insertedId: string }).insertedId;
  await approve(admin, baseURL, id);
  return { id, name };
}

/** A new student signed in with the password before opening the mailed link: the address is unverified. */
async function unverifiedStudent(browser: Browser, baseURL: string, name: string) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  const context = await browser.newContext({ baseURL });
  const headers = { origin: baseURL };
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    headers,
    data: { name, email, password: DEMO_PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { context, email, name };
}

async function expectAccessible(page: Page, width: number, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) })),
    `${label} at ${width}px`,
  ).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
}

test('a student whose address is unverified is asked to verify it where Join waitlist is, sends the link again by keyboard, and joins once verified', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const instructor = await signedIn(browser, baseURL!, INSTRUCTOR);
  const admin = await signedIn(browser, baseURL!, ADMIN);
  const cls = await noSeatClass(instructor.request, admin.request, baseURL!);
  const student = await unverifiedStudent(browser, baseURL!, unique('Unverified Waiter'));
  const page = await student.context.newPage();

  for (const [width, path] of [
    [1280, `/classes/${cls.id}`],
    [360, `/classes/${cls.id}`],
    [360, `/classes?q=${encodeURIComponent(cls.name)}`],
    [1280, `/classes?q=${encodeURIComponent(cls.name)}`],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const notice = page.getByRole('group', { name: 'Verify your address to join the waitlist' });
    await expect(notice).toContainText(student.email);
    await expect(page.getByRole('button', { name: /^Join waitlist/ })).toHaveCount(0);
    await expectAccessible(page, width, path);
    await page.screenshot({
      path: test
        .info()
        .outputPath(`unverified-${path.startsWith('/classes?') ? 'card' : 'page'}-${width}.png`),
      fullPage: true,
    });
  }

  // By keyboard: the link is sent again, and the notice says so.
  await page.goto(`/classes/${cls.id}`);
  const notice = page.getByRole('group', { name: 'Verify your address to join the waitlist' });
  await notice.getByRole('button', { name: 'Send the link again' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice.getByRole('status')).toContainText('We sent a new link');

  // Verified through the mailed link: Join waitlist takes the notice's place.
  await verifyThroughMail(student.context.request, browser, baseURL!, student.email, {
    name: student.name,
    password: DEMO_PASSWORD,
  });
  await page.reload();
  await page.getByRole('button', { name: `Join waitlist of ${cls.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are 1st on the waitlist', { exact: true })).toBeVisible();

  for (const context of [instructor, admin, student.context]) await context.close();
});

test('a student in five lines already is told by the button why a sixth is refused', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const instructor = await signedIn(browser, baseURL!, INSTRUCTOR);
  const admin = await signedIn(browser, baseURL!, ADMIN);
  const classes = [];
  for (let i = 0; i < 6; i++) classes.push(await noSeatClass(instructor.request, admin.request, baseURL!));
  const student = await newStudent(browser, baseURL!, unique('Busy Waiter'));
  for (const cls of classes.slice(0, 5)) {
    const joined = await student.context.request.post(`/api/classes/${cls.id}/waitlist`, {
      headers: { origin: baseURL! },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }
  const sixth = classes[5]!;
  const page = await student.context.newPage();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/classes/${sixth.id}`);
    await page.getByRole('button', { name: `Join waitlist of ${sixth.name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'You are already on 5 waitlists' })).toHaveText(
      'You are already on 5 waitlists, the most a student may join at once. Leave one of them to join this one.',
    );
    await expectAccessible(page, width, 'the class page at the cap');
    await page.screenshot({ path: test.info().outputPath(`cap-${width}.png`), fullPage: true });
  }
  for (const context of [instructor, admin, student.context]) await context.close();
});
