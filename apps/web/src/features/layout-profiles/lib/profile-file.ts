/** Layout profile files: the export's name and text, and reading a chosen file for import. */
import { formatDate } from '../../analyses/lib/insights';

/** "<name>.bsp-layout.json", without characters file systems refuse. */
export function profileFileName(name: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return `${safe || 'layout'}.bsp-layout.json`;
}

/** The profile as a readable JSON file (the format is documented and versioned). */
export function profileFileText(profile: unknown): string {
  return `${JSON.stringify(profile, null, 2)}\n`;
}

export type ReadProfileFile = { ok: true; profile: unknown } | { ok: false; message: string };

/** The JSON in a chosen file; the server checks that it is a layout profile. */
export function parseProfileFile(name: string, text: string): ReadProfileFile {
  try {
    return { ok: true, profile: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      message: `“${name}” is not a layout file: it is not JSON. Choose a .bsp-layout.json file exported from BSP.`,
    };
  }
}

/** "Used once", "Used 4 times". */
export function usedText(count: number): string {
  if (count <= 0) return 'Not used yet';
  return count === 1 ? 'Used once' : `Used ${count} times`;
}

const LOCAL_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "3 May 2026" from a calendar day or a timestamp (a timestamp's day where the user is). */
export function madeOn(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : LOCAL_DAY.format(time);
}
