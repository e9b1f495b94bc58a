import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import { parse } from 'csv-parse/sync';
import { lineIdentities, readStatement, transferMatcher, type StatementProblem, type StatementRow } from '../../../engine/payment/statement';
import { searchTerms } from '../../../engine/program/search';
import { ApiError } from '../../core/errors';
import { orderEvents, orders, transferImports, transferStatementLines, users } from '../../db/schema';
import type { Database } from '../../db/openDatabase';
import { audit } from '../audit';
import type { UserRow } from '../sessions';
import { sendPaymentMail } from './mails';
import { issueDocument, type DocumentRequest } from './documents';
import { applyPaymentEvent, findOrder, type PaymentDeps } from './paymentEvents';

/**
 * The payments side of the managers' console (issue 64): orders with filters and their history,
 * a transfer confirmed by hand or from the bank's statement, and refunds. Each change is in the
 * audit log and, move by move, in order_events.
 */

export interface OrderFilters {
  status?: readonly string[];
  method?: readonly string[];
  planId?: readonly number[];
  /** Ordered on or after / before (ISO days, Tokyo). */
  from?: string;
  until?: string;
  /** Words of the attendee's e-mail or names. */
  q?: string;
}

const tokyoDay = (day: string) => new Date(`${day}T00:00:00+09:00`);

export function orderConditions(conferenceId: string, filters: OrderFilters): SQL {
  const conditions: SQL[] = [eq(orders.conferenceId, conferenceId)];
  if (filters.status?.length) conditions.push(inArray(orders.status, [...filters.status]));
  if (filters.method?.length) conditions.push(inArray(orders.method, [...filters.method]));
  if (filters.planId?.length) conditions.push(inArray(orders.planId, [...filters.planId]));
  if (filters.from) conditions.push(gte(orders.createdAt, tokyoDay(filters.from)));
  if (filters.until) conditions.push(lt(orders.createdAt, new Date(tokyoDay(filters.until).getTime() + 24 * 3600_000)));
  for (const term of searchTerms(filters.q)) conditions.push(sql`coalesce(${users.searchText}, '') like ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return and(...conditions)!;
}

const listColumns = {
  order: orders,
  email: users.email,
  nameSei: users.nameSei,
  nameMei: users.nameMei,
  nameSeiKanji: users.nameSeiKanji,
  nameMeiKanji: users.nameMeiKanji,
};

export async function listOrders(db: Database, conferenceId: string, filters: OrderFilters, page: number, per: number) {
  const where = orderConditions(conferenceId, filters);
  const [{ total }] = (await db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where)) as [{ total: number }];
  const rows = await db
    .select(listColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.id))
    .limit(per)
    .offset((page - 1) * per);
  return { total: Number(total), rows };
}

/** Every order of the filter, a batch at a time (the CSV), oldest first. */
export async function* ordersForExport(db: Database, conferenceId: string, filters: OrderFilters, batch = 500) {
  const where = orderConditions(conferenceId, filters);
  for (let after = 0; ;) {
    const rows = await db
      .select(listColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(where, sql`${orders.id} > ${after}`))
      .orderBy(asc(orders.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.order.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function orderDetail(db: Database, conferenceId: string, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, id), eq(orders.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'orderNotFound');
  const history = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);
  return { ...row, history };
}

const mailPaid = (deps: PaymentDeps, orderId: number) => sendPaymentMail(deps.db, deps.mailer, deps.log, deps.publicUrl, orderId, 'paid');

/** A manager confirms one transfer by hand (the money is on the society's account). */
export async function confirmTransfer(deps: PaymentDeps, orderId: number, manager: UserRow): Promise<void> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.conferenceId !== deps.conferenceId) throw new ApiError(404, 'orderNotFound');
  if (order.method !== 'bankTransfer' || order.status !== 'pending') throw new ApiError(409, 'transferNotPending');
  const done = await deps.db.transaction(async (tx) => {
    const moved = await applyPaymentEvent(tx, deps.log, orderId, 'transferConfirmed', { kind: 'manager', userId: manager.id }, { by: 'hand' });
    if (moved) await audit(tx, { conferenceId: deps.conferenceId, action: 'transferConfirm', actor: manager, detail: { orderId, total: order.total } });
    return moved;
  });
  if (!done) throw new ApiError(409, 'transferNotPending');
  await mailPaid(deps, orderId);
}

/**
 * A manager refunds a whole paid order: a card payment through the provider (its refund first,
 * then the order's state), a transfer recorded as paid back by the secretariat's bank. An order
 * with nothing paid cannot be refunded.
 */
export async function refundOrder(deps: PaymentDeps, orderId: number, manager: UserRow): Promise<void> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.conferenceId !== deps.conferenceId) throw new ApiError(404, 'orderNotFound');
  if (order.status !== 'paid' || order.total === 0 || order.method === 'free') throw new ApiError(409, 'orderNotRefundable');
  if (order.method === 'card') {
    if (!deps.provider || !order.providerPaymentId) throw new ApiError(409, 'orderNotRefundable');
    try {
      await deps.provider.refund(order.providerPaymentId, `kaigi-order-${order.id}-refund`);
    } catch (error) {
      // Already refunded at the provider (a repeated click): the order follows it below.
      if ((error as { code?: string }).code !== 'charge_already_refunded') {
        deps.log.error({ err: error, orderId }, 'the provider refused a refund');
        throw new ApiError(502, 'refundFailed');
      }
    }
  }
  const done = await deps.db.transaction(async (tx) => {
    const moved = await applyPaymentEvent(
      tx,
      deps.log,
      orderId,
      'refunded',
      { kind: 'manager', userId: manager.id },
      { total: order.total, method: order.method },
    );
    if (moved)
      await audit(tx, {
        conferenceId: deps.conferenceId,
        action: 'orderRefund',
        actor: manager,
        detail: { orderId, total: order.total, method: order.method },
      });
    return moved;
  });
  if (!done) throw new ApiError(409, 'orderNotRefundable');
  await sendPaymentMail(deps.db, deps.mailer, deps.log, deps.publicUrl, orderId, 'refunded');
}

async function pendingTransfers(db: Pick<Database, 'select'>, conferenceId: string) {
  const rows = await db
    .select({ id: orders.id, total: orders.total, payerKana: orders.transferPayerKana })
    .from(orders)
    .where(and(eq(orders.conferenceId, conferenceId), eq(orders.method, 'bankTransfer'), eq(orders.status, 'pending')));
  return rows.map((row) => ({ ...row, payerKana: row.payerKana ?? '' }));
}

export type ImportRow = typeof transferImports.$inferSelect;

/** Checks a statement: read, matched to the pending transfers, its problems named by line. Nothing is confirmed yet. */
export async function checkStatement(db: Database, conferenceId: string, fileName: string, data: Buffer, manager: UserRow): Promise<ImportRow> {
  const [created] = await db.insert(transferImports).values({ conferenceId, fileName, status: 'checking', createdById: manager.id }).returning();
  let rows: StatementRow[] = [];
  let problems: StatementProblem[];
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
    const records = parse(text, { relax_column_count: true, skip_empty_lines: false, bom: true }) as string[][];
    ({ rows, problems } = readStatement(records, await pendingTransfers(db, conferenceId)));
  } catch {
    // Not UTF-8 or not CSV: the file as a whole is refused.
    problems = [{ line: 1, code: 'statementHeader' }];
  }
  const [checked] = await db
    .update(transferImports)
    .set({ status: problems.length > 0 ? 'check_failed' : 'check_successful', rows, problems, updatedAt: new Date() })
    .where(eq(transferImports.id, created!.id))
    .returning();
  return checked!;
}

export async function findImport(db: Database, conferenceId: string, id: number): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(transferImports)
    .where(and(eq(transferImports.id, id), eq(transferImports.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'notFound');
  return row;
}

/**
 * Confirms the transfers of a checked statement, all or none: each matched line is recorded by its
 * identity first, so a line already imported (the same file twice, or an overlapping one) confirms
 * nothing again; the rows are matched once more against the orders as they are now.
 */
export async function runImport(deps: PaymentDeps, id: number, manager: UserRow): Promise<ImportRow> {
  const checked = await findImport(deps.db, deps.conferenceId, id);
  const [claimed] = await deps.db
    .update(transferImports)
    .set({ status: 'importing', updatedAt: new Date() })
    .where(and(eq(transferImports.id, id), eq(transferImports.status, 'check_successful')))
    .returning();
  if (!claimed) throw new ApiError(409, 'importNotReady');
  const storedRows = checked.rows as StatementRow[];
  try {
    const confirmed = await deps.db.transaction(async (tx) => {
      // Matched again against the orders as they are now: one may have been confirmed by hand since the check.
      const candidatesOf = transferMatcher(await pendingTransfers(tx, deps.conferenceId));
      const keys = lineIdentities(storedRows);
      const orderIds: number[] = [];
      for (const [index, row] of storedRows.entries()) {
        const candidates = candidatesOf(row.payer, row.amount);
        if (candidates.length !== 1) continue;
        const orderId = candidates[0]!.id;
        const [recorded] = await tx
          .insert(transferStatementLines)
          .values({ conferenceId: deps.conferenceId, lineKey: keys[index]!, importId: id, orderId })
          .onConflictDoNothing()
          .returning({ orderId: transferStatementLines.orderId });
        if (!recorded) continue;
        if (
          await applyPaymentEvent(
            tx,
            deps.log,
            orderId,
            'transferConfirmed',
            { kind: 'manager', userId: manager.id },
            { by: 'statement', importId: id, line: row.line },
          )
        ) {
          orderIds.push(orderId);
        }
      }
      await tx
        .update(transferImports)
        .set({ status: 'import_successful', confirmedCount: orderIds.length, updatedAt: new Date() })
        .where(eq(transferImports.id, id));
      await audit(tx, {
        conferenceId: deps.conferenceId,
        action: 'transferImport',
        actor: manager,
        detail: { importId: id, fileName: checked.fileName, confirmed: orderIds.length },
      });
      return orderIds;
    });
    for (const orderId of confirmed) await mailPaid(deps, orderId);
  } catch (error) {
    deps.log.error({ err: error, importId: id }, 'a statement import failed');
    await deps.db.update(transferImports).set({ status: 'import_failed', updatedAt: new Date() }).where(eq(transferImports.id, id));
  }
  return findImport(deps.db, deps.conferenceId, id);
}

/**
 * Every receipt of the filter's paid (and refunded: void) orders as a ZIP that streams: one PDF made
 * and handed to the archive at a time, so memory stays flat however many there are.
 */
export function receiptsZip(db: Database, conferenceId: string, filters: OrderFilters, request: Omit<DocumentRequest, 'kind'>, manager: UserRow): Readable {
  const archive = archiver('zip', { store: true });
  void (async () => {
    try {
      for await (const batch of ordersForExport(db, conferenceId, { ...filters, status: filters.status?.length ? filters.status : ['paid', 'refunded'] })) {
        for (const { order } of batch) {
          if (order.total === 0 || (order.status !== 'paid' && order.status !== 'refunded')) continue;
          const { pdf, fileName } = await issueDocument(db, order, { ...request, kind: 'receipt' }, manager, { record: false });
          archive.append(pdf, { name: fileName });
          // Wait while the archive's buffer is full: the client reads at its pace.
          if (archive.readableLength > 4 * 1024 * 1024) await new Promise((resolve) => archive.once('drain', resolve));
        }
      }
      await archive.finalize();
    } catch (error) {
      archive.destroy(error as Error);
    }
  })();
  return archive;
}
