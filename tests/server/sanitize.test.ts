/** The server-side HTML sanitiser (DESIGN §4): XSS payloads lose everything executable; benign formatting survives. */
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, safeLinkHref, sanitizeHtml } from '../../src/server/lib/sanitize-html.ts';

const JS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\0script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  '&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a;alert(1)',
  'jav&#x09;ascript:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  'jav&#x0D;ascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'jav&Tab;ascript:alert(1)',
  '\x01javascript:alert(1)',
  'javascript://%0aalert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'data:,alert(1)',
  '//evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  'https:evil.example',
  'http:/evil.example',
  'file:///etc/passwd',
  'ftp://evil.example/x',
  'mailto:a@b.example',
  '/relative/path',
  'relative.html',
  '#anchor',
  'https://',
  'http://\\evil.example',
];

/** Every payload: script, event handlers, svg/math, hostile hrefs, styles, frames, broken nesting, entity tricks. */
const PAYLOADS: string[] = [
  // script
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//xss.example/x.js></SCRIPT>',
  '<script/src=data:,alert(1)></script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script\x20type="text/javascript">alert(1)</script>',
  '<<script>alert(1);//<</script>',
  '<script>alert(1)',
  '</script><script>alert(1)</script>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script>/*</script><img src=x onerror=alert(1)>*/</script>',
  '<p>ok</p><script src="https://evil.example/x.js"></script>',
  '<script>document.write("<img src=x onerror=alert(1)>")</script>',
  '<p><script>alert(1)</script>text</p>',
  // event handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<body onload=alert(1)>',
  '<p onmouseover="alert(1)">x</p>',
  '<div onclick=alert(1)>d</div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>m</marquee>',
  '<select autofocus onfocus=alert(1)>',
  '<a onmouseover=alert(1) href=https://ok.example>x</a>',
  '<strong onclick="alert(1)">b</strong>',
  '<em/onclick=alert(1)>e</em>',
  '<span onpointerenter=alert(1)>s</span>',
  '<li onfocusin=alert(1) tabindex=1>l</li>',
  '<p\tonclick=alert(1)>tab</p>',
  '<p\nonclick=alert(1)>nl</p>',
  '<p/onclick=alert(1)>slash</p>',
  '<p onclick  =  "alert(1)">spaced</p>',
  '<b ONCLICK=alert(1)>upper</b>',
  '<h3 onanimationstart=alert(1) style="animation:x">h</h3>',
  '<blockquote onwheel=alert(1)>q</blockquote>',
  // svg and math
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName=href to=javascript:alert(1)>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<svg/onload=alert(1)//',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  // styles
  '<p style="background:url(javascript:alert(1))">s</p>',
  '<span style="x:expression(alert(1))">e</span>',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="behavior:url(x.htc)">b</div>',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><li>x</li>',
  '<em style="-moz-binding:url(https://xss.example/x.xml#xss)">m</em>',
  '<p style="width:expression(alert(1))" class="evil">w</p>',
  // frames and embeds
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<applet code="x">a</applet>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>b</button></form>',
  '<button formaction="javascript:alert(1)">f</button>',
  '<isindex action="javascript:alert(1)" type=image>',
  '<a href="https://ok.example"><iframe src=//evil.example></iframe>x</a>',
  // nested and broken tags
  '<p <script>alert(1)</script>>',
  '<<img src=x onerror=alert(1)//<',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example/"onclick="alert(1)">glued</a>',
  '<p><a href="https://ok.example">unterminated',
  '</p><script>alert(1)</script>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<title><img src=x onerror=alert(1)></title>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<template><script>alert(1)</script></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<div><p>unbalanced</div></p>',
  `${'<span>'.repeat(120)}deep<script>alert(1)</script>`,
  '<a href="https://ok.example/?q=&quot;><script>alert(1)</script>">q</a>',
  "<a href='https://ok.example' onclick='alert(1)'>s</a>",
  '<p title="a" title="b" onclick=alert(1)>dup</p>',
  '<a href="javascript:alert(1)" href="https://ok.example">dup</a>',
  // entity tricks
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '&#x3C;img src=x onerror=alert(1)&#x3E;',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
  '&LT;script&GT;alert(1)&LT;/script&GT;',
  '<a href="&#x68;ttps://ok.example">entity https</a>',
  // hostile hrefs on a link
  ...JS.map((href) => `<a href="${href}">link</a>`),
  ...JS.slice(0, 12).map((href) => `<a href=${href.replace(/ /g, '')}>unquoted</a>`),
];

/** Tags of sanitised HTML: text is escaped, so every `<` left starts a tag the sanitiser wrote. */
const tagsOf = (html: string): string[] => html.match(/<[^>]*>?/g) ?? [];
const TAG = new RegExp(
  `^</?(${ALLOWED_TAGS.join('|')})( href="https?://[^"\\s]+" target="_blank" rel="noopener noreferrer")? ?/?>$`,
);

describe('sanitizeHtml with hostile input', () => {
  it('has at least 100 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(PAYLOADS.map((payload) => [payload]))('neutralises %j', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(clean).not.toMatch(/<script/i);
    for (const tag of tagsOf(clean)) {
      expect(tag).toMatch(TAG);
      expect(tag).not.toMatch(/\son\w+\s*=/i);
      if (tag.startsWith('<a ')) expect(tag).toMatch(/^<a href="https?:\/\/[^"]+"/);
      if (!tag.startsWith('<a') && !tag.startsWith('</')) expect(tag).not.toMatch(/=/);
    }
    expect(clean).not.toMatch(/href="(?!https?:\/\/)/i);
    expect(clean).not.toMatch(/<(img|svg|iframe|style|math|object|embed|form|input|base|meta|link)\b/i);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('drops the hostile parts of the seeded markup-test articles', () => {
    expect(
      sanitizeHtml(
        '<p>Ankle oedema is dose-related.<img src=x onerror="alert(1)"></p><p><em>Tip:</em> add an ACE inhibitor or ARB.</p>',
      ),
    ).toBe('<p>Ankle oedema is dose-related.</p><p><em>Tip:</em> add an ACE inhibitor or ARB.</p>');
    expect(sanitizeHtml('<p><a href="javascript:alert(1)">Open the checklist</a></p>')).toBe(
      '<p><span>Open the checklist</span></p>',
    );
    expect(
      sanitizeHtml(
        '<p onclick="alert(1)">Most errors.</p><script>alert(1)</script><iframe src="javascript:alert(1)"></iframe><p>x</p>',
      ),
    ).toBe('<p>Most errors.</p><p>x</p>');
  });
});

describe('sanitizeHtml with benign formatting', () => {
  it.each([
    ['<p><strong>Background:</strong> text &amp; more</p>'],
    ['<ul><li>one</li><li>two</li></ul>'],
    ['<ol><li>first</li></ol>'],
    ['<p>H<sub>2</sub>O and x<sup>2</sup></p>'],
    ['<blockquote><em>quoted</em> <i>i</i> <b>b</b> <u>u</u></blockquote>'],
    ['<h3>Title</h3><h4>Subtitle</h4>'],
    ['<p>a<br />b</p>'],
    ['<span>plain</span>'],
    ['5 &lt; 6 &gt; 4'],
  ])('keeps %s', (html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps https links and makes them open in a new tab without opener or referrer; plain http loses its href', () => {
    expect(
      sanitizeHtml(
        '<p>Full text at <a href="https://journals.example.org/ihr/a?x=1&amp;y=2" target="_self" rel="opener" title="t">IHR</a>.</p>',
      ),
    ).toBe(
      '<p>Full text at <a href="https://journals.example.org/ihr/a?x=1&amp;y=2" target="_blank" rel="noopener noreferrer">IHR</a>.</p>',
    );
    expect(sanitizeHtml('<a href="HTTPS://Example.ORG">x</a>')).toBe(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="http://example.org/">x</a>')).toBe('<span>x</span>');
    expect(sanitizeHtml('<a>no href</a>')).toBe('<span>no href</span>');
  });

  it('lowers page-level headings and drops unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<h1>A</h1><h2>B</h2><h6>C</h6>')).toBe('<h3>A</h3><h3>B</h3><h4>C</h4>');
    expect(sanitizeHtml('<div><table><tr><td>cell</td></tr></table></div>')).toBe('cell');
    expect(sanitizeHtml('')).toBe('');
  });

  it('accepts only absolute https addresses as link targets', () => {
    expect(safeLinkHref(' https://ok.example/a ')).toBe('https://ok.example/a');
    expect(safeLinkHref('http://ok.example/a')).toBeUndefined();
    for (const href of JS) expect(safeLinkHref(href)).toBeUndefined();
  });
});
