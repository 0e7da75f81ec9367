/**
 * The JSON body parser: Fastify's own (prototype-poisoning checks kept), except that an empty body sent as
 * `application/json` is no body at all, as if the caller had sent none: the call's own validation then decides (an
 * optional body passes, a missing required field is named), instead of Fastify's 400 FST_ERR_CTP_EMPTY_JSON_BODY for
 * every call, member and staff alike. White space alone is not JSON and stays a 400, as any malformed body.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Replaces the `application/json` parser of the whole app (registered before the routes). */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands the body over as a string.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    // Typed as returning a promise or nothing; it answers through done.
    void parseJson(request, text, done);
  });
});
