/** Content routes: articles, journals, emailers, videos, portals, files, privacy policy, downloads. */
import type { FastifyInstance } from 'fastify';
import { downloadRoute } from './download.ts';
import { imageRoute } from './image.ts';
import { getArticlesRoute } from './get-articles.ts';
import { getEmailersRoute } from './get-emailers.ts';
import { getFilesRoute } from './get-files.ts';
import { getJournalRoute } from './get-journal.ts';
import { getPortalsRoute } from './get-portals.ts';
import { getTherapyArticlesRoute } from './get-therapy-articles.ts';
import { getVideosRoute } from './get-videos.ts';
import { privacyPolicyRoute } from './privacy-policy.ts';
import { searchArticlesRoute } from './search-articles.ts';

/** Registers the content routes. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getArticlesRoute);
  await app.register(getJournalRoute);
  await app.register(getTherapyArticlesRoute);
  await app.register(searchArticlesRoute);
  await app.register(getEmailersRoute);
  await app.register(getVideosRoute);
  await app.register(getPortalsRoute);
  await app.register(getFilesRoute);
  await app.register(privacyPolicyRoute);
  await app.register(downloadRoute);
  await app.register(imageRoute);
}
