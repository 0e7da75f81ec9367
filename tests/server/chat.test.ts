/** AgreedTerms.php and CalltoBot.php: terms first, the built-in assistant, the OpenAI-compatible adapter, chat_log. */
import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, chatLog, journals, members, products, therapies } from '../../src/server/db/schema.ts';
import { apiMessages as hi } from '../../src/shared/messages/hi/api.ts';
import { apiMessages as ne } from '../../src/shared/messages/ne/api.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember, type SignedIn } from './helpers/member-session.ts';

const DOSING_REFUSAL =
  'I cannot give dosing advice. Please refer to the product label and the full prescribing information, or ask your representative for the prescribing information.';

/** Asks the assistant; returns the HTTP status and the decoded reply. */
async function ask(
  app: TestApp,
  query: string,
  key: string,
): Promise<{ status: number; response: string; body: unknown }> {
  const answer = await app.request(post('/CalltoBot.php', { query }, key));
  const body: unknown = answer.json();
  const [head, payload] = body as [{ status: string }, string];
  const response =
    answer.statusCode === 200 && head.status === 'success'
      ? (JSON.parse(payload) as { response: string }).response
      : '';
  return { status: answer.statusCode, response, body };
}

describe('built-in assistant', () => {
  let t: TestApp;
  let asha: SignedIn;

  beforeAll(async () => {
    t = await build({ PUBLIC_SITE_URL: 'https://portal.example.com/' });
    const db = t.database.db;
    const [beta, hyper] = await db
      .insert(therapies)
      .values([{ title: 'Beta Blockers' }, { title: 'Antihypertensives' }])
      .returning();
    await db.insert(products).values([
      { therapyId: beta?.id ?? 0, title: 'Nebicor', composition: 'Nébivolol 5 mg (β1-sélectif)', dose: '2.5 mg,5 mg' },
      { therapyId: hyper?.id ?? 0, title: 'Telmicor', composition: 'Telmisartan 40 mg', dose: '20 mg,40 mg' },
      { therapyId: hyper?.id ?? 0, title: 'Amlocard', composition: 'Amlodipine 5 mg', dose: '' },
    ]);
    const [journal] = await db.insert(journals).values({ title: 'Heart Journal' }).returning();
    await db.insert(articles).values([
      {
        title: 'Telmisartan in resistant hypertension',
        journalId: journal?.id ?? 0,
        therapy: 'Antihypertensives',
        link: 'https://journals.example.org/telmisartan',
      },
      {
        title: 'Telmisartan, an insecure link',
        journalId: journal?.id ?? 0,
        therapy: 'Antihypertensives',
        link: 'http://insecure.example.org/telmisartan',
      },
    ]);
    asha = await signedInMember(t);
  });
  afterAll(async () => t.close());

  it('refuses CalltoBot with 403 TERMS_NOT_ACCEPTED before the terms are accepted, and logs nothing', async () => {
    const refused = await ask(t, 'Do you have nebivolol?', asha.key);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual([
      { status: 'error', code: 'TERMS_NOT_ACCEPTED' },
      { Message: 'Please read and accept the Terms and Conditions before using the assistant.' },
    ]);
    expect(await t.database.db.$count(chatLog)).toBe(0);
  });

  it("AgreedTerms sets the caller's terms to Y and answers Message 'success'; terms other than Y are refused", async () => {
    const wrong = await t.request(post('/AgreedTerms.php', { terms: 'N' }, asha.key));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'terms' });
    const response = await t.request(post('/AgreedTerms.php', { terms: 'Y' }, asha.key));
    expect(response.json()).toEqual([{ status: 'success' }, { Message: 'success' }]);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, asha.id));
    expect(row?.terms).toBe('Y');
  });

  it('answers a product question (accent- and case-insensitive) with an https link to the product page', async () => {
    const { status, response, body } = await ask(t, 'Do you have NEBIVOLOL?', asha.key);
    expect(status).toBe(200);
    expect((body as unknown[])[0]).toEqual({ status: 'success' });
    expect(response).toContain(
      'Nebicor (Nébivolol 5 mg (β1-sélectif)) is in Beta Blockers: https://portal.example.com/products/Beta%20Blockers',
    );
    expect(response).not.toContain('2.5 mg');
    expect((await ask(t, 'nébivolol', asha.key)).response).toContain('Nebicor');
  });

  it('links matching articles by their own https link, never an http one', async () => {
    const { response } = await ask(t, 'Which products contain telmisartan?', asha.key);
    expect(response).toContain(
      'Telmicor (Telmisartan 40 mg) is in Antihypertensives: https://portal.example.com/products/Antihypertensives',
    );
    expect(response).toContain('Telmisartan in resistant hypertension: https://journals.example.org/telmisartan');
    expect(response).not.toContain('http://');
  });

  it.each([
    'What is the dose of Telmicor?',
    'Dosage of nebivolol in elderly patients',
    'How much amlodipine should I give?',
    'how many mg of telmisartan for a child',
    'Can I give amlodipine twice a day?',
  ])('refuses the dosing question %j with the fixed answer', async (question) => {
    expect((await ask(t, question, asha.key)).response).toBe(DOSING_REFUSAL);
  });

  it('greets on a greeting and says plainly when it finds nothing', async () => {
    expect((await ask(t, 'Hello!', asha.key)).response).toMatch(/^Hello Doctor, How can I assist you\?/);
    const nothing = (await ask(t, 'Tell me about zolgensma', asha.key)).response;
    expect(nothing).toBe(
      'I could not find anything about "zolgensma" in the portal. Please contact your representative for more information, or ask me again with a product or molecule name.',
    );
  });

  it('answers a Devanagari question in Hindi, or Nepali for a Nepali member, with the titles the site shows', async () => {
    const db = t.database.db;
    await db
      .update(products)
      .set({ translations: { hi: { title: 'टेल्मिकॉर' }, ne: { title: 'टेल्मिकोर' } } })
      .where(eq(products.title, 'Telmicor'));
    await db
      .update(therapies)
      .set({ translations: { hi: { title: 'उच्च रक्तचाप की दवाएं' } } })
      .where(eq(therapies.title, 'Antihypertensives'));
    const hindi = (await ask(t, 'टेल्मिसार्टन वाले प्रोडक्ट कौन से हैं?', asha.key)).response.split('\n');
    expect(hindi[0]).toBe(hi.assistantProductsFound(1));
    expect(hindi[1]).toBe(
      hi.assistantProductLine(
        'टेल्मिकॉर (Telmisartan 40 mg)',
        'उच्च रक्तचाप की दवाएं',
        'https://portal.example.com/products/Antihypertensives',
      ),
    );
    expect(hindi[2]).toBe(hi.assistantArticlesFound(1));
    const bikash = await signedInMember(t, { terms: 'Y', language: 'ne' });
    const nepali = (await ask(t, 'टेल्मिसार्टन', bikash.key)).response;
    // No Nepali therapy title is stored: the English one stands.
    expect(nepali).toContain(
      ne.assistantProductLine(
        'टेल्मिकोर (Telmisartan 40 mg)',
        'Antihypertensives',
        'https://portal.example.com/ne/products/Antihypertensives',
      ),
    );
    expect(nepali).not.toMatch(/I found|You may also/);
  });

  it('greets in Hindi or Nepali, and says it found nothing in the language asked', async () => {
    const hindiMember = await signedInMember(t, { terms: 'Y', language: 'hi' });
    const nepaliMember = await signedInMember(t, { terms: 'Y', language: 'ne' });
    expect((await ask(t, 'नमस्ते', hindiMember.key)).response).toBe(hi.assistantGreeting);
    expect((await ask(t, 'नमस्ते डॉक्टर जी!', hindiMember.key)).response).toBe(hi.assistantGreeting);
    expect((await ask(t, 'नमस्कार', nepaliMember.key)).response).toBe(ne.assistantGreeting);
    // Latin letters say nothing of a greeting's language: the member's is used; a question stays English.
    expect((await ask(t, 'hello', hindiMember.key)).response).toBe(hi.assistantGreeting);
    expect((await ask(t, 'namaste', nepaliMember.key)).response).toBe(ne.assistantGreeting);
    expect((await ask(t, 'hello, nebivolol?', hindiMember.key)).response).toMatch(/^I found this product/);
    // A greeting with a question is a question.
    expect((await ask(t, 'नमस्ते, टेल्मिसार्टन?', hindiMember.key)).response).toMatch(/^मुझे पोर्टल में यह प्रोडक्ट मिला:/);
    const nothing = (await ask(t, 'ज़ोलजेन्स्मा के बारे में बताइए', hindiMember.key)).response;
    expect(nothing).toMatch(/^मुझे पोर्टल में/);
    expect(nothing).toContain('कुछ नहीं मिला');
    expect(nothing).not.toMatch(/[A-Za-z]{4,} (?:could|find|portal)/);
  });

  it('keeps every question and answer in chat_log for the asking member', async () => {
    const before = await t.database.db.$count(chatLog, eq(chatLog.memberId, asha.id));
    await ask(t, '  What is the dose of Amlocard?  ', asha.key);
    const rows = await t.database.db.select().from(chatLog).where(eq(chatLog.memberId, asha.id));
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ query: 'What is the dose of Amlocard?', response: DOSING_REFUSAL });
  });

  it('offers the report form with the product the side effect names, and the question form after a dose refusal', async () => {
    const reply = async (query: string) => {
      const answer = await t.request(post('/CalltoBot.php', { query }, asha.key));
      return JSON.parse((answer.json() as [unknown, string])[1]) as { offer?: string; product?: unknown };
    };
    const [telmicor] = await t.database.db.select().from(products).where(eq(products.title, 'Telmicor'));
    expect(await reply('My patient developed a rash after starting Telmicor 40')).toMatchObject({
      offer: 'report-side-effect',
      product: { id: telmicor?.id, title: 'Telmicor' },
    });
    const unnamed = await reply('My patient developed a rash after starting the tablets');
    expect(unnamed.offer).toBe('report-side-effect');
    expect(unnamed.product).toBeUndefined();
    const dose = await ask(t, 'What dose of Telmicor should I give?', asha.key);
    expect(dose.response).toBe(DOSING_REFUSAL);
    expect(JSON.parse((dose.body as [unknown, string])[1])).toMatchObject({ offer: 'medical-question' });
    expect((await reply('Do you have nebivolol?')).offer).toBeUndefined();
  });

  it('refuses a blank query naming query, and both calls answer 401 without a key', async () => {
    expect((await t.request(post('/CalltoBot.php', { query: '   ' }, asha.key))).json()[0]).toMatchObject({
      field: 'query',
    });
    expect((await t.request(post('/CalltoBot.php', { query: 'hello' }))).statusCode).toBe(401);
    expect((await t.request(post('/AgreedTerms.php', { terms: 'Y' }))).statusCode).toBe(401);
  });
});

describe('the hourly cap on questions', () => {
  it('answers the question over RATE_LIMIT_BOT_PER_HOUR with 429 and Retry-After, logging nothing, until the hour ends', async () => {
    const t = await build({ RATE_LIMIT_BOT_PER_HOUR: '3' });
    try {
      const member = await signedInMember(t);
      await t.request(post('/AgreedTerms.php', { terms: 'Y' }, member.key));
      for (let i = 0; i < 3; i += 1) expect((await ask(t, 'hello', member.key)).status).toBe(200);
      const refused = await t.request(post('/CalltoBot.php', { query: 'hello' }, member.key));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()[0]).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      expect(refused.json()[1].Message).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
      expect(await t.database.db.select().from(chatLog).where(eq(chatLog.memberId, member.id))).toHaveLength(3);
      // Another member has their own hour.
      const other = await signedInMember(t);
      await t.request(post('/AgreedTerms.php', { terms: 'Y' }, other.key));
      expect((await ask(t, 'hello', other.key)).status).toBe(200);
      t.clock.advance(3600);
      expect((await ask(t, 'hello', member.key)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('built-in assistant without PUBLIC_SITE_URL', () => {
  let t: TestApp;
  let asha: SignedIn;

  beforeAll(async () => {
    t = await build();
    const [beta] = await t.database.db.insert(therapies).values({ title: 'Beta Blockers' }).returning();
    await t.database.db
      .insert(products)
      .values({ therapyId: beta?.id ?? 0, title: 'Nebicor', composition: 'Nebivolol' });
    asha = await signedInMember(t);
    await t.database.db.update(members).set({ terms: 'Y' }).where(eq(members.id, asha.id));
  });
  afterAll(async () => t.close());

  it('links products at the address of the page that asked (its Origin), never the API’s localhost', async () => {
    const request = post('/CalltoBot.php', { query: 'nebivolol' }, asha.key);
    const answer = await t.request({
      ...request,
      headers: { ...request.headers, origin: 'https://doctors.example.in' },
    });
    const { response } = JSON.parse((answer.json() as [unknown, string])[1]) as { response: string };
    expect(response).toContain(
      'Nebicor (Nebivolol) is in Beta Blockers: https://doctors.example.in/products/Beta%20Blockers',
    );
    expect(response).not.toContain('localhost');
  });

  it('links the product pages of the language of the page that asked: /ne/products from a Nepali page', async () => {
    const request = post('/CalltoBot.php', { query: 'nebivolol' }, asha.key);
    const answer = await t.request({
      ...request,
      headers: { ...request.headers, origin: 'https://doctors.example.in', 'accept-language': 'ne' },
    });
    const { response } = JSON.parse((answer.json() as [unknown, string])[1]) as { response: string };
    expect(response).toContain('is in Beta Blockers: https://doctors.example.in/ne/products/Beta%20Blockers');
  });
});

interface SeenRequest {
  path: string | undefined;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A loopback OpenAI-compatible peer: records requests, answers a canned completion, stalls on SLOW-PLEASE, fails on FAIL-PLEASE. */
async function startLlmPeer(): Promise<{ url: string; seen: SeenRequest[]; server: Server }> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as SeenRequest['body'];
      seen.push({ path: req.url, authorization: req.headers.authorization, body });
      const question = body.messages.at(-1)?.content ?? '';
      if (question.includes('FAIL-PLEASE')) return void res.writeHead(500).end('{"error":"boom"}');
      const send = () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: '  Canned answer: see https://example.org/info  ' },
              },
            ],
          }),
        );
      if (question.includes('SLOW-PLEASE')) setTimeout(send, 10_000);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`, seen, server };
}

describe('OpenAI-compatible assistant', () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof startLlmPeer>>;
  let asha: SignedIn;
  const FALLBACK =
    'The assistant is not available right now. Please try again in a few minutes, or contact your representative.';

  beforeAll(async () => {
    peer = await startLlmPeer();
    t = await build({
      BOT_API_URL: peer.url,
      BOT_API_KEY: 'sk-test-key',
      BOT_MODEL: 'portal-model',
      BOT_TIMEOUT_MS: '3000',
    });
    asha = await signedInMember(t, { terms: 'Y' });
  });
  afterAll(async () => {
    await t.close();
    peer.server.closeAllConnections();
    await new Promise<void>((resolve) => peer.server.close(() => resolve()));
  });

  it('POSTs the system prompt and the question to {url}/chat/completions with the key and model, and answers the content', async () => {
    const { status, response } = await ask(t, 'What is new in heart failure?', asha.key);
    expect(status).toBe(200);
    expect(response).toBe('Canned answer: see https://example.org/info');
    const request = peer.seen.at(-1);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('portal-model');
    expect(request?.body.messages[0]?.role).toBe('system');
    expect(request?.body.messages[0]?.content).toMatch(
      /medical information assistant.*Never give dosing advice.*https:\/\//s,
    );
    expect(request?.body.messages[1]).toEqual({ role: 'user', content: 'What is new in heart failure?' });
    const [logged] = await t.database.db.select().from(chatLog).where(eq(chatLog.memberId, asha.id));
    expect(logged).toMatchObject({
      query: 'What is new in heart failure?',
      response: 'Canned answer: see https://example.org/info',
    });
  });

  it('answers the fallback (200, not 5xx) when the API is too slow or answers an error', async () => {
    // The peer answers after 10 s; the 3 s BOT_TIMEOUT_MS must give the fallback first (the test would time out otherwise).
    const slow = await ask(t, 'SLOW-PLEASE question', asha.key);
    expect(slow).toMatchObject({ status: 200, response: FALLBACK });
    expect(await ask(t, 'FAIL-PLEASE question', asha.key)).toMatchObject({ status: 200, response: FALLBACK });
  });

  it('never sends a dosing question to the API', async () => {
    const before = peer.seen.length;
    expect((await ask(t, 'What is the maximum dose of telmisartan?', asha.key)).response).toBe(DOSING_REFUSAL);
    expect(peer.seen.length).toBe(before);
  });
});
