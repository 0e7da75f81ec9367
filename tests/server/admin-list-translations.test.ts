/**
 * Hindi and Nepali titles from the console's content lists (issue 43 §1): a video, portal, file, therapy or focus is
 * saved with them (checked as the English title, nothing stored on bad input), keeps them when a change names none,
 * lists the languages still missing, counts on the dashboard and reaches a Hindi doctor; a journal takes a language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focuses, journals, videos } from '../../src/server/db/schema.ts';
import type { Video } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let content: SignedInStaff;
let hindiDoctor: SignedIn;

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values({ name: 'Cardiology' });
  content = await signedInStaff(t, 'content');
  hindiDoctor = await signedInMember(t, { phone: '9500000003', language: 'hi', therapeuticFocus: 'Cardiology' });
});
afterAll(() => t.close());

const call = (url: string, payload?: object) =>
  t.request({
    method: payload ? 'POST' : 'GET',
    url: `/api/admin${url}`,
    headers: staffHeader(content.key),
    ...(payload ? { payload } : {}),
  });

const untranslated = async (): Promise<number> => (await call('/dashboard')).json()[1].untranslated;

const video = {
  title: 'Foot care in diabetes',
  link: 'https://video.example.org/embed/foot',
  trailerLink: '',
  thumbnail: '',
  linkName: 'cme_videos',
  therapeuticFocus: 'Cardiology',
  titleHi: ' मधुमेह में पैरों की देखभाल ',
  titleNe: '',
};

describe('translated titles of the content lists', () => {
  it('saves a video with a Hindi title, lists Nepali as missing, counts it and shows the doctor the Hindi', async () => {
    const before = await untranslated();
    const added = await call('/videos', video);
    expect(added.statusCode).toBe(200);
    const row = added.json()[1];
    expect(row).toMatchObject({ title: video.title, titleHi: 'मधुमेह में पैरों की देखभाल', titleNe: '', missing: 'ne' });
    expect(await untranslated()).toBe(before + 1);
    const shown = await t.request({
      method: 'POST',
      url: '/api/GetVideos.php?page=cme_videos',
      headers: { authorization: `Bearer ${hindiDoctor.key}` },
      payload: {},
    });
    expect((shown.json() as [unknown, Video[]])[1].map((v) => v.title)).toEqual(['मधुमेह में पैरों की देखभाल']);

    const complete = await call('/videos/update', { ...video, id: row.id, titleNe: 'मधुमेहमा खुट्टाको हेरचाह' });
    expect(complete.json()[1]).toMatchObject({ missing: '' });
    expect(await untranslated()).toBe(before);
  });

  it('keeps the stored titles when a change names none, and refuses a bad one naming its field', async () => {
    const [stored] = await t.database.db.select().from(videos);
    const { titleHi: _hi, titleNe: _ne, ...english } = video;
    const kept = await call('/videos/update', { ...english, id: stored?.id, title: 'Foot care' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()[1]).toMatchObject({ title: 'Foot care', titleHi: 'मधुमेह में पैरों की देखभाल' });

    const bad = await call('/videos/update', { ...video, id: stored?.id, titleNe: 'दो\nलाइन' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('titleNe');
    const [after] = await t.database.db
      .select()
      .from(videos)
      .where(eq(videos.id, stored?.id ?? 0));
    expect(after?.translations.ne?.title).toBe('मधुमेहमा खुट्टाको हेरचाह');
  });

  it('saves portal, file, therapy and focus titles the same way', async () => {
    const portal = await call('/portals', {
      title: 'Asthma Control Test',
      link: 'https://tools.example.org/asthma',
      linkName: 'portals',
      therapeuticFocus: 'Cardiology',
      titleHi: 'अस्थमा नियंत्रण परीक्षण',
      titleNe: 'दम नियन्त्रण परीक्षण',
    });
    expect(portal.json()[1]).toMatchObject({ titleNe: 'दम नियन्त्रण परीक्षण', missing: '' });
    const file = await call('/files', { linkName: 'brochures', name: 'Leaflet.pdf', titleHi: 'पर्चा' });
    expect(file.json()[1]).toMatchObject({ name: 'Leaflet.pdf', titleHi: 'पर्चा', titleNe: '', missing: 'ne' });
    const therapy = await call('/therapies', { title: 'Statins', image: '', titleHi: 'स्टैटिन', titleNe: 'स्टाटिन' });
    expect(therapy.json()[1]).toMatchObject({ title: 'Statins', titleHi: 'स्टैटिन', missing: '' });
    const focus = await call('/focuses/update', { name: 'Cardiology', image: '', sort: 0, titleHi: 'हृदय रोग' });
    expect(focus.json()[1]).toMatchObject({ name: 'Cardiology', titleHi: 'हृदय रोग', missing: 'ne' });
  });

  it('tags a journal with a language, English by default, and refuses another', async () => {
    const plain = await call('/journals', { title: 'Heart Journal' });
    expect(plain.json()[1]).toMatchObject({ language: 'en' });
    const hindi = await call('/journals', { title: 'हृदय पत्रिका', language: 'hi' });
    expect(hindi.json()[1]).toMatchObject({ language: 'hi' });
    const bad = await call('/journals', { title: 'Other', language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(await t.database.db.select().from(journals).where(eq(journals.title, 'Other'))).toEqual([]);
  });
});
