import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/db.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import { projectDeadline } from './project-rules.ts';

export interface NewProject {
  name: string;
  streetName: string;
  city: string;
  postalCode: string;
  uuid?: string | undefined;
}

/**
 * Creates the project, or answers the existing one when the company sends a uuid it already used (an
 * offline client retrying). Another company's uuid is a conflict, never a look into its project.
 */
export async function createProject(
  db: Db,
  user: { id: number; companyId: number },
  input: NewProject,
  now: Date,
): Promise<string> {
  const uuid = input.uuid ?? randomUUID();
  const inserted = await db.query<{ uuid: string }>(
    `INSERT INTO projects (uuid, company_id, user_id, name, street_name, city, postal_code, deadline_at,
       status_changed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (uuid) DO NOTHING RETURNING uuid`,
    [
      uuid,
      user.companyId,
      user.id,
      input.name,
      input.streetName,
      input.city,
      input.postalCode,
      projectDeadline(now),
      now,
    ],
  );
  if (inserted.length > 0) return uuid;
  const [existing] = await db.query<{ company_id: number }>('SELECT company_id FROM projects WHERE uuid = $1', [uuid]);
  if (existing?.company_id === user.companyId) return uuid;
  throw new ApiError(409, 'This project identifier is already in use. Create the project with another uuid.', {
    uuid: ['This identifier is already in use.'],
  });
}

/** Deletes a project without products (any status); one with products answers 409. */
export async function deleteProject(db: Db, companyId: number, uuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [project] = await tx.query<{ id: number }>(
      'SELECT id FROM projects WHERE uuid = $1 AND company_id = $2 FOR UPDATE',
      [uuid, companyId],
    );
    if (!project) throw notFound();
    const [scan] = await tx.query('SELECT 1 FROM scans WHERE project_id = $1 LIMIT 1', [project.id]);
    if (scan) {
      throw new ApiError(409, 'Only a project without products can be deleted. Remove its products first.');
    }
    await tx.query('DELETE FROM projects WHERE id = $1', [project.id]);
  });
}
