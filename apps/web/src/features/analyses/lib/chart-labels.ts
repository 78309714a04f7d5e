/**
 * A chart label in at most `lines` lines of about `width` characters, broken between words (a
 * single word longer than a line is the only thing cut, with an ellipsis).
 */
export function wrapLabel(text: string, width = 16, lines = 2): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = '';
  let index = 0;
  for (; index < words.length; index++) {
    const word = words[index]!;
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width) {
      current = next;
      continue;
    }
    if (current) out.push(current);
    current = word;
    if (out.length === lines) break;
  }
  if (out.length < lines && current) {
    out.push(current);
    current = '';
  }
  const truncated = index < words.length || out.some((l) => l.length > width);
  const result = out
    .slice(0, lines)
    .map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
  if (truncated && result.length > 0 && !result.at(-1)!.endsWith('…')) {
    result[result.length - 1] = `${result.at(-1)!}…`;
  }
  return result;
}
