/**
 * Hindi and Nepali texts from the console (issue 43 §1): saved with a category or card, checked by the English
 * fields' rules (nothing stored on bad input), kept when a caller sends none, listed with the languages still
 * missing, counted on the dashboard, and shown to a Hindi doctor while the English title stays the key.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, focuses, therapies } from '../../src/server/db/schema.ts';
import type { Category, SubCategory } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { type SignedIn, signedInMember } from './helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let content: SignedInStaff;
let hindiDoctor: SignedIn;

beforeAll(async () => {
  t = await build();
  await t.database.db.insert(focuses).values({ name: 'Cardiology', translations: { hi: { title: 'हृदय रोग' } } });
  await t.database.db
    .insert(therapies)
    .values({ title: 'Statins', translations: { hi: { title: 'स्टैटिन' }, ne: { title: 'स्टाटिन' } } });
  content = await signedInStaff(t, 'content');
  hindiDoctor = await signedInMember(t, { phone: '9500000002', language: 'hi' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  t.request({ method, url: `/api/admin${url}`, headers: staffHeader(key), ...(payload ? { payload } : {}) });

const doctorCall = (method: 'GET' | 'POST', url: string) =>
  t.request({ method, url: `/api${url}`, headers: { authorization: `Bearer ${hindiDoctor.key}` } });

const category = {
  title: 'Patient Education',
  description: 'Leaflets for your patients',
  outcome: 'submenu',
  link: '',
  linkName: 'patient-education',
  banner: false,
  therapeuticFocus: '',
  sort: 1,
  titleHi: ' रोगी शिक्षा ',
  descriptionHi: 'आपके रोगियों के लिए पर्चे',
  titleNe: 'बिरामी शिक्षा',
  descriptionNe: '',
};

/** The dashboard's count of records without a translation. */
async function untranslated(): Promise<number> {
  return (await call('GET', '/dashboard', content.key)).json()[1].untranslated;
}

describe('translations of categories and cards', () => {
  let categoryId = 0;

  it('saves a category with Hindi and Nepali, lists what is missing and shows the doctor the Hindi', async () => {
    const before = await untranslated();
    const added = await call('POST', '/categories', content.key, category);
    expect(added.statusCode).toBe(200);
    categoryId = added.json()[1].id;
    expect(added.json()[1]).toMatchObject({
      title: 'Patient Education',
      titleHi: 'रोगी शिक्षा',
      titleNe: 'बिरामी शिक्षा',
      descriptionNe: '',
      missingLanguages: ['ne'],
    });
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, categoryId));
    expect(row?.translations).toEqual({
      hi: { title: 'रोगी शिक्षा', description: 'आपके रोगियों के लिए पर्चे' },
      ne: { title: 'बिरामी शिक्षा' },
    });
    expect(await untranslated()).toBe(before + 1);
    const listed = await call('GET', '/categories', content.key);
    expect(listed.json()[1].rows).toMatchObject([{ id: categoryId, missingLanguages: ['ne'] }]);
    const home = (await doctorCall('POST', '/GetCategory.php')).json()[1] as Category[];
    expect(home).toMatchObject([
      {
        serv_category_id: String(categoryId),
        title: 'Patient Education',
        title_shown: 'रोगी शिक्षा',
        description_shown: 'आपके रोगियों के लिए पर्चे',
      },
    ]);
  });

  it('completes the Nepali, and keeps every translation when a change names none', async () => {
    const before = await untranslated();
    const completed = await call('POST', '/categories/update', content.key, {
      ...category,
      id: categoryId,
      descriptionNe: 'तपाईंका बिरामीका लागि पर्चा',
    });
    expect(completed.json()[1].missingLanguages).toEqual([]);
    expect(await untranslated()).toBe(before - 1);
    const { titleHi: _h, titleNe: _n, descriptionHi: _dh, descriptionNe: _dn, ...english } = category;
    const changed = await call('POST', '/categories/update', content.key, { ...english, id: categoryId, sort: 2 });
    expect(changed.json()[1]).toMatchObject({
      sort: 2,
      titleHi: 'रोगी शिक्षा',
      descriptionNe: 'तपाईंका बिरामीका लागि पर्चा',
    });
  });

  it('refuses a translation that breaks the text rules, naming its field, and stores nothing', async () => {
    for (const [field, value] of [
      ['titleHi', 'रोगी\u0000शिक्षा'],
      ['titleNe', 'बिरामी\u200Bशिक्षा'],
      ['descriptionHi', 'x'.repeat(501)],
    ] as const) {
      const refused = await call('POST', '/categories', content.key, { ...category, title: 'Refused', [field]: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    const rows = await t.database.db.select().from(categories).where(eq(categories.title, 'Refused'));
    expect(rows).toEqual([]);
  });

  it('saves a card with its Hindi title; the doctor sees it, the English title stays the key', async () => {
    const added = await call('POST', '/sub-categories', content.key, {
      categoryId,
      title: 'Journal Emailers',
      outcome: 'link',
      tableName: '',
      serviceType: 'emailer',
      linkName: '',
      therapeuticFocus: '',
      description: 'Journal summaries',
      message: '',
      sort: 1,
      titleHi: 'जर्नल ईमेलर',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()[1]).toMatchObject({ titleHi: 'जर्नल ईमेलर', missingLanguages: ['hi', 'ne'] });
    const cards = (await doctorCall('GET', `/GetSubCategory.php?category_id=${categoryId}`)).json()[1] as SubCategory[];
    expect(cards).toMatchObject([
      { title: 'Journal Emailers', title_shown: 'जर्नल ईमेलर', description_shown: 'Journal summaries' },
    ]);
  });
});
