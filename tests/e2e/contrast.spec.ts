import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newStudent, pngImage, signedIn, unique } from './support/sessions';

const INSTRUCTOR = 'instructor@example.com';
const ADMIN = 'admin@example.com';

/**
 * The text of every badge, button and line of text inside `scope` whose contrast with what is painted behind
 * it is under WCAG's minimum: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). Read from the computed
 * colours: semi-transparent backgrounds are laid over what is behind them down to an opaque one (the
 * page's canvas at the end), the text's colour over that, times the opacity of the element and its ancestors.
 * Disabled controls are left out, as WCAG does.
 */
function lowContrast(scope: Locator) {
  return scope.evaluateAll((roots) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (oklch, color-mix results...) as sRGB 0-255 and alpha 0-1, as the canvas draws it. */
    const rgba = (colour: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
    const luminance = (colour: number[]) => {
      const [r, g, b] = colour.slice(0, 3).map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const canvas = rgba(
      getComputedStyle(document.documentElement).colorScheme.includes('dark') ? '#121212' : '#fff',
    );
    const background = (element: Element) => {
      const layers: number[][] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      return layers.reduceRight<number[]>((behind, layer) => over(layer, behind), canvas);
    };
    const opacity = (element: Element) => {
      let product = 1;
      for (let node: Element | null = element; node; node = node.parentElement)
        product *= Number(getComputedStyle(node).opacity);
      return product;
    };
    const ownText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    const failures: string[] = [];
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        const isControl = element.matches('.badge, .btn');
        if (!isControl && !ownText(element)) continue;
        // WCAG leaves inactive controls out (Approve on an approved class).
        if (element.closest(':disabled, [aria-disabled="true"]')) continue;
        const box = element.getBoundingClientRect();
        // Hidden, or only for screen readers (sr-only is 1 px).
        if (box.width <= 1 || box.height <= 1 || !element.checkVisibility({ visibilityProperty: true }))
          continue;
        const style = getComputedStyle(element);
        const back = background(element);
        const [r, g, b, a] = rgba(style.color);
        const text = over([r, g, b, a * opacity(element)], back);
        const [light, dark] = [luminance(text), luminance(back)].sort((x, y) => y - x);
        const ratio = (light! + 0.05) / (dark! + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        if (ratio < (large ? 3 : 4.5))
          failures.push(`"${(element as HTMLElement).innerText.trim().slice(0, 40)}" ${ratio.toFixed(2)}:1`);
      }
    }
    return failures;
  });
}

async function expectReadable(page: Page, scope: Locator, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Polled: the theme's colours fade in (and a dialog's animation never reports finished).
    await expect.poll(() => lowContrast(scope), { message: `${what}, ${colorScheme} theme` }).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function approvedClass(
  instructor: APIRequestContext,
  admin: APIRequestContext,
  baseURL: string,
  { status, ...fields }: Record<string, unknown>,
) {
  const headers = { origin: baseURL };
  const upload = await instructor.post('/api/images', {
    headers,
    multipart: { image: { name: 'cover.png', mimeType: 'image/png', buffer: await pngImage() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { data } = (await upload.json()) as { data: { display_url: string } };
  const created = await instructor.post('/api/classes', {
    headers,
    data: { price: 25, availableSeats: 1, img: data.display_url, ...fields },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { insertedId: string }).insertedId;
  if (status !== 'pending') {
    const reviewed = await admin.patch(`/api/classes/update/${id}`, {
      headers,
      data:
        status === 'denied' ? { status: 'denied', feedback: 'Add a description.' } : { status: 'approved' },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(200);
  }
  return id;
}

/** A student takes a class's seat: select, pay with the simulated processor's test card, record. */
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

/**
 * The classes of every card state: a full one (red card) with a moved session, whose seat one student has and
 * in whose line another waits; an open one the waiting student has selected; a pending and a denied one.
 */
async function everyState(browser: Browser, baseURL: string) {
  const instructor = await signedIn(browser, baseURL, INSTRUCTOR);
  const admin = await signedIn(browser, baseURL, ADMIN);
  const full = unique('Contrast Full');
  const open = unique('Contrast Open');
  // Sundays at dawn in 2033: no other class of the demo instructor meets then.
  const schedule = (firstDate: string) => ({
    firstDate,
    days: ['sun'],
    startTime: '05:00',
    durationMinutes: 45,
    sessionCount: 3,
    timeZone: 'UTC',
    skipDates: [],
  });
  const fullId = await approvedClass(instructor.request, admin.request, baseURL, {
    name: full,
    schedule: schedule('2033-01-02'),
  });
  const openId = await approvedClass(instructor.request, admin.request, baseURL, {
    name: open,
    availableSeats: 5,
    schedule: schedule('2033-02-06'),
  });
  const pending = unique('Contrast Pending');
  const denied = unique('Contrast Denied');
  await approvedClass(instructor.request, admin.request, baseURL, { name: pending, status: 'pending' });
  await approvedClass(instructor.request, admin.request, baseURL, { name: denied, status: 'denied' });
  const sessions = (await (await instructor.request.get(`/api/classes/${fullId}/sessions`)).json()) as {
    sessions: { _id: string }[];
  };
  const moved = await instructor.request.post(
    `/api/classes/${fullId}/sessions/${sessions.sessions[1]!._id}/move`,
    {
      headers: { origin: baseURL },
      data: { date: '2033-01-10', startTime: '05:00', reason: 'A holiday' },
    },
  );
  expect(moved.status(), await moved.text()).toBe(200);
  const enrolled = await newStudent(browser, baseURL, unique('Seat Holder'));
  await takeTheSeat(enrolled.context.request, baseURL, fullId);
  const waiting = await newStudent(browser, baseURL, unique('Line Waiter'));
  const joined = await waiting.context.request.post(`/api/classes/${fullId}/waitlist`, {
    headers: { origin: baseURL },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  const selected = await waiting.context.request.post('/api/carts', {
    headers: { origin: baseURL },
    data: { classId: openId },
  });
  expect(selected.ok(), await selected.text()).toBe(true);
  return { instructor, admin, enrolled, waiting, full, fullId, open, pending, denied };
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('every badge and button on every card state reads at WCAG contrast, in both themes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const state = await everyState(browser, baseURL!);

  // A visitor: the full (red) card with its Full badge and Join waitlist, an open card with Select.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/classes');
  await expect(
    card(visitor, state.full).getByRole('button', { name: `Join waitlist of ${state.full}` }),
  ).toBeVisible();
  await expectReadable(visitor, card(visitor, state.full), 'the full card, to a visitor');
  await expectReadable(visitor, card(visitor, state.open), 'an open card, to a visitor');
  await visitor.close();

  // The student in line: Leave waitlist on the red card, Selected on the open one.
  const waiting = await state.waiting.context.newPage();
  await waiting.goto('/classes');
  await expect(
    card(waiting, state.full).getByRole('button', { name: `Leave waitlist of ${state.full}` }),
  ).toBeVisible();
  await expect(
    card(waiting, state.open).getByRole('button', { name: `Selected ${state.open}` }),
  ).toBeVisible();
  await expectReadable(waiting, card(waiting, state.full), 'the full card, to a student in its line');
  await expectReadable(waiting, card(waiting, state.open), 'a selected card');
  // The class's own page: the line, the sessions and the Moved badge.
  await waiting.goto(`/classes/${state.fullId}`);
  await waiting.getByRole('heading', { name: 'When it meets' }).scrollIntoViewIfNeeded();
  await expect(waiting.getByText('Moved', { exact: true })).toBeVisible();
  await expectReadable(waiting, waiting.getByRole('main'), "the full class's page, to a student in its line");

  // The student with the seat: the full card as someone enrolled sees it.
  const enrolled = await state.enrolled.context.newPage();
  await enrolled.goto('/classes');
  await expect(card(enrolled, state.full)).toBeVisible();
  await expectReadable(enrolled, card(enrolled, state.full), 'the full card, to its enrolled student');

  // The instructor: Select disabled on the cards; the status badges and the Moved badge of My classes.
  const teacher = await state.instructor.newPage();
  await teacher.goto('/classes');
  await expect(card(teacher, state.full)).toBeVisible();
  await expectReadable(teacher, card(teacher, state.full), 'the full card, to its instructor');
  await expectReadable(teacher, card(teacher, state.open), 'an open card, to an instructor');
  await teacher.goto('/dashboard/myclasses');
  for (const status of ['pending', 'denied', 'approved']) {
    await expect(teacher.getByText(status, { exact: true }).first()).toBeVisible();
  }
  await expectReadable(teacher, teacher.getByRole('main'), 'My classes with every status');
  await teacher.getByRole('button', { name: `Sessions ${state.full}` }).click();
  const dialog = teacher.getByRole('dialog');
  await expect(dialog.getByText('Moved', { exact: true })).toBeVisible();
  await expectReadable(teacher, dialog, 'the Sessions dialog with a moved session');

  // The admin's Manage classes, with its status badges.
  const admin = await state.admin.newPage();
  await admin.goto('/dashboard/manage-class');
  await expect(admin.getByRole('row', { name: state.pending, exact: true })).toBeVisible();
  await expectReadable(admin, admin.getByRole('main'), 'Manage classes');

  await Promise.all(
    [state.instructor, state.admin, state.enrolled.context, state.waiting.context].map((c) => c.close()),
  );
});
