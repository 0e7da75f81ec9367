/** The API contract: every call of SPEC §7 and DESIGN §3, imported by client and server. */
export * from './entities.ts';
export * as auth from './auth.ts';
export * as catalogue from './catalogue.ts';
export * as content from './content.ts';
export * as orders from './orders.ts';
export * as member from './member.ts';
export * as chat from './chat.ts';
export * as samples from './samples.ts';
export * as privacy from './privacy.ts';
export * as safety from './safety.ts';
