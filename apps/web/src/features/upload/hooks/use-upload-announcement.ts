import { useEffect, useRef, useState } from 'react';
import { describeUpload } from '../lib/describe-upload';
import type { Phase, UploadItem } from '../lib/upload-item';

/** One polite announcement per status change (not per percent) for screen readers. */
export function useUploadAnnouncement(items: UploadItem[]): string {
  const [announcement, setAnnouncement] = useState('');
  const lastAnnounced = useRef(new Map<string, Phase>());
  useEffect(() => {
    const seen = lastAnnounced.current;
    const changed = items.filter((item) => seen.get(item.key) !== item.phase);
    for (const item of items) seen.set(item.key, item.phase);
    const last = changed[changed.length - 1];
    if (last && last.phase !== 'waiting') {
      setAnnouncement(`${last.file.name}: ${describeUpload(last)}`);
    }
  }, [items]);
  return announcement;
}
