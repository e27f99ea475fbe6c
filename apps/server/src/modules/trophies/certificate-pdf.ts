import { messages } from '@clubroom/domain/messages';
import { formatLongDate } from '@clubroom/domain/rules';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const t = messages.trophies.certificateText;

export interface CertificateFacts {
  childName: string;
  trophyName: string;
  activity: string;
  /** The trophy's colour: 6 hex digits. */
  colour: string;
  clubName: string;
  awardedAt: Date;
  timeZone: string;
  /** The trophy's picture (PNG or JPEG, judged at upload), drawn above the heading; null: none. */
  image: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' } | null;
}

const colourOf = (hex: string) =>
  rgb(parseInt(hex.slice(0, 2), 16) / 255, parseInt(hex.slice(2, 4), 16) / 255, parseInt(hex.slice(4, 6), 16) / 255);

/**
 * WinAnsi (the standard fonts' encoding) has no glyph for most characters outside Latin-1: such a character is
 * written as '?' rather than failing the certificate (a name in another script still prints, less well).
 */
const printable = (font: PDFFont, text: string) =>
  [...text].map((c) => (font.getCharacterSet().includes(c.codePointAt(0)!) ? c : '?')).join('');

function centred(page: PDFPage, font: PDFFont, text: string, y: number, size: number, colour = rgb(0.1, 0.1, 0.1)) {
  const line = printable(font, text);
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(line, fitted) > page.getWidth() - 120) fitted -= 1;
  const x = (page.getWidth() - font.widthOfTextAtSize(line, fitted)) / 2;
  page.drawText(line, { x, y, size: fitted, font, color: colour });
}

async function embedded(doc: PDFDocument, image: NonNullable<CertificateFacts['image']>) {
  try {
    return image.type === 'image/png' ? await doc.embedPng(image.bytes) : await doc.embedJpg(image.bytes);
  } catch {
    return null;
  }
}

/**
 * A one-page A4 landscape certificate of an award, in the trophy's colour (with its picture, when it has one, in the
 * top corner), dated in the club's time zone.
 */
export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.heading}: ${facts.childName}, ${facts.trophyName}`);
  doc.setAuthor(facts.clubName);
  const page = doc.addPage([841.89, 595.28]);
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const colour = colourOf(facts.colour);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: colour, borderWidth: 8 });
  // A picture whose first bytes passed as PNG or JPEG but that does not decode is left out, not a failed certificate.
  const picture = facts.image && (await embedded(doc, facts.image));
  if (picture) {
    const fitted = picture.scaleToFit(90, 90);
    page.drawImage(picture, {
      x: width - 60 - fitted.width,
      y: height - 60 - fitted.height,
      width: fitted.width,
      height: fitted.height,
    });
  }
  centred(page, bold, facts.clubName, height - 110, 22);
  centred(page, bold, t.heading, height - 180, 40, colour);
  centred(page, regular, t.presentedTo, height - 240, 18);
  centred(page, bold, facts.childName, height - 300, 36);
  centred(page, regular, t.achieved(facts.trophyName, facts.activity), height - 360, 20);
  centred(
    page,
    regular,
    t.on(formatLongDate(Math.floor(facts.awardedAt.getTime() / 1000), facts.timeZone)),
    height - 400,
    16,
  );
  return doc.save();
}
