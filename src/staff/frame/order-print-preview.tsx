import { useQueries } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { StaffOrderFile } from '#contract/staff-orders.ts';
import { contentFromOrder, type PreviewFile } from '#src/components/print-preview/preview-content.ts';
import type { FileField } from '#src/components/print-preview/print-fields.ts';
import { PrintPreview } from '#src/components/print-preview/print-preview.tsx';
import { staffKeys } from '../session/staff-me.ts';
import { fetchOrderFile } from './download-file.ts';

type OrderFile = v.InferOutput<typeof StaffOrderFile>;

/** Pictures the preview draws from their bytes; any other file (an SVG, a PDF) it shows by its name. */
const PICTURES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * An ordered print as the installer saw it before ordering: the preview drawn from what they typed (the app's own
 * PrintPreview), with the uploaded pictures fetched with the staff token. Null for an item that is not a print.
 */
export function OrderPrintPreview({
  order,
  data,
  files,
}: {
  order: string;
  data: Record<string, unknown>;
  files: OrderFile[];
}) {
  const parsed = contentFromOrder(data);
  const wanted = Object.entries(parsed?.files ?? {}) as [FileField, PreviewFile][];
  const pictures = useQueries({
    queries: wanted.map(([, file]) => {
      const kept = files.find((f) => f.uuid === file.uuid);
      return {
        queryKey: staffKeys.orderFile(order, file.uuid),
        enabled: kept !== undefined && PICTURES.has(kept.type),
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60_000,
        retry: false,
        queryFn: async () => {
          const bytes = await fetchOrderFile(order, file);
          return URL.createObjectURL(new Blob([bytes], { type: kept?.type }));
        },
      };
    }),
  });
  if (!parsed) return null;
  const drawn = Object.fromEntries(
    wanted.map(([field, file], i) => [field, { ...file, url: pictures[i]?.data ?? null }]),
  ) as Partial<Record<FileField, PreviewFile>>;
  return (
    <div className="console-print-preview">
      <PrintPreview content={parsed.content} files={drawn} />
    </div>
  );
}
