import type { FastifyPluginAsync } from 'fastify';
import { importKinds, importStatuses, type ImportProblem } from '../../engine/imports/common';
import { memberColumns } from '../../engine/imports/members';
import { localize } from '../../engine/messages';
import { dateTime, failures, idParam, multipart, noBody, noQuery, nullable, object, params } from '../core/routeSchemas';
import { checkImport, listImports, runImport, type Importer, type ImportView } from '../services/imports/dataImports';
import { listMembers, memberImporter } from '../services/imports/members';
import { presentationImporter } from '../services/imports/presentations';
import { userImporter } from '../services/imports/users';
import { receiveOneFile } from '../services/multipartParts';

/** The largest file taken: 100,000 members (the fixture's limit) fit in about 12 MB, 10,000 presentations with abstracts in about 40. */
const FILE_MAX_BYTES = 64 * 1024 * 1024;

const problemSchema = object({
  row: { type: 'integer' },
  column: { type: ['string', 'null'] },
  message: { type: 'string' },
  messageEn: { type: 'string' },
});
const importSchema = object({
  id: { type: 'integer' },
  status: { type: 'string', enum: importStatuses },
  fileName: { type: 'string' },
  rowCount: { type: 'integer' },
  problems: { type: 'array', items: problemSchema },
  problemCount: { type: 'integer' },
  change: nullable(object({ added: { type: 'integer' }, updated: { type: 'integer' }, unchanged: { type: 'integer' }, removed: { type: 'integer' } })),
  createdAt: dateTime,
  updatedAt: dateTime,
});
const columnSchema = object({ key: { type: 'string' }, ja: { type: 'string' }, en: { type: 'string' } });
const memberSchema = object(Object.fromEntries(memberColumns.map((column) => [column.key, { type: 'string' }])));

/** A problem in both languages, for the page to show as it is. */
const problemView = (problem: ImportProblem) => {
  const text = localize(problem.code, problem.params);
  return { row: problem.row, column: problem.column, message: text.ja, messageEn: text.en };
};
const importView = (row: ImportView) => ({ ...row, problems: row.problems.map(problemView) });

const importers: Importer<never>[] = [memberImporter, userImporter, presentationImporter] as Importer<never>[];

/**
 * Imports in the console (issue 67): the society's member list (member authentication), accounts
 * and presentations with their authors. Each kind has the same three calls under
 * /web_api/mng/{kind}_imports: the latest imports, a file checked (nothing changes), and a checked
 * file imported whole. The member list itself is listed a page at a time. For managers only.
 */
const importRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  app.get<{ Querystring: { page?: number } }>(
    '/web_api/mng/members',
    {
      schema: {
        querystring: object({ page: { type: 'integer', minimum: 1, maximum: 100_000 } }, []),
        response: {
          200: object({
            members: { type: 'array', items: memberSchema },
            totalCount: { type: 'integer' },
            page: { type: 'integer' },
            totalPages: { type: 'integer' },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      await app.requireManager(request);
      return listMembers(app.db, conferenceId, request.query.page ?? 1);
    },
  );

  for (const importer of importers) {
    const base = `/web_api/mng/${importKinds[importer.kind]}`;

    app.get(
      base,
      {
        schema: {
          querystring: noQuery,
          response: { 200: object({ imports: { type: 'array', items: importSchema }, columns: { type: 'array', items: columnSchema } }), ...failures },
        },
      },
      async (request) => {
        await app.requireManager(request);
        return { imports: (await listImports(app.db, conferenceId, importer.kind)).map(importView), columns: importer.columns };
      },
    );

    app.post(base, { schema: { querystring: noQuery, ...multipart, response: { 201: importSchema, ...failures } } }, async (request, reply) => {
      const { user } = await app.requireManager(request);
      const file = await receiveOneFile(request, 'file', FILE_MAX_BYTES);
      const fileName = file.fileName.slice(0, 200) || `${importer.kind}.csv`;
      reply.code(201);
      return importView(await checkImport(app.db, importer, { conferenceId, fileName, data: file.data, actor: user }));
    });

    app.post<{ Params: { id: number } }>(
      `${base}/:id/run`,
      { schema: { params: params({ id: idParam }), querystring: noQuery, ...noBody, response: { 200: importSchema, ...failures } } },
      async (request) => {
        const { user } = await app.requireManager(request);
        const log = (error: unknown) => request.log.error({ err: error, kind: importer.kind }, 'an import failed');
        return importView(await runImport(app.db, importer, { conferenceId, id: request.params.id, actor: user, log }));
      },
    );
  }
};

export default importRoutes;
