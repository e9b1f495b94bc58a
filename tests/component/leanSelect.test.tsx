import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { WidgetProps } from '@rjsf/utils';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/kit/i18n';
import { widgets } from '../../src/forms/widgets';
import { FIRST_OPTIONS } from '../../src/forms/widgets/LeanSelect';
import { countryCodes } from '../../engine/lists/countries';
import { choicesOnDemand } from '../../engine/lists/choicesOnDemand';

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

  it('Escape and Tab close the list without choosing and give focus back to the field', () => {
    for (const key of ['Escape', 'Tab']) {
      const { combobox, onChange } = renderSelect();
      openList(combobox);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      fireEvent.keyDown(document.activeElement!, { key });
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(combobox.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(combobox);
      expect(onChange).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('a press outside the list closes it without choosing', () => {
    const { combobox, onChange } = renderSelect();
    const list = openList(combobox);
    expect(combobox.getAttribute('aria-controls')).toBe(list.id);
    fireEvent.mouseDown(document.body.querySelector('[aria-hidden="true"][class$="menuBackdrop"]')!);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a letter typed on the closed field chooses the next option it starts, as a native select does', () => {
    const { combobox, onChange } = renderSelect();
    fireEvent.keyDown(combobox, { key: 'c' });
    expect(onChange).toHaveBeenLastCalledWith('CA');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('tells an empty field from a chosen one, so its label sits inside or above', () => {
    renderSelect({ value: undefined });
    expect(screen.getByRole('combobox').hasAttribute('data-empty')).toBe(true);
    cleanup();
    renderSelect();
    expect(screen.getByRole('combobox').hasAttribute('data-empty')).toBe(false);
  });

  it('says it has lost focus only once the list is closed and focus has left the field', () => {
    const onBlur = vi.fn();
    const { combobox } = renderSelect({ onBlur });
    act(() => combobox.focus());
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(document.activeElement?.getAttribute('role')).toBe('option');
    expect(onBlur).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    act(() => combobox.blur());
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('a disabled field does not open', () => {
    const { combobox } = renderSelect({ disabled: true });
    fireEvent.mouseDown(combobox);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox.getAttribute('aria-disabled')).toBe('true');
    expect(combobox.hasAttribute('tabindex')).toBe(false);
  });

  it('with several values, a click adds or removes one and the list stays open', () => {
    const { combobox, onChange } = renderSelect({ multiple: true, value: ['KR'], schema: { type: 'array', items: { type: 'string' } } });
    expect(combobox.textContent).toBe('Korea');
    const list = openList(combobox);
    expect(list.getAttribute('aria-multiselectable')).toBe('true');
    // No empty option: an empty choice is choosing none.
    expect(within(list).getAllByRole('option')).toHaveLength(4);
    fireEvent.click(within(list).getByRole('option', { name: 'China' }));
    expect(onChange).toHaveBeenLastCalledWith(['KR', 'CN']);
    fireEvent.click(within(list).getByRole('option', { name: 'Korea' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('listbox')).toBe(list);
  });

  it('a long list opens with its options through the chosen one and 40 more, the rest straight after; End reaches the last at once', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ value: `C${i}`, label: `Region ${String(i).padStart(3, '0')}` }));
    const { combobox } = renderSelect({ options: { enumOptions: many }, value: 'C100' });
    // Outside act, as a browser runs it: the opening renders at once, the rest in a transition.
    combobox.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    await Promise.resolve();
    const list = screen.getByRole('listbox');
    // The empty option, regions 0–100, then 40 more; each says where it stands in the whole list.
    const first = within(list).getAllByRole('option');
    expect(first).toHaveLength(1 + 101 + FIRST_OPTIONS);
    expect(first.at(-1)!.getAttribute('aria-setsize')).toBe('251');
    expect(document.activeElement?.textContent).toBe('Region 100');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Region 249');
    expect(within(list).getAllByRole('option')).toHaveLength(251);
    expect(within(list).getAllByRole('option')[5]!.hasAttribute('aria-setsize')).toBe(false);
  });

  it('the rest of a long list follows without a key', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ value: `C${i}`, label: `Region ${i}` }));
    const { combobox } = renderSelect({ options: { enumOptions: many }, value: 'C0' });
    combobox.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    await Promise.resolve();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1 + 1 + FIRST_OPTIONS);
    await act(async () => undefined);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(251);
  });
});

describe('a list named on demand (the countries)', () => {
  const codes = { enumOptions: countryCodes.map((code) => ({ value: code, label: code })), choicesOnDemand: 'countries' };

  it('names nothing until the field is pressed, then opens on the names, Japan first, the rest in the language’s order', () => {
    const named = vi.spyOn(choicesOnDemand, 'countries');
    const { combobox } = renderSelect({ options: codes, value: undefined });
    expect(named).not.toHaveBeenCalled();
    const list = openList(combobox);
    expect(named).toHaveBeenCalledWith('en');
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.slice(0, 4)).toEqual(['', 'Japan', 'Afghanistan', 'Åland Islands']);
    named.mockRestore();
  });

  it('names the list on focus, so a letter typed on the closed field chooses by name', () => {
    const { combobox, onChange } = renderSelect({ options: codes, value: undefined });
    act(() => combobox.focus());
    fireEvent.keyDown(combobox, { key: 'g' });
    expect(onChange).toHaveBeenCalledWith('GA');
  });

  it('shows a chosen value by its name, in the page’s language', () => {
    const { combobox } = renderSelect({ options: codes, value: 'US' });
    expect(combobox.textContent).toBe('United States');
  });
});
