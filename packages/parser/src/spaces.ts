/**
 * `text.trim().replace(/\s+/g, ' ')` — with a scan first, so text that is already squeezed (most
 * words, dates and descriptions) comes back as it is without two regex passes and a copy.
 */

/** The characters `\s` and `String.prototype.trim` know (WhiteSpace and LineTerminator). */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

export function squeezeSpaces(text: string): string {
  const n = text.length;
  let prevSpace = true; // a space first is a leading space
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (prevSpace) return slowSqueeze(text);
      prevSpace = true;
    } else if (isSpace(c)) {
      return slowSqueeze(text);
    } else {
      prevSpace = false;
    }
  }
  // a space last is a trailing space (the empty string is already squeezed)
  return prevSpace && n > 0 ? slowSqueeze(text) : text;
}

function slowSqueeze(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
