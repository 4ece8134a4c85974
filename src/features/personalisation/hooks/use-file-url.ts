import { useEffect, useState } from 'react';
import { isDrawable } from '../file-rules.ts';
import { readFile } from '../file-store.ts';

/** An object URL of a kept file's bytes when the device has them and a browser can draw them, else null. */
export function useFileUrl(file: { uuid: string; type?: string } | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const uuid = file && isDrawable(file.type ?? '') ? file.uuid : null;
  useEffect(() => {
    if (!uuid) {
      setUrl(null);
      return;
    }
    let live = true;
    let made: string | null = null;
    void readFile(uuid).then((blob) => {
      if (!live || !blob) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [uuid]);
  return url;
}
