/** GetSettings.php and SaveSettings.php: the settings toggles of SPEC §2, one row per member (all off until saved). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../../../shared/contract/entities.ts';
import { member } from '../../../shared/contract/index.ts';
import { settingsSchema } from '../../../shared/contract/member.ts';
import { ok } from '../../../shared/envelope.ts';
import type { Db } from '../../db/client.ts';
import { memberSettings } from '../../db/schema.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { defineRoute } from '../define-route.ts';

/** Every toggle name, in the order of the contract. */
const TOGGLES = Object.keys(settingsSchema.properties) as (keyof Settings)[];

/** The settings of stored values: known toggles only, anything missing or not true is false. */
function toSettings(values: Readonly<Record<string, unknown>> | undefined): Settings {
  return Object.fromEntries(TOGGLES.map((name) => [name, values?.[name] === true])) as unknown as Settings;
}

/** The member's saved settings, or all false. */
async function settingsOf(db: Db, memberId: number): Promise<Settings> {
  const [row] = await db.select().from(memberSettings).where(eq(memberSettings.memberId, memberId)).limit(1);
  return toSettings(row?.values);
}

/** Registers GetSettings.php and SaveSettings.php. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  defineRoute(app, member.getSettings, async ({ request }) => ok(await settingsOf(db, sessionOf(request).memberId)));

  defineRoute(app, member.saveSettings, async ({ body, request }) => {
    const { memberId } = sessionOf(request);
    const settings = toSettings(body.settings);
    const values: Record<string, boolean> = { ...settings };
    const updatedAt = new Date(app.deps.now());
    await db
      .insert(memberSettings)
      .values({ memberId, values, updatedAt })
      .onConflictDoUpdate({ target: memberSettings.memberId, set: { values, updatedAt } });
    return ok(settings);
  });
}
