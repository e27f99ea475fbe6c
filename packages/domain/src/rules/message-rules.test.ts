import { describe, expect, it } from 'vitest';
import { ukMobileToE164 } from './account.js';
import { coachMayMessage, dateRangeIssue, decideChannel, type AudiencePerson } from './message-audience.js';
import {
  fillMergeFields,
  headerSafe,
  renderEmail,
  renderSms,
  unknownMergeFields,
  type MergeValues,
} from './message-merge.js';

const values: MergeValues = {
  parentFirstName: 'Sam',
  childFirstName: 'Amy and Ben',
  className: 'Mini Kickers',
  venue: 'Riverside Hall',
  nextSession: 'Mon 2nd November 2026, 4:30 pm',
  clubName: 'Little Legends',
};

describe('UK mobile rule (07… or +44 7… with 9 more digits) to E.164', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['07700-900-123', '+447700900123'],
    ['+447700900123', '+447700900123'],
    ['0770090012', null],
    ['077009001234', null],
    ['01632 960123', null],
    ['+44 1632 960123', null],
    ['', null],
  ])('%j → %j', (input, expected) => expect(ukMobileToE164(input)).toBe(expected));
});

describe('merge fields', () => {
  it('fills every field, with or without spaces inside the braces', () => {
    const text =
      'Hi {{parentFirstName}}, {{ childFirstName }} at {{className}} ({{venue}}) {{nextSession}}. {{clubName}}';
    expect(fillMergeFields(text, values)).toBe(
      'Hi Sam, Amy and Ben at Mini Kickers (Riverside Hall) Mon 2nd November 2026, 4:30 pm. Little Legends',
    );
  });

  it('names the fields it does not know, each once', () => {
    expect(unknownMergeFields('{{parentFirstname}} {{clubName}} {{x}} {{x}}')).toEqual(['parentFirstname', 'x']);
    expect(unknownMergeFields('{{clubName}} and {single}')).toEqual([]);
  });

  it('escapes the HTML part (the words and the values) and always has the text part', () => {
    const email = renderEmail(
      { subject: 'News', body: 'Dear {{parentFirstName}} <b>&</b>\n\nSecond line\nthird' },
      { ...values, parentFirstName: '<script>alert(1)</script>' },
    );
    expect(email.text).toBe('Dear <script>alert(1)</script> <b>&</b>\n\nSecond line\nthird');
    expect(email.html).toContain('<p>Dear &lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;&amp;&lt;/b&gt;</p>');
    expect(email.html).toContain('<p>Second line<br>third</p>');
    expect(email.html).not.toContain('<script>');
  });

  it('keeps a value from adding a header: the subject is one line', () => {
    const email = renderEmail(
      { subject: 'For {{parentFirstName}}', body: 'x' },
      { ...values, parentFirstName: 'Sam\r\nBcc: victim@example.com' },
    );
    expect(email.subject).toBe('For Sam Bcc: victim@example.com');
    expect(headerSafe('a\u0000b\u2028c\td')).toBe('a b c d');
  });

  it('renders an SMS as plain text', () => {
    expect(renderSms(' {{childFirstName}}: no {{className}} today \r\n', values)).toBe(
      'Amy and Ben: no Mini Kickers today',
    );
  });
});

describe('audience: who is left out of a service or a marketing message, and why', () => {
  const person = (over: Partial<AudiencePerson> = {}): AudiencePerson => ({
    email: 'sam@example.com',
    mobile: '07700900123',
    marketingConsent: true,
    unsubscribed: new Set(),
    smsStopped: false,
    emailSuppressed: null,
    ...over,
  });

  it('reaches a consenting family on both channels, the SMS in E.164', () => {
    expect(decideChannel(person(), 'email', 'marketing')).toEqual({
      channel: 'email',
      included: true,
      address: 'sam@example.com',
    });
    expect(decideChannel(person(), 'sms', 'marketing')).toEqual({
      channel: 'sms',
      included: true,
      address: '+447700900123',
    });
  });

  it.each([
    ['no mobile', { mobile: null }, 'sms', 'service', 'no-mobile'],
    ['a landline', { mobile: '01632960123' }, 'sms', 'service', 'no-mobile'],
    ['bounced', { emailSuppressed: 'bounced' }, 'email', 'service', 'bounced'],
    ['complained', { emailSuppressed: 'complained' }, 'email', 'service', 'complained'],
    ['complained: marketing too', { emailSuppressed: 'complained' }, 'email', 'marketing', 'complained'],
    ['no consent', { marketingConsent: false }, 'email', 'marketing', 'no-marketing-consent'],
    ['unsubscribed by SMS', { unsubscribed: new Set(['sms'] as const) }, 'sms', 'marketing', 'unsubscribed'],
    ['replied STOP: no marketing SMS', { smsStopped: true }, 'sms', 'marketing', 'unsubscribed'],
    ['replied STOP: no service SMS either', { smsStopped: true }, 'sms', 'service', 'unsubscribed'],
  ] as const)('%s: left out (%s, %s)', (_what, over, channel, purpose, reason) => {
    expect(decideChannel(person(over), channel, purpose)).toEqual({ channel, included: false, reason });
  });

  it('sends service messages whatever the marketing consent or unsubscribes', () => {
    const noMarketing = person({ marketingConsent: false, unsubscribed: new Set(['email', 'sms']) });
    expect(decideChannel(noMarketing, 'email', 'service').included).toBe(true);
    expect(decideChannel(noMarketing, 'sms', 'service').included).toBe(true);
  });

  it('keeps the email of a person who replied STOP', () => {
    expect(decideChannel(person({ smsStopped: true }), 'email', 'service').included).toBe(true);
  });

  it('keeps an unsubscribe per channel: email unsubscribed still gets a marketing SMS', () => {
    const p = person({ unsubscribed: new Set(['email'] as const) });
    expect(decideChannel(p, 'email', 'marketing').included).toBe(false);
    expect(decideChannel(p, 'sms', 'marketing').included).toBe(true);
  });
});

describe('a date range to message (both days included, at most a year)', () => {
  it.each([
    ['2026-11-02', '2026-11-02', null],
    ['2026-11-02', '2026-12-20', null],
    ['2026-11-02', '2027-11-02', null],
    ['2026-11-02', '2027-11-03', 'over-a-year'],
    ['2028-02-29', '2029-02-28', null],
    ['2028-02-29', '2029-03-01', 'over-a-year'],
    ['2026-11-02', '2026-11-01', 'before-from'],
    ['2026-12-31', '2026-01-01', 'before-from'],
  ])('%s to %s: %s', (from, to, problem) => {
    expect(dateRangeIssue(from, to)).toEqual(problem === null ? null : { field: 'to', problem });
  });
});

describe('which audiences a coach may message', () => {
  it.each([
    ['run', true],
    ['waitingList', true],
    ['camp', true],
    ['campWeek', true],
    ['campDay', true],
    ['term', false],
    ['dateRange', false],
    ['contacts', false],
    ['person', false],
  ])('%s: %s', (kind, may) => expect(coachMayMessage(kind)).toBe(may));
});
