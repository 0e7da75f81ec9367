/**
 * The Chromium harness of the XSS test: a loopback page server (ports XSS_PORTS), Playwright with the project's
 * Chromium, and instrumentation in every frame — `__xss(id)` (what payloads call), alert/confirm/prompt/print
 * replaced by reporters, the page's `dialog` and `popup` events, main-frame navigations — plus an audit of the
 * rendered DOM (elements, attributes, shadow roots, link targets) and an "exercise" that fires every common event at
 * every rendered element, so handlers that need a user (onclick, onmouseover, …) would run too.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

/** Launch options of the project's Chromium (the common brief). */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The loopback ports the page server may take: below Linux's ephemeral range (32768-60999), clear of listen(0). */
const XSS_PORTS = { first: 31100, last: 31149 };

/** Allowed elements of a renderer's output (local name → allowed attributes). */
export type Shape = Readonly<Record<string, readonly string[]>>;

/** What the page reported and the audit found for one batch. */
export interface Findings {
  /** Calls of __xss and of the replaced dialog functions, with the payload id they carried. */
  executions: { via: string; id: string }[];
  /** Dialogs Chromium opened anyway (a frame without the replacements). */
  dialogs: string[];
  /** Main-frame navigations away from the page, and popups. */
  navigations: string[];
  /** Rendered elements audited. */
  elements: number;
  /** Elements or attributes outside the renderer's shape, as "payload: <tag attr>". */
  unexpected: string[];
  /** Every <a> of the rendered output with its raw href. */
  links: { id: string; href: string }[];
}

/** Events fired at every rendered element (inline handlers run on a dispatched event whatever started it). */
const EVENTS = [
  'click',
  'dblclick',
  'auxclick',
  'contextmenu',
  'mouseover',
  'mouseenter',
  'mouseout',
  'mouseleave',
  'mousedown',
  'mouseup',
  'mousemove',
  'pointerover',
  'pointerenter',
  'pointerdown',
  'pointerup',
  'focus',
  'focusin',
  'focusout',
  'blur',
  'keydown',
  'keyup',
  'keypress',
  'input',
  'beforeinput',
  'change',
  'submit',
  'reset',
  'invalid',
  'select',
  'toggle',
  'load',
  'error',
  'abort',
  'animationstart',
  'animationend',
  'transitionend',
  'scroll',
  'wheel',
  'copy',
  'cut',
  'paste',
  'drag',
  'dragstart',
  'drop',
  'touchstart',
  'begin',
  'end',
  'show',
  'search',
  'play',
  'canplay',
  'loadstart',
  'start',
  'pageshow',
  'message',
];

/** Runs in every frame before any of its scripts: dialog functions report instead of opening; links never navigate. */
const INSTRUMENT = `(() => {
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    window[name] = (...args) => { try { window.__xssDialog(name, String(args[0])); } catch {} return null; };
  }
  window.addEventListener('click', (event) => event.preventDefault(), true);
  window.addEventListener('submit', (event) => event.preventDefault(), true);
})();`;

const documentOf = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8" data-harness><title data-harness>xss</title></head><body>${body}</body></html>`;

/** Listens on the first free port of XSS_PORTS; resolves to it. */
export async function listenInRange(server: Server): Promise<number> {
  for (let port = XSS_PORTS.first; port <= XSS_PORTS.last; port += 1) {
    const ok = await new Promise<boolean>((done) => {
      server.once('error', () => done(false));
      server.listen(port, '127.0.0.1', () => done(true));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${XSS_PORTS.first}-${XSS_PORTS.last}`);
}

function emptyFindings(): Findings {
  return { executions: [], dialogs: [], navigations: [], elements: 0, unexpected: [], links: [] };
}

/** Audits the rendered boxes (`scope`) and the whole document: runs inside the page. */
function audit({ scope, shape, boxesOnly }: { scope: string; shape: Record<string, string[]>; boxesOnly: boolean }) {
  const html = 'http://www.w3.org/1999/xhtml';
  const out = { elements: 0, unexpected: [] as string[], links: [] as { id: string; href: string }[] };
  [...document.querySelectorAll(scope)].forEach((box, index) => {
    const id = box.closest('[data-payload]')?.getAttribute('data-payload') ?? `#${index}`;
    if (box.shadowRoot) out.unexpected.push(`${id}: shadow root on its box`);
    for (const element of box.querySelectorAll('*')) {
      out.elements += 1;
      const allowed = shape[element.localName];
      if (element.namespaceURI !== html || !allowed) {
        out.unexpected.push(`${id}: <${element.localName}> (${element.namespaceURI ?? 'no namespace'})`);
        continue;
      }
      if (element.shadowRoot) out.unexpected.push(`${id}: shadow root on <${element.localName}>`);
      for (const attribute of element.attributes) {
        if (!allowed.includes(attribute.name))
          out.unexpected.push(`${id}: <${element.localName} ${attribute.name}="${attribute.value.slice(0, 60)}">`);
      }
      if (element.localName === 'a') out.links.push({ id, href: element.getAttribute('href') ?? '' });
    }
  });
  // Whatever the parser moved out of the boxes (into head, or beside the root), and active elements anywhere.
  for (const element of document.head.children) {
    if (!element.hasAttribute('data-harness')) out.unexpected.push(`head: <${element.localName}>`);
  }
  for (const element of document.body.children) {
    if (element.id !== 'root' && !element.hasAttribute('data-harness'))
      out.unexpected.push(`body: <${element.localName}>`);
  }
  const root = document.getElementById('root');
  const active =
    'script:not([data-harness]), iframe, frame, object, embed, base, form, style, link, meta:not([data-harness]), svg, math, template, img, video, audio';
  for (const element of document.querySelectorAll(active)) {
    if (!root?.contains(element)) out.unexpected.push(`document: <${element.localName}>`);
  }
  // A static page holds nothing but the boxes: an element between them escaped its payload's box.
  if (boxesOnly) {
    for (const element of root?.children ?? []) {
      if (!element.hasAttribute('data-payload')) out.unexpected.push(`root: <${element.localName}>`);
    }
  }
  return out;
}

/** Fires EVENTS at every element of the boxes and focuses each: runs inside the page. */
function exercise({ scope, events }: { scope: string; events: string[] }) {
  for (const box of document.querySelectorAll(scope)) {
    for (const element of [box, ...box.querySelectorAll('*')]) {
      for (const type of events) element.dispatchEvent(new Event(type, { bubbles: false, cancelable: true }));
      if (element instanceof HTMLElement || element instanceof SVGElement) element.focus();
    }
  }
  return new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 200)));
}

/** A running harness: one browser context, one page per batch. */
export class XssBrowser {
  readonly #browser: Browser;
  readonly #context: BrowserContext;
  readonly #server: Server;
  readonly #origin: string;
  /** Static documents the page server answers, by path. */
  readonly #markup: Map<string, string>;
  #current: Findings = emptyFindings();
  #batch = 0;

  private constructor(
    browser: Browser,
    context: BrowserContext,
    server: Server,
    origin: string,
    markup: Map<string, string>,
  ) {
    this.#browser = browser;
    this.#markup = markup;
    this.#context = context;
    this.#server = server;
    this.#origin = origin;
  }

  /** Starts the page server (serving `bundle` as /xss-page.js) and Chromium with the instrumentation. */
  static async start(bundle: string): Promise<XssBrowser> {
    const markup = new Map<string, string>();
    const server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      if (path === '/xss-page.js')
        return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
      if (path === '/render') {
        return void response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(documentOf('<div id="root"></div><script data-harness src="/xss-page.js"></script>'));
      }
      const stored = markup.get(path);
      if (stored !== undefined)
        return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(stored);
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    });
    const port = await listenInRange(server);
    const origin = `http://127.0.0.1:${port}`;
    const browser = await chromium.launch(CHROMIUM);
    const context = await browser.newContext();
    const harness = new XssBrowser(browser, context, server, origin, markup);
    await context.exposeFunction('__xss', (id: unknown) => {
      harness.#current.executions.push({ via: '__xss', id: String(id) });
    });
    await context.exposeFunction('__xssDialog', (name: string, id: string) => {
      harness.#current.executions.push({ via: name, id });
    });
    await context.addInitScript(INSTRUMENT);
    // Nothing leaves the machine: only the page server answers; data: and javascript: URLs are not requests.
    await context.route('**/*', (route) =>
      route.request().url().startsWith(origin) ? route.continue() : route.abort(),
    );
    return harness;
  }

  async #run(path: string, scope: string, shape: Shape, render?: (tab: Page) => Promise<void>): Promise<Findings> {
    const findings = emptyFindings();
    this.#current = findings;
    const tab = await this.#context.newPage();
    const url = this.#origin + path;
    tab.on('dialog', (dialog) => {
      findings.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    tab.on('popup', (popup) => {
      findings.navigations.push(`popup ${popup.url()}`);
    });
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame() && frame.url() !== url) findings.navigations.push(frame.url());
    });
    try {
      await tab.goto(url, { waitUntil: 'load' });
      if (render) await render(tab);
      await tab.evaluate(exercise, { scope, events: EVENTS });
      const found = await tab.evaluate(audit, {
        scope,
        shape: shape as Record<string, string[]>,
        boxesOnly: render === undefined,
      });
      findings.elements = found.elements;
      findings.unexpected = found.unexpected;
      findings.links = found.links;
    } finally {
      await tab.close();
      this.#current = emptyFindings();
    }
    return findings;
  }

  /** Serves the HTML fragments as one static document (each in `<div data-payload>`) and audits `[data-payload]`. */
  renderMarkup(items: readonly { id: number; html: string }[], shape: Shape): Promise<Findings> {
    this.#batch += 1;
    const path = `/markup/${this.#batch}`;
    const boxes = items.map(({ id, html }) => `<div class="payload" data-payload="${id}">${html}</div>`).join('\n');
    this.#markup.set(path, documentOf(`<div id="root">${boxes}</div>`));
    return this.#run(path, '[data-payload]', shape).finally(() => this.#markup.delete(path));
  }

  /** Renders the portal's ArticleItem for each article (API answers) and audits their sanitised HTML blocks. */
  renderArticles(articles: readonly unknown[], ids: readonly number[], shape: Shape): Promise<Findings> {
    return this.#run('/render', '[data-payload] .article__text, [data-payload] .article__ref', shape, async (tab) => {
      await tab.evaluate(
        ([list, keys]) => {
          (window as unknown as { xssPage: { renderArticles(a: unknown, i: unknown): void } }).xssPage.renderArticles(
            list,
            keys,
          );
        },
        [articles, ids] as const,
      );
    });
  }

  /** Opens the portal's ChatWindow with every reply as an assistant message and audits the messages (ids by index). */
  renderChat(replies: readonly string[], shape: Shape): Promise<Findings> {
    return this.#run('/render', '.chat__log .chat__msg', shape, async (tab) => {
      await tab.evaluate((list) => {
        (window as unknown as { xssPage: { renderChat(r: unknown): void } }).xssPage.renderChat(list);
      }, replies);
    });
  }

  /** Closes Chromium and the page server. */
  async close(): Promise<void> {
    await this.#context.close();
    await this.#browser.close();
    this.#server.closeAllConnections();
    this.#server.close();
    await once(this.#server, 'close').catch(() => undefined);
  }
}
