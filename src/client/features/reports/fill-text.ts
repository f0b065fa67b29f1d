/** A fill rate as read: '75%', or 'No seats' for a class that has none (docs/decisions/reports.md). */
export const fillText = (percent: number | null): string => (percent === null ? 'No seats' : `${percent}%`);
