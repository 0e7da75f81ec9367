/** GetSettings.php / SaveSettings.php: all off until saved, saved per member, the whole set replaced each time. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/server/db/schema.ts';
import type { Settings } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember, type SignedIn } from './helpers/member-session.ts';

let t: TestApp;
let asha: SignedIn;
let bikash: SignedIn;

const ALL_OFF: Settings = {
  therapy_exclusive: false,
  journal_updates: false,
  conference_updates: false,
  medical_magazines: false,
  new_molecules: false,
  medical_technology: false,
  hospital_management: false,
  health_adventure: false,
  food_cooking_recipes: false,
  financial_management: false,
  social_updates: false,
  sports: false,
  music: false,
  movies: false,
};

const getSettings = (key?: string) =>
  t.request({ method: 'GET', url: '/api/GetSettings.php', headers: key ? { authorization: `Bearer ${key}` } : {} });

beforeAll(async () => {
  t = await build();
  asha = await signedInMember(t);
  bikash = await signedInMember(t);
});
afterAll(async () => t.close());

describe('settings', () => {
  it('GetSettings answers every toggle false before anything is saved', async () => {
    const response = await getSettings(asha.key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ status: 'success' }, ALL_OFF]);
  });

  it('SaveSettings stores the whole set and answers it; GetSettings then reads it back', async () => {
    const settings = { ...ALL_OFF, journal_updates: true, music: true, therapy_exclusive: true };
    const saved = await t.request(post('/SaveSettings.php', { settings }, asha.key));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([{ status: 'success' }, settings]);
    expect((await getSettings(asha.key)).json()).toEqual([{ status: 'success' }, settings]);
  });

  it('a second save replaces the set (toggles switched off stay off) and ignores unknown names', async () => {
    const settings = { ...ALL_OFF, sports: true };
    const saved = await t.request(post('/SaveSettings.php', { settings: { ...settings, admin: true } }, asha.key));
    expect(saved.json()).toEqual([{ status: 'success' }, settings]);
    expect((await getSettings(asha.key)).json()[1]).toEqual(settings);
  });

  it("one member's settings never show or change another's", async () => {
    expect((await getSettings(bikash.key)).json()[1]).toEqual(ALL_OFF);
    await t.request(
      post('/SaveSettings.php', { settings: { ...ALL_OFF, movies: true }, member_id: asha.id }, bikash.key),
    );
    expect((await getSettings(asha.key)).json()[1]).toEqual({ ...ALL_OFF, sports: true });
    expect((await getSettings(bikash.key)).json()[1]).toEqual({ ...ALL_OFF, movies: true });
  });

  it('refuses a missing toggle or a non-boolean with 400 naming it', async () => {
    const { music: _music, ...withoutMusic } = ALL_OFF;
    const missing = await t.request(post('/SaveSettings.php', { settings: withoutMusic }, asha.key));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'music' });
    const wrong = await t.request(post('/SaveSettings.php', { settings: { ...ALL_OFF, sports: 'maybe' } }, asha.key));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'settings.sports' });
    const absent = await t.request(post('/SaveSettings.php', {}, asha.key));
    expect(absent.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'settings' });
  });

  it('a language and toggles are saved together or not at all (a failed toggles write keeps the language too)', async () => {
    const db = t.database.db;
    const languageOf = async () => (await db.select().from(members).where(eq(members.id, bikash.id)))[0]?.language;
    const before = await languageOf();
    await db.execute(
      sql.raw(`create function refuse_settings() returns trigger language plpgsql as $$
        begin raise exception 'settings store unavailable'; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_settings before insert or update on member_settings for each row execute function refuse_settings()',
      ),
    );
    try {
      const failed = await t.request(
        post('/SaveSettings.php', { language: 'ne', settings: { ...ALL_OFF, music: true } }, bikash.key),
      );
      expect(failed.statusCode).toBe(500);
      expect(await languageOf()).toBe(before);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_settings on member_settings'));
      await db.execute(sql.raw('drop function refuse_settings()'));
    }
    const saved = await t.request(
      post('/SaveSettings.php', { language: 'ne', settings: { ...ALL_OFF, music: true } }, bikash.key),
    );
    expect(saved.statusCode).toBe(200);
    expect(await languageOf()).toBe('ne');
    expect((await getSettings(bikash.key)).json()[1]).toEqual({ ...ALL_OFF, music: true });
  });

  it('both calls answer 401 without a key', async () => {
    expect((await getSettings()).statusCode).toBe(401);
    expect((await t.request(post('/SaveSettings.php', { settings: ALL_OFF }))).statusCode).toBe(401);
  });
});
