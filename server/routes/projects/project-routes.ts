import {
  projectCreate,
  projectDelete,
  projectGet,
  projectList,
  projectSurveyQuestions,
  projectSurveySubmit,
} from '#contract/projects.ts';
import type { Deps } from '#server/deps.ts';
import { EncodedJson } from '#server/http/json-answer.ts';
import { companyScope } from '#server/http/kept-scopes.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readerOf } from '#server/http/reader-language.ts';
import { getProject, listProjects, pageReadsTheSameLater } from '#server/services/projects/project-read.ts';
import { submitSurvey, surveyQuestions } from '#server/services/projects/project-survey.ts';
import { createProject, deleteProject } from '#server/services/projects/project-write.ts';

export function registerProjectRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  mount.user(projectSurveyQuestions, async ({ c, user }) => ({ data: await surveyQuestions(db, readerOf(c, user)) }));

  mount.user(projectList, async ({ query, user }) => {
    const opts = {
      companyId: user.companyId,
      userId: query.constrainTo === 'mine' ? user.id : undefined,
      filter: query.status ?? 'open',
      page: query.page,
      limit: query.limit,
      now: clock.now(),
    };
    if (!pageReadsTheSameLater(opts.filter, opts.page)) {
      return (await listProjects(db, opts)).page;
    }
    // Read by every member on every visit to the projects screen: kept encoded in the shared answers of the
    // caller's company (emptied by every write) until a project on it would read otherwise (decision 0200).
    const key = JSON.stringify(['projects-page', opts.companyId, opts.userId, opts.filter, opts.page, opts.limit]);
    const kept = await deps.sharedReads.remember(
      companyScope(opts.companyId),
      key,
      async () => {
        const { page, unchangedUntil } = await listProjects(db, opts);
        return { answer: new EncodedJson(page), unchangedUntil };
      },
      (loaded) => loaded.unchangedUntil,
    );
    return kept.answer;
  });

  mount.user(projectCreate, async ({ c, body, user }) => {
    const now = clock.now();
    const uuid = await createProject(db, user, body, now);
    return getProject(db, user.companyId, uuid, now, readerOf(c, user));
  });

  mount.user(projectGet, async ({ c, params, user }) =>
    getProject(db, user.companyId, params.uuid, clock.now(), readerOf(c, user)),
  );

  mount.user(projectDelete, async ({ params, user }) => {
    await deleteProject(db, user.companyId, params.uuid);
    return null;
  });

  mount.user(projectSurveySubmit, async ({ c, params, body, user }) => {
    const now = clock.now();
    await submitSurvey(db, user, params.uuid, body.response, now);
    return getProject(db, user.companyId, params.uuid, now, readerOf(c, user));
  });
}
