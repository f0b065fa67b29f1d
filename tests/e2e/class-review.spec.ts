import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { pngImage, signedIn, unique } from './support/sessions';

async function expectImageLoaded(page: Page, alt: string) {
  const image = page.getByAltText(alt).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('a class goes from the instructor, through a denial with feedback and an edit, to approval and the Classes page', async ({
  browser,
  baseURL,
}) => {
  const name = unique('E2E Swahili');
  const instructor = await (await signedIn(browser, baseURL!, 'instructor@example.com')).newPage();
  const admin = await (await signedIn(browser, baseURL!, 'admin@example.com')).newPage();

  // The instructor adds the class with a real picture.
  await instructor.goto('/dashboard/addclass');
  await expect(instructor.getByRole('heading', { level: 1, name: 'Add a class' })).toBeVisible();
  await expect(instructor.getByLabel('Instructor name')).toHaveValue('Ana Martínez');
  await expect(instructor.getByLabel('Instructor email')).toHaveValue('instructor@example.com');
  await expect(instructor.getByLabel('Instructor email')).toHaveAttribute('readonly', '');
  await expect(instructor.getByLabel('Students')).toHaveValue('0');
  await instructor.getByLabel('Course name').fill(name);
  await instructor.getByLabel('Price (US$)').fill('25.50');
  await instructor.getByLabel('Available seats').fill('8');
  await instructor
    .getByLabel('Class image')
    .setInputFiles({ name: 'swahili.png', mimeType: 'image/png', buffer: await pngImage() });
  await expectImageLoaded(instructor, 'Preview of the chosen image');
  await instructor.getByRole('button', { name: 'Add class' }).click();
  await expect(instructor.getByRole('dialog', { name: 'Class added successfully' })).toBeVisible();
  await expect(instructor.getByLabel('Course name')).toHaveValue('');
  await expect(instructor.getByText('No image chosen')).toBeVisible();

  // It is pending, with its picture, in My classes.
  await instructor.goto('/dashboard/myclasses');
  const myRow = instructor.getByRole('row', { name, exact: true });
  await expect(myRow.getByText('pending', { exact: true })).toBeVisible();
  await expect(myRow.getByText('$25.50')).toBeVisible();
  await expectImageLoaded(instructor, `${name} class`);
  await expect(instructor.getByRole('link', { name: 'Add a class' }).first()).toBeVisible();

  // The admin denies it with feedback.
  await admin.goto('/dashboard/manage-class');
  const adminRow = admin.getByRole('row', { name, exact: true });
  await expect(adminRow.getByText('Ana Martínez')).toBeVisible();
  await adminRow.getByRole('button', { name: `Deny ${name}` }).click();
  const deny = admin.getByRole('alertdialog', { name: `Deny “${name}”?` });
  await deny.getByLabel('Feedback for the instructor (optional)').fill('Please add the weekly schedule.');
  await deny.getByRole('button', { name: 'Deny', exact: true }).click();
  const done = admin.getByRole('dialog', { name: 'Done!' });
  await expect(done.getByText('Class Updated successfully!')).toBeVisible();
  await expect(done).toBeHidden();
  await expect(adminRow.getByText('denied', { exact: true })).toBeVisible();

  // The instructor sees the feedback and edits the class, which goes back to pending.
  await instructor.reload();
  await expect(myRow.getByText('denied', { exact: true })).toBeVisible();
  await expect(myRow.getByText('Please add the weekly schedule.')).toBeVisible();
  await myRow.getByRole('button', { name: `Update ${name}` }).click();
  const edit = instructor.getByRole('dialog', { name: `Update ${name}` });
  await expect(edit.getByText('Saved changes send the class to pending')).toBeVisible();
  await expect(edit.getByLabel('Price (US$)')).toHaveValue('25.50');
  await edit.getByLabel('Price (US$)').fill('30');
  await edit.getByLabel('Available seats').fill('10');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(instructor.locator('.toast').getByText("waits for an admin's review")).toBeVisible();
  await expect(myRow.getByText('pending', { exact: true })).toBeVisible();
  await expect(myRow.getByText('$30.00')).toBeVisible();

  // The admin approves it: both decisions are then disabled.
  await admin.reload();
  await expect(adminRow.getByText('pending', { exact: true })).toBeVisible();
  await adminRow.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(admin.getByRole('dialog', { name: 'Done!' })).toBeVisible();
  await expect(adminRow.getByText('approved', { exact: true })).toBeVisible();
  await expect(adminRow.getByRole('button', { name: `Approve ${name}` })).toBeDisabled();
  await expect(adminRow.getByRole('button', { name: `Deny ${name}` })).toBeDisabled();

  // The instructor is told which fields would send the approved class back for approval; one more seat
  // keeps it on sale.
  await instructor.reload();
  await myRow.getByRole('button', { name: `Update ${name}` }).click();
  const approvedEdit = instructor.getByRole('dialog', { name: `Update ${name}` });
  await expect(approvedEdit.getByText(/This class is approved and on sale\./)).toBeVisible();
  for (const label of ['Course name', 'Price (US$)', 'Language', 'Level']) {
    await expect(approvedEdit.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      'Changing this sends the class back for approval.',
    );
  }
  await expect(approvedEdit.getByLabel('Available seats')).not.toHaveAccessibleDescription(/approval/);
  await expect(approvedEdit.getByLabel('Description')).not.toHaveAccessibleDescription(/approval/);
  await approvedEdit.getByLabel('Available seats').fill('11');
  await approvedEdit.getByRole('button', { name: 'Save changes' }).click();
  await expect(approvedEdit).toBeHidden();
  await expect(
    instructor.locator('.toast').getByText(`${name} was updated and stays on sale.`),
  ).toBeVisible();
  await expect(myRow.getByText('approved', { exact: true })).toBeVisible();

  // Anyone sees it on the Classes page.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/classes');
  await expect(visitor.getByText(`Language: ${name}`)).toBeVisible();
  await visitor.close();
});

test('the add-class form refuses a file that only claims to be a picture, with the reason beside the field', async ({
  browser,
  baseURL,
}) => {
  const page = await (await signedIn(browser, baseURL!, 'instructor@example.com')).newPage();
  await page.goto('/dashboard/addclass');
  await page.getByLabel('Course name').fill(unique('E2E Fake'));
  await page.getByLabel('Price (US$)').fill('10');
  await page.getByLabel('Available seats').fill('3');
  const field = page.getByLabel('Class image');

  await field.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByRole('button', { name: 'Add class' }).click();
  await expect(page.locator('#class-image-error')).toHaveText('Choose a JPEG, PNG, WebP or GIF image.');

  // Named and typed as a PNG, but the server reads the bytes: 415.
  await field.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>not a png</html>'),
  });
  await page.getByRole('button', { name: 'Add class' }).click();
  await expect(page.locator('#class-image-error')).toHaveText(
    'Only JPEG, PNG, WebP and GIF images can be uploaded.',
  );
  // Said once, beside the field; no toast repeats it.
  await expect(
    page.locator('.toast').getByText('Only JPEG, PNG, WebP and GIF images can be uploaded.'),
  ).toHaveCount(0);
  await expect(page.getByLabel('Course name')).not.toHaveValue('');
});

test('the upload shows its progress on a slow connection', async ({ browser, baseURL }) => {
  const context = await signedIn(browser, baseURL!, 'instructor@example.com');
  const page = await context.newPage();
  await page.goto('/dashboard/addclass');
  await page.getByLabel('Course name').fill(unique('E2E Slow'));
  await page.getByLabel('Price (US$)').fill('10');
  await page.getByLabel('Available seats').fill('3');
  // Random pixels do not compress: a few hundred kilobytes at 100 kB/s takes seconds.
  const noise = Buffer.from(Array.from({ length: 360 * 360 * 3 }, () => Math.floor(Math.random() * 256)));
  const sharp = (await import('sharp')).default;
  const buffer = await sharp(noise, { raw: { width: 360, height: 360, channels: 3 } })
    .png()
    .toBuffer();
  await page.getByLabel('Class image').setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await page.getByRole('button', { name: 'Add class' }).click();
  await expect(page.getByRole('button', { name: 'Uploading image…' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Uploading image' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('dialog', { name: 'Class added successfully' })).toBeVisible({
    timeout: 30_000,
  });
});
