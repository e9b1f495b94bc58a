import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Debian's PostgreSQL binaries (`apt-get install postgresql`), the newest version there. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export const hasPostgres = Boolean(process.env.DATABASE_URL || postgresBin());

/** Runs a PostgreSQL tool as the `postgres` user when we are root (initdb refuses root). */
function run(bin: string, args: string[]) {
  if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((arg) => `'${arg}'`).join(' ')], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}

/**
 * A fresh PostgreSQL database for a test that needs a server several processes can share: a new
 * database on DATABASE_URL's server (a copy of `template` when named: a migrated copy opens in
 * 0.1 s where migrating takes 0.5 s), or a throwaway cluster of its own on a free port.
 */
export async function freshPostgres(template?: string): Promise<{ url: string; stop(): Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (admin) {
    const name = `kaigi_shared_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async stop() {
        const dropper = new pg.Client({ connectionString: admin });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const bin = postgresBin();
  if (!bin) throw new Error("This test needs PostgreSQL: set DATABASE_URL or install Debian's postgresql package");
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kaigi-pg-'));
  if (process.getuid?.() === 0)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  run(path.join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres']);
  // Below the kernel's range for outgoing connections (32768-60999), where a client socket may hold
  // a port for a while; another port is tried if one is taken all the same.
  let port = 0;
  for (let attempt = 0; ; attempt += 1) {
    port = 20000 + Math.floor(Math.random() * 10000);
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', dir, '-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), '-w', 'start']);
      break;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      run(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
