import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { formatMailTime, renderMail } from './render-mail.js';
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
});

describe('times in mails', () => {
  it('reads in the recipient’s zone, named, and in UTC when the zone is unknown', () => {
    const at = new Date('2026-12-01T17:30:00Z');
    expect(formatMailTime(at, 'Europe/Madrid')).toBe('Tuesday, December 1, 2026 at 6:30 PM GMT+1');
    expect(formatMailTime(at, 'America/Los_Angeles')).toBe('Tuesday, December 1, 2026 at 9:30 AM PST');
    expect(formatMailTime(at, null)).toBe('Tuesday, December 1, 2026 at 5:30 PM UTC');
  });
});
