import { formatDocDate } from '../common/i18n/document-texts.js';
import type { Language } from '../common/i18n/translate.js';
import { formatRupees } from '../common/money.js';
import { openDocument, PAGE_MARGIN, row, rule, section } from '../common/pdf/pdf-layout.js';
import { formatIndianDate } from '../common/time/ist.js';
import type { InvoiceBody, InvoiceLine } from './invoice-body.js';

export const INVOICE_TITLE = 'Tax Invoice';

/** Every label of the invoice, in English and Hindi (the tax terms as Indian GST invoices print them). */
export const INVOICE_LABELS = {
  en: {
    title: INVOICE_TITLE,
    copy: 'Re-issued copy',
    invoice: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    booking: 'Booking',
    placeOfSupply: 'Place of supply',
    reverseCharge: 'Tax payable on reverse charge',
    yes: 'Yes',
    no: 'No',
    billedTo: 'Billed to',
    name: 'Name',
    address: 'Address',
    gstin: 'GSTIN',
    service: (sac: string) => `Service (SAC ${sac})`,
    taxable: 'Taxable value',
    igst: (rate: number) => `IGST @ ${rate}%`,
    cgst: (rate: number) => `CGST @ ${rate}%`,
    sgst: (rate: number) => `SGST @ ${rate}%`,
    reimbursements: 'Tolls, parking, state tax (at actuals)',
    total: 'Total',
    inWords: 'In words',
    advance: 'Advance paid',
    balance: 'Balance due',
    for: (name: string) => `For ${name}`,
    signatory: 'Authorised signatory (computer-generated invoice)',
  },
  hi: {
    title: 'कर बीजक (Tax Invoice)',
    copy: 'दोबारा जारी प्रति',
    invoice: 'बीजक',
    number: 'बीजक संख्या',
    date: 'बीजक की तारीख',
    booking: 'बुकिंग',
    placeOfSupply: 'आपूर्ति का स्थान',
    reverseCharge: 'रिवर्स चार्ज पर कर देय',
    yes: 'हाँ',
    no: 'नहीं',
    billedTo: 'बिल पाने वाले',
    name: 'नाम',
    address: 'पता',
    gstin: 'GSTIN',
    service: (sac: string) => `सेवा (SAC ${sac})`,
    taxable: 'कर योग्य मूल्य',
    igst: (rate: number) => `IGST @ ${rate}%`,
    cgst: (rate: number) => `CGST @ ${rate}%`,
    sgst: (rate: number) => `SGST @ ${rate}%`,
    reimbursements: 'टोल, पार्किंग, राज्य कर (वास्तविक)',
    total: 'कुल',
    inWords: 'शब्दों में',
    advance: 'अग्रिम भुगतान',
    balance: 'बकाया राशि',
    for: (name: string) => `${name} की ओर से`,
    signatory: 'अधिकृत हस्ताक्षरकर्ता (कंप्यूटर से बना बीजक)',
  },
};

/** A bill line's name in Hindi, by its code; an older line without a code keeps its English label. */
function hindiLabel(line: InvoiceLine, body: InvoiceBody): string {
  switch (line.code) {
    case 'fare':
      return body.trip ? `किराया (${body.trip.includedKm} किमी, ${body.trip.includedHours} घंटे शामिल)` : 'किराया';
    case 'extra-km':
      return 'अतिरिक्त किमी';
    case 'extra-hours':
      return 'अतिरिक्त घंटे';
    case 'night-allowance':
      return 'रात्रि भत्ता';
    case 'tolls':
      return 'टोल';
    case 'parking':
      return 'पार्किंग';
    case 'state-tax':
      return 'राज्य कर';
    default:
      return line.label;
  }
}

function description(body: InvoiceBody, lang: Language): string {
  if (lang === 'en' || !body.trip) return body.description;
  const t = body.trip;
  return `कैब (${t.vehicle}) से यात्री परिवहन, ${t.from} से ${t.to}, ${formatDocDate(t.date, 'hi')}`;
}

/** The GST tax invoice (rule 46) from its stored body, in the reader's language: a re-issue prints the very same document. */
export function renderInvoicePdf(
  body: InvoiceBody,
  opts: { compress?: boolean; copy?: boolean; language?: Language } = {},
): Promise<Buffer> {
  const lang = opts.language ?? 'en';
  const L = INVOICE_LABELS[lang];
  const { doc, done, width } = openDocument(`${INVOICE_TITLE} ${body.serial}`, body.supplier.name, body.serial, opts.compress, lang);
  const money = (paise: number) => formatRupees(paise);

  doc.font('bold').fontSize(18).text(L.title, { align: 'center' });
  if (opts.copy) doc.font('regular').fontSize(9).text(L.copy, { align: 'center' });
  doc.font('bold').fontSize(12).text(body.supplier.name, { align: 'center' });
  doc.font('regular').fontSize(10).text(body.supplier.address, { align: 'center' });
  doc.text(`GSTIN: ${body.supplier.gstin ?? '-'} · ${body.supplier.phone} · ${body.supplier.email}`, { align: 'center' });

  section(doc, L.invoice, width);
  row(doc, L.number, body.serial, { bold: true });
  row(doc, L.date, lang === 'hi' ? formatDocDate(body.date, 'hi') : formatIndianDate(body.date));
  row(doc, L.booking, body.bookingReference);
  row(doc, L.placeOfSupply, body.placeOfSupply);
  row(doc, L.reverseCharge, body.reverseCharge ? L.yes : L.no);

  section(doc, L.billedTo, width);
  row(doc, L.name, body.recipient.name);
  row(doc, L.address, body.recipient.address || '-');
  if (body.recipient.gstin) row(doc, L.gstin, body.recipient.gstin);

  section(doc, L.service(body.sac), width);
  doc.font('regular').fontSize(10).text(description(body, lang), PAGE_MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  for (const line of body.lines.filter((l) => l.amountPaise > 0)) {
    const qty = line.quantity !== null && line.rate !== null ? ` (${line.quantity} × ₹${line.rate})` : '';
    row(doc, `${lang === 'hi' ? hindiLabel(line, body) : line.label}${qty}`, money(line.amountPaise));
  }
  rule(doc, width);
  row(doc, L.taxable, money(body.taxablePaise));
  if (body.igstPaise > 0) {
    row(doc, L.igst(body.gstRate), money(body.igstPaise));
  } else {
    row(doc, L.cgst(body.gstRate / 2), money(body.cgstPaise));
    row(doc, L.sgst(body.gstRate / 2), money(body.sgstPaise));
  }
  row(doc, L.reimbursements, money(body.reimbursementsPaise));
  rule(doc, width);
  row(doc, L.total, money(body.totalPaise), { bold: true });
  row(doc, L.inWords, body.totalInWords);
  row(doc, L.advance, money(body.advancePaidPaise));
  row(doc, L.balance, money(body.balancePaise), { bold: true });

  doc.moveDown(3);
  doc.font('regular').fontSize(10).text(L.for(body.supplier.name), PAGE_MARGIN, doc.y, { width, align: 'right' });
  doc.text(L.signatory, { width, align: 'right' });
  doc.end();
  return done;
}
