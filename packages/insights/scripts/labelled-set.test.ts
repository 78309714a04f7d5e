import { describe, expect, it } from 'vitest';
import { tuningSets } from './labelled-set.ts';

describe('tuningSets', () => {
  it('reads the sets listed as tuning in the README and nothing else', () => {
    const readme = '# Sets\n\n- tuning sets: `tuning-1`, `blind-1`\n\n## `blind-2.csv` — blind\n';
    expect(tuningSets(readme)).toEqual(['tuning-1', 'blind-1']);
    expect(tuningSets('# no list here\n- `blind-2`\n')).toEqual([]);
  });
});
