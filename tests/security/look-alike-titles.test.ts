/**
 * Issue 38 item 7: the UCPMP sample cap sidestepped with look-alike products. Content staff could add `Telmicor`,
 * `telmicor`, `Telmicor ` and `Telmicor\u200b` as four products. Product titles are now unique by a key (NFKC,
 * invisible characters dropped, trimmed, lower case: migration 0020), a second one answers 409; invisible and
 * bidirectional control characters are refused in titles and names everywhere (contract `requiredName`/`nameText`).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, products, therapies } from '../../src/server/db/schema.ts';
import { build, type TestApp } from '../server/helpers/app.ts';
import { post } from '../server/helpers/fixtures.ts';
import { type SignedIn, signedInMember } from '../server/helpers/member-session.ts';
import { type SignedInStaff, signedInStaff, staffHeader } from '../server/helpers/staff.ts';

let t: TestApp;
let content: SignedInStaff;
let admin: SignedInStaff;
let doctor: SignedIn;
let therapyId: number;

beforeAll(async () => {
  t = await build();
  therapyId =
    (await t.database.db.insert(therapies).values({ title: 'Antihypertensives' }).returning({ id: therapies.id }))[0]
      ?.id ?? 0;
  content = await signedInStaff(t, 'content');
  admin = await signedInStaff(t, 'admin');
  doctor = await signedInMember(t, { phone: '9400000071', firstName: 'Asha' });
});
afterAll(() => t.close());

/** The error of an answer's envelope: `[{ status, code, field }, { Message }]`. */
const errorOf = (answer: { json(): unknown }) => {
  const [head, body] = answer.json() as [{ code?: string; field?: string }, { Message?: string }];
  return { code: head.code, field: head.field, message: body?.Message ?? '' };
};

const staffCall = (url: string, key: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/admin${url}`, headers: staffHeader(key), payload });

const addProduct = (title: string) =>
  staffCall('/products', content.key, { therapyId, title, composition: 'Telmisartan 40 mg', doses: ['40 mg'] });

/** Invisible and bidirectional characters an attacker hides in a title or a name. */
const HIDDEN = {
  'zero-width space': '\u200b',
  'zero-width joiner': '\u200d',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'word joiner': '\u2060',
  'byte order mark': '\ufeff',
  'soft hyphen': '\u00ad',
  'variation selector': '\ufe0f',
};

describe('look-alike product titles', () => {
  it('keeps one Telmicor: case, spaces, full-width letters and a renamed look-alike answer 409', async () => {
    const first = await addProduct('Telmicor');
    expect(first.statusCode).toBe(200);
    for (const lookAlike of ['telmicor', 'TELMICOR', '  Telmicor ', 'Ｔｅｌｍｉｃｏｒ', 'Telmicor\u00a0']) {
      const answer = await addProduct(lookAlike);
      expect(answer.statusCode, lookAlike).toBe(409);
      expect(errorOf(answer)).toMatchObject({ code: 'CONFLICT', field: 'title' });
      expect(errorOf(answer).message).toContain('already a product called "Telmicor"');
    }
    const other = await addProduct('Telmicor H');
    expect(other.statusCode).toBe(200);
    const renamed = await staffCall('/products/update', content.key, {
      id: other.json()[1].id,
      therapyId,
      title: 'telmicor',
      composition: '',
      doses: [],
    });
    expect(renamed.statusCode).toBe(409);
    const sameOwnTitle = await staffCall('/products/update', content.key, {
      id: first.json()[1].id,
      therapyId,
      title: 'TELMICOR',
      composition: '',
      doses: [],
    });
    expect(sameOwnTitle.statusCode).toBe(200);
    const rows = await t.database.db.select({ title: products.title }).from(products);
    expect(rows.map((r) => r.title).sort()).toEqual(['TELMICOR', 'Telmicor H']);
  });

  it('refuses the key directly in the database too (a unique index, whatever writes the row)', async () => {
    await expect(t.database.db.insert(products).values({ therapyId, title: 'telmicor\u200b' })).rejects.toMatchObject({
      cause: { code: '23505' },
    });
  });

  it.each(Object.entries(HIDDEN))('refuses a %s in a product title with a clear 400', async (_name, character) => {
    const answer = await addProduct(`Telmi${character}cor Plus`);
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'title' });
    expect(errorOf(answer).message).toContain('invisible characters');
  });
});

describe('invisible characters in other titles and names', () => {
  it('refuses them in category, therapy, staff, doctor and push titles and names', async () => {
    const attempts = [
      staffCall('/categories', content.key, {
        title: 'Samples\u202e',
        description: '',
        outcome: 'subcategories',
        link: '',
        linkName: '',
        banner: false,
        therapeuticFocus: '',
        sort: 0,
      }),
      staffCall('/therapies', content.key, { title: 'Anti\u200bhypertensives', image: '' }),
      staffCall('/staff', admin.key, { email: 'x@example.com', name: 'Eve\u202eniamdA', role: 'content' }),
      staffCall('/doctors', admin.key, {
        countryCode: '91',
        phone: '9400000072',
        firstName: 'Ravi\u2066',
        therapeuticFocus: 'Cardiology',
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(errorOf(answer).message).toContain('invisible characters');
    }
  });

  it("refuses a right-to-left override in a doctor's own profile name, in the doctor's language", async () => {
    const answer = await t.request(post('/UpdateProfile.php', { first_name: 'Asha\u202eahsA' }, doctor.key));
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toMatchObject({ field: 'first_name' });
    const [row] = await t.database.db.select().from(members).where(eq(members.id, doctor.id));
    expect(row?.firstName).toBe('Asha');
    const hindi = await t.request({
      ...post('/UpdateProfile.php', { last_name: 'Rao\u200b' }, doctor.key),
      headers: { authorization: `Bearer ${doctor.key}`, 'accept-language': 'hi' },
    });
    expect(hindi.statusCode).toBe(400);
    expect(errorOf(hindi).message).toContain('अदृश्य');
  });

  it('still accepts Devanagari, accents and ordinary punctuation in names', async () => {
    const answer = await t.request(
      post('/UpdateProfile.php', { first_name: 'आशा', last_name: "D'Souza-Müller" }, doctor.key),
    );
    expect(answer.statusCode).toBe(200);
  });
});
