import type { FastifyPluginAsync } from 'fastify';
import { paymentMethods } from '../../schemas/payment';
import { formatTokyo } from '../../engine/commission/dates';
import { orderAmounts, type OrderLine } from '../../engine/payment/fees';
import { cardStatuses, orderStatuses } from '../../engine/payment/transitions';
import { importStatuses, type StatementProblem } from '../../engine/payment/statement';
import { localize } from '../../engine/messages';
import { dateTime, failures, idParam, multipart, noBody, noQuery, nullable, object, params } from '../core/routeSchemas';
import { sendCsv } from '../services/csv';
import { receiveOneFile } from '../services/multipartParts';
import {
  checkStatement,
  confirmTransfer,
  findImport,
  listOrders,
  orderDetail,
  ordersForExport,
  receiptsZip,
  refundOrder,
  runImport,
  type ImportRow,
  type OrderFilters,
} from '../services/payment/mngOrders';
import type { OrderRow } from '../services/payment/paymentEvents';

/** The largest bank statement taken: a month's transfers of a large conference fit in a few hundred KB. */
const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

const methods = [...paymentMethods, 'free'] as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const list = { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_,]*$' } as const;

const orderRow = object({
  id: { type: 'integer' },
  userId: { type: 'integer' },
  email: { type: 'string' },
  name: { type: 'string' },
  planId: { type: 'integer' },
  planName: { type: 'string' },
  planNameEn: { type: 'string' },
  total: { type: 'integer' },
  method: { type: 'string', enum: methods },
  status: { type: 'string', enum: orderStatuses },
  cardStatus: nullable({ type: 'string', enum: cardStatuses }),
  createdAt: dateTime,
  paidAt: nullable(dateTime),
});

type Listed = { order: OrderRow; email: string; nameSei: string; nameMei: string; nameSeiKanji: string | null; nameMeiKanji: string | null };

const nameOf = (row: Listed) => (row.nameSeiKanji ? `${row.nameSeiKanji} ${row.nameMeiKanji ?? ''}`.trim() : `${row.nameSei} ${row.nameMei}`);

function rowView(row: Listed) {
  const plan = (row.order.lines as OrderLine[])[0];
  return {
    id: row.order.id,
    userId: row.order.userId,
    email: row.email,
    name: nameOf(row),
    planId: row.order.planId,
    planName: plan?.name ?? '',
    planNameEn: plan?.nameEn ?? '',
    total: row.order.total,
    method: row.order.method,
    status: row.order.status,
    cardStatus: row.order.cardStatus,
    createdAt: row.order.createdAt.toISOString(),
    paidAt: row.order.paidAt?.toISOString() ?? null,
  };
}

const problemView = (problem: StatementProblem) => {
  const text = localize(problem.code);
  return { line: problem.line, message: text.ja, messageEn: text.en };
};

const importView = (row: ImportRow) => ({
  id: row.id,
  fileName: row.fileName,
  status: row.status,
  rows: row.rows,
  problems: (row.problems as StatementProblem[]).map(problemView),
  confirmedCount: row.confirmedCount,
  createdAt: row.createdAt.toISOString(),
});
const importSchema = object({
  id: { type: 'integer' },
  fileName: { type: 'string' },
  status: { type: 'string', enum: importStatuses },
  rows: {
    type: 'array',
    items: object({
      line: { type: 'integer' },
      date: { type: 'string' },
      amount: { type: 'integer' },
      payer: { type: 'string' },
      orderId: nullable({ type: 'integer' }),
    }),
  },
  problems: { type: 'array', items: object({ line: { type: 'integer' }, message: { type: 'string' }, messageEn: { type: 'string' } }) },
  confirmedCount: { type: 'integer' },
  createdAt: dateTime,
});

interface FilterQuery {
  status?: string;
  method?: string;
  planId?: string;
  from?: string;
  until?: string;
  q?: string;
}
const filterQuery = {
  status: list,
  method: list,
  planId: { type: 'string', pattern: '^[0-9,]*$', maxLength: 200 },
  from: day,
  until: day,
  q: { type: 'string', maxLength: 200 },
};
const split = (value: string | undefined) => value?.split(',').filter(Boolean);
const filtersOf = (query: FilterQuery): OrderFilters => ({
  status: split(query.status),
  method: split(query.method),
  planId: split(query.planId)?.map(Number),
  from: query.from,
  until: query.until,
  q: query.q,
});

const csvColumns = {
  ja: ['申込番号', 'メールアドレス', '氏名', 'プラン', '内容', '合計（円）', '支払方法', '状態', '申込日時', '支払日時'],
  en: ['Order', 'Email', 'Name', 'Plan', 'Items', 'Total (yen)', 'Method', 'Status', 'Ordered at', 'Paid at'],
};
const methodWords = { card: { ja: 'カード', en: 'Card' }, bankTransfer: { ja: '銀行振込', en: 'Bank transfer' }, free: { ja: '無料', en: 'Free' } } as const;
const statusWords = {
  pending: { ja: '支払い待ち', en: 'Awaiting payment' },
  paid: { ja: '支払い済み', en: 'Paid' },
  refunded: { ja: '返金済み', en: 'Refunded' },
  error: { ja: '支払いなしで終了', en: 'Ended unpaid' },
} as const;

/** The managers' payments console (issue 64; docs/features/payment.md). */
const mngPaymentRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  const orderParams = params({ id: idParam });

  app.get<{ Querystring: FilterQuery & { page?: number; per?: number } }>(
    '/web_api/mng/orders',
    {
      schema: {
        querystring: object({ ...filterQuery, page: { type: 'integer', minimum: 1, maximum: 100000 }, per: { type: 'integer', minimum: 1, maximum: 100 } }, []),
        response: {
          200: object({
            orders: { type: 'array', items: orderRow },
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
      const page = request.query.page ?? 1;
      const per = request.query.per ?? 50;
      const { total, rows } = await listOrders(app.db, conferenceId, filtersOf(request.query), page, per);
      return { orders: rows.map(rowView), totalCount: total, page, totalPages: Math.max(1, Math.ceil(total / per)) };
    },
  );

  app.get<{ Querystring: FilterQuery & { lang?: 'ja' | 'en' } }>(
    '/web_api/mng/orders.csv',
    { schema: { querystring: object({ ...filterQuery, lang: { type: 'string', enum: ['ja', 'en'] } }, []), response: failures } },
    async (request, reply) => {
      await app.requireManager(request);
      const language = request.query.lang ?? 'ja';
      const filters = filtersOf(request.query);
      async function* records() {
        yield csvColumns[language];
        for await (const batch of ordersForExport(app.db, conferenceId, filters)) {
          for (const row of batch) {
            const lines = row.order.lines as OrderLine[];
            yield [
              String(row.order.id),
              row.email,
              nameOf(row),
              language === 'ja' ? (lines[0]?.name ?? '') : (lines[0]?.nameEn ?? ''),
              lines.map((line) => (language === 'ja' ? line.name : line.nameEn)).join(' + '),
              String(row.order.total),
              methodWords[row.order.method as keyof typeof methodWords]?.[language] ?? row.order.method,
              statusWords[row.order.status as keyof typeof statusWords]?.[language] ?? row.order.status,
              formatTokyo(row.order.createdAt),
              row.order.paidAt ? formatTokyo(row.order.paidAt) : '',
            ];
          }
        }
      }
      return sendCsv(reply, { name: 'orders', language, records: records() });
    },
  );

  app.get<{ Querystring: FilterQuery & { lang?: 'ja' | 'en'; colour?: 'colour' | 'mono' } }>(
    '/web_api/mng/receipts.zip',
    {
      schema: {
        querystring: object({ ...filterQuery, lang: { type: 'string', enum: ['ja', 'en'] }, colour: { type: 'string', enum: ['colour', 'mono'] } }, []),
        response: failures,
      },
    },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const language = request.query.lang ?? 'ja';
      const zip = receiptsZip(app.db, conferenceId, filtersOf(request.query), { language, colour: request.query.colour ?? 'mono' }, user);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="receipts-${language}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/web_api/mng/orders/:id',
    {
      schema: {
        params: orderParams,
        querystring: noQuery,
        response: {
          200: object({
            order: orderRow,
            lines: { type: 'array', items: { type: 'object', additionalProperties: true } },
            amounts: { type: 'object', additionalProperties: true },
            memberCode: nullable({ type: 'string' }),
            hasCertificate: { type: 'boolean' },
            transferPayerKana: nullable({ type: 'string' }),
            receiptName: { type: 'string' },
            invoicePayee: { type: 'string' },
            history: {
              type: 'array',
              items: object({
                machine: { type: 'string' },
                event: { type: 'string' },
                fromState: { type: 'string' },
                toState: { type: 'string' },
                actor: { type: 'string' },
                at: dateTime,
              }),
            },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      await app.requireManager(request);
      const detail = await orderDetail(app.db, conferenceId, request.params.id);
      const lines = detail.order.lines as OrderLine[];
      return {
        order: rowView(detail),
        lines,
        amounts: orderAmounts(lines),
        memberCode: detail.order.memberCode,
        hasCertificate: detail.order.certificateUploadId !== null,
        transferPayerKana: detail.order.transferPayerKana,
        receiptName: detail.order.receiptName,
        invoicePayee: detail.order.invoicePayee,
        history: detail.history.map((event) => ({
          machine: event.machine,
          event: event.event,
          fromState: event.fromState,
          toState: event.toState,
          actor: event.actor,
          at: event.at.toISOString(),
        })),
      };
    },
  );

  const done = { 200: object({ ok: { type: 'boolean' } }), ...failures };
  app.post<{ Params: { id: number } }>(
    '/web_api/mng/orders/:id/confirm_transfer',
    { schema: { params: orderParams, querystring: noQuery, ...noBody, response: done } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await confirmTransfer(app.paymentDeps(), request.params.id, user);
      return { ok: true };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/mng/orders/:id/refund',
    { schema: { params: orderParams, querystring: noQuery, ...noBody, response: done } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await refundOrder(app.paymentDeps(), request.params.id, user);
      return { ok: true };
    },
  );

  app.post(
    '/web_api/mng/transfer_imports',
    { schema: { querystring: noQuery, ...multipart, response: { 201: importSchema, ...failures } } },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const file = await receiveOneFile(request, 'file', STATEMENT_MAX_BYTES);
      reply.code(201);
      return importView(await checkStatement(app.db, conferenceId, file.fileName.slice(0, 200) || 'statement.csv', file.data, user));
    },
  );

  const importParams = params({ id: idParam });
  app.get<{ Params: { id: number } }>(
    '/web_api/mng/transfer_imports/:id',
    { schema: { params: importParams, querystring: noQuery, response: { 200: importSchema, ...failures } } },
    async (request) => {
      await app.requireManager(request);
      return importView(await findImport(app.db, conferenceId, request.params.id));
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/mng/transfer_imports/:id/run',
    { schema: { params: importParams, querystring: noQuery, ...noBody, response: { 200: importSchema, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      return importView(await runImport(app.paymentDeps(), request.params.id, user));
    },
  );
};

export default mngPaymentRoutes;
