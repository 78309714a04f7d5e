/** Test helper: the statements the engine reads from fixture pages (page numbers from 1). */
import { buildLines } from '../layout/lines.ts';
import { buildStatements } from '../statement.ts';
import { type FixtureLine, pageWords } from './page-words.ts';

export function statementsOf(...pages: FixtureLine[][]) {
  return buildStatements(pages.map((p, i) => buildLines(pageWords(i + 1, p)))).statements;
}
