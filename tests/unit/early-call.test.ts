/** The early first call of image and article-list pages: the head script (early-call.ts) and its one-time use by the client (early-answer.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithEarlyAnswer, takeStartedCall, type StartedCall } from '../../src/api/early-answer.ts';
import { earlyCallScript } from '../../src/layouts/early-call.ts';
import type { InlineScript } from '../../src/layouts/inline-script.ts';
import {
  CONTACT_EARLY,
  EDIT_PROFILE_EARLY,
  FILES_EARLY,
  HOME_EARLY,
  JOURNAL_EARLY,
  PROFILE_EARLY,
  SEARCH_ARTICLES_EARLY,
  SUBCATEGORIES_EARLY,
  VIDEOS_EARLY,
} from '../../src/layouts/early-pages.ts';

const ORIGIN = 'http://portal.test';
type Globals = { __earlyCalls?: StartedCall[] };

/** Runs a head script with a stored session and profile, an address and a fake fetch; returns the calls and preloaded images. */
async function runScript(
  script: InlineScript | null,
  path: string,
  answers: Record<string, unknown>,
  key: string | null = 'k1',
  profile: Record<string, string> = {},
  offline = false,
) {
  const store: Record<string, string> = key
    ? { key, profileData: JSON.stringify({ therapeutic_focus: 'Cardiology', ...profile }) }
    : {};
  const requested: { url: string; init: RequestInit }[] = [];
  const preloads: { rel: string; as: string; href: string; priority: string | null }[] = [];
  const fetchFake = (url: string, init: RequestInit) => {
    requested.push({ url, init });
    if (offline) return Promise.reject(new TypeError('Failed to fetch'));
    const path = new URL(url).pathname;
    return Promise.resolve(new Response(JSON.stringify(answers[path] ?? []), { status: 200 }));
  };
  const link = () => {
    const attrs: Record<string, string> = {};
    const el = {
      rel: '',
      as: '',
      href: '',
      setAttribute: (n: string, v: string) => {
        attrs[n] = v;
      },
    };
    return { el, attrs };
  };
  const created: ReturnType<typeof link>[] = [];
  const documentFake = {
    currentScript: { getAttribute: (name: string) => script?.data[name as `data-${string}`] ?? null },
    createElement: () => {
      const l = link();
      created.push(l);
      return l.el;
    },
    head: {
      appendChild: (el: { rel: string; as: string; href: string }) => {
        const found = created.find((c) => c.el === el);
        preloads.push({ rel: el.rel, as: el.as, href: el.href, priority: found?.attrs.fetchpriority ?? null });
      },
    },
  };
  const windowFake: Globals = {};
  const run = new Function(
    'window',
    'localStorage',
    'location',
    'fetch',
    'document',
    'URL',
    'URLSearchParams',
    script?.code ?? '',
  );
  run(
    windowFake,
    { getItem: (name: string) => store[name] ?? null },
    { pathname: path, href: `${ORIGIN}${path}` },
    fetchFake,
    documentFake,
    URL,
    URLSearchParams,
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { requested, preloads, started: windowFake.__earlyCalls };
}

const category = (id: string, image: string) => ({ serv_category_id: id, image });

describe('early call head script', () => {
  it('offline, a failed early call is no uncaught error: the client takes the failure and asks again', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { started } = await runScript(earlyCallScript(CONTACT_EARLY), '/contact', {}, 'k1', {}, true);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
      const call = started?.[0];
      expect(call).toBeDefined();
      (globalThis as Globals).__earlyCalls = started;
      const network = vi.fn(() => Promise.resolve(new Response('[]')));
      const headers = { Authorization: 'Bearer k1' };
      const answer = await fetchWithEarlyAnswer(network)(call?.u ?? '', { method: call?.m, headers, body: call?.b });
      expect(answer.ok).toBe(true);
      expect(network).toHaveBeenCalledTimes(1);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('starts GetCategory with the session key and the focus, then preloads the first four category images, the lead one at high priority', async () => {
    const answer = [
      { status: 'success' },
      ['a.svg', 'b c.svg', 'c.svg', 'd.svg', 'e.svg'].map((img, i) => category(String(i), img)),
    ];
    const { requested, preloads, started } = await runScript(earlyCallScript(HOME_EARLY), '/home', {
      '/api/GetCategory.php': answer,
    });
    expect(requested).toHaveLength(1);
    expect(requested[0]?.url).toBe(`${ORIGIN}/api/GetCategory.php?therapeutic_focus=Cardiology`);
    expect(requested[0]?.init.method).toBe('POST');
    expect((requested[0]?.init.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer k1');
    expect(preloads.map((p) => p.href)).toEqual([
      '/images/categories/a.svg',
      '/images/categories/b%20c.svg',
      '/images/categories/c.svg',
      '/images/categories/d.svg',
    ]);
    expect(preloads.every((p) => p.rel === 'preload' && p.as === 'image')).toBe(true);
    expect(preloads.map((p) => p.priority)).toEqual(['high', null, null, null]);
    expect(started?.map((s) => [s.m, s.k])).toEqual([['POST', 'k1']]);
  });

  it("preloads the banner popup image after the cards, at the browser's priority, only for a named banner and a file name", async () => {
    const answer = (bannerId: string, popup: string) => [
      { status: 'success' },
      [category('1', 'a.svg')],
      bannerId,
      popup,
    ];
    const run = async (bannerId: string, popup: string) =>
      (await runScript(earlyCallScript(HOME_EARLY), '/home', { '/api/GetCategory.php': answer(bannerId, popup) }))
        .preloads;
    expect(await run('7', ' popup.svg ')).toEqual([
      { rel: 'preload', as: 'image', href: '/images/categories/a.svg', priority: 'high' },
      { rel: 'preload', as: 'image', href: '/images/banners/popup.svg', priority: null },
    ]);
    expect((await run('', 'popup.svg')).map((p) => p.href)).toEqual(['/images/categories/a.svg']);
    expect((await run('7', 'https://cdn.example/popup.png')).map((p) => p.href)).toEqual(['/images/categories/a.svg']);
  });

  it('does nothing without a session key', async () => {
    const { requested, started } = await runScript(earlyCallScript(HOME_EARLY), '/home', {}, null);
    expect(requested).toHaveLength(0);
    expect(started).toBeUndefined();
  });

  it.each(['', '/hi', '/ne'])(
    'reads the category from the address on %s/subcategories (after the language) and preloads only its image',
    async (prefix) => {
      const categories = [{ status: 'success' }, [category('1', 'one.svg'), category('2', 'two.svg')]];
      const { requested, preloads } = await runScript(
        earlyCallScript(SUBCATEGORIES_EARLY),
        `${prefix}/subcategories/2/Order%20Samples%20%26%20More`,
        {
          '/api/GetCategory.php': categories,
          '/api/GetSubCategory.php': [{ status: 'success' }, [{ image: 's.svg' }]],
        },
      );
      expect(requested.map((r) => r.url)).toEqual([
        `${ORIGIN}/api/GetCategory.php?therapeutic_focus=Cardiology`,
        `${ORIGIN}/api/GetSubCategory.php?category_id=2&therapeutic_focus=Cardiology`,
      ]);
      expect(preloads.map((p) => p.href)).toEqual(['/images/categories/two.svg', '/images/subcategories/s.svg']);
    },
  );

  it('preloads a video thumbnail only when the card shows it (no https trailer)', async () => {
    const videos = [
      { status: 'success' },
      [
        { thumbnail: 'framed.jpg', trailer_link: 'https://player.example/1' },
        { thumbnail: 'shown.jpg', trailer_link: '#' },
        { thumbnail: 'later.jpg', trailer_link: '' },
      ],
    ];
    const { requested, preloads } = await runScript(
      earlyCallScript(VIDEOS_EARLY),
      '/videos/cme-videos/Cardiology/CME%20Videos',
      { '/api/GetVideos.php': videos },
    );
    expect(requested[0]?.url).toBe(`${ORIGIN}/api/GetVideos.php?page=cme-videos&therapeutic_focus=Cardiology`);
    expect(preloads).toEqual([{ rel: 'preload', as: 'image', href: '/images/videos/shown.jpg', priority: null }]);
  });

  it("posts the JSON body of an article list's first page, as the client writes it, and remembers it", async () => {
    const { requested, preloads, started } = await runScript(
      earlyCallScript(SEARCH_ARTICLES_EARLY),
      '/searcharticles/heart%20failure',
      {},
    );
    expect(requested).toHaveLength(1);
    expect(requested[0]?.url).toBe(`${ORIGIN}/api/SearchArticles.php`);
    expect(requested[0]?.init.method).toBe('POST');
    expect(requested[0]?.init.body).toBe('{"search_string":"heart failure","page":"1"}');
    expect((requested[0]?.init.headers as Record<string, string> | undefined)?.['Content-Type']).toBe(
      'application/json',
    );
    expect(started?.map((s) => s.b)).toEqual(['{"search_string":"heart failure","page":"1"}']);
    expect(preloads).toEqual([]);
    const journal = await runScript(earlyCallScript(JOURNAL_EARLY), '/journals/7', {});
    expect(journal.requested[0]?.init.body).toBe('{"Jid":"7","page":"1"}');
  });

  it('posts the link name of /files before its first dot, trimmed, as the store does', async () => {
    for (const [path, body] of [
      ['/files/dosage-charts/Dosage%20Charts', '{"name":"dosage-charts"}'],
      ['/files/%20charts%20.v2.pdf/Charts', '{"name":"charts"}'],
      ['/hi/files/charts.pdf/Charts', '{"name":"charts"}'],
    ]) {
      const { requested } = await runScript(earlyCallScript(FILES_EARLY), path ?? '', {});
      expect(requested[0]?.url).toBe(`${ORIGIN}/api/files.php`);
      expect(requested[0]?.init.body, path).toBe(body);
    }
  });

  it("sends the page's language as the client does, so a member who chose none is answered in it", async () => {
    for (const [path, language] of [
      ['/home', 'en'],
      ['/hi/home', 'hi'],
      ['/ne/home', 'ne'],
    ]) {
      const { requested } = await runScript(earlyCallScript(HOME_EARLY), path ?? '', {});
      const headers = requested[0]?.init.headers as Record<string, string> | undefined;
      expect(headers?.['Accept-Language'], path).toBe(language);
    }
  });

  it('sends no body (and no Content-Type) for a call without one', async () => {
    const { requested, started } = await runScript(earlyCallScript(HOME_EARLY), '/home', {});
    expect(requested[0]?.init.body).toBeUndefined();
    expect((requested[0]?.init.headers as Record<string, string> | undefined)?.['Content-Type']).toBeUndefined();
    expect(started?.[0]?.b).toBeUndefined();
  });

  it('asks /profile for the focus list only when the member may switch focus, and preloads the default picture only without a photo', async () => {
    const doctor = await runScript(earlyCallScript(PROFILE_EARLY), '/profile', {}, 'k1', {
      member_role: '1',
      IDphoto: 'N',
    });
    expect(doctor.requested.map((r) => [r.init.method, r.url, r.init.body])).toEqual([
      ['POST', `${ORIGIN}/api/GetAllTherapy.php`, undefined],
    ]);
    expect(doctor.started?.map((s) => [s.m, s.u, s.k])).toEqual([['POST', `${ORIGIN}/api/GetAllTherapy.php`, 'k1']]);
    expect(doctor.preloads).toEqual([
      { rel: 'preload', as: 'image', href: '/images/profiles/default.svg', priority: null },
    ]);
    const fixedFocus = await runScript(earlyCallScript(PROFILE_EARLY), '/profile', {}, 'k1', {
      member_role: '24',
      IDphoto: 'Y',
    });
    expect(fixedFocus.requested).toEqual([]);
    expect(fixedFocus.preloads).toEqual([]);
    expect(fixedFocus.started).toEqual([]);
  });

  it('preloads the default picture on /edit-profile without a call, and starts ContactUs on /contact', async () => {
    const edit = await runScript(earlyCallScript(EDIT_PROFILE_EARLY), '/edit-profile', {});
    expect(edit.requested).toEqual([]);
    expect(edit.preloads.map((p) => p.href)).toEqual(['/images/profiles/default.svg']);
    const contact = await runScript(earlyCallScript(CONTACT_EARLY), '/contact', {});
    expect(contact.requested.map((r) => [r.init.method, r.url])).toEqual([['POST', `${ORIGIN}/api/ContactUs.php`]]);
    expect(contact.preloads).toEqual([]);
  });

  it('is empty for a page without early calls', () => {
    expect(earlyCallScript([])).toBeNull();
  });
});

describe('early answer in the client', () => {
  afterEach(() => {
    delete (globalThis as Globals).__earlyCalls;
  });

  const start = (response: Promise<Response>, url = `${ORIGIN}/api/GetCategory.php?b=2&a=x%20y`) => {
    (globalThis as Globals).__earlyCalls = [{ m: 'POST', u: url, k: 'k1', r: response }];
  };
  const init = (key = 'k1', method = 'POST'): RequestInit => ({
    method,
    headers: new Headers({ Authorization: `Bearer ${key}` }),
  });

  it('gives the early answer to the first identical request only, whatever the query order and encoding', async () => {
    start(Promise.resolve(new Response('[1]', { status: 200 })));
    const network = vi.fn(() => Promise.resolve(new Response('[2]', { status: 200 })));
    const fetcher = fetchWithEarlyAnswer(network);
    const first = await fetcher(`${ORIGIN}/api/GetCategory.php?a=x+y&b=2`, init());
    expect(await first.text()).toBe('[1]');
    expect(network).not.toHaveBeenCalled();
    const second = await fetcher(`${ORIGIN}/api/GetCategory.php?a=x+y&b=2`, init());
    expect(await second.text()).toBe('[2]');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves a request with another key, method or address to the network', () => {
    start(Promise.resolve(new Response('[1]')));
    expect(takeStartedCall(`${ORIGIN}/api/GetCategory.php?a=x%20y&b=2`, init('other'))).toBeUndefined();
    expect(takeStartedCall(`${ORIGIN}/api/GetCategory.php?a=x%20y&b=2`, init('k1', 'GET'))).toBeUndefined();
    expect(takeStartedCall(`${ORIGIN}/api/GetCategory.php?a=x%20y&b=3`, init())).toBeUndefined();
    expect(takeStartedCall(`${ORIGIN}/api/GetCategory.php?a=x%20y&b=2`, init())).toBeDefined();
  });

  it('gives a call with a body only to a request with the same body', () => {
    const body = '{"search_string":"heart","page":"1"}';
    (globalThis as Globals).__earlyCalls = [
      { m: 'POST', u: `${ORIGIN}/api/SearchArticles.php`, k: 'k1', b: body, r: Promise.resolve(new Response('[1]')) },
    ];
    const url = `${ORIGIN}/api/SearchArticles.php`;
    expect(takeStartedCall(url, init())).toBeUndefined();
    expect(takeStartedCall(url, { ...init(), body: '{"search_string":"heart","page":"2"}' })).toBeUndefined();
    expect(takeStartedCall(url, { ...init(), body })).toBeDefined();
  });

  it('asks the network when the early call failed or did not answer 2xx', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('[2]', { status: 200 })));
    const fetcher = fetchWithEarlyAnswer(network);
    const url = `${ORIGIN}/api/GetCategory.php?a=x%20y&b=2`;
    start(Promise.resolve(new Response('{}', { status: 401 })));
    expect(await (await fetcher(url, init())).text()).toBe('[2]');
    start(Promise.reject(new TypeError('offline')));
    expect(await (await fetcher(url, init())).text()).toBe('[2]');
    expect(network).toHaveBeenCalledTimes(2);
  });
});
