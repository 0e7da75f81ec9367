/**
 * The in-process API of a store test: the real app on a template database, reached by the project's API client,
 * and members signed in through the login stores.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Env } from '../../../src/shared/public-config.ts';
import { type BuildOptions, build, type TestApp } from '../../server/helpers/app.ts';
import { useApiClient as routeApiClient } from '../../server/helpers/client.ts';
import { outsideBrowser } from './browser.ts';
import { insertMember } from '../../server/helpers/fixtures.ts';
import { $loginForm, requestCode, resetLoginForm } from '../../../src/stores/auth.ts';
import { $verifyForm, resetVerifyForm, verifyCode } from '../../../src/stores/verify.ts';

/** Builds the app before the file's tests (routing src/api into it) and closes it after; read `.t` inside tests. */
export function inProcessApi(env: Env = {}, options: BuildOptions = {}): { readonly t: TestApp } {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await outsideBrowser(() => build(env, options));
    routeApiClient(app.app);
  });
  afterAll(() => app?.close());
  return {
    get t(): TestApp {
      if (!app) throw new Error('the API is not built yet');
      return app;
    },
  };
}

let phones = 0;

/**
 * Signs a new member in through the login stores (TEST_NUMBERS of the app must hold `91:<phone>:123456` for
 * every phone 98765432xx used): the session key and profile are then in $session and $profile.
 */
export async function signIn(
  t: TestApp,
  values: { firstName?: string; focus?: string; isDemo?: boolean } = {},
): Promise<{ id: number; phone: string }> {
  phones += 1;
  const phone = `98765432${String(phones).padStart(2, '0')}`;
  const id = await insertMember(t.database.db, { countryCode: '91', phone, ...values });
  t.clock.advance(600);
  if (!(await requestCode('91', phone))) throw new Error(`no code for ${phone}: ${JSON.stringify($loginForm.get())}`);
  if (!(await verifyCode('123456'))) throw new Error(`login of ${phone} refused: ${JSON.stringify($verifyForm.get())}`);
  resetLoginForm();
  resetVerifyForm();
  return { id, phone };
}

/** TEST_NUMBERS for the phones signIn uses. */
export const SIGN_IN_NUMBERS = Array.from(
  { length: 20 },
  (_, index) => `91:98765432${String(index + 1).padStart(2, '0')}:123456`,
).join(',');
