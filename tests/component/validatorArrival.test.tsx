import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { buildRegistrationForm, resolveSettings } from '../../engine';
import type { GeneratedForm } from '../../engine/formModel';
import { baseSettings } from '../support/presenceTable';

// Counts how often the page asks for the full check's chunk (the factory runs when the module is imported).
const asked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/forms/browserValidator', () => {
  asked.count += 1;
  return { schemaValidator: () => () => [] };
});

const form = buildRegistrationForm({ settings: resolveSettings(baseSettings), language: 'ja' });

/** Each case with fresh modules: the validators module remembers a load already under way. */
async function freshModules() {
  vi.resetModules();
  const [{ AppProviders }, { createI18n }, { GeneratedFormView }, { useFormCheck }, validators] = await Promise.all([
    import('../../src/app/AppProviders'),
    import('../../src/app/i18n'),
    import('../../src/forms/GeneratedFormView'),
    import('../../src/forms/useFormCheck'),
    import('../../src/forms/validators'),
  ]);
  function Checked({ form: checked, view }: { form: GeneratedForm; view?: 'edit' | 'read' }) {
    useFormCheck(checked);
    return view ? <GeneratedFormView form={checked} formData={checked.initialData} onChange={() => undefined} errors={[]} language="ja" readonly={view === 'read'} /> : null;
  }
  const renderChecked = (view?: 'edit' | 'read') =>
    render(
      <AppProviders i18n={createI18n('ja')}>
        <Checked form={form} view={view} />
      </AppProviders>,
    );
  return { renderChecked, validators };
}

const frames = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the full check arrives after the form is on screen', () => {
  beforeEach(() => {
    asked.count = 0;
  });
  afterEach(cleanup);

  it('is not asked for by the form check alone (a page still loading its form)', async () => {
    const { renderChecked } = await freshModules();
    renderChecked();
    await frames();
    expect(asked.count).toBe(0);
  });

  it('is asked for once an editable form has painted, and the check then has it', async () => {
    const { renderChecked, validators } = await freshModules();
    renderChecked('edit');
    await waitFor(() => expect(asked.count).toBe(1));
    await expect(validators.schemaValidatorArrival()).resolves.toBeTypeOf('function');
  });

  it('is not asked for by a form shown to read only', async () => {
    const { renderChecked } = await freshModules();
    renderChecked('read');
    await frames();
    expect(asked.count).toBe(0);
  });
});
