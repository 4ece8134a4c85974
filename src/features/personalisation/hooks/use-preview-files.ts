import type { PreviewFile } from '#src/components/print-preview/preview-content.ts';
import type { FileField } from '#src/components/print-preview/print-fields.ts';
import { useFileUrl } from './use-file-url.ts';

type Known = Partial<Record<FileField, { uuid: string; type?: string; name?: string; originalName?: string }>>;

/** The files as the preview draws them: each with its bytes' URL when this device kept them. */
export function usePreviewFiles(files: Known): Partial<Record<FileField, PreviewFile>> {
  const urls: Record<FileField, string | null> = {
    logo: useFileUrl(files.logo),
    coverImage: useFileUrl(files.coverImage),
    image: useFileUrl(files.image),
    contentImage: useFileUrl(files.contentImage),
  };
  const shown: Partial<Record<FileField, PreviewFile>> = {};
  for (const field of Object.keys(urls) as FileField[]) {
    const file = files[field];
    if (!file) continue;
    shown[field] = {
      uuid: file.uuid,
      name: file.originalName || file.name || '',
      type: file.type ?? '',
      url: urls[field],
    };
  }
  return shown;
}
