/**
 * `Content-Disposition: attachment` with a plain-ASCII `filename` (accents stripped, anything
 * else replaced) and the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded). Path
 * separators are replaced in both.
 */
export function attachmentHeader(name: string): string {
  // Only a name, never a path: separators become '_' in both forms.
  const filename = name.replace(/[\\/]/g, '_');
  const ascii =
    filename
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\;]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
