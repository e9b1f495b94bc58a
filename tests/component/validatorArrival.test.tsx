import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    import('../../src/shell/AppProviders'),
    import('../../src/kit/i18n'),
    import('../../src/forms/GeneratedFormView'),
    import('../../src/forms/useFormCheck'),
    import('../../src/forms/validators'),
  ]);
  function Checked({ form: checked, view }: { form: GeneratedForm; view?: 'edit' | 'read' }) {
    useFormCheck(checked);
    return view ? (
      <GeneratedFormView form={checked} formData={checked.initialData} onChange={() => undefined} errors={[]} language="ja" readonly={view === 'read'} />
    ) : null;
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

describe('the full check arrives when a person starts on the form', () => {
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

  it('is not asked for by an editable form on screen that nobody has touched (a visit that only reads)', async () => {
    const { renderChecked } = await freshModules();
    renderChecked('edit');
    await frames();
    expect(asked.count).toBe(0);
  });

  // The mocked chunk is made once per file (vi.resetModules keeps mocks), so these cases read
  // whether the check has arrived rather than how often its chunk was made.
  it.each([
    ['a focus moved into a field', () => fireEvent.focusIn(screen.getAllByRole('textbox')[0]!)],
    ['a mouse moving over the page, before its first press', () => fireEvent.pointerMove(document.body)],
    ['a pointer pressed', () => fireEvent.pointerDown(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
  ])('is asked for at %s, and the check then has it', async (_what, touch) => {
    const { renderChecked, validators } = await freshModules();
    renderChecked('edit');
    const arrived = vi.fn();
    void validators.schemaValidatorArrival().then(arrived);
    await frames();
    expect(arrived).not.toHaveBeenCalled();
    touch();
    await waitFor(() => expect(arrived).toHaveBeenCalledWith(expect.any(Function)));
  });

  it('is not asked for by a form shown to read only', async () => {
    const { renderChecked } = await freshModules();
    renderChecked('read');
    await frames();
    expect(asked.count).toBe(0);
  });
});
