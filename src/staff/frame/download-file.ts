import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { staffOrderFile } from '#contract/staff-orders.ts';
import { isApiError, toApiError } from '#src/lib/http/api-error.ts';
import { apiHttp, fillPath } from '#src/lib/http/call-api.ts';
import { endStaffSession, readStaffSession } from '../session/staff-session.ts';
import { staffErrorMessages } from '../staff-errors.ts';

// A logo or a print file over an office connection takes its time.
const FILE_TIMEOUT_MS = 60_000;

/**
 * An order's uploaded file as bytes. The server answers it only with the staff bearer token, so a plain link or
 * <img> cannot fetch it. A 401 ends the session as every staff call does (call-staff.ts).
 */
export async function fetchOrderFile(order: string, file: { uuid: string }): Promise<Blob> {
  const session = readStaffSession();
  const headers: Record<string, string> = session ? { Authorization: `Bearer ${session.token}` } : {};
  try {
    const answer = await apiHttp.get(fillPath(staffOrderFile.path, { uuid: order, file: file.uuid }), {
      headers,
      timeout: FILE_TIMEOUT_MS,
    });
    return await answer.blob();
  } catch (error) {
    const failure = await toApiError(error);
    if (failure.status === 401) endStaffSession('expired');
    throw failure;
  }
}

/** Saves an order's uploaded file under its name, through an object URL and an <a download>. */
export async function downloadOrderFile(order: string, file: { uuid: string; name: string }): Promise<void> {
  const url = URL.createObjectURL(await fetchOrderFile(order, file));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const FILE_GONE = msg`This file is no longer kept on the server.`;
const FILE_MISSING = msg`This file is not among the order’s files any more.`;

/** What to say when a download failed: the file's own cases, else what every staff call says. */
export function downloadErrorMessages(error: unknown): MessageDescriptor[] {
  if (isApiError(error) && error.status === 410) return [FILE_GONE];
  if (isApiError(error) && error.status === 404) return [FILE_MISSING];
  return staffErrorMessages(error);
}
