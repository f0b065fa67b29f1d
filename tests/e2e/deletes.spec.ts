import { expect, test } from './support/fixtures';
import { createClass, newStudent, signedIn, unique } from './support/sessions';

const ENROLLED = 'This class has enrolled students, so it cannot be deleted.';

test('an instructor deletes a class only after confirming, and not one with students', async ({
  browser,
  baseURL,
}) => {
  const context = await signedIn(browser, baseURL!, 'instructor@example.com');
  const name = unique('E2E Delete me');
  await createClass(context.request, baseURL!, name);
  const page = await context.newPage();
  await page.goto('/dashboard/myclasses');

  const row = page.getByRole('row', { name, exact: true });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Delete “.+”\?$/ });
  await expect(page.getByRole('alertdialog', { name: `Delete “${name}”?` })).toContainText(
    'It will be removed for good with its sessions, its waitlist and the carts it is in.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Deleted!' })).toBeVisible();
  await expect(row).toHaveCount(0);

  const enrolled = page.getByRole('row', { name: 'Spanish for Beginners', exact: true });
  await enrolled.getByRole('button', { name: 'Delete Spanish for Beginners' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator('.toast').getByText(ENROLLED)).toBeVisible();
  await expect(enrolled).toBeVisible();
});

test('an admin deletes any class after confirming, but not one with students', async ({
  browser,
  baseURL,
}) => {
  const name = unique('E2E Admin deletes');
  const instructor = await signedIn(browser, baseURL!, 'instructor@example.com');
  await createClass(instructor.request, baseURL!, name);
  await instructor.close();

  const page = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await page.goto('/dashboard/manage-class');
  const enrolled = page.getByRole('row', { name: 'Spanish for Beginners', exact: true });
  await enrolled.getByRole('button', { name: 'Delete Spanish for Beginners' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Delete “.+”\?$/ });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator('.toast').getByText(ENROLLED)).toBeVisible();
  await expect(enrolled).toBeVisible();

  const row = page.getByRole('row', { name, exact: true });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Deleted!' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an admin deletes a user after confirming, and that person is signed out', async ({
  browser,
  baseURL,
}) => {
  const name = unique('Dee Leted');
  const { context } = await newStudent(browser, baseURL!, name);
  const person = await context.newPage();
  await person.goto('/dashboard');
  await expect(person.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
  const stillOpen = await context.newPage();
  await stillOpen.goto('/dashboard');
  await expect(stillOpen.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();

  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/manage-users');
  const row = admin.getByRole('row', { name, exact: true });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(admin.getByRole('dialog', { name: 'Deleted!' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await person.reload();
  await expect(person).toHaveURL(/\/login$/);

  // A page still open moves on: the next request is refused, and the login page says why.
  await stillOpen.getByRole('link', { name: 'My selected classes' }).click();
  await expect(stillOpen).toHaveURL(/\/login$/);
  await expect(stillOpen.getByRole('status').filter({ hasText: 'You were signed out' })).toContainText(
    'your account was changed or removed',
  );
  await context.close();
});

test('an admin cannot delete an instructor who still has classes', async ({ browser, baseURL }) => {
  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();
  await admin.goto('/dashboard/manage-users');
  const row = admin.getByRole('row', { name: 'Kenji Sato', exact: true });
  await row.getByRole('button', { name: 'Delete Kenji Sato' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Delete Kenji Sato?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(
    // The message names the classes, which other journeys on this server may add to.
    admin
      .locator('.toast')
      .getByText(
        /^This instructor still teaches \d+ class(es)?: “.+”\. Reassign .+ before you delete them\.$/,
      ),
  ).toBeVisible();
  await expect(row).toBeVisible();
});

test('an admin refunds and deletes a student who has paid: the seat comes back and the email starts afresh', async ({
  browser,
  baseURL,
}) => {
  const origin = { origin: baseURL! };
  const className = unique('E2E Refunded class');
  const instructor = await signedIn(browser, baseURL!, 'instructor@example.com');
  const classId = await createClass(instructor.request, baseURL!, className);
  await instructor.close();
  const adminContext = await signedIn(browser, baseURL!, 'admin@example.com');
  const approved = await adminContext.request.patch(`/api/classes/update/${classId}`, {
    headers: origin,
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);

  // The student pays for the class (the purchase journeys test the pages; here it is the setup).
  const name = unique('Paula Paid');
  const { context, email } = await newStudent(browser, baseURL!, name);
  const cartItemId = (
    await (await context.request.post('/api/carts', { headers: origin, data: { classId } })).json()
  ).insertedId as string;
  const { clientSecret } = await (
    await context.request.post('/api/create-payment-intent', { headers: origin, data: { cartItemId } })
  ).json();
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
  const { id: transactionId } = await (
    await context.request.post('/api/payments/simulated/confirm', {
      headers: origin,
      data: { clientSecret, card },
    })
  ).json();
  const paid = await context.request.post('/api/payments', {
    headers: origin,
    data: { transactionId, cartItemId },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const seats = async () =>
    (
      (await (await adminContext.request.get('/api/classes')).json()) as {
        _id: string;
        availableSeats: number;
        students: number;
      }[]
    ).find((c) => c._id === classId);
  expect(await seats()).toMatchObject({ availableSeats: 4, students: 1 });

  const admin = await adminContext.newPage();
  await admin.goto('/dashboard/manage-users');
  const row = admin.getByRole('row', { name, exact: true });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  const refund = admin.getByRole('alertdialog', { name: `Refund and delete ${name}?` });
  await expect(refund.getByText(`This student has paid for 1 class (“${className}”).`)).toBeVisible();
  await refund.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await refund.getByRole('button', { name: 'Refund and delete' }).click();
  await expect(admin.getByRole('dialog', { name: 'Deleted!' })).toContainText(
    'The user has been removed and 1 payment refunded.',
  );
  await expect(row).toHaveCount(0);
  expect(await seats()).toMatchObject({ availableSeats: 5, students: 0 });
  await context.close();

  // Someone signs up again with the same email: none of the old payments are theirs.
  const again = await newStudent(browser, baseURL!, name);
  expect(again.email).toBe(email);
  const history = await again.context.newPage();
  await history.goto('/dashboard/payment-history');
  await expect(history.getByText('No payments yet.')).toBeVisible();
  await expect(history.getByText(className)).toHaveCount(0);
  expect(await (await again.context.request.get(`/api/payments/${email}`)).json()).toEqual([]);
  await again.context.close();
});
