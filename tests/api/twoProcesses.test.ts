import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../../server/db/openDatabase';
import { presentations, users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import { runsWithPostgres, serverProcesses, warnWithoutPostgres } from '../support/serverProcesses';

/**
 * Two server processes on one PostgreSQL, as behind a load balancer (started once for the file):
 * a per-client limit is one limit across both (the rate-limit store is the database, not each
 * process's memory), and a comment posted to one reaches a page whose live stream the other holds
 * (issue 65: LISTEN/NOTIFY), within a second.
 */
warnWithoutPostgres('tests/api/twoProcesses.test.ts', 'two server processes on one PostgreSQL');

describe.runIf(runsWithPostgres)('two server processes on one PostgreSQL', () => {
  let servers: Awaited<ReturnType<typeof serverProcesses>> | undefined;
  let origins: string[] = [];
  let database: OpenDatabase | undefined;

  beforeAll(async () => {
    servers = await serverProcesses(2, { LOGIN_RATE_LIMIT: '4' });
    origins = servers.origins;
    database = await openDatabase({ databaseUrl: servers.databaseUrl });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await servers?.stop();
  });

  async function approvedSession(email: string) {
    const [user] = await database!.db
      .insert(users)
      .values({
        conferenceId: 'demo',
        email,
        passwordHash: 'unused',
        approvalStatus: 'approved',
        nameSei: 'Two',
        nameMei: 'Process',
        isTermAgreed: true,
        isPolicyAgreed: true,
      })
      .returning();
    return `kaigi_session=${(await createSession(database!.db, user!.id, false)).token}`;
  }

  it('counts logins from one address against one limit, whichever process answers', async () => {
    expect(new Set(origins).size).toBe(2);
    const tokenResponse = await fetch(`${origins[0]}/web_api/csrf_token`);
    const cookie = tokenResponse.headers.get('set-cookie')!.split(';')[0]!;
    const { token } = (await tokenResponse.json()) as { token: string };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const body = new FormData();
      body.append('email', `nobody-${i}@example.com`);
      body.append('password', 'wrong');
      // Alternate processes, as a load balancer would.
      const response = await fetch(`${origins[i % 2]}/session`, {
        method: 'POST',
        body,
        headers: { cookie, 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' },
      });
      statuses.push(response.status);
    }
    // Limit 4 per client: each process alone has seen only 3.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('brings a comment posted to one process to a page held open by the other, within a second', async () => {
    const [a, b] = servers!.origins as [string, string];
    expect(a).not.toBe(b);
    const [presentation] = await database!.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.isPublic, true)).limit(1);
    const viewer = await approvedSession('viewer@example.com');
    const author = await approvedSession('author@example.com');

    const controller = new AbortController();
    const stream = await fetch(`${b}/web_api/presentations/${presentation!.id}/live`, { headers: { cookie: viewer }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const arrived = (async () => {
      while (!received.includes('event: comment')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += value;
      }
      return performance.now();
    })();

    const tokenResponse = await fetch(`${a}/web_api/csrf_token`);
    const csrfCookie = tokenResponse.headers.get('set-cookie')!.split(';')[0]!;
    const { token } = (await tokenResponse.json()) as { token: string };
    const posted = performance.now();
    const response = await fetch(`${a}/web_api/presentations/${presentation!.id}/comments`, {
      method: 'POST',
      body: JSON.stringify({ body: 'Heard on the other process' }),
      headers: { cookie: `${csrfCookie}; ${author}`, 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    });
    expect(response.status).toBe(201);
    const at = await Promise.race([arrived, new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000))]);
    controller.abort();
    expect(received).toContain('Heard on the other process');
    expect(at - posted).toBeLessThan(1000);
  });
});
