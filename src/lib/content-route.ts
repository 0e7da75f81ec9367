/** The parameters of the content route the page shows, read from the address on the client. */
import { matchRoute, type RouteId, type RouteParams } from '../shared/routes.ts';

/** The current address's parameters if it belongs to the given route, else an empty record. */
export function routeParams(id: RouteId): RouteParams {
  if (typeof location === 'undefined') return {};
  const match = matchRoute(location.pathname.replace(/\/+$/, '') || '/');
  return match?.route.id === id ? match.params : {};
}
