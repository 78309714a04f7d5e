export { certificateTitle } from './certificate.ts';
export { maskAccountNumber } from './format.ts';
export type * from './model.ts';
export { renderReportPdf } from './render.ts';
export { pdfMoney, pdfSafeText } from './text.ts';
