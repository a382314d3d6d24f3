import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '@nimbus/shared/paging';

/**
 * A page of a legacy list: the array as before, the total in X-Total-Count (X-Total-Count-Exact
 * says whether it is counted or estimated), and Link headers to the next and previous pages.
 */
export function sendPage<Row, Legacy>(req: FastifyRequest, reply: FastifyReply, page: Page<Row>, toLegacy: (row: Row) => Legacy) {
  const links: string[] = [];
  const link = (cursor: string, rel: string) => {
    const url = new URL(req.url, 'http://localhost');
    url.searchParams.delete('page');
    url.searchParams.delete('last');
    url.searchParams.set('cursor', cursor);
    links.push(`<${url.pathname}${url.search}>; rel="${rel}"`);
  };
  if (page.next) link(page.next, 'next');
  if (page.prev) link(page.prev, 'prev');
  reply.header('X-Total-Count', String(page.total)).header('X-Total-Count-Exact', String(page.totalExact));
  if (links.length) reply.header('Link', links.join(', '));
  return reply.send(page.items.map(toLegacy));
}
