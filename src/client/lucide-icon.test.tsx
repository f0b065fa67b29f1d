import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import createLucideIcon, { type IconData, type IconProps } from './lucide-icon';

const lucideDir = path.resolve('node_modules/lucide-react/dist/esm');

/** Every icon the app imports from lucide-react, by the name it imports. */
function iconsTheAppUses(dir = path.resolve('src/client')): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      for (const name of iconsTheAppUses(file)) names.add(name);
    } else if (/\.tsx?$/.test(entry)) {
      for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
        for (const name of list!.split(',').map((part) => part.trim())) {
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return names;
}

/** The icon's data, as lucide's module for it holds it (an old name's module re-exports the new one's). */
async function iconData(name: string): Promise<IconData> {
  const index = readFileSync(path.join(lucideDir, 'lucide-react.mjs'), 'utf8');
  let file = index
    .split('\n')
    .find((line) => new RegExp(`default as ${name}[,\\s]`).test(line))
    ?.match(/from '\.\/icons\/([\w-]+)\.mjs'/)?.[1];
  for (;;) {
    const source = readFileSync(path.join(lucideDir, 'icons', `${file}.mjs`), 'utf8');
    const next = source.match(/export \{ default \} from '\.\/([\w-]+)\.mjs'/)?.[1];
    if (!next) break;
    file = next;
  }
  const module = (await import(path.join(lucideDir, 'icons', `${file}.mjs`))) as { __iconData: IconData };
  return module.__iconData;
}

const propSets: IconProps[] = [
  {},
  { size: 14, className: 'shrink-0', 'aria-hidden': true },
  { size: 16, 'aria-hidden': true },
  { className: 'size-5  text-primary size-5' },
  { title: 'Open' } as IconProps,
  { role: 'img', 'aria-label': 'Open', nonScalingStroke: true },
  { color: 'red', size: 32, strokeWidth: 1.5, absoluteStrokeWidth: true },
  { width: 20, height: 10, style: { verticalAlign: 'middle' }, 'data-x': 'y' } as IconProps,
  { children: createElement('title', null, 'Named') },
];

describe('the icons lucide-icon makes', () => {
  it("are lucide's own <svg>, for every icon the app uses", async () => {
    const names = [...iconsTheAppUses()];
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const theirs = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name];
      expect(theirs, name).toBeDefined();
      const ours = createLucideIcon(await iconData(name));
      for (const props of propSets) {
        expect(renderToStaticMarkup(createElement(ours, props)), `${name} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(createElement(theirs!, props)),
        );
      }
    }
  });

  it('carry the classes of an icon known by older names too', async () => {
    const ours = createLucideIcon(await iconData('AlarmClockCheck'));
    expect(renderToStaticMarkup(createElement(ours))).toContain(
      'class="lucide lucide-alarm-clock-check lucide-alarm-check"',
    );
  });
});
