/**
 * Generated custom questions for benchmarks: a repeating mix of types (mostly text, with
 * textareas, selects, radios, checkboxes and switches), deterministic, each with a fixed uuid.
 */
export const generatedUuid = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const kinds = ['text', 'text', 'text', 'textarea', 'select', 'radio', 'text', 'checkbox', 'text', 'switch'] as const;
export type GeneratedKind = (typeof kinds)[number];
const options = ['a', 'b', 'c', 'd'].map((value) => ({ value, label: `選択肢${value.toUpperCase()}`, labelEn: `Option ${value.toUpperCase()}` }));

/** The type of generated question n (from 1). */
export const kindOf = (n: number): GeneratedKind => kinds[(n - 1) % kinds.length]!;
/** Whether generated question n must be answered. */
export const isRequired = (n: number) => (kindOf(n) === 'text' ? n % 3 === 0 : kindOf(n) === 'select' || kindOf(n) === 'radio' ? n % 2 === 0 : false);

export function generatedQuestions(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const type = kindOf(n);
    const common = { uuid: generatedUuid(n), type, label: `質問${n}`, labelEn: `Question ${n}` };
    switch (type) {
      case 'text':
        return { ...common, placeholder: `回答${n}`, placeholderEn: `Answer ${n}`, validations: { required: isRequired(n), maxLength: 100 } };
      case 'textarea':
        return { ...common, rows: 2, validations: { maxLength: 500 } };
      case 'select':
      case 'radio':
        return { ...common, options, validations: { required: isRequired(n) } };
      case 'checkbox':
        return { ...common, options, validations: { maxOptions: 3 } };
      default:
        return common;
    }
  });
}
