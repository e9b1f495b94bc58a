import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { attendee, buildTestApp, caller, csrf, multipart } from './helper';
import { auditLog, mails } from '../../server/db/schema';
import { mailCatalog, mailKinds } from '../../engine/mails/catalog';

/**
 * Mail settings and templates (issue 67): each mail's text replaced by a manager's template (checked
 * for its variables, versioned, audited), previewed with sample values, tested into the outbox, and
 * put back to the built-in text; the sender's name and reply-to; and the queue every mail goes
 * through, which sends a job once whatever its retries.
 */
let app: FastifyInstance;
let headers: Record<string, string>;
let manager: Awaited<ReturnType<typeof attendee>>;
let member: Awaited<ReturnType<typeof attendee>>;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', mailRateLimit: 1e6 });
  headers = await csrf(app);
  manager = await attendee(app, 'demo', { role: 'manager' });
  member = await attendee(app, 'demo');
});
afterAll(() => app?.close());

const call = caller(() => ({ app, headers }));
interface Page {
  settings: { senderName: string; replyTo: string; version: number };
  kinds: { kind: string; variables: { name: string }[]; builtIn: { subject: { ja: string; en: string } }; template: { version: number } | null }[];
}
const page = async () => (await call(manager, 'GET', '/web_api/mng/mail_templates')).json<Page>();
const newestMailTo = async (to: string) => {
  await app.mailQueue.settled();
  return (await app.db.select().from(mails).where(eq(mails.to, to)).orderBy(desc(mails.id)).limit(1))[0];
};
const preRegister = async (email: string) => {
  const { payload, contentType } = await multipart([['pre_register[email]', email]]);
  return app.inject({ method: 'POST', url: '/web_api/pre_register', payload, headers: { ...headers, 'content-type': contentType } });
};

const signUp = {
  subject: { ja: '【{{conferenceTitle}}】ようこそ', en: '[{{conferenceTitle}}] Welcome' },
  body: { ja: 'ご登録はこちら：\n\n{{link}}\n\n事務局', en: 'Register here:\n\n{{link}}\n\nThe secretariat' },
};

describe('the mail settings page', () => {
  it('is for managers only', async () => {
    expect((await call(undefined, 'GET', '/web_api/mng/mail_templates')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/web_api/mng/mail_templates')).statusCode).toBe(403);
    expect((await call(member, 'PUT', '/web_api/mng/mail_templates/signUpLink', { ...signUp, version: 0 })).statusCode).toBe(403);
  });

  it('lists every mail with its variables and built-in text, none customised yet', async () => {
    const { kinds, settings } = await page();
    expect(kinds.map((kind) => kind.kind)).toEqual([...mailKinds]);
    expect(kinds.find((kind) => kind.kind === 'passwordReset')).toMatchObject({
      variables: [{ name: 'conferenceTitle' }, { name: 'link' }],
      builtIn: { subject: mailCatalog.passwordReset.subject },
      template: null,
    });
    expect(settings).toEqual({ senderName: '', replyTo: '', version: 0 });
  });

  it.each([
    ['an unknown variable', { subject: { ja: '{{conferenceTitle}} {{nickname}}', en: 'x' } }, 'subject.ja', /"nickname" is not a variable of this mail/],
    ['a partial', { body: { ja: '{{> footer}}', en: 'x' } }, 'body.ja', /"\{\{>footer\}\}" is not a variable of this mail/],
    ['an unclosed section', { body: { ja: 'x', en: '{{#link}} open' } }, 'body.en', /cannot be read as a template/],
    ['an empty subject', { subject: { ja: 'x', en: '  ' } }, 'subject.en', /Required/],
    ['a subject over 200 characters', { subject: { ja: 'あ'.repeat(201), en: 'x' } }, 'subject.ja', /200/],
  ])('refuses a template with %s, naming the field in both languages', async (_name, change, field, message) => {
    const response = await call(manager, 'PUT', '/web_api/mng/mail_templates/signUpLink', { ...signUp, ...change, version: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field, message: expect.any(String), messageEn: expect.stringMatching(message) }]);
    expect((await page()).kinds.find((kind) => kind.kind === 'signUpLink')!.template).toBeNull();
  });

  it('answers an unknown kind and a malformed body with a 400 that names it', async () => {
    const unknown = await call(manager, 'PUT', '/web_api/mng/mail_templates/newsletter', { ...signUp, version: 0 });
    expect(unknown.statusCode).toBe(400);
    const malformed = await call(manager, 'PUT', '/web_api/mng/mail_templates/signUpLink', { subject: 'x', body: signUp.body, version: 0 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/subject/);
  });

  it('previews a text with sample values and the conference’s title, and keeps nothing', async () => {
    const preview = (await call(manager, 'POST', '/web_api/mng/mail_templates/signUpLink/preview', signUp)).json<{
      subject: string;
      text: string;
      html: string;
    }>();
    expect(preview.subject).toBe('【第12回 計算科学シンポジウム】ようこそ / [12th Symposium on Computational Science] Welcome');
    expect(preview.text).toContain('https://kaigi.example/signup/…');
    expect(preview.html).toContain('<a href="https://kaigi.example/signup/…">');
    expect((await page()).kinds.find((kind) => kind.kind === 'signUpLink')!.template).toBeNull();
  });

  it('sends a test to the manager’s own address, marked as a test, in the outbox', async () => {
    const response = await call(manager, 'POST', '/web_api/mng/mail_templates/signUpLink/test', signUp);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ to: manager.email });
    const mail = await newestMailTo(manager.email);
    expect(mail).toMatchObject({
      subject: '【テスト】【第12回 計算科学シンポジウム】ようこそ / [Test] [12th Symposium on Computational Science] Welcome',
      kind: 'signUpLink',
      error: null,
    });
  });

  let version = 0;
  it('saves a template that the next mail of its kind is sent with, and logs who saved it', async () => {
    const saved = await call(manager, 'PUT', '/web_api/mng/mail_templates/signUpLink', { ...signUp, version: 0 });
    expect(saved.statusCode).toBe(200);
    version = saved.json<{ version: number }>().version;
    expect(version).toBe(1);
    expect((await preRegister('templated@example.org')).statusCode).toBe(200);
    const mail = await newestMailTo('templated@example.org');
    expect(mail!.subject).toBe('【第12回 計算科学シンポジウム】ようこそ / [12th Symposium on Computational Science] Welcome');
    expect(mail!.text).toMatch(/^ご登録はこちら：\n\nhttp:\/\/\S+\/signup\/[A-Za-z0-9_-]+\n\n事務局\n\n-{40}\n\nRegister here:/);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, 'mailTemplateSave'));
    expect(entries).toEqual([expect.objectContaining({ actorEmail: manager.email, detail: { kind: 'signUpLink', version: 1 } })]);
  });

  it('refuses a save from an older version, and goes back to the built-in text', async () => {
    expect((await call(manager, 'PUT', '/web_api/mng/mail_templates/signUpLink', { ...signUp, version: 0 })).statusCode).toBe(409);
    const second = await call(manager, 'PUT', '/web_api/mng/mail_templates/signUpLink', { ...signUp, subject: { ja: '二版', en: 'Second' }, version });
    expect(second.json()).toEqual({ version: 2 });
    expect((await call(manager, 'POST', '/web_api/mng/mail_templates/signUpLink/reset', { version: 1 })).statusCode).toBe(409);
    expect((await call(manager, 'POST', '/web_api/mng/mail_templates/signUpLink/reset', { version: 2 })).statusCode).toBe(200);
    await preRegister('builtin@example.org');
    expect((await newestMailTo('builtin@example.org'))!.subject).toBe(
      '【第12回 計算科学シンポジウム】ユーザー登録のご案内 / [12th Symposium on Computational Science] Your registration link',
    );
  });

  it('sends as the sender’s name, with replies to the address given', async () => {
    expect((await call(manager, 'PUT', '/web_api/mng/mail_settings', { senderName: 'Kaigi\r\nBcc: x@evil.example', replyTo: '', version: 0 })).statusCode).toBe(
      400,
    );
    expect(
      (await call(manager, 'PUT', '/web_api/mng/mail_settings', { senderName: '計算科学シンポジウム事務局', replyTo: 'not an address', version: 0 }))
        .statusCode,
    ).toBe(400);
    const saved = await call(manager, 'PUT', '/web_api/mng/mail_settings', {
      senderName: '計算科学シンポジウム事務局',
      replyTo: 'office@example.org',
      version: 0,
    });
    expect(saved.json()).toEqual({ version: 1 });
    await preRegister('sender@example.org');
    const mail = await newestMailTo('sender@example.org');
    // The outbox keeps what nodemailer built: the JSON transport's message id is the job's.
    expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@kaigi\.example>$/);
    expect((await page()).settings).toEqual({ senderName: '計算科学シンポジウム事務局', replyTo: 'office@example.org', version: 1 });
    expect((await call(manager, 'PUT', '/web_api/mng/mail_settings', { senderName: 'x', replyTo: '', version: 0 })).statusCode).toBe(409);
  });
});

describe('the mail queue', () => {
  it('sends a job once, however often it is handed out', async () => {
    await preRegister('once@example.org');
    const mail = await newestMailTo('once@example.org');
    // (The mail is recorded just before the queue marks its job completed.)
    const jobs = async () => (await app.dbExecuteSql(`select id, state from pgboss.job where name = 'mail' and data->>'to' = 'once@example.org'`)).rows;
    await expect.poll(jobs, { timeout: 10_000, interval: 50 }).toEqual([{ id: mail!.jobId, state: 'completed' }]);
    // The same job run again (a worker that died after sending, say) finds its mail and sends nothing.
    await app.dbExecuteSql(`update pgboss.job set state = 'created', completed_on = null where id = $1`, [mail!.jobId]);
    const state = async () => ((await app.dbExecuteSql(`select state from pgboss.job where id = $1`, [mail!.jobId])).rows[0] as { state: string }).state;
    await expect.poll(state, { timeout: 10_000, interval: 100 }).toBe('completed');
    expect(await app.db.select().from(mails).where(eq(mails.to, 'once@example.org'))).toHaveLength(1);
  });
});
