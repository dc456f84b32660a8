// `GET /api/dogs?view=map&bbox=...` (product §3): the map's markers and, in `X-Total-Count`,
// how many dogs are in view; with `group=auto`, listers' groups when the view is crowded (decision 019). The map shares its URL with the dog list (one query schema, a
// union on `view`), so dogs.routes.ts registers that route and hands the map's view here.
import { mapFiltersOf, TOTAL_COUNT_HEADER, type MapQuery } from '@scout/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsBrotli } from '../../accept-encoding.ts';
import type { Database } from '../../db/client.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../../http-limits.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { brotliBody, createMapMarkersService } from './map-markers.service.ts';

export function createMapView(db: Database, photoUrls: PhotoUrls) {
  const markers = createMapMarkersService(db, photoUrls);
  return async (query: MapQuery, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const answer = await markers.inBox(
      query.bbox,
      query.group === 'auto' ? { grouped: true, filters: mapFiltersOf(query) } : { grouped: false },
    );
    reply.header(TOTAL_COUNT_HEADER, answer.inView).type('application/json; charset=utf-8');
    // Bytes the service already wrote from typed rows skip the route's response serializer:
    // its zod check of the union took 3 ms for 600 markers and 77 ms for 5,000, more than reading them.
    // Brotli bytes are kept with the answer; a client without brotli gets gzip from the
    // compression plugin, which leaves an answer with a Content-Encoding alone.
    if (answer.body.length >= COMPRESS_THRESHOLD_BYTES && acceptsBrotli(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'br').header('vary', 'accept-encoding').send(brotliBody(answer));
    }
    return reply.send(answer.body);
  };
}
