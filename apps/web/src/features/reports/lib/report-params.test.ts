import { describe, expect, it } from 'vitest';
import { mergeParams, pageCount, readReportParams } from './report-params';
import { toggleId, togglePage, withoutId } from './selection';

describe('report list URL params', () => {
  it('reads page, status and sort, falling back on anything unknown', () => {
    expect(readReportParams(new URLSearchParams())).toEqual({
      page: 1,
      status: undefined,
      sort: '-created_at',
    });
    expect(readReportParams(new URLSearchParams('page=3&status=done&sort=filename'))).toEqual({
      page: 3,
      status: 'done',
      sort: 'filename',
    });
    expect(readReportParams(new URLSearchParams('page=-2&status=nope&sort=evil'))).toEqual({
      page: 1,
      status: undefined,
      sort: '-created_at',
    });
    expect(readReportParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('merges: sets values, removes empty ones, keeps the rest', () => {
    const merged = mergeParams(new URLSearchParams('q=tesco&page=2&sort=filename'), {
      status: 'done',
      page: undefined,
      q: '',
    });
    expect(merged.toString()).toBe('sort=filename&status=done');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('report selection', () => {
  it('toggles one id without touching the original set', () => {
    const start = new Set(['a']);
    expect([...toggleId(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggleId(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
    expect([...withoutId(start, 'a')]).toEqual([]);
  });

  it('selects the whole page, then clears it, keeping other pages', () => {
    const other = new Set(['x', 'a']);
    const all = togglePage(other, ['a', 'b']);
    expect([...all].sort()).toEqual(['a', 'b', 'x']);
    expect([...togglePage(all, ['a', 'b'])]).toEqual(['x']);
    expect([...togglePage(new Set(), [])]).toEqual([]);
  });
});
