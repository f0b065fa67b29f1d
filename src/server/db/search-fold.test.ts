import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foldText, searchFoldTable } from '#contract/search-fold';
import { useTestApp } from '#server/testing/test-app';

const ctx = useTestApp();

async function fold(text: string): Promise<string> {
  const answer = (await ctx.store.db.execute(
    sql`select search_fold(${text}::text) as folded`,
  )) as unknown as {
    rows: { folded: string }[];
  };
  return answer.rows[0]!.folded;
}

describe('search_fold in the database', () => {
  it('folds names as the browser does: case and accents gone', async () => {
    for (const name of [
      'María José Fernández',
      'ČESKÝ Łódź Øster',
      'Nguyễn Thị Ánh',
      'Ελένη Ζωή',
      'Ёлка Йод',
    ]) {
      expect(await fold(name), name).toBe(foldText(name));
    }
    expect(await fold('María José Fernández')).toBe('maria jose fernandez');
    // Decomposed accents (a letter, then its mark) fold like composed ones.
    expect(await fold('Jose\u0301')).toBe('jose');
  });

  it("folds every character of its table as foldText does, keeping %, _ and \\ for LIKE's escapes", async () => {
    const { from } = searchFoldTable();
    const chars = [...from];
    expect(chars.length).toBeGreaterThan(1000);
    const folded = await fold(chars.join('|'));
    expect(folded.split('|')).toEqual(chars.map(foldText));
    expect(await fold('50%_\\')).toBe('50%_\\');
  });
});
