import type { FastifyPluginAsync } from 'fastify';
import { downloadRouteNames, type DownloadRouteName } from '../../engine/downloads';
import type { Language } from '../../schemas/conferenceSettings';
import { failures, object, params } from '../core/routeSchemas';
import { csvRecords, sendCsv } from '../services/csv';
import { exportBatches, routeExports } from '../services/exports';

/**
 * The console's downloads (issue 67): the lists with no page of their own to filter them, as CSV in
 * either language, streamed a batch at a time with the row count first. For managers only.
 */
const downloadRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  app.get<{ Params: { name: DownloadRouteName }; Querystring: { lang?: Language } }>(
    '/web_api/mng/downloads/:name',
    {
      schema: {
        params: params({ name: { type: 'string', enum: [...downloadRouteNames] } }),
        querystring: object({ lang: { type: 'string', enum: ['ja', 'en'] } }, []),
        response: failures,
      },
    },
    async (request, reply) => {
      await app.requireManager(request);
      const language = request.query.lang ?? 'ja';
      const exported = routeExports[request.params.name];
      return sendCsv(reply, {
        name: request.params.name,
        language,
        total: await exported.count(app.db, conferenceId),
        records: csvRecords(exported.columns, exportBatches(app.db, conferenceId, exported), language),
      });
    },
  );
};

export default downloadRoutes;
