import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `%`, `_` and `\` typed in a search are meant literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether one of `columns` contains `text`, ignoring case and accents: both sides go through the database's
 * `search_fold` (migration 0021, docs/decisions/accent-insensitive-search.md), so 'maria jose' finds
 * 'María José Fernández'. A null column contains nothing.
 */
export function containsFolded(columns: readonly (SQLWrapper | SQL)[], text: string): SQL {
  const pattern = sql`'%' || search_fold(${escapeLike(text)}::text) || '%'`;
  const tests = columns.map((column) => sql`search_fold(${column}) like ${pattern}`);
  return sql`(${sql.join(tests, sql` or `)})`;
}
