import {
  MAX_PICTURE_BYTES,
  PICTURE_FIELD,
  staffContentCreate,
  staffContentDelete,
  staffContentGet,
  staffContentList,
  staffContentPicture,
  staffContentUpdate,
  staffHeroSlideCreate,
  staffHeroSlideDelete,
  staffHeroSlides,
  staffHeroSlideUpdate,
  staffResourceCreate,
  staffResourceDelete,
  staffResources,
  staffResourceUpdate,
} from '#contract/staff-content.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, invalidData, notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readUpload } from '#server/routes/profile/read-upload.ts';
import { PICTURE_REFUSALS } from '#server/services/media/picture-store.ts';
import { createPictureFiles } from '#server/services/media/picture-variants.ts';
import { pushImportantNews } from '#server/services/push/news-push.ts';
import {
  auditView,
  contentForStaff,
  deleteContent,
  listContent,
  saveContent,
  unknownRegions,
} from '#server/services/staff/content-desk.ts';
import { storeContentPicture } from '#server/services/staff/content-desk-pictures.ts';
import {
  createResource,
  deleteResource,
  regionResourcesForStaff,
  resourceByUuid,
  updateResource,
} from '#server/services/staff/content-desk-resources.ts';
import {
  createSlide,
  deleteSlide,
  regionSlides,
  slideByUuid,
  updateSlide,
} from '#server/services/staff/content-desk-slides.ts';

/**
 * News, tutorials, pictures, hero slides and resources for staff of the content role and admins (decision 0289).
 * Every write is one transaction with its audit line (mount.staff), and empties the kept answers on every instance
 * (the API's write hook), so installers read the change at their next fetch.
 */
export function registerStaffContentRoutes(mount: Mounter, deps: Deps): void {
  const { clock } = deps;
  const pictureFiles = createPictureFiles(deps.db, deps.logger);

  mount.staff(staffContentList, async ({ db, query }) => ({
    data: await listContent(db, query.type, query.region, clock.now()),
  }));

  mount.staff(staffContentGet, async ({ db, params }) => {
    const item = await contentForStaff(db, params.uuid, clock.now());
    if (!item) throw notFound();
    return item;
  });

  const checkRegions = async (db: Parameters<typeof unknownRegions>[0], ids: number[]) => {
    if ((await unknownRegions(db, ids)).length > 0) throw invalidData({ regions: ['Unknown region.'] });
  };

  mount.staff(staffContentCreate, async ({ db, body, audit }) => {
    await checkRegions(db, body.regions);
    const uuid = (await saveContent(db, body, clock.now()))!;
    await pushImportantNews(db, clock.now(), uuid); // important news already published: pushed once, now
    const item = (await contentForStaff(db, uuid, clock.now()))!;
    await audit({
      action: `${item.content_type}.created`,
      objectType: 'content',
      objectId: uuid,
      after: auditView(item),
    });
    return item;
  });

  mount.staff(staffContentUpdate, async ({ db, params, body, audit }) => {
    const before = await contentForStaff(db, params.uuid, clock.now());
    if (!before) throw notFound();
    await checkRegions(db, body.regions);
    await saveContent(db, body, clock.now(), params.uuid);
    await pushImportantNews(db, clock.now(), params.uuid);
    const item = (await contentForStaff(db, params.uuid, clock.now()))!;
    await audit({
      action: `${item.content_type}.changed`,
      objectType: 'content',
      objectId: params.uuid,
      before: auditView(before),
      after: auditView(item),
    });
    return item;
  });

  mount.staff(staffContentDelete, async ({ db, params, audit }) => {
    const before = await deleteContent(db, params.uuid, clock.now());
    if (!before) throw notFound();
    await audit({
      action: `${before.content_type}.deleted`,
      objectType: 'content',
      objectId: params.uuid,
      before: auditView(before),
    });
    return null;
  });

  mount.staff(staffContentPicture, async ({ c, db, audit, afterCommit }) => {
    const bytes = await readUpload(c, PICTURE_FIELD, MAX_PICTURE_BYTES);
    const stored = await storeContentPicture(db, bytes);
    if ('refused' in stored) {
      const message = PICTURE_REFUSALS[stored.refused];
      throw new ApiError(stored.refused === 'not-a-picture' ? 415 : 422, message, { [PICTURE_FIELD]: [message] });
    }
    const { key, ...picture } = stored;
    await audit({ action: 'content.picture_uploaded', objectType: 'picture', objectId: picture.uuid, after: picture });
    // Every size made once the picture is committed: staff wait for it, so the first reader does not.
    afterCommit(() => pictureFiles.prepare(key));
    return picture;
  });

  mount.staff(staffHeroSlides, async ({ db, params }) => regionSlides(db, params.region));

  mount.staff(staffHeroSlideCreate, async ({ db, params, body, audit }) => {
    await checkRegions(db, [params.region]);
    const slide = await createSlide(db, params.region, body);
    await audit({ action: 'hero_slide.created', objectType: 'hero_slide', objectId: slide.uuid, after: slide });
    return slide;
  });

  mount.staff(staffHeroSlideUpdate, async ({ db, params, body, audit }) => {
    const before = await slideByUuid(db, params.uuid);
    if (!before) throw notFound();
    const slide = (await updateSlide(db, params.uuid, body))!;
    await audit({ action: 'hero_slide.changed', objectType: 'hero_slide', objectId: slide.uuid, before, after: slide });
    return slide;
  });

  mount.staff(staffHeroSlideDelete, async ({ db, params, audit }) => {
    const before = await deleteSlide(db, params.uuid);
    if (!before) throw notFound();
    await audit({ action: 'hero_slide.deleted', objectType: 'hero_slide', objectId: params.uuid, before });
    return null;
  });

  mount.staff(staffResources, async ({ db, params }) => regionResourcesForStaff(db, params.region));

  mount.staff(staffResourceCreate, async ({ db, params, body, audit }) => {
    await checkRegions(db, [params.region]);
    const resource = await createResource(db, params.region, body);
    await audit({ action: 'resource.created', objectType: 'resource', objectId: resource.uuid, after: resource });
    return resource;
  });

  mount.staff(staffResourceUpdate, async ({ db, params, body, audit }) => {
    const before = await resourceByUuid(db, params.uuid);
    if (!before) throw notFound();
    const resource = (await updateResource(db, params.uuid, body))!;
    await audit({ action: 'resource.changed', objectType: 'resource', objectId: params.uuid, before, after: resource });
    return resource;
  });

  mount.staff(staffResourceDelete, async ({ db, params, audit }) => {
    const before = await deleteResource(db, params.uuid);
    if (!before) throw notFound();
    await audit({ action: 'resource.deleted', objectType: 'resource', objectId: params.uuid, before });
    return null;
  });
}
