import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { MAX_ORDER_FILE_BYTES, type OrderFile, uploadOrderFile } from '#contract/shop.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, invalidData } from '#server/http/api-error.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { runIdempotent } from '#server/http/idempotency.ts';
import { admitUpload, storeWithinQuota } from '#server/http/upload-limit.ts';
import { signedInWriteLimit } from '#server/http/write-limit.ts';
import { sniffFileType } from '#server/services/orders/file-sniffing.ts';
import { recordOrderFile } from '#server/services/orders/order-file-rows.ts';

const TOO_LARGE = () => new ApiError(413, 'The file is too large.');
/** Room for the multipart boundaries and headers around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Multipart upload of a personalisation file, mounted by hand (the body is not JSON). The type is read
 * from the bytes, never from the name or the declared type; the stored copy gets a random name. A throttled
 * write (write-limit.ts) and a bounded upload (upload-limit.ts: per hour, quota, free disk); a file no order
 * uses is removed a day later (unused-order-files.ts).
 */
export function registerOrderFileRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const authenticate = deps.authenticate;
  const throttle = signedInWriteLimit(deps);
  api.post(uploadOrderFile.path, async (c) => {
    const user = await authenticate(c);
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > MAX_ORDER_FILE_BYTES + MULTIPART_OVERHEAD) throw TOO_LARGE();
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw invalidData({ file: ['Send the file as multipart/form-data in the field "file".'] });
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw invalidData({ file: ['Choose a file to upload.'] });
    if (file.size > MAX_ORDER_FILE_BYTES) throw TOO_LARGE();
    if (file.size === 0) throw invalidData({ file: ['The file is empty.'] });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const originalName = (file.name || 'file').replace(/[\\/\0]/g, '_').slice(0, 255);
    const digest = createHash('sha256').update(bytes).digest('hex');
    const answer = await runIdempotent(
      deps.db,
      deps.clock,
      c,
      `user:${user.id}`,
      `${digest} ${originalName}`,
      async () => {
        await throttle(c, user);
        const sniffed = await sniffFileType(bytes);
        if (!sniffed) throw new ApiError(415, 'This file type is not allowed.');
        const name = `${randomBytes(16).toString('hex')}.${sniffed.ext}`;
        const path = `order-files/${name}`;
        const dir = join(deps.env.dataDir, 'uploads', 'order-files');
        const turn = await admitUpload(deps, user.id, bytes.length, dir, c.var.log);
        const row = await storeWithinQuota(
          deps,
          turn,
          { accountId: user.id, size: bytes.length },
          async () => {
            await writeFile(join(dir, name), bytes);
            return join(dir, name);
          },
          (tx) =>
            recordOrderFile(tx, {
              companyId: user.companyId,
              userId: user.id,
              path,
              originalName,
              name,
              size: bytes.length,
              type: sniffed.type,
              at: deps.clock.now(),
            }),
        );
        const body: OrderFile = { uuid: row.uuid, path, originalName, name, size: bytes.length, type: sniffed.type };
        return { status: 201, body: JSON.stringify(body) };
      },
    );
    return c.newResponse(answer.body, answer.status as 201, { 'Content-Type': 'application/json' });
  });
}
