/** Member routes: profile, photo, contacts, priority message, settings, push subscription, emailer mail, registration and samples, medical questions and side-effect reports. */
import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contact.ts';
import { emailerRoutes } from './emailer.ts';
import { photoRoutes } from './photo.ts';
import { profileRoutes } from './profile.ts';
import { pushRoutes } from './push.ts';
import { safetyRoutes } from './safety.ts';
import { sampleRoutes } from './samples.ts';
import { settingsRoutes } from './settings.ts';

/** Registers the member routes (multipart parsing exists only inside the photo routes' scope). */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  await app.register(profileRoutes);
  await app.register(photoRoutes);
  await app.register(contactRoutes);
  await app.register(emailerRoutes);
  await app.register(settingsRoutes);
  await app.register(pushRoutes);
  await app.register(sampleRoutes);
  await app.register(safetyRoutes);
}
