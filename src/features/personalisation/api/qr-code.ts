import { useQuery } from '@tanstack/react-query';
import { qrCode } from '#contract/qr.ts';
import { apiHttp, fillPath, sendAsUser } from '#src/lib/http/call-api.ts';
import { personalisationKeys } from './personalisation-keys.ts';

/** The link's QR code as the server draws it (PNG), as an object URL; null while empty, offline or failed. */
export function useQrCode(link: string): string | null {
  const query = useQuery({
    queryKey: personalisationKeys.qr(link),
    enabled: link !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
    // An object URL dies with the page: never kept in the persisted cache.
    meta: { persist: false },
    queryFn: async ({ signal }) => {
      const path = fillPath(qrCode.path);
      const searchParams = { data: link, size: '256' };
      const response = await sendAsUser((headers) => apiHttp.get(path, { searchParams, headers, signal }));
      return URL.createObjectURL(await response.blob());
    },
  });
  return link !== '' ? (query.data ?? null) : null;
}
