import PDFDocument from 'pdfkit';
import { formatDay } from '@nimbus/shared/format';
import type { InvoiceDetails } from '@nimbus/shared/invoices';
import { PAYMENT_METHOD_LABELS } from '@nimbus/shared/labels';
import type { PaymentMethod } from '@nimbus/shared/enums';
import { formatPrice } from '@nimbus/shared/money';

// The invoice as a PDF (ADR 038): pdfkit with its built-in Helvetica, so no font file ships. The
// built-in fonts know Windows-1252 only: any other character (a Cyrillic name) is drawn as "?",
// never as a broken glyph; the customer's e-mail address and the reference are ASCII anyway.

export type IssuedInvoice = { number: string; issuedAt: Date; details: InvoiceDetails };

const WIN_1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (text: string) => [...text].map((char) => (/[\x20-\x7e\xa0-\xff]/.test(char) || WIN_1252_EXTRA.includes(char) ? char : '?')).join('');
const day = (iso: string) => formatDay(new Date(iso), { timeZone: 'UTC' });
const money = (amount: string) => formatPrice(amount);

/** The invoice's lines as the PDF prints them, in order: what tests compare the extracted text with. */
export function invoiceLines(invoice: IssuedInvoice): { label: string; amount: string }[] {
  const { details } = invoice;
  const devices = `${details.devices} device${details.devices === 1 ? '' : 's'}`;
  const lines = [{ label: `${details.plan} plan, ${devices}, ${details.durationDays} days`, amount: money(details.subtotal) }];
  // The coupon's line, when the payment had one (fed from the payment row by the coupon feature).
  if (details.discount) lines.push({ label: details.discount.label, amount: `-${money(details.discount.amount)}` });
  return lines;
}

export function periodText(details: InvoiceDetails): string {
  return details.period ? `${day(details.period.from)} to ${day(details.period.to)}` : `${details.durationDays} days from activation`;
}

export function renderInvoicePdf(invoice: IssuedInvoice): Promise<Buffer> {
  const { details } = invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: printable(details.shop.name), CreationDate: invoice.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(20).text(printable(details.shop.name));
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  for (const contact of [details.shop.supportEmail, details.shop.messagingLink, details.shop.publicUrl]) if (contact) doc.text(printable(contact));
  doc.moveDown(1.5).fillColor('#000000');

  doc.font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  const facts: [string, string][] = [
    ['Invoice date', day(invoice.issuedAt.toISOString())],
    ['Order reference', details.reference],
    ['Billed to', printable(`${details.customer.name} <${details.customer.email}>`)],
    ['Paid on', `${day(details.paidAt)} by ${PAYMENT_METHOD_LABELS[details.method as PaymentMethod] ?? details.method}`],
    ['Period', periodText(details)],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);
  doc.moveDown(1.5);

  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(printable(label), left, y, { width: width - 110 });
    const after = doc.y;
    doc.text(amount, left + width - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };
  row('Description', 'Amount', true);
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  for (const line of invoiceLines(invoice)) row(line.label, line.amount);
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  row('Total paid', money(details.total), true);
  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#444444');
  doc.text(`Thank you for your order. Questions about this invoice: ${printable(details.shop.supportEmail || details.shop.publicUrl)}.`, left);
  doc.end();
  return done;
}
