/**
 * The profile pages before React (issue 44): /profile and /edit-profile show the member's profile, which lives in this
 * device's storage, so their first screen needs neither an API call nor React. A classic inline script right after
 * the drawn screen (StoredProfile.astro) fills it while the page is parsed, so that no paint shows it empty: each
 * named form field and each `data-field` element gets the named profile fields (several joined by spaces, trimmed, as
 * the full name is; `data-prefix` before them); a text element with nothing to show is hidden. The drawn picture is
 * the default one (ProfilePhoto rendered at build time); for a member with a photo of their own, which the island
 * fetches, it becomes the photo's grey place, as ProfilePhoto shows it while loading. The script then gives the
 * first screen's signal (src/layouts/first-screen.ts) once the picture has loaded (at most IMAGE_WAIT_MS) and
 * painted; the island (`client:painted`), rendered in the browser only, then takes the drawn screen's place with the
 * same boxes. So React's file is not asked for before the screen's largest paint. Written as plain ES5 text (it is
 * not bundled); the CSP hashes it with the page's other inline scripts.
 */
import { FIRST_SCREEN_EVENT, FIRST_SCREEN_FLAG } from '../../layouts/first-screen.ts';
import { FLAG_YES } from '../../shared/constants.ts';

/** Longest wait for the drawn picture before the island is let in. */
const IMAGE_WAIT_MS = 2500;

/** The script; the drawn screen is the element just before it, its `data-stored-profile` the storage key. */
export const STORED_PROFILE_SCRIPT =
  '(function(){var r=document.currentScript.previousElementSibling,p,i,' +
  `F=${JSON.stringify(FIRST_SCREEN_FLAG)},` +
  `g=function(){if(!window[F]){window[F]=true;dispatchEvent(new Event(${JSON.stringify(FIRST_SCREEN_EVENT)}))}},` +
  // Two frames: the signal comes after the frame that shows the drawn screen has been presented, not just drawn.
  'd=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g,0)})})};' +
  'try{p=JSON.parse(localStorage.getItem(r.getAttribute("data-stored-profile"))||"null");' +
  'if(p&&typeof p=="object"){' +
  'r.querySelectorAll("[data-field],input[name],textarea[name]").forEach(function(e){' +
  'var n=(e.getAttribute("data-field")||e.name).split(" "),' +
  'v=n.map(function(k){return p[k]==null?"":String(p[k])}),' +
  'x=n.length>1?v.map(function(s){return s.trim()}).filter(Boolean).join(" "):v[0];' +
  'x=x&&(e.getAttribute("data-prefix")||"")+x;' +
  'if(/^(INPUT|TEXTAREA)$/.test(e.tagName))e.value=x;else{e.textContent=x;e.hidden=!x}});' +
  `if(p.IDphoto===${JSON.stringify(FLAG_YES)})r.querySelectorAll("img.profile-photo").forEach(function(e){` +
  'var o=document.createElement("div");o.className="profile-photo profile-photo--placeholder skeleton";' +
  'o.setAttribute("aria-hidden","true");e.replaceWith(o)})}}catch(e){}' +
  'i=r.querySelector("img.profile-photo");' +
  'if(i&&!i.complete){i.addEventListener("load",d);i.addEventListener("error",d);' +
  `setTimeout(g,${IMAGE_WAIT_MS})}else d()})();`;
