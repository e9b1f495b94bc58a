import { buildApp } from './app';
import { ConfigError, readConfig, type Config } from './core/config';
import { seedDemoAccounts, seedDemoTokens } from './seed';
import { seedDemoVenue } from './demoVenue';
import { openInvitations } from './services/commissions';

/**
 * Runs the server: check the configuration (a bad one stops here, naming each problem), listen,
 * print the demo links in demo mode, shut down cleanly on a signal.
 */
let config: Config;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = await buildApp(config);
await app.ready();

const address = await app.listen({ port: config.port, host: config.host });
const base =
  config.publicUrl.startsWith('http://127.0.0.1') || config.publicUrl.startsWith('http://localhost') ? address.replace('[::1]', 'localhost') : config.publicUrl;

if (config.demo) {
  const links = await seedDemoTokens(app.db);
  const accounts = await seedDemoAccounts(app.db, config.conference, config.passwordHashCost);
  const invitations = await openInvitations(app.db, config.conference);
  await seedDemoVenue(app.db, config.conference);
  console.log(`
Kaigi is running at ${base}  (conference: ${config.conference})

Demo links:
  Sign-up, valid link:    ${base}/signup/${links.valid}
  Sign-up, dummy link:    ${base}/signup/${links.dummy}
  Sign-up, expired link:  ${base}/signup/${links.expired}
  Forgot password:        ${base}/forgot_password
  Mailbox (demo outbox):  ${base}/dev/mails

Commission answer pages (chairpersons and presenters; each can be answered once):
${invitations.map((invitation) => `  ${invitation.role === 'organizer' ? 'Chairperson' : 'Presenter  '}  ${base}/${invitation.role}_commissions/${invitation.code}/invitation  (${invitation.session})`).join('\n') || '  (all answered)'}

Venue (issue 66): sponsor exhibitions ${base}/sponsors, the point rally ${base}/point_rally,
  co-hosted seminars ${base}/lunch_seminars; the sponsor's own page ${base}/sponsor (sponsor@example.com).

Demo accounts (log in at ${base}/):
${accounts.map((account) => `  ${account.email} / ${account.password} (${account.flag ?? account.role}${account.approved ? ', approved: sees the program' : ', waiting for approval'})`).join('\n')}
${
  app.paymentSandbox
    ? `
Participation and payment: ${base}/qualification (member codes KAIGI-0001 to KAIGI-0003)
  Card payments go to the local sandbox at ${app.paymentSandbox.origin} (no money is taken).
  Test card 4242 4242 4242 4242, any future expiry, any CVC; 4000 0000 0000 0002 is declined,
  4000 0027 6000 3184 asks for 3-D Secure (docs/features/payment.md lists them all).
`
    : ''
}`);
} else {
  console.log(`Kaigi is running at ${base}`);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  });
}
