import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Preview } from '@react-email/components';
import { renderMail, type RenderedMail } from './render-mail.js';

/**
 * What a slotted mail's template may take: strings, each a slot, and booleans, nulls and lists, which decide
 * the markup's shape. No numbers: a template that formats a number would not show a slot as it shows a value.
 */
export type SlotProps =
  string | boolean | null | readonly SlotProps[] | { readonly [key: string]: SlotProps };

export interface SlottedMailTemplate<Props extends SlotProps> {
  subject(props: Props): string;
  /** The preview line the template gives its frame (`SchoolMail`): its padding depends on its length. */
  preview(props: Props): string;
  element(props: Props): ReactElement;
}

const SLOT = /@@slot(\d+)@@/g;
const slotMark = (index: number) => `@@slot${index}@@`;

/**
 * A value the fill would not show as a full render does: the plain-text converter collapses runs of white
 * space and trims it at the edges of a block, and shows an empty element as a blank line or nothing.
 */
const needsFullRender = (value: string) =>
  value === '' || value.includes('@@slot') || /[\t\n\f\r\u200b]| {2}|^ | $/.test(value);

/** As React writes text and attribute values in markup. */
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#x27;',
  );

/** Props with each string replaced by its slot's mark, the strings collected in order into `values`. */
function withSlots<Props extends SlotProps>(props: Props, values: string[]): Props {
  const slot = (value: SlotProps): SlotProps => {
    if (typeof value === 'string') return slotMark(values.push(value) - 1);
    if (value === null || typeof value === 'boolean') return value;
    if (Array.isArray(value)) return value.map(slot);
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, slot(each)]));
  };
  return slot(props) as Props;
}

const previewMarkup = (text: string) => renderToStaticMarkup(createElement(Preview, null, text));

interface Made {
  subject: string;
  text: string;
  /** The HTML before and after the preview, which is rendered anew for each mail. */
  beforePreview: string;
  afterPreview: string;
}

/** A template whose fill differed from its full render: it is always rendered in full. */
const UNSAFE = 'unsafe';
const MAX_SHAPES = 32;

/**
 * A mail sent as often as its event (a receipt for every payment), made without rendering it: its template
 * is rendered once per shape (which optional parts and how many list items) with marks in place of its
 * strings, and each mail fills the marks with its own values, escaped for the HTML, as they are for the
 * plain text and the subject: 0.09 ms a receipt instead of 0.76 ms, inside its payment's transaction
 * (bench/results.md). The first mail of each shape is also rendered in full and compared: a template the fill
 * does not reproduce exactly is rendered in full from then on, as is any mail with a value the fill would show
 * otherwise (`needsFullRender`).
 */
export function createSlottedMail<Props extends SlotProps>(
  template: SlottedMailTemplate<Props>,
  onUnsafe: (shape: string) => void = () => {},
) {
  const shapes = new Map<string, Made | typeof UNSAFE>();
  const renderFully = (props: Props) => renderMail(template.subject(props), template.element(props));

  function fill(made: Made, values: string[], preview: string): RenderedMail {
    const asText = (s: string) => s.replace(SLOT, (_, i: string) => values[Number(i)]!);
    const asHtml = (s: string) => s.replace(SLOT, (_, i: string) => escapeHtml(values[Number(i)]!));
    return {
      subject: asText(made.subject),
      html: asHtml(made.beforePreview) + previewMarkup(preview) + asHtml(made.afterPreview),
      text: asText(made.text),
    };
  }

  async function make(slotted: Props): Promise<Made | typeof UNSAFE> {
    const rendered = await renderFully(slotted);
    const preview = previewMarkup(template.preview(slotted));
    const at = rendered.html.indexOf(preview);
    if (at < 0) return UNSAFE;
    return {
      subject: rendered.subject,
      text: rendered.text,
      beforePreview: rendered.html.slice(0, at),
      afterPreview: rendered.html.slice(at + preview.length),
    };
  }

  return async function render(props: Props): Promise<RenderedMail> {
    const values: string[] = [];
    const slotted = withSlots(props, values);
    if (values.some(needsFullRender)) return renderFully(props);
    const shape = JSON.stringify(slotted);
    const known = shapes.get(shape);
    if (known === UNSAFE) return renderFully(props);
    if (known) return fill(known, values, template.preview(props));
    if (shapes.size >= MAX_SHAPES) return renderFully(props);

    const made = await make(slotted);
    const full = await renderFully(props);
    const filled = made === UNSAFE ? null : fill(made, values, template.preview(props));
    const same = filled?.subject === full.subject && filled.html === full.html && filled.text === full.text;
    shapes.set(shape, same ? made : UNSAFE);
    if (!same) onUnsafe(shape);
    return full;
  };
}
