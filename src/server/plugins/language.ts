/**
 * The language of each request (docs/LANGUAGES.md): Accept-Language when it arrives, the member's stored choice once
 * the session is known (plugins/auth.ts) unless the header named the page's language alone (`en`, `hi`, `ne`). The
 * rest of the request runs inside that context, so `m` (services/language.ts) answers in it; the answer names it in
 * Content-Language.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromAcceptLanguage, isLanguage } from '../../shared/messages/languages.ts';
import { type RequestLanguage, runInLanguage } from '../services/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, kept to re-enter its context in hooks that run from stream events (body parsing). */
    languageState: RequestLanguage | null;
  }
}

/** Opens the language context of every request and keeps it through body parsing. */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('languageState', null);
    app.addHook('onRequest', (request, _reply, done) => {
      const raw = request.headers['accept-language'];
      const header = Array.isArray(raw) ? raw[0] : raw;
      const state = { language: fromAcceptLanguage(header), named: isLanguage(header) };
      request.languageState = state;
      runInLanguage(state, done);
    });
    // The body is parsed from stream events, outside the context: the hooks after it re-enter it.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.languageState) runInLanguage(request.languageState, done);
      else done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.languageState) reply.header('content-language', request.languageState.language);
      done(null, payload);
    });
  },
  { name: 'language' },
);
