import { describe, expect, it } from 'vitest';
import { loadRoutesFor } from '#client/app-router.tsx';
import { documentTitleFor, routes } from '#client/router.tsx';

describe('the document title', () => {
  it('is the site name on the home page and the page name first elsewhere', () => {
    expect(documentTitleFor('/')).toBe('Speak the World');
    expect(documentTitleFor('/classes')).toBe('Classes | Speak the World');
    expect(documentTitleFor('/ins')).toBe('Instructors | Speak the World');
    // Until the instructor's name arrives (usePageTitle), and in the page prerendered for every id.
    expect(documentTitleFor('/ins/abc123')).toBe('Instructor | Speak the World');
    expect(documentTitleFor('/login')).toBe('Login | Speak the World');
  });

  it('names the deepest page, not its layout', async () => {
    // The dashboard's routes come with its code, as in the browser.
    await loadRoutesFor(routes, '/dashboard');
    expect(documentTitleFor('/dashboard')).toBe('Dashboard | Speak the World');
    expect(documentTitleFor('/dashboard/payment/12')).toBe('Payment | Speak the World');
    expect(documentTitleFor('/dashboard/manage-users')).toBe('Manage users | Speak the World');
    expect(documentTitleFor('/dashboard/nothing-here')).toBe('Page not found | Speak the World');
    // An address no public route matches first fetches the pages mailed links open, as in the browser.
    await loadRoutesFor(routes, '/no-such-page');
    expect(documentTitleFor('/no-such-page')).toBe('Page not found | Speak the World');
    expect(documentTitleFor('/verify-email')).toBe('Confirm your address | Speak the World');
  });
});
