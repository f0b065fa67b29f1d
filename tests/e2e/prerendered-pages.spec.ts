import { expect, test } from './support/fixtures';
import { signedIn } from './support/sessions';

const prerendered = [
  { path: '/', heading: 'Speak the World', title: 'Speak the World' },
  { path: '/classes', heading: 'All Classes', title: 'Classes | Speak the World' },
  { path: '/ins', heading: 'All Instructors', title: 'Instructors | Speak the World' },
  { path: '/login', heading: 'Please Login', title: 'Login | Speak the World' },
  { path: '/registration', heading: 'Create your account', title: 'Registration | Speak the World' },
  { path: '/about', heading: 'About us', title: 'About us | Speak the World' },
  { path: '/contact', heading: 'Contact', title: 'Contact | Speak the World' },
  { path: '/teach', heading: 'Teach with us', title: 'Teach with us | Speak the World' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, heading, title } of prerendered) {
    test(`${path} shows its title, header, heading and footer before any script runs`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Classes' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('a page that depends on its query string is left to the browser to render', async ({ page }) => {
    await page.goto('/classes?q=spanish');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

for (const { path, heading, title } of prerendered) {
  test(`${path} is hydrated in place: the prerendered heading stays, and nothing is reported`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Keep hold of the heading the HTML brought, before the app's script has run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { prerenderedHeading?: Element | null }).prerenderedHeading =
            document.querySelector('h1');
        }
      });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The app is live: the session answer has replaced the header's placeholder with Login.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    const sameHeading = await page.evaluate(() => {
      const kept = (window as unknown as { prerenderedHeading?: Element | null }).prerenderedHeading;
      return !!kept && kept.isConnected && kept === document.querySelector('h1');
    });
    expect(sameHeading).toBe(true);
    await expect(page).toHaveTitle(title);
    expect(problems).toEqual([]);
  });
}

test('the title follows the page in the browser, on the public site and on the dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Instructors' }).click();
  await expect(page).toHaveTitle('Instructors | Speak the World');
  await page.goto('/classes?q=spanish');
  await expect(page).toHaveTitle('Classes | Speak the World');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found | Speak the World');

  const student = await signedIn(browser, baseURL!, 'student@example.com');
  const dashboard = await student.newPage();
  await dashboard.goto('/dashboard/enrolled');
  await expect(dashboard).toHaveTitle('Enrolled classes | Speak the World');
  await dashboard
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Payment history' })
    .click();
  await expect(dashboard).toHaveTitle('Payment history | Speak the World');
  await student.close();
});
