import type { CategoryRuleDto } from '@bsp/shared';

const OPS: Record<CategoryRuleDto['op'], string> = {
  contains: 'contains',
  equals: 'is',
  startsWith: 'starts with',
  regex: 'matches',
};

/** A rule in words: "Merchant is “tesco”, money out, 10.00–50.00". */
export function ruleText(
  rule: Pick<CategoryRuleDto, 'field' | 'op' | 'value' | 'sign' | 'min_amount' | 'max_amount'>,
): string {
  const parts = [
    `${rule.field === 'merchant' ? 'Merchant' : 'Description'} ${OPS[rule.op]} “${rule.value}”`,
  ];
  if (rule.sign === 'in') parts.push('money in');
  if (rule.sign === 'out') parts.push('money out');
  if (rule.min_amount !== null && rule.max_amount !== null) {
    parts.push(`${rule.min_amount}–${rule.max_amount}`);
  } else if (rule.min_amount !== null) parts.push(`at least ${rule.min_amount}`);
  else if (rule.max_amount !== null) parts.push(`at most ${rule.max_amount}`);
  return parts.join(', ');
}

/** The list's ids with one moved by `delta` places (unchanged at either end). */
export function moved(ids: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
