/**
 * A small statement PDF assembled by hand (no PDF library at run time): a header, a balance
 * brought forward and a few dozen rows in Helvetica. Parsing it a few times loads PDFium and has
 * V8 optimise the text path (extraction, lines, header, rows, checks) before a user's first
 * statement arrives.
 */
export function warmUpPdf(rows = 40): Uint8Array {
  const lines: string[] = [];
  const text = (x: number, y: number, s: string) =>
    lines.push(`BT /F1 9 Tf ${x} ${y} Td (${s}) Tj ET`);
  text(50, 800, 'Warm-up Bank');
  text(50, 780, 'Account number 12345678');
  text(50, 768, 'Statement period 01/03/2024 to 31/03/2024');
  text(50, 740, 'Date');
  text(120, 740, 'Description');
  text(360, 740, 'Paid out');
  text(430, 740, 'Paid in');
  text(500, 740, 'Balance');
  text(120, 728, 'Balance brought forward');
  text(500, 728, '1,000.00');
  let balance = 100_000;
  for (let i = 0; i < rows; i++) {
    const y = 716 - i * 12;
    const minor = 1_000 + ((i * 7_919) % 50_000);
    const out = i % 3 !== 0;
    balance += out ? -minor : minor;
    text(50, y, `${String((i % 28) + 1).padStart(2, '0')}/03/2024`);
    text(120, y, out ? `CARD PAYMENT SHOP ${i}` : `TRANSFER FROM SAVINGS ${i}`);
    text(out ? 360 : 430, y, money(minor));
    text(500, y, money(balance));
  }
  const content = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

function money(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const units = Math.floor(abs / 100).toLocaleString('en-GB');
  return `${sign}${units}.${String(abs % 100).padStart(2, '0')}`;
}
