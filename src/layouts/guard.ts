/**
 * The inline access guard of SPEC §2 (a convenience; the server enforces access on every call): built at
 * build time into a few synchronous lines at the top of <head>, so that a page the visitor may not see is
 * left before it paints.
 */
import type { Access } from '../shared/routes.ts';
import { pathFor } from '../shared/routes.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import type { InlineScript } from './inline-script.ts';

const js = (value: string): string => JSON.stringify(value);

const WHERE = 'location.pathname+location.search';

/**
 * The guard of a page's access, or null when the page is open to everyone. `memberTwin` is where a public page
 * sends a logged-in member (the same content inside the member shell). One text for every page: `data-in` is where
 * a logged-in visitor goes, `data-out` (followed by this address) where one who is not goes, `data-challenge` where
 * one goes who has no login code under way.
 */
export function guardScript(access: Access, needsChallenge = false, memberTwin?: string): InlineScript | null {
  const data: InlineScript['data'] = {};
  if (memberTwin !== undefined) data['data-in'] = memberTwin;
  else if (access === 'member') data['data-out'] = `${pathFor('login')}?next=`;
  else if (access === 'guest') {
    data['data-in'] = pathFor('home');
    if (needsChallenge) data['data-challenge'] = pathFor('login');
  } else return null;
  return {
    code:
      '(function(){try{var d=document.documentElement,s=document.currentScript,' +
      'a=function(n){return s.getAttribute("data-"+n)},' +
      `k=localStorage.getItem(${js(STORAGE_KEYS.session)}),` +
      'go=function(p){d.setAttribute("data-guard","leaving");location.replace(p)};' +
      `if(k){if(a("in"))go(a("in"))}else if(a("out"))go(a("out")+encodeURIComponent(${WHERE}));` +
      `else if(a("challenge")&&!sessionStorage.getItem(${js(STORAGE_KEYS.challenge)}))go(a("challenge"))` +
      '}catch(e){}})();',
    data,
  };
}
