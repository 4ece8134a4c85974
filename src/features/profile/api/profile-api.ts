import { type QueryClient, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { certificateList } from '#contract/behaviours.ts';
import { AVATAR_FIELD, uploadAvatar } from '#contract/profile.ts';
import { type Company, CurrentUser } from '#contract/user.ts';
import { ApiError, toApiError } from '#src/lib/http/api-error.ts';
import { apiHttp, callApi, fillPath, sendAsUser } from '#src/lib/http/call-api.ts';
import { postWithProgress, type UploadProgress } from '#src/lib/http/upload-with-progress.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';

/** The profile's own query keys (the user is the session's: userKeys). The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const profileKeys = {
  certificates: () => ['profile', 'certificates'] as const,
};

export function certificateListQuery() {
  return queryOptions({
    queryKey: profileKeys.certificates(),
    queryFn: ({ signal }) => callApi(certificateList, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The answer of a user PATCH (or an avatar upload) becomes the current user at once. */
export function storeUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(currentUserQuery().queryKey, user);
}

/** The answer of a company PATCH replaces the company inside the current user. */
export function storeCompany(queryClient: QueryClient, company: Company): void {
  queryClient.setQueryData(currentUserQuery().queryKey, (user) => (user ? { ...user, company } : user));
}

// A photo or a PDF over a rooftop connection takes its time.
const FILE_TIMEOUT_MS = 60_000;

/**
 * Uploads the avatar as multipart/form-data (the contract's JSON calls cannot carry a file), telling how far it is
 * when asked (`onProgress`); `signal` cancels it.
 */
export async function uploadAvatarFile(
  userUuid: string,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<CurrentUser> {
  const { onProgress, signal } = options;
  try {
    const form = new FormData();
    form.append(AVATAR_FIELD, file, file.name);
    const path = fillPath(uploadAvatar.path, { uuid: userUuid });
    const response = await sendAsUser((headers) =>
      onProgress
        ? postWithProgress(path, form, { headers, signal, timeout: FILE_TIMEOUT_MS, onProgress })
        : apiHttp.post(path, { body: form, headers, signal, timeout: FILE_TIMEOUT_MS }),
    );
    const parsed = v.safeParse(CurrentUser, await response.json());
    if (!parsed.success) throw new ApiError(response.status, 'The answer did not match the contract.');
    return parsed.output;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** The certificate's PDF needs the Bearer token: fetched as a blob and saved through an object URL. */
export async function downloadCertificate(pdfPath: string, fileName: string): Promise<void> {
  try {
    const path = pdfPath.replace(/^\/?(api\/)?/, '');
    const answer = await sendAsUser((headers) => apiHttp.get(path, { headers, timeout: FILE_TIMEOUT_MS }));
    const blob = await answer.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    throw await toApiError(error);
  }
}
