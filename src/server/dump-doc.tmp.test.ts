import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { createFullTestApp } from '#server/testing/full-app';
it('dumps', async () => {
  const full = await createFullTestApp();
  writeFileSync('/tmp/oa/doc.json', JSON.stringify(full.ctx.app.swagger(), null, 1));
  await full.close();
}, 60000);
