import { describe, expect, it } from 'vitest';
import { type DateEvidenceInput, dateIssues } from './date-evidence.ts';

const base: DateEvidenceInput = {
  dates: [],
  postDates: [],
  yearGuessed: [],
  guessedYear: null,
  period: { start: '2024-03-01', end: '2024-03-31' },
  statementDate: null,
  today: '2024-06-01',
};
/** The rows `date_outside_period` names ([] when it is not raised). */
function outside(input: Partial<DateEvidenceInput>): Array<number | null> {
  const issue = dateIssues({ ...base, ...input }).find((i) => i.code === 'date_outside_period');
  return issue ? (issue.rows ?? [issue.row]) : [];
}

describe('dateIssues', () => {
  it('allows 7 days of posting lag either side of the period, not 8', () => {
    const dates = ['2024-02-23', '2024-02-22', '2024-04-07', '2024-04-08'];
    expect(outside({ dates, postDates: dates.map(() => null) })).toEqual([1, 3]);
  });

  it('a row is inside when its posting date is, whatever its transaction date', () => {
    expect(
      outside({ dates: ['2024-02-10', '2024-02-10'], postDates: ['2024-03-02', null] }),
    ).toEqual([1]);
  });

  it('without a period, the year up to the statement date (366 days + 7) bounds the rows', () => {
    const input = {
      period: { start: null, end: null },
      statementDate: '2024-03-31',
      dates: ['2023-03-24', '2023-03-23', '2024-04-07', '2024-04-08'],
      postDates: [null, null, null, null],
    };
    expect(outside(input)).toEqual([1, 3]);
  });

  it('names rows after today, and rows without any date', () => {
    const issues = dateIssues({
      ...base,
      today: '2024-03-15',
      dates: ['2024-03-14', null, '2024-03-16'],
      postDates: [null, null, null],
    });
    expect(issues.map((i) => [i.code, i.row, i.rows])).toEqual([
      ['date_missing', 1, undefined],
      ['date_in_future', 2, undefined],
    ]);
    expect(issues[0]!.message).toBe('Row 2: no date could be read.');
  });

  it('one year_guessed issue lists every row and the year assumed', () => {
    const [issue] = dateIssues({
      ...base,
      period: { start: null, end: null },
      dates: ['2026-01-02', '2026-01-05'],
      postDates: [null, null],
      yearGuessed: [0, 1],
      guessedYear: 2026,
    });
    expect(issue).toEqual({
      code: 'year_guessed',
      message:
        'Year not printed in the statement (no period, statement date or full date; 2026 assumed) on 2 rows: 1, 2.',
      row: 0,
      rows: [0, 1],
    });
  });
});
