import { describe, expect, it } from 'vitest';
import { questionFields, uploadRules } from '../../engine/questions/questionFields';
import type { CustomQuestion } from '../../schemas/customQuestions';

describe('a file question (issue 68)', () => {
  it('takes a file as large as the upload rule allows, as the data URL the form holds', () => {
    const question = { uuid: 'b0000000-0000-4000-8000-000000000001', type: 'file', title: '学生証', titleEn: 'Student ID' } as unknown as CustomQuestion;
    const [field] = questionFields([question], 'en');
    const largest = `data:application/pdf;name=${encodeURIComponent('学生証のスキャン（表と裏）.pdf')};base64,${'A'.repeat(Math.ceil(uploadRules.questionFile.maxBytes / 3) * 4)}`;
    expect((field!.schema as { maxLength?: number }).maxLength ?? Infinity).toBeGreaterThanOrEqual(largest.length);
  });
});
