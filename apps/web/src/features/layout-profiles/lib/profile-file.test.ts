import { describe, expect, it } from 'vitest';
import {
  madeOn,
  parseProfileFile,
  profileFileName,
  profileFileText,
  usedText,
} from './profile-file';

describe('profile files', () => {
  it('names the export after the layout, safely', () => {
    expect(profileFileName('Banc Cymru layout')).toBe('Banc Cymru layout.bsp-layout.json');
    expect(profileFileName('a/b: "c"?')).toBe('a b c.bsp-layout.json');
    expect(profileFileName('..hidden')).toBe('hidden.bsp-layout.json');
    expect(profileFileName('  ')).toBe('layout.bsp-layout.json');
  });

  it('writes readable JSON and reads it back', () => {
    const text = profileFileText({ format: 'bsp-layout-profile', version: 1 });
    expect(text).toContain('\n  "format": "bsp-layout-profile"');
    expect(parseProfileFile('x.json', text)).toEqual({
      ok: true,
      profile: { format: 'bsp-layout-profile', version: 1 },
    });
    const bad = parseProfileFile('notes.txt', 'hello');
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.message).toContain('“notes.txt” is not a layout file');
  });

  it('says how often a layout was used', () => {
    expect(usedText(0)).toBe('Not used yet');
    expect(usedText(1)).toBe('Used once');
    expect(usedText(4)).toBe('Used 4 times');
  });
});

describe('madeOn', () => {
  it('reads a day or a timestamp', () => {
    expect(madeOn('2026-05-03')).toBe('3 May 2026');
    expect(madeOn('2026-05-03T12:00:00.000Z')).toBe('3 May 2026');
    expect(madeOn('soon')).toBe('soon');
  });
});
