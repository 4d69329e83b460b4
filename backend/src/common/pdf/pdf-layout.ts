import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// PDF's standard fonts have neither '₹' nor Devanagari. Noto Sans Devanagari (Google's static
// TTFs, shipped in an npm package) has both and Latin too, so one font prints English and Hindi
// documents alike, with nothing fetched at run time. pdfkit embeds the subset used and shapes
// Devanagari (conjuncts, matras) through fontkit.
const require = createRequire(import.meta.url);
const FONT_DIR = '@expo-google-fonts/noto-sans-devanagari';
const FONT_REGULAR = require.resolve(`${FONT_DIR}/400Regular/NotoSansDevanagari_400Regular.ttf`);
const FONT_BOLD = require.resolve(`${FONT_DIR}/700Bold/NotoSansDevanagari_700Bold.ttf`);

export const PAGE_MARGIN = 48;
const LABEL_WIDTH = 170;

/** An A4 document with the fonts registered as 'regular' and 'bold', and its bytes once ended. */
export function openDocument(title: string, author: string, subject: string, compress = true, language: 'en' | 'hi' = 'en') {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    compress,
    lang: language === 'hi' ? 'hi-IN' : 'en-IN',
    info: { Title: title, Author: author, Subject: subject },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const done = collect(doc);
  return { doc, done, width: doc.page.width - PAGE_MARGIN * 2 };
}

export function section(doc: PDFKit.PDFDocument, title: string, width: number) {
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).text(title, PAGE_MARGIN, doc.y);
  rule(doc, width);
}

export function rule(doc: PDFKit.PDFDocument, width: number) {
  const y = doc.y + 2;
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + width, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y = y + 4;
}

export function row(doc: PDFKit.PDFDocument, label: string, value: string, opts: { bold?: boolean } = {}) {
  const y = doc.y;
  doc.font('regular').fontSize(10).fillColor('#444444').text(label, PAGE_MARGIN, y, { width: LABEL_WIDTH, lineGap: -2 });
  const labelBottom = doc.y;
  doc
    .font(opts.bold ? 'bold' : 'regular')
    .fillColor('#000000')
    .text(value, PAGE_MARGIN + LABEL_WIDTH, y, { width: doc.page.width - PAGE_MARGIN * 2 - LABEL_WIDTH, lineGap: -2 });
  doc.y = Math.max(doc.y, labelBottom) + 2;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
