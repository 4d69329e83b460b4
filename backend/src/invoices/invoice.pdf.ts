import { formatRupees } from '../common/money.js';
import { openDocument, PAGE_MARGIN, row, rule, section } from '../common/pdf/pdf-layout.js';
import { formatIndianDate } from '../common/time/ist.js';
import type { InvoiceBody } from './invoice-body.js';

export const INVOICE_TITLE = 'Tax Invoice';

/** The GST tax invoice (rule 46) from its stored body: a re-issue prints the very same document. */
export function renderInvoicePdf(body: InvoiceBody, opts: { compress?: boolean; copy?: boolean } = {}): Promise<Buffer> {
  const { doc, done, width } = openDocument(`${INVOICE_TITLE} ${body.serial}`, body.supplier.name, body.serial, opts.compress);
  const money = (paise: number) => formatRupees(paise);

  doc.font('bold').fontSize(18).text(INVOICE_TITLE, { align: 'center' });
  if (opts.copy) doc.font('regular').fontSize(9).text('Re-issued copy', { align: 'center' });
  doc.font('bold').fontSize(12).text(body.supplier.name, { align: 'center' });
  doc.font('regular').fontSize(10).text(body.supplier.address, { align: 'center' });
  doc.text(`GSTIN: ${body.supplier.gstin ?? '-'} · ${body.supplier.phone} · ${body.supplier.email}`, { align: 'center' });

  section(doc, 'Invoice', width);
  row(doc, 'Invoice number', body.serial, { bold: true });
  row(doc, 'Invoice date', formatIndianDate(body.date));
  row(doc, 'Booking', body.bookingReference);
  row(doc, 'Place of supply', body.placeOfSupply);
  row(doc, 'Tax payable on reverse charge', body.reverseCharge ? 'Yes' : 'No');

  section(doc, 'Billed to', width);
  row(doc, 'Name', body.recipient.name);
  row(doc, 'Address', body.recipient.address || '-');
  if (body.recipient.gstin) row(doc, 'GSTIN', body.recipient.gstin);

  section(doc, `Service (SAC ${body.sac})`, width);
  doc.font('regular').fontSize(10).text(body.description, PAGE_MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  for (const line of body.lines.filter((l) => l.amountPaise > 0)) {
    const qty = line.quantity !== null && line.rate !== null ? ` (${line.quantity} × ₹${line.rate})` : '';
    row(doc, `${line.label}${qty}`, money(line.amountPaise));
  }
  rule(doc, width);
  row(doc, 'Taxable value', money(body.taxablePaise));
  if (body.igstPaise > 0) {
    row(doc, `IGST @ ${body.gstRate}%`, money(body.igstPaise));
  } else {
    row(doc, `CGST @ ${body.gstRate / 2}%`, money(body.cgstPaise));
    row(doc, `SGST @ ${body.gstRate / 2}%`, money(body.sgstPaise));
  }
  row(doc, 'Tolls, parking, state tax (at actuals)', money(body.reimbursementsPaise));
  rule(doc, width);
  row(doc, 'Total', money(body.totalPaise), { bold: true });
  row(doc, 'In words', body.totalInWords);
  row(doc, 'Advance paid', money(body.advancePaidPaise));
  row(doc, 'Balance', money(body.balancePaise), { bold: true });

  doc.moveDown(3);
  doc.font('regular').fontSize(10).text(`For ${body.supplier.name}`, PAGE_MARGIN, doc.y, { width, align: 'right' });
  doc.text('Authorised signatory (computer-generated invoice)', { width, align: 'right' });
  doc.end();
  return done;
}
