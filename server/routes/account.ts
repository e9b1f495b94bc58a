import { audited } from '../services/audit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { checkEmail, checkLogin, checkNewPassword, normalizeEmail } from '../../engine/account';
import { deviceCookieName } from '../services/cookieNames';
import { hashToken } from '../services/tokens';

const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
import { localize } from '../../engine/messages';
import type { PasswordPolicyLevel } from '../../engine/passwordPolicy';
import { ApiError, fieldErrors } from '../core/errors';
import { companies, users } from '../db/schema';
import { attemptLogin, findUserByEmail, isResetTokenValid, issuePasswordReset, issueSignupLink, resetPassword } from '../services/accounts';
import { loadConference } from '../services/conference';
import { countActiveUsers, createSession, deleteSession, publicUser, publicUserSchema } from '../services/sessions';
import { failures, idParam, multipart, noBody, noQuery, object, ok, params, tokenParam } from '../core/routeSchemas';
import { readFields } from './readFields';
import { isCommonPassword } from '../services/commonPasswords';
import { endImpersonation } from '../services/impersonation';
import { unreadAnnouncementCount } from '../services/announcements';
import { unreadReplyCount } from '../services/inquiries';
import type { UserRow } from '../services/sessions';

/** The manager behind an impersonating session, as the banner names them. */
const impersonatorSchema = {
  anyOf: [
    { type: 'null' },
    object({
      id: { type: 'integer' },
      email: { type: 'string' },
      nameSei: { type: 'string' },
      nameMei: { type: 'string' },
      nameSeiKanji: { type: ['string', 'null'] },
      nameMeiKanji: { type: ['string', 'null'] },
      nameEn1: { type: ['string', 'null'] },
      nameEn3: { type: ['string', 'null'] },
    }),
  ],
} as const;
const impersonatorView = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  nameSei: user.nameSei,
  nameMei: user.nameMei,
  nameSeiKanji: user.nameSeiKanji,
  nameMeiKanji: user.nameMeiKanji,
  nameEn1: user.nameEn1,
  nameEn3: user.nameEn3,
});

const wire = {
  login: { email: 'email', password: 'password' } as Record<string, string>,
  preRegister: { email: 'pre_register[email]' } as Record<string, string>,
  reset: { email: 'user[email]', password: 'user[password]', passwordConfirmation: 'user[password_confirmation]' } as Record<string, string>,
};

/**
 * The sign-in area's calls (docs/requirements/public-area.md §7): login and logout, the current user,
 * pre-registration, password reset, account approval by managers, and the company lists.
 */
const accountRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const mailLimit = { rateLimit: { max: config.mailRateLimit, timeWindow: '15 minutes' } };
  const loginLimit = { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } };

  const https = config.publicUrl.startsWith('https://');
  /** A browser that signed in to this address before may try it while the address is locked for others. */
  const knownDevice = (request: FastifyRequest, email: string) => {
    const cookieName = deviceCookieName(https);
    const value = hashToken(normalizeEmail(email));
    const sent = request.cookies[cookieName];
    const unsigned = sent ? request.unsignCookie(sent) : undefined;
    return { cookieName, value, known: Boolean(unsigned?.valid && unsigned.value === value) };
  };

  const conference = async () => {
    const stored = await loadConference(app.db, config.conference);
    if (!stored) throw new ApiError(404, 'userNotFound');
    return stored;
  };

  app.post(
    '/session',
    {
      config: loginLimit,
      schema: { ...multipart, querystring: noQuery, response: { 200: object({ ok: { type: 'boolean' }, user: publicUserSchema }), ...failures } },
    },
    async (request, reply) => {
      const fields = await readFields(request, ['email', 'password', 'remember_me']);
      const problems = checkLogin(fields);
      if (problems.length > 0) throw fieldErrors(problems, (path) => wire.login[path] ?? path);
      const device = knownDevice(request, fields.email!);
      const outcome = await attemptLogin(app.db, config, fields.email!, fields.password!, { client: request.ip, knownDevice: device.known });
      if (!outcome.ok) {
        if (outcome.reason === 'locked') throw new ApiError(423, 'accountLocked', { params: { minutes: outcome.minutes } });
        if (outcome.reason === 'disabled') throw new ApiError(403, 'accountDisabled');
        throw new ApiError(401, 'invalidCredentials', { params: { remaining: outcome.remaining } });
      }
      // A fresh session id on every login; the one the browser had before is ended.
      await deleteSession(app.db, request.sessionToken());
      const remember = ['1', 'true', 'on'].includes(fields.remember_me ?? '');
      const session = await createSession(app.db, outcome.user.id, remember);
      reply.setSessionCookie(session.token, remember, session.expiresAt);
      reply.setCookie(device.cookieName, device.value, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: https,
        path: '/',
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      return { ok: true, user: publicUser(outcome.user) };
    },
  );

  app.delete('/session', { schema: { querystring: noQuery, response: { 200: ok, ...failures } } }, async (request, reply) => {
    // Signing out while acting as someone ends that too, and the log says so.
    await endImpersonation(app.db, config.conference, await request.viewer(), 'logout');
    await deleteSession(app.db, request.sessionToken());
    reply.clearSessionCookie();
    return { ok: true };
  });

  app.get(
    '/web_api/user_common_resources/optional_me',
    {
      schema: {
        querystring: noQuery,
        response: {
          200: object({ isLoggedIn: { type: 'boolean' }, user: { anyOf: [{ type: 'null' }, publicUserSchema] }, impersonator: impersonatorSchema }),
          ...failures,
        },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return {
        isLoggedIn: Boolean(viewer),
        user: viewer ? publicUser(viewer.user) : null,
        impersonator: viewer?.impersonator ? impersonatorView(viewer.impersonator) : null,
      };
    },
  );

  app.get(
    '/web_api/user_common_resources',
    {
      schema: {
        querystring: noQuery,
        response: {
          200: object({
            me: publicUserSchema,
            accessCount: { type: 'integer' },
            unreadAnnouncements: { type: 'integer' },
            unreadInquiryReplies: { type: 'integer' },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const [accessCount, unreadAnnouncements, unreadInquiryReplies] = await Promise.all([
        countActiveUsers(app.db),
        unreadAnnouncementCount(app.db, config.conference, viewer.user.id),
        unreadReplyCount(app.db, config.conference, viewer.user.id),
      ]);
      return { me: publicUser(viewer.user), accessCount, unreadAnnouncements, unreadInquiryReplies };
    },
  );

  app.post(
    '/web_api/pre_register',
    { config: mailLimit, schema: { ...multipart, querystring: noQuery, response: { 200: ok, ...failures } } },
    async (request) => {
      const settings = (await conference()).settings;
      if (!settings.isPreRegisterEnabled) throw new ApiError(403, 'preRegisterDisabled');
      const fields = await readFields(request, ['pre_register[email]']);
      const email = fields['pre_register[email]']?.trim();
      const problems = checkEmail('email', email);
      if (problems.length > 0) throw fieldErrors(problems, (path) => wire.preRegister[path] ?? path);
      if (await findUserByEmail(app.db, email!)) {
        throw new ApiError(422, 'emailAlreadyUsed', { errors: [{ field: 'pre_register[email]', ...localized('emailAlreadyUsed') }] });
      }
      const token = await issueSignupLink(app.db, email!);
      const link = `${config.publicUrl}/signup/${token}`;
      await app.mailer.send('signUpLink', email!, { ja: { link }, en: { link } });
      return { ok: true };
    },
  );

  app.post(
    '/web_api/password_resets',
    { config: mailLimit, schema: { ...multipart, querystring: noQuery, response: { 200: ok, ...failures } } },
    async (request) => {
      const fields = await readFields(request, ['user[email]']);
      const email = fields['user[email]']?.trim();
      const problems = checkEmail('email', email);
      if (problems.length > 0) throw fieldErrors(problems, (path) => wire.reset[path] ?? path);
      const user = await findUserByEmail(app.db, email!);
      if (!user) throw new ApiError(422, 'emailNotRegistered', { errors: [{ field: 'user[email]', ...localized('emailNotRegistered') }] });
      const token = await issuePasswordReset(app.db, user.id);
      const link = `${config.publicUrl}/password_resets/${token}/edit`;
      await app.mailer.send('passwordReset', user.email, { ja: { link }, en: { link } });
      return { ok: true };
    },
  );

  const tokenRoute = { params: params({ token: tokenParam }), querystring: noQuery };
  app.get<{ Params: { token: string } }>(
    '/web_api/password_resets/:token',
    { schema: { ...tokenRoute, response: { 200: ok, ...failures } } },
    async (request) => ({
      ok: await isResetTokenValid(app.db, request.params.token),
    }),
  );

  app.put<{ Params: { token: string } }>(
    '/web_api/password_resets/:token',
    { schema: { ...tokenRoute, ...multipart, response: { 200: ok, ...failures } } },
    async (request) => {
      // A manager acting as someone cannot set a password, theirs or the user's (issue 19).
      if ((await request.viewer())?.impersonator) throw new ApiError(403, 'notWhileImpersonating');
      const settings = (await conference()).settings;
      if (!(await isResetTokenValid(app.db, request.params.token))) throw new ApiError(410, 'resetExpired');
      const fields = await readFields(request, ['user[password]', 'user[password_confirmation]']);
      const values = { password: fields['user[password]'], passwordConfirmation: fields['user[password_confirmation]'] };
      const problems = checkNewPassword(values, settings.userPasswordPolicy as PasswordPolicyLevel, isCommonPassword);
      if (problems.length > 0) throw fieldErrors(problems, (path) => wire.reset[path] ?? path);
      if (!(await resetPassword(app.db, request.params.token, values.password!, config.passwordHashCost))) throw new ApiError(410, 'resetExpired');
      return { ok: true };
    },
  );

  const userListItem = {
    ...publicUserSchema,
    required: [...publicUserSchema.required, 'createdAt'],
    properties: { ...publicUserSchema.properties, createdAt: { type: 'string' } },
  };
  app.get<{ Querystring: { approval?: 'approved' | 'unapproved' } }>(
    '/web_api/mng/users',
    {
      schema: {
        querystring: { type: 'object', properties: { approval: { type: 'string', enum: ['approved', 'unapproved'] } }, additionalProperties: false },
        response: { 200: object({ users: { type: 'array', items: userListItem } }), ...failures },
      },
    },
    async (request) => {
      await app.requireManager(request);
      const approval = request.query.approval ?? 'unapproved';
      const rows = await app.db
        .select()
        .from(users)
        .where(and(eq(users.conferenceId, config.conference), eq(users.approvalStatus, approval)))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(500);
      return { users: rows.map((user) => ({ ...publicUser(user), createdAt: user.createdAt.toISOString() })) };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/mng/users/:id/approve',
    {
      schema: {
        params: params({ id: idParam }),
        ...noBody,
        querystring: noQuery,
        response: { 200: object({ ok: { type: 'boolean' }, user: publicUserSchema }), ...failures },
      },
    },
    async (request) => {
      const { user: actor } = await app.requireManager(request);
      const id = request.params.id;
      const user = await audited(
        app.db,
        async (tx) => {
          const [approved] = await tx
            .update(users)
            .set({ approvalStatus: 'approved', approvedAt: new Date() })
            .where(and(eq(users.id, id), eq(users.conferenceId, config.conference)))
            .returning();
          if (!approved) throw new ApiError(404, 'userNotFound');
          return approved;
        },
        (approved) => ({ conferenceId: config.conference, action: 'usersApprove', actor, target: approved, detail: { count: 1 } }),
      );
      return { ok: true, user: publicUser(user) };
    },
  );

  for (const [kind, path, key] of [
    ['related', '/web_api/related_companies', 'relatedCompanies'],
    ['supporting', '/web_api/supporting_companies', 'supportingCompanies'],
  ] as const) {
    const company = object({ id: { type: 'integer' }, name: { type: 'string' }, url: { type: ['string', 'null'] }, note: { type: ['string', 'null'] } });
    app.get(path, { schema: { querystring: noQuery, response: { 200: object({ [key]: { type: 'array', items: company } }), ...failures } } }, async () => {
      const rows = await app.db
        .select()
        .from(companies)
        .where(and(eq(companies.conferenceId, config.conference), eq(companies.kind, kind)))
        .orderBy(asc(companies.position));
      return { [key]: rows.map(({ id, name, url, note }) => ({ id, name, url, note })) };
    });
  }
};

function localized(key: 'emailAlreadyUsed' | 'emailNotRegistered') {
  const text = localize(key);
  return { message: text.ja, messageEn: text.en };
}

export default accountRoutes;
