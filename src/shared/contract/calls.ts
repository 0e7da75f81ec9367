/** Every call's full contract by name, as types only: the browser gets the types without the schemas. */
import type * as auth from './auth.ts';
import type * as catalogue from './catalogue.ts';
import type * as chat from './chat.ts';
import type * as content from './content.ts';
import type { CallDef } from './define.ts';
import type { EndpointName } from './endpoints.ts';
import type * as member from './member.ts';
import type * as orders from './orders.ts';
import type * as privacy from './privacy.ts';
import type * as safety from './safety.ts';
import type * as samples from './samples.ts';

type Modules = typeof auth &
  typeof catalogue &
  typeof content &
  typeof orders &
  typeof member &
  typeof chat &
  typeof samples &
  typeof privacy &
  typeof safety;

/** The contract definition of each named call (a compile error here means a call lacks its definition). */
export type Calls = { [K in EndpointName]: Modules[K] };

/** The answer type of a named call. */
export type AnswerOf<K extends EndpointName> = Calls[K] extends CallDef<infer _B, infer _Q, infer A> ? A : never;
