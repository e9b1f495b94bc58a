import type { FastifyPluginAsync } from 'fastify';
import { mailKinds, type MailKind } from '../../engine/mails/catalog';
import {
  mailSettingsInputSchema,
  mailTemplateInputSchema,
  mailTextSchema,
  type MailSettingsInput,
  type MailTemplateInput,
  type MailTextInput,
} from '../../schemas/mailTemplates';
import { dateTime, failures, noQuery, nullable, object, params } from '../core/routeSchemas';
import { mailSettingsPage, previewMail, resetMailTemplate, saveMailSettings, saveMailTemplate, sendTestMail } from '../services/mailTemplates';

const localized = object({ ja: { type: 'string' }, en: { type: 'string' } });
const text = object({ subject: localized, body: localized });
const kindParams = params({ kind: { type: 'string', enum: mailKinds } });
const versionOnly = object({ version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } });

/**
 * Mail settings in the console (issue 67), for managers: every kind of mail with its variables,
 * its built-in text and the conference's template; saving, previewing with sample values, sending
 * a test to oneself and going back to the built-in text; and who the mails are from.
 */
const mailTemplateRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  app.get(
    '/web_api/mng/mail_templates',
    {
      schema: {
        querystring: noQuery,
        response: {
          200: object({
            settings: object({ senderName: { type: 'string' }, replyTo: { type: 'string' }, version: { type: 'integer' } }),
            kinds: {
              type: 'array',
              items: object({
                kind: { type: 'string', enum: mailKinds },
                title: localized,
                when: localized,
                variables: { type: 'array', items: object({ name: { type: 'string' }, label: localized, sample: localized }) },
                builtIn: text,
                template: nullable(object({ subject: localized, body: localized, version: { type: 'integer' }, updatedAt: dateTime })),
              }),
            },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      await app.requireManager(request);
      return mailSettingsPage(app.db, conferenceId);
    },
  );

  app.put<{ Params: { kind: MailKind }; Body: MailTemplateInput }>(
    '/web_api/mng/mail_templates/:kind',
    {
      schema: {
        params: kindParams,
        querystring: noQuery,
        body: mailTemplateInputSchema,
        response: { 200: object({ version: { type: 'integer' } }), ...failures },
      },
    },
    async (request) => {
      const { user } = await app.requireManager(request);
      return { version: await saveMailTemplate(app.db, conferenceId, request.params.kind, request.body, user) };
    },
  );

  app.post<{ Params: { kind: MailKind }; Body: { version: number } }>(
    '/web_api/mng/mail_templates/:kind/reset',
    { schema: { params: kindParams, querystring: noQuery, body: versionOnly, response: { 200: object({ ok: { type: 'boolean' } }), ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await resetMailTemplate(app.db, conferenceId, request.params.kind, request.body.version, user);
      return { ok: true };
    },
  );

  app.post<{ Params: { kind: MailKind }; Body: MailTextInput }>(
    '/web_api/mng/mail_templates/:kind/preview',
    {
      schema: {
        params: kindParams,
        querystring: noQuery,
        body: mailTextSchema,
        response: { 200: object({ to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, html: { type: 'string' } }), ...failures },
      },
    },
    async (request) => {
      const { user } = await app.requireManager(request);
      return previewMail(app.db, conferenceId, request.params.kind, request.body, user.email);
    },
  );

  app.post<{ Params: { kind: MailKind }; Body: MailTextInput }>(
    '/web_api/mng/mail_templates/:kind/test',
    { schema: { params: kindParams, querystring: noQuery, body: mailTextSchema, response: { 202: object({ to: { type: 'string' } }), ...failures } } },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const to = await sendTestMail(app.db, app.mailer, conferenceId, request.params.kind, request.body, user);
      return reply.status(202).send({ to });
    },
  );

  app.put<{ Body: MailSettingsInput }>(
    '/web_api/mng/mail_settings',
    { schema: { querystring: noQuery, body: mailSettingsInputSchema, response: { 200: object({ version: { type: 'integer' } }), ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      return { version: await saveMailSettings(app.db, conferenceId, request.body, user) };
    },
  );
};

export default mailTemplateRoutes;
