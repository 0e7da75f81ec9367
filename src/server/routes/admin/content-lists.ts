/**
 * The content lists (content, admin): therapies, focuses, journals, videos, portals, files, emailers and banner
 * popups — list, add, change.
 */
import type { FastifyInstance } from 'fastify';
import type { Static, TObject, TProperties } from 'typebox';
import { bannerCalls } from '../../../shared/contract/admin/banners.ts';
import * as lists from '../../../shared/contract/admin/content-lists.ts';
import type { defineListCalls } from '../../../shared/contract/admin/define-list.ts';
import { ok } from '../../../shared/envelope.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../services/storage/types.ts';
import type { Actor } from '../../services/admin/actor.ts';
import { bannerList } from '../../services/admin/banners.ts';
import * as catalogue from '../../services/admin/lists-catalogue.ts';
import { emailerList } from '../../services/admin/lists-emailers.ts';
import * as media from '../../services/admin/lists-media.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** The three calls of one list. */
type ListCalls<F extends TProperties, U extends TProperties, R extends TObject> = ReturnType<
  typeof defineListCalls<F, U, R>
>;

/** What a list's routes call: a page, and a save (key null: add). */
interface ListService<F extends TProperties, U extends TProperties, R extends TObject> {
  list: (
    db: Db,
    filter: { page: number; pageSize: number; search?: string | undefined },
  ) => Promise<{
    rows: Static<R>[];
    total: number;
  }>;
  create: (db: Db, storage: FileStorage, actor: Actor, body: Static<TObject<F>>, now: number) => Promise<Static<R>>;
  update: (db: Db, storage: FileStorage, actor: Actor, body: Static<TObject<U>>, now: number) => Promise<Static<R>>;
}

/** Registers the list, add and change routes of one list. */
function bindList<F extends TProperties, U extends TProperties, R extends TObject>(
  app: FastifyInstance,
  calls: ListCalls<F, U, R>,
  service: ListService<F, U, R>,
): void {
  const { database, storage, now } = app.deps;
  defineStaffRoute(app, calls.list, async ({ query }) => {
    const filter = { ...query, ...pageParams(query) };
    return ok({ ...(await service.list(database.db, filter)), page: filter.page, pageSize: filter.pageSize });
  });
  defineStaffRoute(app, calls.create, async ({ body, request }) =>
    ok(await service.create(database.db, storage, actorOf(request), body, now())),
  );
  defineStaffRoute(app, calls.update, async ({ body, request }) =>
    ok(await service.update(database.db, storage, actorOf(request), body, now())),
  );
}

/** Registers the content list routes. */
export async function contentListRoutes(app: FastifyInstance): Promise<void> {
  bindList(app, lists.therapyCalls, catalogue.therapyList);
  bindList(app, lists.focusCalls, catalogue.focusList);
  bindList(app, lists.journalCalls, catalogue.journalList);
  bindList(app, lists.videoCalls, media.videoList);
  bindList(app, lists.portalCalls, media.portalList);
  bindList(app, lists.fileCalls, media.fileList);
  bindList(app, lists.emailerCalls, emailerList);
  bindList(app, bannerCalls, bannerList);
}
