import type { FastifyReply } from 'fastify';

/**
 * A stored upload sent back as a download: its detected type, its name (UTF-8, RFC 5987), never
 * sniffed as something else, never cached beyond this browser.
 */
export function sendAttachment(reply: FastifyReply, file: { contentType: string; fileName: string; data: Buffer }) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.data);
}

/**
 * A stored image shown in the page (an exhibition's picture, a banner): its detected type, never
 * sniffed, kept by this browser only; the address changes when the file does, so a day is safe.
 */
export function sendInlineImage(reply: FastifyReply, file: { contentType: string; fileName: string; data: Buffer }) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=86400')
    .send(file.data);
}
