/** The reference for bench:api: a bare Fastify route answering a fixed JSON body of the same size. */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const body = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as unknown;
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);
