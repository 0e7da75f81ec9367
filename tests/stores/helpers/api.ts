/** The in-process API of a store test: the real app on a template database, reached by the project's API client. */
import { afterAll, beforeAll } from 'vitest';
import type { Env } from '../../../src/shared/public-config.ts';
import { type BuildOptions, build, type TestApp } from '../../server/helpers/app.ts';
import { useApiClient } from '../../server/helpers/client.ts';
import { outsideBrowser } from './browser.ts';

/** Builds the app before the file's tests (routing src/api into it) and closes it after; read `.t` inside tests. */
export function useApi(env: Env = {}, options: BuildOptions = {}): { readonly t: TestApp } {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await outsideBrowser(() => build(env, options));
    useApiClient(app.app);
  });
  afterAll(() => app?.close());
  return {
    get t(): TestApp {
      if (!app) throw new Error('the API is not built yet');
      return app;
    },
  };
}
