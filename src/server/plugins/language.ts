/**
 * The language of each request (docs/LANGUAGES.md): Accept-Language when it arrives, the member's stored choice once
 * the session is known (plugins/auth.ts). The rest of the request runs inside that context, so `m`
 * (services/language.ts) answers in it; the answer names it in Content-Language.
 */
import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromAcceptLanguage } from '../../shared/messages/languages.ts';
import { currentLanguage, runInLanguage } from '../services/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Re-enters the request's language context in hooks that run from stream events (body parsing). */
    languageScope: AsyncResource | null;
  }
}

/** Opens the language context of every request and keeps it through body parsing. */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('languageScope', null);
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers['accept-language'];
      runInLanguage({ language: fromAcceptLanguage(Array.isArray(header) ? header[0] : header) }, () => {
        request.languageScope = new AsyncResource('portal-language');
        request.languageScope.runInAsyncScope(done);
      });
    });
    // The body is parsed from stream events, outside the context: the hooks after it re-enter it.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.languageScope) request.languageScope.runInAsyncScope(done);
      else done();
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.languageScope)
        reply.header('content-language', request.languageScope.runInAsyncScope(currentLanguage));
    });
  },
  { name: 'language' },
);
