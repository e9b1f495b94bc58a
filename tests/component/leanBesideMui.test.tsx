import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { LeanTextField } from '../../src/forms/LeanTextField';
import { LeanNativeSelect } from '../../src/forms/LeanNativeSelect';

// The lean inputs (src/forms/LeanTextField.tsx, LeanNativeSelect.tsx) stand in for MUI's TextField
// on long forms and take its look from MUI's class names. Rendered beside a real TextField with
// the same props, each must carry the class names MUI's own field carries on the same parts, and
// offer the same things to assistive technology: an MUI upgrade that renames a class or changes
// what a field says fails here, not on a user's screen.
const theme = createTheme();
afterEach(cleanup);
const noop = () => undefined;

/** The MUI class names (Mui-*) on each part of an outlined field, and what the control says. */
function anatomy(node: ReactNode) {
  const { container } = render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
  const muiClasses = (element: Element | null) =>
    element
      ? [...element.classList]
          .filter((name) => name.startsWith('Mui') && !name.startsWith('MuiInputBase-colorPrimary') && !name.startsWith('MuiFormControl-marginNormal'))
          .sort()
      : [];
  const control = container.querySelector('input, textarea, select')!;
  const helperId = control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => document.getElementById(id));
  return {
    root: muiClasses(container.querySelector('.MuiFormControl-root')),
    box: muiClasses(container.querySelector('.MuiInputBase-root')),
    label: muiClasses(container.querySelector('label')),
    labelFor: container.querySelector('label')?.getAttribute('for') === control.id,
    asteriskHidden: container.querySelector('.MuiFormLabel-asterisk')?.getAttribute('aria-hidden') ?? null,
    control: muiClasses(control),
    tag: control.tagName,
    required: (control as HTMLInputElement).required,
    disabled: (control as HTMLInputElement).disabled,
    invalid: control.getAttribute('aria-invalid'),
    outline: muiClasses(container.querySelector('fieldset')),
    legend: container.querySelector('legend')?.textContent,
    helper: helperId ? { text: document.getElementById(helperId)!.textContent, classes: muiClasses(document.getElementById(helperId)) } : null,
  };
}

/** What a person using assistive technology meets: the same on both. `aria-invalid="false"` is no error, as its absence is. */
const meaning = ({ root, box, label, control, outline, ...rest }: ReturnType<typeof anatomy>) => ({
  ...rest,
  invalid: rest.invalid === 'true',
  helper: rest.helper?.text ?? null,
});

/**
 * The structural classes of the lean field, part by part, that MUI's own field does not carry on
 * the same part. The lean field marks an error or a disabled field once on its root (its own CSS
 * reads it there), where MUI marks each part, so those two are compared by meaning above.
 */
function classesMuiLacks(lean: ReturnType<typeof anatomy>, mui: ReturnType<typeof anatomy>) {
  const state = new Set(['Mui-error', 'Mui-disabled']);
  const parts = ['root', 'box', 'label', 'control', 'outline'] as const;
  const missing = parts.flatMap((part) => lean[part].filter((name) => !state.has(name) && !mui[part].includes(name)).map((name) => `${part}: ${name}`));
  const helper = (lean.helper?.classes ?? [])
    .filter((name) => !state.has(name) && !(mui.helper?.classes ?? []).includes(name))
    .map((name) => `helper: ${name}`);
  return [...missing, ...helper];
}

describe('a lean text field beside MUI TextField', () => {
  it.each([
    { case: 'plain', props: {} },
    { case: 'required', props: { required: true } },
    { case: 'with an error and a helper text', props: { error: true, helperText: 'Digits only' } },
    { case: 'disabled', props: { disabled: true } },
    { case: 'multiline', props: { multiline: true, rows: 3 } },
  ])('$case: the same parts, classes and meaning', ({ props }) => {
    const mui = anatomy(<TextField id="f" name="f" label="Postal code" defaultValue="" {...props} />);
    cleanup();
    const lean = anatomy(<LeanTextField id="f" name="f" label="Postal code" defaultValue="" inputProps={{}} onChange={noop} {...props} />);
    expect(meaning(lean)).toEqual(meaning(mui));
    expect(classesMuiLacks(lean, mui)).toEqual([]);
  });
});

describe('a lean native select beside MUI TextField select with SelectProps native', () => {
  it('the same parts, classes and meaning', () => {
    const options = [
      { value: 'all', label: 'All rooms' },
      { value: 'a', label: 'Room A' },
    ];
    const mui = anatomy(
      <TextField id="room" label="Room" select value="all" onChange={noop} slotProps={{ select: { native: true } }}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>,
    );
    cleanup();
    const lean = anatomy(<LeanNativeSelect id="room" label="Room" value="all" options={options} onChange={noop} />);
    expect(meaning(lean)).toEqual(meaning(mui));
    expect(classesMuiLacks(lean, mui)).toEqual([]);
  });
});
