import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { paymentMethods, taxTypes } from '../../schemas/payment';
import { orderAmounts, type OrderLine } from '../../engine/payment/fees';
import { cardStatuses, orderStatuses, transferExpiresAt } from '../../engine/payment/transitions';
import { qualificationAccess } from '../../engine/qualification';
import { qualificationStatuses } from '../../engine/qualification';
import { isManagerRole } from '../../engine/roles';
import { ApiError } from '../core/errors';
import { dateTime, failure, failures, idParam, multipart, noBody, noQuery, nullable, object, params, stored } from '../core/routeSchemas';
import { attendedConference, issueDocument, type DocumentRequest } from '../services/payment/documents';
import { documentKinds } from '../../engine/payment/documents';
import { PAYMENT_CALLBACK_PATH } from '../plugins/payment';
import { multipartParts } from '../services/multipartParts';
import { availability, currentOrder, offerOf, paymentSettingsOf, placeOrder, placesTaken, type EntryInput } from '../services/payment/orders';
import { cancelCardOrder, checkCardOrder, handleCallback, resumeCheckout } from '../services/payment/cardPayments';
import { findOrder, type OrderRow } from '../services/payment/paymentEvents';
import { receiveUpload, type ReceivedFile } from '../services/uploads';
import type { FieldError } from '../../engine/validate';
import type { PaymentSettings } from '../../schemas/payment';

const line = object({
  kind: { type: 'string', enum: ['plan', 'extra'] },
  id: { type: 'integer' },
  name: { type: 'string' },
  nameEn: { type: 'string' },
  price: { type: 'integer' },
  taxType: { type: 'string', enum: taxTypes },
});
const amounts = object({
  total: { type: 'integer' },
  byTaxType: {
    type: 'array',
    items: object({ taxType: { type: 'string', enum: taxTypes }, total: { type: 'integer' }, tax: { type: 'integer' }, withoutTax: { type: 'integer' } }),
  },
});
const transfer = object({ bankAccount: stored, amount: { type: 'integer' }, dueAt: dateTime, expiresAt: dateTime, payerKana: { type: 'string' } });
const orderView = object({
  id: { type: 'integer' },
  planId: { type: 'integer' },
  lines: { type: 'array', items: line },
  amounts,
  method: { type: 'string', enum: [...paymentMethods, 'free'] },
  status: { type: 'string', enum: orderStatuses },
  cardStatus: nullable({ type: 'string', enum: cardStatuses }),
  holdUntil: nullable(dateTime),
  paidAt: nullable(dateTime),
  createdAt: dateTime,
  receiptName: { type: 'string' },
  invoicePayee: { type: 'string' },
  transfer: nullable(transfer),
});

/** An order as its attendee sees it; the transfer details only for a bank transfer. */
function viewOf(order: OrderRow, settings: PaymentSettings) {
  const lines = order.lines as OrderLine[];
  return {
    id: order.id,
    planId: order.planId,
    lines,
    amounts: orderAmounts(lines),
    method: order.method,
    status: order.status,
    cardStatus: order.cardStatus,
    holdUntil: order.holdUntil?.toISOString() ?? null,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    receiptName: order.receiptName,
    invoicePayee: order.invoicePayee,
    transfer:
      order.method === 'bankTransfer' && settings.bankAccount && order.holdUntil
        ? {
            bankAccount: settings.bankAccount,
            amount: order.total,
            dueAt: order.holdUntil.toISOString(),
            expiresAt: transferExpiresAt(order.holdUntil, settings.transferGraceDays).toISOString(),
            payerKana: order.transferPayerKana ?? '',
          }
        : null,
  };
}

/** What a document is asked with: its kind, language and colour, and for an invoice or receipt the names on it. */
export const documentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'language', 'colour'],
  properties: {
    kind: { type: 'string', enum: documentKinds },
    language: { type: 'string', enum: ['ja', 'en'] },
    colour: { type: 'string', enum: ['colour', 'mono'] },
    addressee: { type: 'string', maxLength: 100 },
    purpose: { type: 'string', maxLength: 100 },
  },
} as const;

const entryFields = new Set(['planId', 'memberCode', 'method', 'transferPayerKana', 'receiptName', 'invoicePayee']);

/** The entry's parts: its text fields (extraIds repeated), and the certificate, judged by its bytes. */
async function readEntry(request: FastifyRequest): Promise<{ input: EntryInput; certificate: ReceivedFile | FieldError | undefined }> {
  const input: Record<string, unknown> = {};
  const extraIds: string[] = [];
  let certificate: ReceivedFile | FieldError | undefined;
  for await (const part of multipartParts(request, { files: 1, fields: 40, fileSize: 5 * 1024 * 1024 + 1 })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'certificate') throw new ApiError(400, 'invalidRequestPart');
      certificate = await receiveUpload(part, 'certificate', 'profileImage');
    } else if (part.fieldname === 'extraIds') {
      extraIds.push(String(part.value));
    } else if (entryFields.has(part.fieldname)) {
      input[part.fieldname] = String(part.value);
    } else {
      throw new ApiError(400, 'invalidRequestPart');
    }
  }
  if (extraIds.length > 0) input.extraIds = extraIds;
  return { input, certificate };
}

/**
 * Participation registration and payment (issue 64; docs/features/payment.md): what may be ordered
 * now, placing an order, the card page at the provider and coming back from it, and the
 * provider's signed callbacks. Every order is read for its own attendee only.
 */
const participationRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  /** The attendee's own order, or 404 (another's order is as unknown as a missing one). */
  const ownOrder = async (request: FastifyRequest, id: number) => {
    const { user } = await app.requireUser(request);
    const order = await findOrder(app.db, id);
    if (!order || order.conferenceId !== conferenceId || order.userId !== user.id) throw new ApiError(404, 'orderNotFound');
    return { user, order };
  };

  app.get(
    '/web_api/participation',
    {
      schema: {
        querystring: noQuery,
        response: {
          200: object({
            access: { type: 'string', enum: ['open', 'closed', 'managersOnly', 'notRequired'] },
            approved: { type: 'boolean' },
            qualificationStatus: { type: 'string', enum: qualificationStatuses },
            payment: stored,
            availability: { type: 'array', items: object({ id: { type: 'integer' }, onSale: { type: 'boolean' }, remaining: nullable({ type: 'integer' }) }) },
            offer: object({ planIds: { type: 'array', items: { type: 'integer' } }, extraIds: { type: 'array', items: { type: 'integer' } } }),
            cardPayments: { type: 'boolean' },
            order: nullable(orderView),
            /** Whether the attendee attended as the conference counts it (payment settings certificateRequires). */
            attended: { type: 'boolean' },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const now = new Date();
      const { payment, qualification } = await paymentSettingsOf(app.db, conferenceId);
      const items = availability(payment, await placesTaken(app.db, conferenceId, now), now);
      const order = await currentOrder(app.db, conferenceId, user.id);
      const { bankAccount: _account, issuer: _issuer, ...offered } = payment;
      return {
        access: qualificationAccess(qualification, isManagerRole(user.role)),
        approved: user.approvalStatus === 'approved',
        qualificationStatus: user.qualificationStatus as (typeof qualificationStatuses)[number],
        payment: { ...offered, methods: app.paymentProvider ? payment.methods : payment.methods.filter((method) => method !== 'card') },
        availability: items,
        offer: offerOf(payment, items),
        cardPayments: Boolean(app.paymentProvider),
        order: order ? viewOf(order, payment) : null,
        attended: await attendedConference(app.db, conferenceId, user.id),
      };
    },
  );

  app.post(
    '/web_api/participation/orders',
    {
      schema: {
        querystring: noQuery,
        ...multipart,
        response: { 201: object({ order: orderView, checkoutUrl: { type: 'string' } }, ['order']), ...failures },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const { input, certificate } = await readEntry(request);
      const language = /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'ja';
      const placed = await placeOrder(app.paymentDeps(), user, input, certificate, language);
      const { payment } = await paymentSettingsOf(app.db, conferenceId);
      reply.code(201);
      return { order: viewOf(placed.order, payment), ...(placed.checkoutUrl ? { checkoutUrl: placed.checkoutUrl } : {}) };
    },
  );

  const orderParams = params({ id: idParam });
  const orderAnswer = { 200: object({ order: orderView }), ...failures };

  app.get<{ Params: { id: number } }>(
    '/web_api/participation/orders/:id',
    { schema: { params: orderParams, querystring: noQuery, response: orderAnswer } },
    async (request) => {
      const { order } = await ownOrder(request, request.params.id);
      return { order: viewOf(order, (await paymentSettingsOf(app.db, conferenceId)).payment) };
    },
  );

  // Back from the provider's page (or just looking again): the provider is asked, the order settles.
  app.post<{ Params: { id: number }; Querystring: { returned?: boolean } }>(
    '/web_api/participation/orders/:id/check',
    {
      schema: {
        params: orderParams,
        querystring: { type: 'object', properties: { returned: { type: 'boolean' } }, additionalProperties: false },
        ...noBody,
        response: orderAnswer,
      },
    },
    async (request) => {
      const { user, order } = await ownOrder(request, request.params.id);
      await checkCardOrder(app.paymentDeps(), order.id, { returned: request.query.returned === true, actor: { kind: 'attendee', userId: user.id } });
      return { order: viewOf((await findOrder(app.db, order.id))!, (await paymentSettingsOf(app.db, conferenceId)).payment) };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/participation/orders/:id/pay',
    { schema: { params: orderParams, querystring: noQuery, ...noBody, response: { 200: object({ checkoutUrl: { type: 'string' } }), ...failures } } },
    async (request) => {
      const { order } = await ownOrder(request, request.params.id);
      return { checkoutUrl: await resumeCheckout(app.paymentDeps(), order) };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/participation/orders/:id/cancel',
    { schema: { params: orderParams, querystring: noQuery, ...noBody, response: orderAnswer } },
    async (request) => {
      const { user, order } = await ownOrder(request, request.params.id);
      await cancelCardOrder(app.paymentDeps(), order, user);
      return { order: viewOf((await findOrder(app.db, order.id))!, (await paymentSettingsOf(app.db, conferenceId)).payment) };
    },
  );

  // An invoice, a receipt or a certificate of one's own order, as a PDF.
  app.post<{ Params: { id: number }; Body: DocumentRequest }>(
    '/web_api/participation/orders/:id/documents',
    {
      schema: {
        params: orderParams,
        querystring: noQuery,
        body: documentBody,
        response: { '4xx': failure, '5xx': failure },
      },
    },
    async (request, reply) => {
      const { user, order } = await ownOrder(request, request.params.id);
      const { pdf, fileName } = await issueDocument(app.db, order, request.body, user);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(pdf);
    },
  );

  // The provider's callbacks: the raw body is what its signature covers.
  await app.register(async (callbacks) => {
    callbacks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    callbacks.post(
      PAYMENT_CALLBACK_PATH,
      {
        config: { signedCallback: true },
        schema: {
          querystring: noQuery,
          body: { type: 'string' },
          response: { 200: object({ received: { type: 'boolean' }, outcome: { type: 'string' } }), ...failures },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const result = await handleCallback(app.paymentDeps(), request.body as string, typeof signature === 'string' ? signature : undefined);
        return { received: true, ...result };
      },
    );
  });
};

export default participationRoutes;
