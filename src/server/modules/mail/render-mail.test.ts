import { createElement } from 'react';
import { render, toPlainText } from '@react-email/components';
import { describe, expect, it } from 'vitest';
import { buildReceipt } from '#server/modules/receipts/build-receipt';
import { centsFromDollars } from '#server/money';
import { formatMailTime, renderMail } from './render-mail.js';
import { ReceiptMail, receiptSubject } from './templates/receipt-mail.js';
import { WelcomeMail, welcomeSubject } from './templates/welcome-mail.js';

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
