import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ApiError } from '../errors';
import { MailError } from '../services/mail';

const statusMessages: Record<number, { message: string; messageEn: string }> = {
  400: { message: '送信内容の形式が正しくありません', messageEn: 'The request is malformed' },
  403: { message: 'この操作は許可されていません', messageEn: 'This action is not allowed' },
  404: { message: '見つかりません', messageEn: 'Not found' },
  406: { message: '送信形式が正しくありません', messageEn: 'The request format is not acceptable' },
  413: { message: '送信内容が大きすぎます', messageEn: 'The request is too large' },
  415: { message: '送信形式に対応していません', messageEn: 'The request format is not supported' },
  429: { message: 'リクエストが多すぎます。しばらくしてから再度お試しください', messageEn: 'Too many requests. Please try again later' },
};

/**
 * Every failure answers JSON `{message, messageEn}`: ApiError as it is, library 4xx errors
 * (body parsing, multipart limits, CSRF) with a message by status, anything else 500 with no
 * internals. A client mistake never becomes a 500.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) return reply.status(error.statusCode).send(error.toJSON());
      if (error instanceof MailError) {
        request.log.error(error);
        return reply.status(503).send(new ApiError(503, 'mailFailed').toJSON());
      }
      if (error.code?.startsWith('FST_CSRF')) return reply.status(403).send(new ApiError(403, 'csrfRefused').toJSON());
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const text = statusMessages[status] ?? statusMessages[400]!;
        request.log.info({ code: error.code, err: error.message }, 'client error');
        return reply.status(status).send({ ...text, code: error.code });
      }
      request.log.error(error);
      return reply.status(500).send({ message: 'サーバーエラーが発生しました', messageEn: 'A server error occurred' });
    });
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).type('text/plain; charset=utf-8').send('404 Not Found');
    });
  },
  { name: 'kaigi-errors' },
);
