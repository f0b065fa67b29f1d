// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { CalendarFeedSection } from './calendar-feed-section';

const FIRST = 'https://school.example/api/calendar/feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const SECOND = 'https://school.example/api/calendar/feed/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';

/** The server as the section sees it: one feed or none, a new secret at each POST. */
function server(initial: { createdAt: string; lastUsedAt: string | null } | null) {
  let feed = initial;
  const urls = [FIRST, SECOND];
  return fakeFetch((method) => {
    if (method === 'GET') return [200, { feed }];
    if (method === 'POST') {
      const url = urls.shift()!;
      feed = { createdAt: '2026-10-01T08:00:00.000Z', lastUsedAt: null };
      return [201, { url, webcalUrl: url.replace('https://', 'webcal://'), createdAt: feed.createdAt }];
    }
    const deletedCount = feed ? 1 : 0;
    feed = null;
    return [200, { deletedCount }];
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the calendar feed section', () => {
  it('makes a feed and shows its link once, with a webcal:// link for calendar apps', async () => {
    const api = server(null);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<CalendarFeedSection />);
    expect(await screen.findByText('You have no calendar feed.')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Create calendar feed' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Your calendar feed link');
    expect(link.value).toBe(FIRST);
    expect(screen.getByText(/it is shown only this once/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in your calendar app' }).getAttribute('href')).toBe(
      FIRST.replace('https://', 'webcal://'),
    );
    expect(api.calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    expect(screen.getByRole('button', { name: 'Renew link' })).toBeTruthy();
  });

  it('copies the link to the clipboard', async () => {
    vi.stubGlobal('fetch', server(null).fetch);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<CalendarFeedSection />);
    await user.click(await screen.findByRole('button', { name: 'Create calendar feed' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText('Link copied. Paste it into your calendar app.')).toBeTruthy();
  });

  it('says a feed exists without showing a link, and renews it after asking', async () => {
    const api = server({ createdAt: '2026-09-01T08:00:00.000Z', lastUsedAt: null });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<CalendarFeedSection />);
    expect(await screen.findByText(/Your calendar feed is on since/)).toBeTruthy();
    expect(screen.getByText(/No calendar has fetched it yet/)).toBeTruthy();
    expect(screen.queryByLabelText('Your calendar feed link')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Renew link' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/The current link stops working at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Renew link' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Your calendar feed link')).value).toBe(FIRST);
    expect(api.calls.map((c) => c.method)).toEqual(['GET', 'POST']);
  });

  it('turns the feed off after asking, and hides the link that stopped working', async () => {
    const api = server(null);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<CalendarFeedSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create calendar feed' }));
    await screen.findByLabelText('Your calendar feed link');

    await user.click(screen.getByRole('button', { name: 'Turn off feed' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Calendar feed turned off.')).toBeTruthy();
    expect(screen.getByText('You have no calendar feed.')).toBeTruthy();
    expect(screen.queryByLabelText('Your calendar feed link')).toBeNull();
    expect(api.calls.at(-1)?.method).toBe('DELETE');
  });

  it('changes nothing when renewing is cancelled', async () => {
    const api = server({ createdAt: '2026-09-01T08:00:00.000Z', lastUsedAt: '2026-09-02T08:00:00.000Z' });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<CalendarFeedSection />);
    expect(await screen.findByText(/A calendar last fetched it on/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Renew link' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.map((c) => c.method)).toEqual(['GET']);
    expect(screen.queryByLabelText('Your calendar feed link')).toBeNull();
  });
});
