/**
 * `client:painted`: hydrates an island once the page's first screen, drawn without React from the head's early
 * answer, has painted (src/layouts/first-screen.ts), so that React's file is asked for after that paint and not on
 * its path (issue 44). `client:painted="static"`: the first screen is the page's static HTML (login, verify, contact,
 * settings, the safety forms); the island hydrates after the next paint.
 */
import type { ClientDirective } from 'astro';
import { afterNextPaint, whenFirstScreenPainted } from '../../layouts/first-screen.ts';

/** The directive Astro inlines into pages that use `client:painted`. */
const hydrateWhenPainted: ClientDirective = async (load, { value }) => {
  await (value === 'static' ? afterNextPaint() : whenFirstScreenPainted());
  const hydrate = await load();
  await hydrate();
};

export default hydrateWhenPainted;
