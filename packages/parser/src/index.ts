export { type CheckInput, type CheckOutput, runChecks } from './checks.ts';
export { EVIDENCE_ISSUE_CODES } from './date-evidence.ts';
export { detectFileType } from './file-type.ts';
export { rowList } from './issue-rows.ts';
export {
  parseStatement,
  parseStatementWith,
  setOcrWorkers,
  shutdownParser,
  warmUpParser,
} from './parse-statement.ts';
export {
  budgetMessage,
  checkPdfBudget,
  MAX_INFLATED_STREAM_BYTES,
  MAX_INFLATED_TOTAL_BYTES,
  type PdfBudgetVerdict,
} from './pdf-budget.ts';
export { pageLines, type ReadOptions, type ReadResult, readPages } from './profile/read-pages.ts';
export * from './types.ts';
