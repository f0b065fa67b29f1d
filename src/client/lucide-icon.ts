import { createElement, type ReactNode, type SVGProps } from 'react';

/*
 * What lucide-react's icons are made with, in the browser's build (vite.config.ts puts it in place of its
 * createLucideIcon): the same <svg> as lucide's own, without its general machinery (a context for defaults,
 * attribute names for other frameworks, string icon names), 1 kB gzipped of every page's first load
 * (docs/decisions/public-first-load.md). lucide-icon.test.tsx renders every icon the app uses both ways.
 */

export interface IconData {
  name: string;
  size?: number;
  node: [string, Record<string, string>][];
  aliases?: string[];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
}

export default function createLucideIcon({ name, size: box = 24, node, aliases = [] }: IconData) {
  return function LucideIcon({
    color,
    size,
    width,
    height,
    strokeWidth = 2,
    absoluteStrokeWidth,
    nonScalingStroke,
    className = '',
    children,
    ...rest
  }: IconProps) {
    const classes = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`), className]
      .join(' ')
      .split(/\s+/)
      .filter(Boolean);
    const labelled =
      !!children ||
      Object.entries(rest).some(
        ([prop, value]) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && value != null,
      );
    return createElement(
      'svg',
      {
        // In lucide's order, which is the order of the attributes in the page's HTML.
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth
          ? (Number(strokeWidth) * box) / Number(width ?? size ?? 24)
          : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set(classes)].join(' '),
        ...(!labelled && { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attrs]) =>
        createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attrs } : attrs),
      ),
      ...(Array.isArray(children) ? children : [children]),
    );
  };
}
