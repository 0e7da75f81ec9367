/**
 * The inline language step of <head> (docs/LANGUAGES.md): before the page paints, a visitor whose language is not
 * the page's is sent to the same address in their language. Their language is the choice kept in this browser
 * (which login sets from the member's stored language when there is none), else the language an address names
 * (/hi/…, /ne/…: a link someone chose to send stays in its language), else the browser's languages, else English;
 * only languages the build has pages for are offered.
 */
import type { Language } from '../shared/messages/languages.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

const js = (value: unknown): string => JSON.stringify(value);

/**
 * The script for a site built in `built` languages ('' when there is nowhere else to go): one text on every page, which
 * reads the page's language from `<html lang>`.
 */
export function languageRedirectScript(built: readonly Language[]): string {
  if (built.length < 2) return '';
  return (
    `(function(){try{var L=${js(built)},c=localStorage.getItem(${js(STORAGE_KEYS.language)});` +
    'var h=document.documentElement.lang;if(L.indexOf(c)<0){c=h!="en"?h:null;' +
    'var n=navigator.languages||[navigator.language];' +
    'for(var i=0;i<n.length&&!c;i++){var p=String(n[i]).toLowerCase().split(/[-_]/)[0];if(L.indexOf(p)>=0)c=p}}' +
    'c=c||"en";if(c!==h){var r=location.pathname.replace(/^\\/(hi|ne)(?=\\/|$)/,"")||"/";' +
    'document.documentElement.setAttribute("data-guard","leaving");' +
    'location.replace((c==="en"?"":"/"+c)+r+location.search+location.hash)}}catch(e){}})();'
  );
}
