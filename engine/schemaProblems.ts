import { closest, distance } from 'fastest-levenshtein';

/**
 * Turns schema errors on a staff-edited file into sentences a person can act on: where (JSON
 * path), what was expected, what was found, and for a misspelt key the key that was meant.
 */
export interface SchemaProblem {
  path: string;
  expected: string;
  found: string;
  suggestion?: string;
}

/** The fields of an AJV error created with `verbose: true`. */
export interface VerboseSchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  data?: unknown;
  parentSchema?: Record<string, unknown>;
  schema?: unknown;
}

const show = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function expectedFor(error: VerboseSchemaError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'type':
      return `a value of type ${String(p.type)}`;
    case 'enum':
      return `one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `exactly ${JSON.stringify(p.allowedValue)}`;
    case 'required':
      return `the property "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return 'only the known properties';
    case 'format':
      return `a ${String(p.format)} value`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `a number ${String(p.comparison)} ${String(p.limit)}`;
    case 'minLength':
      return `at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `at most ${String(p.limit)} characters`;
    case 'minItems':
      return `at least ${String(p.limit)} items`;
    case 'maxItems':
      return `at most ${String(p.limit)} items`;
    case 'uniqueItems':
      return `no duplicate items (items ${String(p.j)} and ${String(p.i)} are the same)`;
    case 'pattern':
      return `text matching ${String(p.pattern)}`;
    default:
      return `a value satisfying "${error.keyword}"`;
  }
}

export function describeSchemaError(error: VerboseSchemaError): SchemaProblem {
  if (error.keyword === 'additionalProperties') {
    const key = String(error.params.additionalProperty);
    const known = Object.keys((error.parentSchema?.properties as Record<string, unknown>) ?? {}).filter((k) => k !== '$schema');
    const guess = known.length ? closest(key, known) : undefined;
    const near = guess !== undefined && distance(key, guess) <= Math.max(2, Math.floor(guess.length / 3));
    return {
      path: `${error.instancePath}/${key}`,
      expected: 'only the known properties',
      found: `unknown property "${key}"`,
      ...(near ? { suggestion: `did you mean "${guess}"?` } : {}),
    };
  }
  if (error.keyword === 'required') {
    return { path: `${error.instancePath}/${String(error.params.missingProperty)}`, expected: expectedFor(error), found: 'nothing' };
  }
  return { path: error.instancePath || '/', expected: expectedFor(error), found: show(error.data) };
}

const wrappers = new Set(['if', 'allOf', 'anyOf', 'oneOf', 'not', 'then', 'else']);

export function describeSchemaErrors(errors: readonly VerboseSchemaError[]): SchemaProblem[] {
  return errors.filter((error) => !wrappers.has(error.keyword)).map(describeSchemaError);
}

/**
 * What a value broke, in both languages, for the rules a caller's input meets at the edge (a
 * search filter out of range, a text too long): "must be <= 100" read as "100以下にしてください"
 * too, so a Japanese message never ends in English (issue 68, item 15).
 */
export function ruleText(error: { keyword: string; params: Record<string, unknown>; message?: string }): { ja: string; en: string } {
  const p = error.params;
  switch (error.keyword) {
    case 'maximum':
      return { ja: `${String(p.limit)}以下にしてください`, en: `must be at most ${String(p.limit)}` };
    case 'minimum':
      return { ja: `${String(p.limit)}以上にしてください`, en: `must be at least ${String(p.limit)}` };
    case 'exclusiveMaximum':
      return { ja: `${String(p.limit)}未満にしてください`, en: `must be less than ${String(p.limit)}` };
    case 'exclusiveMinimum':
      return { ja: `${String(p.limit)}より大きくしてください`, en: `must be more than ${String(p.limit)}` };
    case 'maxLength':
      return { ja: `${String(p.limit)}文字以内にしてください`, en: `must be at most ${String(p.limit)} characters` };
    case 'minLength':
      return { ja: `${String(p.limit)}文字以上にしてください`, en: `must be at least ${String(p.limit)} characters` };
    case 'maxItems':
      return { ja: `${String(p.limit)}個以内にしてください`, en: `must hold at most ${String(p.limit)} values` };
    case 'pattern':
    case 'format':
      return { ja: '形式が正しくありません', en: 'is not in the expected form' };
    case 'enum':
      return {
        ja: `次のいずれかにしてください: ${(p.allowedValues as unknown[]).join(', ')}`,
        en: `must be one of ${(p.allowedValues as unknown[]).join(', ')}`,
      };
    case 'type':
      return { ja: `${String(p.type)}型にしてください`, en: `must be of type ${String(p.type)}` };
    case 'additionalProperties':
      return { ja: `${String(p.additionalProperty)} は使えません`, en: `${String(p.additionalProperty)} is not allowed` };
    default:
      return { ja: '値が正しくありません', en: error.message ?? 'is invalid' };
  }
}
