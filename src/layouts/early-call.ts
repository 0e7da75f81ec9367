/**
 * The early first call of a page whose largest paint comes from its first API answer (an image, or the first rows of
 * an article list, docs/PERFORMANCE.md item 20) or waits for it (/profile, /contact, item 21): a few synchronous
 * lines in <head> (one text on every page, hashed into the CSP like the guard; the page's calls ride in its data
 * attributes) start the page's first API call while the page's code is still on its way, and when it answers add `<link rel="preload" as="image">` for the images of the first
 * screenful, so that their download no longer waits for React. Only the first (the lead card, usually the largest
 * paint) is `fetchpriority="high"`; the others keep the browser's priority, so that they do not hold React's code back
 * (item 19). A fixed image (the default profile picture) is preloaded at once. The store's first identical call
 * takes the answer (src/api/early-answer.ts).
 */
import { ENDPOINTS, type EndpointName } from '../shared/contract/endpoints.ts';
import type { ImageKind } from '../shared/public-config.ts';
import { imageUrl, publicConfig } from '../lib/config.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/messages/languages.ts';
import type { InlineScript } from './inline-script.ts';

/**
 * Where a value comes from: a decoded segment of the address (its index in `pathname.split('/')`, so 1 is the route's
 * word; `beforeDot`: only what comes before its first dot, trimmed, as /files calls with its link name), a profile
 * field, or a fixed value (the first page).
 */
type EarlySource = { segment: number; beforeDot?: boolean } | { profile: 'therapeutic_focus' } | { value: string };

/** A query or body parameter; `optional` ones are left out when empty (as the store's call does). */
interface EarlyParam {
  from: EarlySource;
  optional?: boolean;
}

/** Which images of the answer to preload: element `element` of the answer, the first `count` rows' `field`. */
interface EarlyImages {
  element: number;
  field: string;
  kind: ImageKind;
  count: number;
  /** Only rows whose `field` equals this segment of the address (the category of /subcategories). */
  match?: { field: string; segment: number };
  /** Skip a row whose `field` is an https address (a video with a trailer shows a frame, not its thumbnail). */
  unlessHttps?: string;
}

/** An image named by one element of the answer, shown when another is set (the banner popup of /home). */
interface EarlyBanner {
  /** The element that must be non-empty (the banner id). */
  when: number;
  /** The element holding the file name; a full address is left to the page. */
  element: number;
  kind: ImageKind;
}

/**
 * A profile field and the value that makes the head script skip a call or an image, as the page would: no focus list
 * for a member who may not switch focus, no default picture for a member with a photo of their own.
 */
interface EarlyUnless {
  profile: 'member_role' | 'IDphoto';
  value: string;
}

/** One call a page starts early. */
export interface EarlyCall {
  endpoint: EndpointName;
  unless?: EarlyUnless;
  query: Record<string, EarlyParam>;
  /** The JSON body, in the order the store's call writes it (the answer is taken only for the same body). */
  body?: Record<string, EarlyParam>;
  images?: EarlyImages;
  /** Preloaded at the browser's own priority, after the cards. */
  banner?: EarlyBanner;
}

/** A fixed image a page shows as soon as it renders (the default profile picture), preloaded at the browser's priority. */
interface EarlyImage {
  image: { kind: ImageKind; file: string };
  unless?: EarlyUnless;
}

/** What a page starts from <head>: its first calls and fixed images. */
export type EarlyStart = EarlyCall | EarlyImage;

/**
 * A parameter as the inline script reads it: a segment index, a profile field or [a fixed value]; optional (1) or
 * not; cut before the first dot and trimmed (1) or not.
 */
type WireParam = [number | string | [string], 0 | 1] | [number, 0 | 1, 1];

/** The compact form the inline script reads. */
interface WireCall {
  m: string;
  u: string;
  q: Record<string, WireParam>;
  b?: Record<string, WireParam>;
  i?: { a: number; f: string; b: string; n: number; w?: [string, number]; h?: string };
  p?: [number, number, string];
  x?: [string, string];
}

/** The compact form of an image: its address and when to skip it. */
interface WireImage {
  f: string;
  x?: [string, string];
}

function wireUnless(unless: EarlyUnless | undefined): { x?: [string, string] } {
  return unless ? { x: [unless.profile, unless.value] } : {};
}

function wireParams(params: Record<string, EarlyParam>): Record<string, WireParam> {
  const wired: Record<string, WireParam> = {};
  for (const [name, { from, optional }] of Object.entries(params)) {
    const source = 'segment' in from ? from.segment : 'profile' in from ? from.profile : ([from.value] as [string]);
    wired[name] =
      'segment' in from && from.beforeDot ? [from.segment, optional ? 1 : 0, 1] : [source, optional ? 1 : 0];
  }
  return wired;
}

function wire(call: EarlyCall): WireCall {
  const endpoint = ENDPOINTS[call.endpoint];
  const images = call.images;
  return {
    m: endpoint.method,
    u: `${publicConfig.apiBase}${endpoint.path}`,
    q: wireParams(call.query),
    ...(call.body ? { b: wireParams(call.body) } : {}),
    ...(images
      ? {
          i: {
            a: images.element,
            f: images.field,
            b: publicConfig.imageBase[images.kind],
            n: images.count,
            ...(images.match ? { w: [images.match.field, images.match.segment] as [string, number] } : {}),
            ...(images.unlessHttps ? { h: images.unlessHttps } : {}),
          },
        }
      : {}),
    ...(call.banner
      ? {
          p: [call.banner.when, call.banner.element, publicConfig.imageBase[call.banner.kind]] as [
            number,
            number,
            string,
          ],
        }
      : {}),
    ...wireUnless(call.unless),
  };
}

function wireImage({ image, unless }: EarlyImage): WireImage {
  return { f: imageUrl(image.kind, image.file), ...wireUnless(unless) };
}

// Runs before anything else of the page; every failure leaves the page to make its calls as usual.
const BODY =
  'var k=localStorage.getItem(K),pf={};if(!k)return;' +
  'try{pf=JSON.parse(localStorage.getItem(P)||"{}")||{}}catch(e){}' +
  // A Hindi or Nepali address has its language first (/hi/subcategories/3/…): the segments count from the route's word.
  // The page's language (lg) goes as the client sends it (src/api/client.ts): a member who chose none is answered in it.
  'var sg=location.pathname.split("/").map(decodeURIComponent),E=window.__earlyCalls=[],' +
  'lg=L.indexOf(sg[1])<0?"en":sg.splice(1,1)[0];' +
  'var v=function(p){var s=p[0],x=String((typeof s=="number"?sg[s]:typeof s=="string"?pf[s]:s[0])||"");' +
  'return p[2]?x.split(".")[0].trim():x};' +
  'var no=function(x){return x&&String(pf[x[0]]||"")===x[1]};' +
  'I.forEach(function(i){if(!no(i.x))img(i.f,0)});' +
  'C.forEach(function(c){if(no(c.x))return;var q=new URLSearchParams(),n,x,o,' +
  'h={Accept:"application/json","Accept-Language":lg,Authorization:"Bearer "+k};' +
  'for(n in c.q){x=v(c.q[n]);if(x||!c.q[n][1])q.append(n,x)}' +
  'if(c.b){o={};for(n in c.b){x=v(c.b[n]);if(x||!c.b[n][1])o[n]=x}o=JSON.stringify(o);h["Content-Type"]="application/json"}' +
  'var u=new URL(c.u+(String(q)?"?"+q:""),location.href).href,' +
  'r=fetch(u,{method:c.m,headers:h,body:o});' +
  // A failed early call (offline, and not saved by the service worker) is the client's to report when it takes it:
  // a handler now keeps the browser from reporting it as an uncaught error before the client has loaded.
  'r.catch(function(){});E.push({m:c.m,u:u,k:k,b:o,r:r});if(c.i||c.p)r.then(function(a){return a.ok?a.clone().json():0}).then(function(a){pre(a,c)},function(){})});' +
  'function img(h,hi){var e=document.createElement("link");e.rel="preload";e.as="image";if(hi)e.setAttribute("fetchpriority","high");' +
  'e.href=h;document.head.appendChild(e)}' +
  'function pre(a,c){var i=c.i,p=c.p,l=i&&a&&a[i.a],b=p&&a&&a[p[0]]&&String(a[p[1]]||"").trim();' +
  'if(Array.isArray(l))for(var j=0,n=0;j<l.length&&n<i.n;j++){var o=l[j]||{};' +
  'if(i.w&&String(o[i.w[0]])!==sg[i.w[1]])continue;n++;' +
  'if(!o[i.f]||i.h&&/^\\s*https:/i.test(String(o[i.h]||"")))continue;' +
  'img(i.b+"/"+encodeURIComponent(o[i.f]),n<2)}' +
  'if(b&&!/^[a-z][a-z0-9+.-]*:/i.test(b))img(p[2]+"/"+encodeURIComponent(b),0)}';

/** The calls and images of a page, in the data attributes the one early-call script reads. */
const CODE =
  '(function(){try{var s=document.currentScript,C=JSON.parse(s.getAttribute("data-calls")),' +
  'I=JSON.parse(s.getAttribute("data-images")),' +
  `K=${JSON.stringify(STORAGE_KEYS.session)},P=${JSON.stringify(STORAGE_KEYS.profile)},` +
  `L=${JSON.stringify(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))};${BODY}}catch(e){}})();`;

/** The inline script that starts a page's calls and images early, or null when there are none. */
export function earlyCallScript(starts: readonly EarlyStart[]): InlineScript | null {
  if (starts.length === 0) return null;
  const calls = starts.filter((start): start is EarlyCall => 'endpoint' in start).map(wire);
  const images = starts.filter((start): start is EarlyImage => 'image' in start).map(wireImage);
  return { code: CODE, data: { 'data-calls': JSON.stringify(calls), 'data-images': JSON.stringify(images) } };
}
