import { describe, expect, it } from 'vitest';
import { isGsm7, smsLength } from './sms-segments.js';

describe('SMS segments: GSM-7 160 in one, 153 a part; UCS-2 70 in one, 67 a part', () => {
  it.each([
    ['', 'GSM-7', 0],
    ['a'.repeat(160), 'GSM-7', 1],
    ['a'.repeat(161), 'GSM-7', 2],
    ['a'.repeat(306), 'GSM-7', 2],
    ['a'.repeat(307), 'GSM-7', 3],
    ['é'.repeat(160), 'GSM-7', 1],
    ['ê'.repeat(70), 'UCS-2', 1],
    ['ê'.repeat(71), 'UCS-2', 2],
    ['ê'.repeat(134), 'UCS-2', 2],
    ['ê'.repeat(135), 'UCS-2', 3],
  ] as const)('%#: %j is %s in %i part(s)', (text, encoding, segments) => {
    expect(smsLength(text)).toMatchObject({ encoding, segments });
  });

  it('counts an extension character (€) as two septets', () => {
    expect(smsLength('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 });
  });

  it('never splits an escape pair across two parts', () => {
    // 152 septets then '€' (2): the pair does not fit the first part's 153, so it starts the second.
    expect(smsLength('a'.repeat(152) + '€' + 'a'.repeat(152))).toMatchObject({ units: 306, segments: 3 });
    expect(smsLength('a'.repeat(151) + '€' + 'a'.repeat(153))).toMatchObject({ units: 306, segments: 2 });
  });

  it('sends a text with an emoji or a curly quote as UCS-2, counting an emoji as two units but one character', () => {
    expect(smsLength('See you ’there’')).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsLength('⚽'.repeat(70))).toMatchObject({ units: 70, segments: 1 });
    expect(smsLength('😀'.repeat(35))).toMatchObject({ characters: 35, units: 70, segments: 1 });
    expect(smsLength('😀'.repeat(36))).toMatchObject({ units: 72, segments: 2 });
    // 33 emoji (66 units) then one more does not fit 67: the pair moves whole.
    expect(smsLength('😀'.repeat(67))).toMatchObject({ units: 134, segments: 3 });
  });

  it('knows the GSM-7 alphabet', () => {
    expect(isGsm7('Hello £5 @ 4:30pm! {ok}')).toBe(true);
    expect(isGsm7('naïve')).toBe(false);
  });
});
