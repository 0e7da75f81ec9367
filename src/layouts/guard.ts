/**
 * The inline access guard of SPEC §2 (a convenience; the server enforces access on every call): built at
 * build time into a few synchronous lines at the top of <head>, so that a page the visitor may not see is
 * left before it paints.
 */
import type { Access } from '../shared/routes.ts';
import { pathFor } from '../shared/routes.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

const js = (value: string): string => JSON.stringify(value);

/**
 * The guard script for a page's access, or '' when the page is open to everyone. `memberTwin` is where a public page
 * sends a logged-in member (the same content inside the member shell).
 */
export function guardScript(access: Access, needsChallenge = false, memberTwin?: string): string {
  let rule: string;
  if (memberTwin !== undefined) {
    rule = `if(k)go(${js(memberTwin)});`;
  } else if (access === 'member') {
    // The login screen returns here after login (src/lib/navigation.ts checks the address before using it).
    rule = `if(!k)go(${js(`${pathFor('login')}?next=`)}+encodeURIComponent(location.pathname+location.search));`;
  } else if (access === 'guest') {
    rule = `if(k)go(${js(pathFor('home'))});`;
    if (needsChallenge)
      rule += `else if(!sessionStorage.getItem(${js(STORAGE_KEYS.challenge)}))go(${js(pathFor('login'))});`;
  } else {
    return '';
  }
  return (
    '(function(){try{var d=document.documentElement,' +
    `k=localStorage.getItem(${js(STORAGE_KEYS.session)}),` +
    'go=function(p){d.setAttribute("data-guard","leaving");location.replace(p)};' +
    `${rule}}catch(e){}})();`
  );
}
