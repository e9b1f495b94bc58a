import { submissionKinds, type SubmissionSettings } from '../../schemas/submission';
import type { SchemaProblem } from '../schemaProblems';

/** Rules of a submission settings file that its JSON Schema cannot state. */
export function submissionProblems(settings: SubmissionSettings): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const kind of submissionKinds) {
    const kindSettings = settings.kinds[kind];
    if (!kindSettings) continue;
    const at = `/kinds/${kind}`;
    const { fields, limits, proposalStartAt, proposalEndAt } = kindSettings;
    if (fields.title === 'none' && fields.titleEn === 'none') {
      problems.push({
        path: `${at}/fields/title`,
        expected: 'a title asked in at least one language',
        found: 'title and titleEn both "none"',
        suggestion: 'set "title" to "required"',
      });
    }
    if (proposalStartAt && proposalEndAt && Date.parse(proposalStartAt) > Date.parse(proposalEndAt)) {
      problems.push({ path: `${at}/proposalEndAt`, expected: `a moment after proposalStartAt (${proposalStartAt})`, found: JSON.stringify(proposalEndAt) });
    }
    if (limits.minKeywords > 0 && fields.keywords === 'none') {
      problems.push({
        path: `${at}/limits/minKeywords`,
        expected: '0 while keywords are not asked',
        found: String(limits.minKeywords),
        suggestion: 'set fields.keywords to "required", or minKeywords to 0',
      });
    }
    if (limits.minKeywords > 0 && fields.keywords === 'optional') {
      problems.push({
        path: `${at}/fields/keywords`,
        expected: '"required" while a minimum is set',
        found: '"optional"',
        suggestion: 'set fields.keywords to "required"',
      });
    }
  }
  return problems;
}
