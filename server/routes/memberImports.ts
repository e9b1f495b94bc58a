import type { FastifyPluginAsync } from 'fastify';
import { importStatuses, memberColumns, type ImportProblem } from '../../engine/imports';
import { localize } from '../../engine/messages';
import { dateTime, failures, idParam, multipart, noBody, noQuery, nullable, object, params } from '../core/routeSchemas';
import { checkMemberList, importMemberList, listMemberImports, listMembers, type MemberImportView } from '../services/memberImports';
import { receiveOneFile } from '../services/multipartParts';

/** The largest member list file taken: 100,000 members (the fixture's limit) fit in about 12 MB. */
const FILE_MAX_BYTES = 16 * 1024 * 1024;

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
const memberSchema = object(Object.fromEntries(memberColumns.map((column) => [column.key, { type: 'string' }])));

/** A problem in both languages, for the page to show as it is. */
const problemView = (problem: ImportProblem) => {
  const text = localize(problem.code, problem.params);
  return { row: problem.row, column: problem.column, message: text.ja, messageEn: text.en };
};
const importView = (row: MemberImportView) => ({ ...row, problems: row.problems.map(problemView) });

/**
 * Member authentication in the console (issue 67): the society's member list that sign-up's
 * collation reads, listed a page at a time and replaced by importing a spreadsheet (checked
 * first, then imported whole). For managers only.
 */
const memberImportRoutes: FastifyPluginAsync = async (app) => {
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

  app.get(
    '/web_api/mng/member_imports',
    { schema: { querystring: noQuery, response: { 200: object({ imports: { type: 'array', items: importSchema } }), ...failures } } },
    async (request) => {
      await app.requireManager(request);
      return { imports: (await listMemberImports(app.db, conferenceId)).map(importView) };
    },
  );

  app.post(
    '/web_api/mng/member_imports',
    { schema: { querystring: noQuery, ...multipart, response: { 201: importSchema, ...failures } } },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const file = await receiveOneFile(request, 'file', FILE_MAX_BYTES);
      reply.code(201);
      return importView(await checkMemberList(app.db, conferenceId, file.fileName.slice(0, 200) || 'members.csv', file.data, user));
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/mng/member_imports/:id/run',
    { schema: { params: params({ id: idParam }), querystring: noQuery, ...noBody, response: { 200: importSchema, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      return importView(
        await importMemberList(app.db, conferenceId, request.params.id, user, (error) => request.log.error({ err: error }, 'a member list import failed')),
      );
    },
  );
};

export default memberImportRoutes;
