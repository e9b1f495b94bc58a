/**
 * What the form benchmarks share: the built app and reference pages, the real server on a
 * conference, the generated form as the reference pages read it, and a static server for them.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { createPgliteTemplate } from '../../server/db/openDatabase';
import type { GeneratedForm } from '../../engine/formModel';
import type { BenchForm } from './pages/loadForm';

export const benchRoot = path.resolve('.bench');

export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error("the form benchmarks need Chromium: install Debian's chromium or set CHROMIUM_PATH");
  return found;
}

/** Builds the app (production) and the reference pages (scripts/bench/pages). */
export function buildAppAndPages(): void {
  const vite = (argv: string[]) => execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), ...argv], { stdio: 'inherit' });
  vite(['build', '--logLevel', 'warn', '--outDir', path.join(benchRoot, 'dist')]);
  vite(['build', '--config', 'scripts/bench/pages/vite.config.ts']);
}

/** The real server on `conference`, serving the build, with public data never cached (a bench changes it between sizes). */
export async function startBenchServer(conference: string, distDir = path.join(benchRoot, 'dist')) {
  const config = {
    ...readConfig({ FIXTURES_DIR: path.resolve('fixtures') }),
    conference,
    dataDir: 'memory://',
    databaseUrl: undefined,
    distDir,
    logLevel: 'warn',
    publicDataMaxAgeMs: 0,
  };
  const app = await buildApp(config, { pgliteTemplate: await createPgliteTemplate(), logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** The generated form as the reference pages build themselves from it: the schema, and each field with its options. */
export function benchFormOf(form: GeneratedForm): BenchForm {
  const propertyAt = (schemaPath: string): Record<string, unknown> | undefined => {
    let node: Record<string, unknown> | undefined = form.schema as Record<string, unknown>;
    for (const part of schemaPath.split('.')) node = (node?.properties as Record<string, Record<string, unknown>> | undefined)?.[part];
    return node;
  };
  const optionsOf = (property: Record<string, unknown> | undefined) => {
    const source = (property?.items as Record<string, unknown> | undefined) ?? property;
    const oneOf = source?.oneOf as Array<{ const: string; title?: string }> | undefined;
    if (oneOf) return oneOf.map((option) => ({ value: String(option.const), label: option.title ?? String(option.const) }));
    const values = source?.enum as string[] | undefined;
    return values?.map((value) => ({ value: String(value), label: String(value) }));
  };
  // RJSF's own widgets where Kaigi shows its own (plain RJSF would show a radio question as a select).
  const rjsfWidget: Record<string, string> = {
    radio: 'radio',
    toggleRadio: 'radio',
    checkbox: 'checkboxes',
    sortedCheckboxes: 'checkboxes',
    textarea: 'textarea',
  };
  const uiSchema: Record<string, Record<string, unknown>> = {};
  for (const field of form.fields) {
    const widget = field.widget && rjsfWidget[field.widget];
    if (widget === 'checkboxes' && !optionsOf(propertyAt(field.path))) continue;
    if (!widget) continue;
    const [group, key] = field.path.includes('.') ? field.path.split('.') : [undefined, field.path];
    const node = group ? (uiSchema[group] ??= {}) : uiSchema;
    node[key!] = { 'ui:widget': widget };
  }
  return {
    schema: form.schema,
    uiSchema,
    fields: form.fields
      .filter((field) => !field.display && !field.upload)
      .map((field) => ({
        path: field.path,
        widget: field.widget ?? '',
        label: field.label.ja,
        required: field.presence === 'required',
        options: optionsOf(propertyAt(field.path)),
      })),
  };
}

/** Serves the built reference pages and the forms written beside them. */
export async function servePages() {
  const pagesDir = path.join(benchRoot, 'pages');
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  const server = createServer(async (request, response) => {
    const file = path.join(pagesDir, path.normalize(decodeURIComponent(request.url!.split('?')[0]!)));
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, dir: pagesDir, close: () => server.close() };
}
