import { createElement } from 'react';
import { Text } from '@react-email/components';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildReceipt } from '#server/modules/receipts/build-receipt';
import type { Cents } from '#server/money';
import { renderMail } from './render-mail.js';
import { createSlottedMail, type SlottedMailTemplate } from './slotted-mail.js';
import type { Receipt } from '#contract/receipts';
import { uiLocales, type UiLocale } from '#contract/ui-locales';
import {
  receiptMailReceipt,
  receiptMailTemplate,
  receiptMailTemplateIn,
  type ReceiptMailProps,
} from './templates/receipt-mail.js';
import { SchoolMail } from './templates/school-mail.js';

const fullRender = (props: ReceiptMailProps) =>
  renderMail(receiptMailTemplate.subject(props), receiptMailTemplate.element(props));

/** A receipt as the payment's transaction builds it, from values a student or an instructor may type. */
const receipts = fc
  .record({
    receiptNumber: fc.integer({ min: 1, max: 9_999_999 }),
    studentName: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
    className: fc.oneof(
      fc.string({ minLength: 1, maxLength: 60 }),
      fc.constantFrom('Spanish & "Tapas" <A1>'),
    ),
    priceCents: fc.integer({ min: 0, max: 500_000 }),
    discountCents: fc.integer({ min: 0, max: 10_000 }),
    couponCode: fc.option(fc.stringMatching(/^[A-Z0-9]{3,12}$/), { nil: null }),
    card: fc.option(
      fc.record({ brand: fc.constantFrom('visa', 'amex', 'x<y>'), last4: fc.constant('4242') }),
      {
        nil: null,
      },
    ),
    date: fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
    transactionId: fc.string({ minLength: 1, maxLength: 30 }),
  })
  .map((v) =>
    buildReceipt({
      id: '0194f4c2-0000-7000-8000-000000000001',
      receiptNumber: v.receiptNumber,
      userId: 'u1',
      studentName: v.studentName,
      email: v.studentName === null ? null : 'ana@example.com',
      transactionId: v.transactionId,
      priceCents: v.priceCents as Cents,
      classId: 'c1',
      className: v.className,
      date: v.date,
      cardBrand: v.card?.brand ?? null,
      cardLast4: v.card?.last4 ?? null,
      couponCode: v.couponCode,
      discountCents: (v.couponCode ? v.discountCents : 0) as Cents,
      status: 'paid',
    }),
  );

const propsIn = (receipt: Receipt, locale: UiLocale): ReceiptMailProps => ({
  receipt: receiptMailReceipt(receipt, locale),
  receiptUrl: 'https://school.example/dashboard/receipts/0194f4c2-0000-7000-8000-000000000001',
  siteUrl: 'https://school.example',
});
const receiptProps = receipts.map((receipt) => propsIn(receipt, 'en'));

describe('a slotted mail', () => {
  it('makes every receipt exactly as a full render does, rendering its template once per shape', async () => {
    const element = vi.fn(receiptMailTemplate.element);
    const onUnsafe = vi.fn();
    const receiptMail = createSlottedMail({ ...receiptMailTemplate, element }, onUnsafe);
    let mails = 0;
    await fc.assert(
      fc.asyncProperty(receiptProps, async (props) => {
        mails += 1;
        expect(await receiptMail(props)).toEqual(await fullRender(props));
      }),
      { numRuns: 300 },
    );
    expect(onUnsafe).not.toHaveBeenCalled();
    // A shape (with or without the student's name and the coupon) is rendered twice the first time: with its
    // marks, and in full to check the fill. Values the fill cannot show (white space runs, an empty name)
    // are rendered in full each time; the rest are filled in.
    expect(element.mock.calls.length).toBeLessThan(mails / 2);
  });

  it('makes receipts in every language exactly as a full render does', async () => {
    for (const locale of uiLocales) {
      const template = receiptMailTemplateIn(locale);
      const onUnsafe = vi.fn();
      const receiptMail = createSlottedMail(template, onUnsafe);
      await fc.assert(
        fc.asyncProperty(receipts, async (receipt) => {
          const props = propsIn(receipt, locale);
          expect(await receiptMail(props)).toEqual(
            await renderMail(template.subject(props), template.element(props)),
          );
        }),
        { numRuns: 40 },
      );
      expect(onUnsafe, locale).not.toHaveBeenCalled();
    }
  });

  it('writes a value as text in the HTML and as it is in the plain text and the subject', async () => {
    const element = vi.fn(receiptMailTemplate.element);
    const receiptMail = createSlottedMail({ ...receiptMailTemplate, element });
    const props = fc.sample(receiptProps, { numRuns: 1, seed: 7 })[0]!;
    const mail = (name: string, number: string) =>
      receiptMail({
        ...props,
        receipt: {
          ...props.receipt,
          number,
          student: { name },
          items: [{ name: 'French A1', amountText: '$10.00' }],
          discount: null,
          totalText: '$10.00',
        },
      });
    await mail('First', 'STW-2026-000001');
    const rendered = element.mock.calls.length;
    const second = await mail('<img src=x onerror=alert(1)> & "Ana"', 'STW-2026-000002');
    expect(second.html).not.toContain('<img src=x');
    expect(second.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Ana&quot;');
    expect(second.text).toContain('<img src=x onerror=alert(1)> & "Ana", your payment went through');
    expect(second.subject).toBe('Your receipt STW-2026-000002');
    expect(second.html).toContain('Receipt STW-2026-000002: $10.00 paid.');
    expect(element.mock.calls.length).toBe(rendered);
  });

  it('renders in full, from then on, a template whose fill differs from its render', async () => {
    type Props = { name: string };
    // Shouting the name: its slot's mark would be shouted too, so no fill could give the render's text.
    const shouting: SlottedMailTemplate<Props> = {
      subject: () => 'Hello',
      preview: (props) => `Hello ${props.name}`,
      element: (props) =>
        createElement(SchoolMail, {
          preview: `Hello ${props.name}`,
          siteUrl: 'https://school.example',
          children: createElement(Text, null, props.name.toUpperCase()),
        }),
    };
    const onUnsafe = vi.fn();
    const mail = createSlottedMail(shouting, onUnsafe);
    const full = (name: string) => renderMail('Hello', shouting.element({ name }));

    expect(await mail({ name: 'Ana' })).toEqual(await full('Ana'));
    expect(onUnsafe).toHaveBeenCalledTimes(1);
    expect((await mail({ name: 'Bea' })).text).toContain('BEA');
    expect(await mail({ name: 'Bea' })).toEqual(await full('Bea'));
  });
});
