import { describe, expect, it } from 'vitest';
import { csvAttachment, csvCell, toCsv } from './csv.js';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, and nothing for null', () => {
    expect(csvCell('Arjun')).toBe('Arjun');
    expect(csvCell(7)).toBe('7');
    expect(csvCell(-250)).toBe('-250');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell with a comma, quote or line break, doubling its quotes', () => {
    expect(csvCell('Smith, "Jr"')).toBe('"Smith, ""Jr"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('defuses a text cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+447700900555')).toBe("'+447700900555");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });
});

describe('toCsv', () => {
  it('writes the header then each row, lines ending CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, null],
          ['x,y', 'z'],
        ],
      ),
    ).toBe('a,b\r\n1,\r\n"x,y",z\r\n');
  });
});

describe('csvAttachment', () => {
  it('names the download with an ASCII fallback and the exact name encoded', () => {
    expect(csvAttachment('Football "A"/B')).toBe(
      `attachment; filename="Football _A__B.csv"; filename*=UTF-8''Football%20%22A%22%2FB.csv`,
    );
    expect(csvAttachment('Zoë')).toBe(`attachment; filename="Zo_.csv"; filename*=UTF-8''Zo%C3%AB.csv`);
  });
});
