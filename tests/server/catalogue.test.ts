/** Catalogue calls: sub-categories, therapies, focus switching and products, on the test's own rows; the OpenAPI document. */
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  focuses,
  members,
  products,
  pushSubscriptions,
  subCategories,
  therapies,
} from '../../src/server/db/schema.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { authPlugin } from '../../src/server/plugins/auth.ts';
import { errorsPlugin } from '../../src/server/plugins/errors.ts';
import { OPENAPI_PATH, contractCalls, openapiPlugin } from '../../src/server/plugins/openapi.ts';
import { authRoutes } from '../../src/server/routes/auth/index.ts';
import { catalogueRoutes } from '../../src/server/routes/catalogue/index.ts';
import { chatRoutes } from '../../src/server/routes/chat/index.ts';
import { contentRoutes } from '../../src/server/routes/content/index.ts';
import { healthRoute } from '../../src/server/routes/health.ts';
import { memberRoutes } from '../../src/server/routes/member/index.ts';
import { orderRoutes } from '../../src/server/routes/orders/index.ts';
import type { SubCategory } from '../../src/shared/contract/entities.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';
import { consentToAll } from './helpers/member-session.ts';

let t: TestApp;
let cardio: { id: number; key: string };
let nepal: { id: number; key: string };
let categoryId: number;
let emptyCategoryId: number;

const get = (url: string, key?: string) => ({
  method: 'GET' as const,
  url: `/api${url}`,
  headers: key ? { authorization: `Bearer ${key}` } : {},
});

async function memberWithKey(phone: string, focus: string, role: string) {
  const id = await insertMember(t.database.db, { countryCode: '91', phone, focus });
  await t.database.db.update(members).set({ memberRole: role }).where(eq(members.id, id));
  return { id, key: await t.app.deps.sessions.create(id) };
}

async function insertCatalogue(): Promise<void> {
  const { db } = t.database;
  await db.insert(focuses).values([
    { name: 'Diabetology', image: 'diabetology.svg', sort: 2 },
    { name: 'Cardiology', image: 'cardiology.svg', sort: 1 },
    { name: 'Neurology', image: 'neurology.svg', sort: 3, translations: { hi: { title: 'न्यूरोलॉजी' } } },
  ]);
  const rows = await db
    .insert(categories)
    .values([
      { title: 'Order Samples', outcome: 'submenu', sort: 1 },
      { title: 'Nothing Here', outcome: 'submenu', sort: 2 },
      { title: 'Cardio Corner', outcome: 'submenu', sort: 3, therapeuticFocus: 'Cardiology' },
      { title: 'Diabetes Desk', outcome: 'submenu', sort: 4, therapeuticFocus: 'Diabetology' },
    ])
    .returning({ id: categories.id });
  categoryId = rows[0]?.id ?? 0;
  emptyCategoryId = rows[1]?.id ?? 0;
  await db.insert(subCategories).values([
    { categoryId, title: 'Second for all', sort: 2, tableName: 'samples', outcome: 'modal' },
    {
      categoryId,
      title: 'Cardio only',
      sort: 1,
      therapeuticFocus: 'Cardiology',
      serviceType: 'videos',
      linkName: 'cme',
    },
    { categoryId, title: 'Diabetes only', sort: 1, therapeuticFocus: 'Diabetology' },
    { categoryId, title: 'First for all', sort: 0, description: '<b>All</b>', subHeader: 'Pick one', image: 'x.svg' },
  ]);
  const [hyper] = await db
    .insert(therapies)
    .values([
      { title: 'Hypertension', image: 'hypertension.svg' },
      { title: 'Asthma', image: 'asthma.svg' },
    ])
    .returning({ id: therapies.id });
  await db.insert(products).values([
    {
      therapyId: hyper?.id ?? 0,
      title: 'Betacard',
      composition: 'Atenolol 50 mg',
      dose: '25 mg,50 mg',
      image: 'b.svg',
    },
    { therapyId: hyper?.id ?? 0, title: 'Amlocard', composition: 'Amlodipine 5 mg', dose: '' },
  ]);
}

beforeAll(async () => {
  t = await build();
  await insertCatalogue();
  cardio = await memberWithKey('9876543210', 'Cardiology', '1');
  nepal = await memberWithKey('9841000001', 'Diabetology', '24');
});
afterAll(async () => t.close());

describe('session required', () => {
  const calls = [
    () => get(`/GetSubCategory.php?category_id=${categoryId}`),
    () => post('/GetTherapy.php', {}),
    () => post('/GetAllTherapy.php', {}),
    () => post('/SetTherapy.php', { therapeutic_focus: 'Neurology' }),
    () => get('/GetProduct.php?title=Hypertension'),
    () => get('/Searchmoleculeproducts.php?searchedString=amlo'),
  ];
  it.each(calls.map((call, i) => [i, call] as const))(
    'call %i answers 401 SESSION_INVALID without a valid key',
    async (_i, call) => {
      const missing = await t.request(call());
      expect(missing.statusCode).toBe(401);
      expect(missing.json()[0]).toEqual({ status: 'error', code: 'SESSION_INVALID' });
      const wrong = call();
      const bad = await t.request({ ...wrong, headers: { authorization: 'Bearer not-a-real-session-key-at-all-000' } });
      expect(bad.statusCode).toBe(401);
    },
  );

  it('never takes the key from the query string', async () => {
    const response = await t.request(get(`/GetProduct.php?title=Hypertension&key=${cardio.key}`));
    expect(response.statusCode).toBe(401);
  });
});

describe('GetSubCategory.php', () => {
  const titles = (list: SubCategory[]) => list.map((s) => s.title);

  it("defaults to the member's own focus, in sort order, with member_role in element 0", async () => {
    const response = await t.request(get(`/GetSubCategory.php?category_id=${categoryId}`, cardio.key));
    expect(response.statusCode).toBe(200);
    const [status, list] = response.json() as [object, SubCategory[]];
    expect(status).toEqual({ status: 'success', member_role: '1' });
    expect(titles(list)).toEqual(['First for all', 'Cardio only', 'Second for all']);
    expect(list[0]).toEqual({
      serv_sub_category_id: expect.stringMatching(/^\d+$/),
      title: 'First for all',
      title_shown: 'First for all',
      description_shown: '<b>All</b>',
      table_name: '',
      service_type: '',
      link_name: '',
      therapeutic_focus: '',
      outcome: '',
      description: '<b>All</b>',
      demo_video: '',
      sample_link: '',
      message: '',
      serv_category_id: String(categoryId),
      sub_header: 'Pick one',
      image: 'x.svg',
    });
    const other = await t.request(get(`/GetSubCategory.php?category_id=${categoryId}`, nepal.key));
    expect(other.json()[0]).toEqual({ status: 'success', member_role: '24' });
    expect(titles(other.json()[1])).toEqual(['First for all', 'Diabetes only', 'Second for all']);
  });

  it('uses the therapeutic_focus asked for', async () => {
    const response = await t.request(
      get(`/GetSubCategory.php?category_id=${categoryId}&therapeutic_focus=Diabetology`, cardio.key),
    );
    expect(titles(response.json()[1])).toEqual(['First for all', 'Diabetes only', 'Second for all']);
  });

  it('answers an empty list for a category without cards, 404 for an unknown one', async () => {
    expect((await t.request(get(`/GetSubCategory.php?category_id=${emptyCategoryId}`, cardio.key))).json()[1]).toEqual(
      [],
    );
    for (const id of ['999999', '999999999']) {
      const response = await t.request(get(`/GetSubCategory.php?category_id=${id}`, cardio.key));
      expect(response.statusCode).toBe(404);
      expect(response.json()[0].code).toBe('NOT_FOUND');
    }
  });

  it('names category_id when it is missing or not a number', async () => {
    for (const url of [
      '/GetSubCategory.php',
      '/GetSubCategory.php?category_id=abc',
      '/GetSubCategory.php?category_id=0',
    ]) {
      const response = await t.request(get(url, cardio.key));
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'category_id' });
    }
  });
});

describe('GetTherapy.php and GetAllTherapy.php', () => {
  it('lists the therapies of the sample grid', async () => {
    const response = await t.request(post('/GetTherapy.php', {}, cardio.key));
    expect(response.json()).toEqual([
      { status: 'success' },
      [
        {
          therepy_id: expect.stringMatching(/^\d+$/),
          title: 'Hypertension',
          title_shown: 'Hypertension',
          image: 'hypertension.svg',
        },
        { therepy_id: expect.stringMatching(/^\d+$/), title: 'Asthma', title_shown: 'Asthma', image: 'asthma.svg' },
      ],
    ]);
  });

  it('lists every therapeutic focus in sort order', async () => {
    const response = await t.request(post('/GetAllTherapy.php', {}, cardio.key));
    expect(response.json()).toEqual([
      { status: 'success' },
      [
        { name: 'Cardiology', name_shown: 'Cardiology', image: 'cardiology.svg' },
        { name: 'Diabetology', name_shown: 'Diabetology', image: 'diabetology.svg' },
        { name: 'Neurology', name_shown: 'Neurology', image: 'neurology.svg' },
      ],
    ]);
  });
});

describe('SetTherapy.php', () => {
  const focusOf = async (id: number) =>
    (await t.database.db.select().from(members).where(eq(members.id, id)))[0]?.therapeuticFocus;

  it("refuses member_role '24' with 403 FORBIDDEN and changes nothing", async () => {
    const response = await t.request(post('/SetTherapy.php', { therapeutic_focus: 'Cardiology' }, nepal.key));
    expect(response.statusCode).toBe(403);
    expect(response.json()[0].code).toBe('FORBIDDEN');
    expect(await focusOf(nepal.id)).toBe('Diabetology');
  });

  it('names therapeutic_focus when it is missing, blank or not a focus', async () => {
    for (const body of [{}, { therapeutic_focus: '  ' }, { therapeutic_focus: 'Astrology' }]) {
      const response = await t.request(post('/SetTherapy.php', body, cardio.key));
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'therapeutic_focus' });
    }
    expect(await focusOf(cardio.id)).toBe('Cardiology');
  });

  it("changes the member's own focus, which becomes GetCategory's and GetSubCategory's default", async () => {
    const other = await memberWithKey('9876500001', 'Cardiology', '1');
    const before = await t.request(post('/GetCategory.php', {}, other.key));
    expect(before.json()[1].map((c: { title: string }) => c.title)).toContain('Cardio Corner');
    const response = await t.request(post('/SetTherapy.php', { therapeutic_focus: 'Diabetology' }, other.key));
    expect(response.json()).toEqual([{ status: 'success' }, { Message: 'Your therapeutic focus is now Diabetology.' }]);
    expect(await focusOf(other.id)).toBe('Diabetology');
    expect(await focusOf(cardio.id)).toBe('Cardiology');
    const after = (await t.request(post('/GetCategory.php', {}, other.key)))
      .json()[1]
      .map((c: { title: string }) => c.title);
    expect(after).toContain('Diabetes Desk');
    expect(after).not.toContain('Cardio Corner');
    const subs = await t.request(get(`/GetSubCategory.php?category_id=${categoryId}`, other.key));
    expect(subs.json()[1].map((s: SubCategory) => s.title)).toContain('Diabetes only');
  });

  it("moves every one of the member's push tokens to Common and the new focus (devices not opened since included)", async () => {
    const other = await memberWithKey('9876500003', 'Cardiology', '1');
    const bystander = await memberWithKey('9876500004', 'Cardiology', '1');
    for (const member of [other, bystander]) await consentToAll(t, member.id);
    const tokens = ['phone-token-0123456789', 'laptop-token-0123456789'];
    for (const token of tokens) {
      const subscribed = await t.request(
        post('/firebase_subcribe.php', { token, topic: ['Common', 'Cardiology'] }, other.key),
      );
      expect(subscribed.statusCode).toBe(200);
    }
    const theirs = 'bystander-token-0123456789';
    await t.request(post('/firebase_subcribe.php', { token: theirs, topic: ['Common', 'Cardiology'] }, bystander.key));
    expect((await t.request(post('/SetTherapy.php', { therapeutic_focus: 'Neurology' }, other.key))).statusCode).toBe(
      200,
    );
    const rows = await t.database.db
      .select({
        token: pushSubscriptions.token,
        memberId: pushSubscriptions.memberId,
        topics: pushSubscriptions.topics,
      })
      .from(pushSubscriptions)
      .orderBy(pushSubscriptions.token);
    expect(rows).toEqual([
      { token: theirs, memberId: bystander.id, topics: ['Common', 'Cardiology'] },
      { token: tokens[1], memberId: other.id, topics: ['Common', 'Neurology'] },
      { token: tokens[0], memberId: other.id, topics: ['Common', 'Neurology'] },
    ]);
  });

  it('names the new focus in the language of the answer', async () => {
    const other = await memberWithKey('9876500002', 'Cardiology', '1');
    await t.database.db.update(members).set({ language: 'hi' }).where(eq(members.id, other.id));
    const response = await t.request(post('/SetTherapy.php', { therapeutic_focus: 'Neurology' }, other.key));
    expect(response.json()[1]).toEqual({ Message: 'अब आपका थेरेपी क्षेत्र न्यूरोलॉजी है।' });
    expect(await focusOf(other.id)).toBe('Neurology');
  });
});

describe('GetProduct.php', () => {
  it('lists the products of a therapy by title, dose as stored', async () => {
    const response = await t.request(get('/GetProduct.php?title=Hypertension', cardio.key));
    expect(response.json()).toEqual([
      { status: 'success' },
      [
        {
          product_id: expect.stringMatching(/^\d+$/),
          title: 'Amlocard',
          title_shown: 'Amlocard',
          composition: 'Amlodipine 5 mg',
          dose: '',
          table_name: 'samples',
          therapy: 'Hypertension',
          therapy_shown: 'Hypertension',
          image: '',
        },
        {
          product_id: expect.stringMatching(/^\d+$/),
          title: 'Betacard',
          title_shown: 'Betacard',
          composition: 'Atenolol 50 mg',
          dose: '25 mg,50 mg',
          table_name: 'samples',
          therapy: 'Hypertension',
          therapy_shown: 'Hypertension',
          image: 'b.svg',
        },
      ],
    ]);
  });

  it('answers an empty list for a therapy without products or an unknown one', async () => {
    expect((await t.request(get('/GetProduct.php?title=Asthma', cardio.key))).json()).toEqual([
      { status: 'success' },
      [],
    ]);
    expect((await t.request(get('/GetProduct.php?title=Nope', cardio.key))).json()).toEqual([
      { status: 'success' },
      [],
    ]);
  });

  it('names title when it is missing or blank', async () => {
    for (const url of ['/GetProduct.php', '/GetProduct.php?title=%20']) {
      const response = await t.request(get(url, cardio.key));
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'title' });
    }
  });
});

/** A bare app registered like app.ts, with the OpenAPI plugin before the routes (until app.ts registers it). */
async function appWithOpenapi(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('deps', deps);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(openapiPlugin);
  await app.register(formbody);
  await app.register(
    async (api) => {
      for (const routes of [
        healthRoute,
        authRoutes,
        catalogueRoutes,
        contentRoutes,
        orderRoutes,
        memberRoutes,
        chatRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

describe('GET /api/openapi.json', () => {
  it('lists every registered contract call, and every catalogue and content call, with its security', async () => {
    const served = t.app.hasRoute({ method: 'GET', url: OPENAPI_PATH });
    const app = served ? t.app : await appWithOpenapi(t.app.deps);
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const [key, call] of contractCalls()) {
      const [method = '', url = ''] = key.split(' ');
      const mine = call.area === 'catalogue' || call.area === 'content';
      if (!mine && !app.hasRoute({ method: method as 'GET' | 'POST', url })) continue;
      const operation = document.paths[url]?.[method.toLowerCase()];
      expect(operation, key).toBeDefined();
      expect(operation?.tags).toEqual([call.area]);
      expect(operation?.security).toEqual(call.auth === 'member' ? [{ sessionKey: [] }] : []);
    }
    expect(document.paths[OPENAPI_PATH]).toBeUndefined();
    if (!served) await app.close();
  });
});
