import type { Language, ResolvedConferenceSettings } from '../../schemas/conferenceSettings';
import type { CrossCheck, FormData, GeneratedForm } from '../formModel';
import { FormAssembly } from '../formAssembly';
import { passwordPolicy } from '../passwordPolicy';
import { initialValues } from '../fields/catalogue';
import { writePath } from '../paths';
import { commissionFieldDef, commissionSectionLabels } from './commissionFields';
import { commissionRules } from './commissionRules';

export interface CommissionFormInput {
  settings: ResolvedConferenceSettings;
  language: Language;
  /** From the token lookup, shown read-only. */
  email?: string;
}

/**
 * Settings in, commission registration form out (docs/requirements/operation-area.md §3 to §5). Like the
 * registration form, it reads a rules table and decides nothing by itself.
 */
export function buildCommissionForm({ settings, language, email }: CommissionFormInput): GeneratedForm {
  const policy = passwordPolicy(settings.userPasswordPolicy as 0 | 1 | 2);
  const assembly = new FormAssembly({
    rows: commissionRules,
    fieldOf: commissionFieldDef,
    settings,
    language,
    context: { keywordCategories: [], participationTypes: [] },
  });
  const { root, fields, messageOverrides } = assembly;
  root.properties.password = { ...root.properties.password, ...policy.schema };
  messageOverrides.password = { ...messageOverrides.password, minLength: policy.message, pattern: policy.message };
  assembly.moveSectionLast('agreements');
  const { schema, uiSchema } = assembly.finish(commissionSectionLabels);
  const crossChecks: CrossCheck[] = [{ path: 'passwordConfirmation', equalsPath: 'password', code: 'mismatch' }];
  const initialData: FormData = { ...(email !== undefined ? { email } : {}), language };
  const asked = new Set(fields.map((field) => field.path));
  for (const [path, value] of initialValues('commission')) if (asked.has(path)) writePath(initialData, path, value);
  return { language, schema, uiSchema, initialData, fields, messageOverrides, crossChecks, roleFlags: {} };
}
