import { describe, expect, it } from 'vitest';
import { attachmentName } from './message-attachments.js';

describe('attachmentName', () => {
  it.each([
    ['Kit list.pdf', 'Kit list'],
    ['C:\\Users\\sam\\Spring term.PDF', 'Spring term'],
    ['/tmp/photos/team (2026).jpeg', 'team (2026)'],
    ['report.final.pdf', 'report.final'],
    ['no-extension', 'no-extension'],
    ['"quoted";\r\nX-Header: evil.pdf', 'quoted-X-Header- evil'],
    ['Café rôle.png', 'Caf- r-le'],
    ['.pdf', 'attachment'],
    ['', 'attachment'],
    ['...', 'attachment'],
    [`${'a'.repeat(120)}.pdf`, 'a'.repeat(80)],
  ])('%j is sent as %j', (given, expected) => {
    expect(attachmentName(given)).toBe(expected);
  });
});
