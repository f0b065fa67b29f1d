import { z } from 'zod/mini';

/** The last segment of a feed's URL: `<token>.ics`. */
export const calendarFeedFileParam = z.object({
  file: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'is not a calendar feed')),
});

/** Whether the signed-in account has a feed; its URL is shown only when it is made. */
export const calendarFeedStatus = z.object({
  feed: z.nullable(
    z.object({
      createdAt: z.string(),
      /** When a calendar app last fetched it; null until one does. */
      lastUsedAt: z.nullable(z.string()),
    }),
  ),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

/** A new feed (made or renewed): its URL, shown this once, and the same as webcal:// for Apple's Calendar. */
export const calendarFeedCreated = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;

/** The webcal:// form of a feed URL, which calendar apps open as a subscription. */
export function webcalUrlOf(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
