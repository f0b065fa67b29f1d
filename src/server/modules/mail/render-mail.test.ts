import { createElement } from 'react';
import { render, toPlainText } from '@react-email/components';
import { describe, expect, it } from 'vitest';
import { buildReceipt } from '#server/modules/receipts/build-receipt';
import { centsFromDollars } from '#server/money';
import type { UiLocale } from '#contract/ui-locales';
import { formatMailTime, formatMailUsd, renderMail } from './render-mail.js';
import { ReceiptMail, receiptMailReceipt, receiptSubject } from './templates/receipt-mail.js';
import { WelcomeMail, welcomeSubject, welcomeSubjectIn } from './templates/welcome-mail.js';

describe('rendering a mail', () => {
  it('gives the welcome as HTML in the school colours and as plain text with the same link', async () => {
    const mail = await renderMail(
      welcomeSubject,
      createElement(WelcomeMail, { name: 'Ana', siteUrl: 'https://school.example' }),
    );
    expect(mail.subject).toBe('Welcome to Speak the World');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('background-color:#c026d3');
    expect(mail.html).toContain('href="https://school.example/classes"');
    expect(mail.text).not.toContain('<');
    expect(mail.text).toContain('Welcome, Ana!');
    expect(mail.text).toContain('https://school.example/classes');
    expect(mail.text).toContain('350 Mission Street, San Francisco');
  });

  it('writes a name as text, never as markup', async () => {
    const mail = await renderMail(
      welcomeSubject,
      createElement(WelcomeMail, { name: '<img src=x onerror=alert(1)>', siteUrl: 'https://school.example' }),
    );
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('gives the mail library’s own HTML, less React’s streaming comments, and its own plain text', async () => {
    const receipt = buildReceipt({
      id: '0194f4c2-0000-7000-8000-000000000001',
      receiptNumber: 42,
      userId: 'u1',
      studentName: 'Ana  <b>Díaz</b>',
      email: 'ana@example.com',
      transactionId: 'pi_42',
      priceCents: centsFromDollars(44.99),
      classId: 'c1',
      className: 'Spanish & "Tapas" A1',
      date: new Date('2026-11-27T10:00:00Z'),
      cardBrand: 'visa',
      cardLast4: '4242',
      couponCode: 'WELCOME10',
      discountCents: centsFromDollars(5),
      status: 'paid',
    });
    const template = () =>
      createElement(ReceiptMail, {
        receipt,
        receiptUrl: 'https://school.example/dashboard/receipts/1',
        siteUrl: 'https://school.example',
      });
    const ours = await renderMail(receiptSubject(receipt), template());
    const theirs = await render(template());
    const headings = ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } }));

    expect(ours.html).toBe(theirs.replace(/<!--\/?\$-->|<!--(html|head|body)-->/g, ''));
    expect(ours.text).toBe(toPlainText(theirs, { selectors: headings }));
    expect(ours.text).toContain('Coupon WELCOME10');
    expect(ours.text).toContain('November 27, 2026');
  });
});

describe('times in mails', () => {
  it('reads in the recipient’s zone, named, and in UTC when the zone is unknown', () => {
    const at = new Date('2026-12-01T17:30:00Z');
    expect(formatMailTime(at, 'Europe/Madrid')).toBe('Tuesday, December 1, 2026 at 6:30 PM GMT+1');
    expect(formatMailTime(at, 'America/Los_Angeles')).toBe('Tuesday, December 1, 2026 at 9:30 AM PST');
    expect(formatMailTime(at, null)).toBe('Tuesday, December 1, 2026 at 5:30 PM UTC');
  });
});

describe('mails in the reader’s language', () => {
  const receipt = buildReceipt({
    id: '0194f4c2-0000-7000-8000-000000000001',
    receiptNumber: 7,
    userId: 'u1',
    studentName: 'Lucía',
    email: 'lucia@example.com',
    transactionId: 'pi_7',
    priceCents: centsFromDollars(1249.5),
    classId: 'c1',
    className: 'Portugués para viajar',
    date: new Date('2026-03-01T07:30:00Z'),
    cardBrand: 'amex',
    cardLast4: '0005',
    couponCode: 'HOLA',
    discountCents: centsFromDollars(10),
    status: 'paid',
  });
  const receiptIn = (locale: UiLocale) =>
    renderMail(
      receiptSubject(receipt, locale),
      createElement(ReceiptMail, {
        receipt: receiptMailReceipt(receipt, locale),
        receiptUrl: 'https://school.example/dashboard/receipts/1',
        siteUrl: 'https://school.example',
        locale,
      }),
    );

  it('gives a Spanish receipt Spanish words, dates and dollars, and the same figures', async () => {
    const mail = await receiptIn('es');
    expect(mail.subject).toBe('Tu recibo STW-2026-000007');
    expect(mail.html).toMatch(/<html dir="ltr" lang="es">/);
    expect(mail.text).toContain('Lucía, tu pago se ha completado y la plaza es tuya.');
    expect(mail.text).toContain('Clase: Portugués para viajar');
    expect(mail.text).toContain('1259,50\u00a0US$');
    expect(mail.text).toContain('−10,00\u00a0US$');
    expect(mail.text).toContain('Total pagado (USD)');
    expect(mail.text).toContain('1249,50\u00a0US$');
    expect(mail.text).toContain('American Express terminada en 0005');
    // 07:30 UTC is 11:30 PM the day before in San Francisco, the receipt's zone.
    expect(mail.text).toContain('28 de febrero de 2026');
    expect(mail.text).toContain('23:30');
    expect(mail.text).not.toMatch(/Thank you|Receipt number|ending in/);
  });

  it('writes an Arabic mail right to left, said on the document, its body and its frame', async () => {
    const mail = await receiptIn('ar');
    expect(mail.html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(mail.html).toMatch(/<body lang="ar" dir="rtl"/);
    expect(mail.html).toMatch(/<table [^>]*dir="rtl"/);
    // The figures stand at the line's end, which is on the left in Arabic.
    expect(mail.html).toContain('text-align:left');
    expect(mail.html).not.toContain('text-align:right');
    expect(mail.subject).toBe('إيصالك STW-2026-000007');
    expect(mail.text).toContain('شكرًا على دفعتك');
    expect(mail.text).toContain('American Express المنتهية بالرقم 0005');
  });

  it('says every mail’s language on it, English ones too', async () => {
    const mail = await renderMail(
      welcomeSubject,
      createElement(WelcomeMail, { name: 'Ana', siteUrl: 'https://school.example' }),
    );
    expect(mail.html).toMatch(/<html dir="ltr" lang="en">/);
    expect(mail.html).toMatch(/<body lang="en" dir="ltr"/);
    const ja = await renderMail(
      welcomeSubjectIn('ja'),
      createElement(WelcomeMail, { name: 'Ana', siteUrl: 'https://school.example', locale: 'ja' }),
    );
    expect(ja.subject).toBe('Speak the Worldへようこそ');
    expect(ja.html).toMatch(/<html dir="ltr" lang="ja">/);
    expect(ja.text).toContain('Anaさん、ようこそ！');
  });

  it('writes times and dollars as each language does, in the same zone', () => {
    const at = new Date('2026-12-01T17:30:00Z');
    expect(formatMailTime(at, 'Europe/Madrid', 'es')).toBe('martes, 1 de diciembre de 2026, 18:30 CET');
    expect(formatMailTime(at, 'Europe/Madrid', 'de')).toBe('Dienstag, 1. Dezember 2026 um 18:30 MEZ');
    expect(formatMailTime(at, 'Europe/Madrid', 'en')).toBe('Tuesday, December 1, 2026 at 6:30 PM GMT+1');
    const cents = centsFromDollars(1250);
    expect(formatMailUsd(cents, 'en')).toBe('$1,250.00');
    expect(formatMailUsd(cents, 'pt-BR')).toBe('US$\u00a01.250,00');
    expect(formatMailUsd(cents, 'fr')).toBe('1\u202f250,00\u00a0$US');
    expect(formatMailUsd(cents, 'ja')).toBe('$1,250.00');
  });
});
