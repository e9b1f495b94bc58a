import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { WidgetProps } from '@rjsf/utils';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/app/i18n';
import { widgets } from '../../src/forms/widgets';

const theme = createTheme();
const i18n = createI18n('en');
afterEach(cleanup);

const countries = [
  { value: 'JP', label: 'Japan' },
  { value: 'KR', label: 'Korea' },
  { value: 'CA', label: 'Canada' },
  { value: 'CN', label: 'China' },
];

function renderSelect(overrides: Partial<WidgetProps> = {}) {
  const onChange = vi.fn();
  const props = {
    id: 'root_country',
    name: 'country',
    label: 'Country',
    schema: { type: 'string' },
    uiSchema: {},
    options: { enumOptions: countries },
    value: 'KR',
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: '',
    rawErrors: [],
    onChange,
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    registry: {},
    ...overrides,
  } as unknown as WidgetProps;
  const Select = widgets.SelectWidget;
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <Select {...props} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { onChange, combobox: screen.getByRole('combobox') };
}

const openList = (combobox: HTMLElement) => {
  fireEvent.mouseDown(combobox);
  return screen.getByRole('listbox');
};

describe("a generated form's select", () => {
  it('names the field, shows the chosen label, and lists every option with the chosen one marked', () => {
    const { combobox } = renderSelect();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBe(combobox);
    expect(combobox.textContent).toBe('Korea');
    const list = openList(combobox);
    const options = within(list).getAllByRole('option');
    // The empty option first (the schema has no default), then the choices in order.
    expect(options.map((option) => option.textContent)).toEqual(['', 'Japan', 'Korea', 'Canada', 'China']);
    expect(options.filter((option) => option.getAttribute('aria-selected') === 'true').map((option) => option.textContent)).toEqual(['Korea']);
    // The empty option shows no text, but is named for assistive technology (axe: aria-toggle-field-name).
    expect(within(list).getByRole('option', { name: 'Not chosen' })).toBe(options[0]);
  });

  it('answers the value of the option clicked', () => {
    const { combobox, onChange } = renderSelect();
    fireEvent.click(within(openList(combobox)).getByRole('option', { name: 'Canada' }));
    expect(onChange).toHaveBeenCalledWith('CA');
  });

  it('opens on the chosen option, and arrow keys and Enter choose from the keyboard', () => {
    const { combobox, onChange } = renderSelect();
    act(() => combobox.focus());
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    const list = screen.getByRole('listbox');
    expect(document.activeElement).toBe(within(list).getByRole('option', { name: 'Korea' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(list).getByRole('option', { name: 'Canada' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('CA');
  });

  it('moves to an option by its first letters, as a native select does', () => {
    const { combobox } = renderSelect();
    const list = openList(combobox);
    fireEvent.keyDown(document.activeElement!, { key: 'c' });
    fireEvent.keyDown(document.activeElement!, { key: 'h' });
    expect(document.activeElement).toBe(within(list).getByRole('option', { name: 'China' }));
  });

  it('a disabled option says so and cannot be chosen', () => {
    const { combobox, onChange } = renderSelect({ options: { enumOptions: countries, enumDisabled: ['CA'] } });
    const canada = within(openList(combobox)).getByRole('option', { name: 'Canada' });
    expect(canada.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement!.textContent).toBe('China');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with the label hidden, the field keeps its name; with an error, it says so', () => {
    const { combobox } = renderSelect({ options: { enumOptions: countries, hideLabel: true }, rawErrors: ['Required'] });
    expect(screen.getByRole('combobox', { name: 'Country' })).toBe(combobox);
    expect(screen.queryByText('Country')).toBeNull();
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
  });
});
