import * as v from 'valibot';
import { StaffPicture, staffContentPicture } from '#contract/staff-content.ts';
import { ApiError, isApiError, toApiError } from '#src/lib/http/api-error.ts';
import { apiHttp, fillPath } from '#src/lib/http/call-api.ts';
import { endStaffSession, readStaffSession } from '../session/staff-session.ts';

const UPLOAD_TIMEOUT_MS = 120_000;

/** Uploads a picture for an article, gallery or slide (multipart field `file`); the server keeps it as WebP. */
export async function uploadContentPicture(file: File): Promise<StaffPicture> {
  try {
    const form = new FormData();
    form.append('file', file, file.name);
    const session = readStaffSession();
    const response = await apiHttp.post(fillPath(staffContentPicture.path), {
      body: form,
      headers: session ? { Authorization: `Bearer ${session.token}` } : {},
      timeout: UPLOAD_TIMEOUT_MS,
    });
    const parsed = v.safeParse(StaffPicture, await response.json());
    if (!parsed.success) throw new ApiError(response.status, 'The answer did not match the contract.');
    return parsed.output;
  } catch (error) {
    const failure = await toApiError(error);
    if (isApiError(failure) && failure.status === 401) endStaffSession('expired');
    throw failure;
  }
}

export const contentKeys = {
  all: () => ['staff', 'content'] as const,
  list: (filters: object) => ['staff', 'content', 'list', filters] as const,
  item: (uuid: string) => ['staff', 'content', 'item', uuid] as const,
  slides: (region: number) => ['staff', 'content', 'slides', region] as const,
  resources: (region: number) => ['staff', 'content', 'resources', region] as const,
};
