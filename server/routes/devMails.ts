import type { FastifyPluginAsync } from 'fastify';
import { listMails } from '../services/mail';
import { failures, noQuery, object } from '../core/routeSchemas';
import { escapeHtml, linkedHtml } from '../../engine/richText';

/**
 * Demo mode's mailbox: every mail the server "sent", newest first, as a page with clickable
 * links (/dev/mails) and as JSON (/dev/mails.json). Registered only when DEMO is on.
 */
const devMailRoutes: FastifyPluginAsync = async (app) => {
  const mail = object({
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: ['string', 'null'] },
    transport: { type: 'string' },
    createdAt: { type: 'string' },
  });
  app.get<{ Querystring: { limit: number } }>(
    '/dev/mails.json',
    {
      schema: {
        querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 } }, additionalProperties: false },
        response: { 200: object({ mails: { type: 'array', items: mail } }), ...failures },
      },
    },
    async (request) => ({
      mails: (await listMails(app.db, request.query.limit ?? 100)).map(({ id, to, subject, text, html, transport, createdAt }) => ({
        id,
        to,
        subject,
        text,
        html,
        transport,
        createdAt: createdAt.toISOString(),
      })),
    }),
  );

  app.get('/dev/mails', { schema: { querystring: noQuery, response: failures } }, async (_request, reply) => {
    const rows = await listMails(app.db);
    const items = rows
      .map(
        (mail) => `<article aria-labelledby="mail-${mail.id}">
  <h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
  <p class="meta">To: ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()} · ${escapeHtml(mail.transport)}</p>
  <pre>${linkedHtml(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (demo) - Kaigi</title>
<style>body{font-family:system-ui,sans-serif;max-width:1000px;margin:0 auto;padding:16px;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:1.1rem;margin:0 0 4px}
.meta{color:#555;margin:0 0 8px;font-size:.9rem}pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#0b4fa3}</style></head>
<body><main><h1>Outbox (demo mode) / 送信済みメール</h1>
<p>${rows.length === 0 ? 'No mail has been sent yet. / まだメールはありません。' : `${rows.length} mail(s), newest first. <a href="/dev/mails.json">JSON</a> · <a href="/">Top</a>`}</p>
${items}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};

export default devMailRoutes;
