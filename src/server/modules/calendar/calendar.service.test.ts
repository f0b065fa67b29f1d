import { describe, expect, it } from 'vitest';
import { icsDisposition } from './calendar.service.js';

describe('the file name of a class calendar', () => {
  it('is the class name in plain ASCII, and in full as UTF-8 for the browsers that read it', () => {
    expect(icsDisposition('Español B1 (tardes)')).toBe(
      `attachment; filename="Espanol-B1-tardes.ics"; filename*=UTF-8''Espa%C3%B1ol%20B1%20%28tardes%29.ics`,
    );
  });

  it('never lets a quote or a line break into the header', () => {
    const header = icsDisposition('A "quoted"\r\nSet-Cookie: x=1 class\'s');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toContain(`filename*=UTF-8''A%20%22quoted%22%0D%0ASet-Cookie%3A%20x%3D1%20class%27s.ics`);
  });

  it('falls back to "class" when nothing of the name is plain ASCII', () => {
    expect(icsDisposition('日本語')).toMatch(/^attachment; filename="class\.ics"; /);
  });
});
