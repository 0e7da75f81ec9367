/** The brand colours of the configuration as CSS custom properties for the page head. */
import type { PublicConfig } from '../shared/public-config.ts';

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl|oklch)a?\([0-9.,%\s/a-z-]+\))$/i;

/** A colour from configuration if it is a plain CSS colour, else the fallback (keeps the style tag safe). */
function safeColour(value: string, fallback: string): string {
  return COLOUR.test(value.trim()) ? value.trim() : fallback;
}

/** The `:root` rule setting --brand and --accent (more specific than the stylesheet's defaults). */
export function brandStyle(brand: PublicConfig['brand']): string {
  return `html:root{--brand:${safeColour(brand.primary, '#0b5f7a')};--accent:${safeColour(brand.accent, '#e07a1f')}}`;
}
