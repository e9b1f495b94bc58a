/** Random answers to a JSON Schema for property tests: mostly of the right type, often breaking one rule. */
import { seededRandom } from '../../devkit/programGenerator';

/** A seeded generator (devkit/programGenerator.ts's), so a failing seed can be replayed. */
export const randomOf = seededRandom;
type Random = ReturnType<typeof randomOf>;

const odd = [
  '',
  ' ',
  'a',
  'ｱｲｳ',
  'x@example.com',
  'not an email',
  'a@b',
  'https://example.com/x',
  'example.com',
  '2027-03-10',
  '2027-02-30',
  '2020-01-01',
  '2099-12-31',
  '2027-03-10T09:00:00+09:00',
  '1000001',
  '100-0001',
  '03-1234-5678',
  'b0000000-0000-4000-8000-000000000001',
  'a/b~c#d%e',
  '𠮷野家',
  'x'.repeat(600),
  'Str0ng!pass',
];

/** Answers for a schema: mostly of the right type, often breaking one rule, sometimes of no sense at all. */
export function answerFor(schema: unknown, random: Random, depth = 0): unknown {
  const s = (schema && typeof schema === 'object' ? schema : {}) as Record<string, unknown>;
  const roll = random.next();
  if (roll < 0.06) return random.pick([null, 42, true, [], {}, 'text']);
  const options = [
    ...(Array.isArray(s.enum) ? s.enum : []),
    ...('const' in s ? [s.const] : []),
    ...(Array.isArray(s.oneOf) ? s.oneOf.map((o) => (o as { const?: unknown }).const) : []),
  ];
  if (options.length > 0 && roll < 0.8) return random.pick(options);
  const type = Array.isArray(s.type) ? random.pick(s.type as string[]) : s.type;
  if (type === 'object' || s.properties) {
    if (depth > 6) return {};
    const value: Record<string, unknown> = {};
    for (const [key, sub] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
      if (random.next() < 0.75) value[key] = answerFor(sub, random, depth + 1);
    }
    if (random.next() < 0.05) value.extra = 'x';
    return value;
  }
  if (type === 'array') {
    const count = random.pick([0, 1, 2, 3, 6]);
    return Array.from({ length: count }, () => answerFor(s.items, random, depth + 1));
  }
  if (type === 'boolean') return random.next() < 0.5;
  if (type === 'integer' || type === 'number') return random.pick([0, 1, 3, 5, 10, 100, -1, 2.5]);
  if (typeof s.maxLength === 'number' && roll < 0.3) return 'あ'.repeat(s.maxLength + random.pick([0, 1]));
  return random.pick(odd);
}
