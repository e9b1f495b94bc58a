import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "Layers": each wrong-way import, written into a real file of the layer, fails lint.
const wrongWay: [file: string, importLine: string, from: string, to: string][] = [
  ['engine/days.ts', "import '../src/kit/theme';", 'engine', 'src-kit'],
  ['engine/days.ts', "import '../server/core/errors';", 'engine', 'server-core'],
  ['src/api/http.ts', "import '../pages/NotFound';", 'src-api', 'src-pages'],
  ['src/kit/theme.ts', "import '../shell/routes';", 'src-kit', 'src-shell'],
  ['src/forms/offscreen.ts', "import '../features/typedSequence';", 'src-forms', 'src-features'],
  ['src/features/typedSequence.ts', "import '../pages/NotFound';", 'src-features', 'src-pages'],
  ['src/pages/NotFound.tsx', "import '../../server/core/errors';", 'src-pages', 'server-core'],
  ['server/core/errors.ts', "import '../services/csv';", 'server-core', 'server-services'],
  ['server/db/schema.ts', "import '../services/csv';", 'server-db', 'server-services'],
  ['server/services/csv.ts', "import '../routes/account';", 'server-services', 'server-api'],
  ['server/services/csv.ts', "import '../plugins/inputs';", 'server-services', 'server-plugins'],
  ['server/services/csv.ts', "import '../app';", 'server-services', 'server-top'],
  ['server/plugins/db.ts', "import '../routes/account';", 'server-plugins', 'server-api'],
  ['server/services/pageCode.ts', "import '../../build/chunkReport';", 'server-services', 'build'],
  ['server/sandbox/paymentSandbox.ts', "import '../services/csv';", 'server-sandbox', 'server-services'],
  ['server/app.ts', "import '../src/kit/theme';", 'server-top', 'src-kit'],
  ['devkit/answers.ts', "import '../tests/support/files';", 'devkit', 'tests'],
  ['scripts/seed.ts', "import '../tests/support/files';", 'scripts', 'tests'],
  ['tests/support/files.ts', "import '../../scripts/seed';", 'tests', 'scripts'],
];

describe('the import layers', () => {
  const eslint = new ESLint();

  it.each(wrongWay)('%s may not import %s', async (file, importLine, from, to) => {
    const [result] = await eslint.lintText(`${importLine}\n`, { filePath: file });
    const messages = result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
    expect(messages).toEqual([`There is no policy allowing dependencies from elements of type "${from}" to elements of type "${to}"`]);
  });

  it('passes the same files as they are', async () => {
    const results = await eslint.lintFiles(['engine/days.ts', 'src/api/http.ts', 'server/services/csv.ts', 'devkit/answers.ts', 'tests/support/files.ts']);
    expect(results.flatMap((result) => result.messages.map((message) => `${result.filePath}: ${message.message}`))).toEqual([]);
  });
});
