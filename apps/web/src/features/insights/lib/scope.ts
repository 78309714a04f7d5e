import type { InsightsQuery } from '@bsp/shared';

/** What the insights are about: one report, one account, or everything, optionally within dates. */
export type InsightsScope = InsightsQuery;

/** The scope as a query string (empty values left out, keys in a fixed order for stable URLs). */
export function scopeQuery(scope: InsightsScope): string {
  const query = new URLSearchParams();
  for (const key of ['analysis', 'account', 'date_from', 'date_to'] as const) {
    const value = scope[key];
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** A file name for the PDF when the server sends none. */
export function fallbackReportName(scope: InsightsScope): string {
  const dates = [scope.date_from, scope.date_to].filter(Boolean).join('_to_');
  return `bsp-report${dates ? `-${dates}` : ''}.pdf`;
}
