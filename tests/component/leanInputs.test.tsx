import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { LeanTextField } from '../../src/forms/LeanTextField';
import { LeanChoice, LeanSwitch } from '../../src/forms/widgets/LeanChoice';
import { WidgetLabel } from '../../src/forms/widgets/WidgetLabel';

const theme = createTheme();
const withTheme = (node: ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
afterEach(cleanup);
const noop = () => undefined;
const base = { name: 'f', describedBy: 'f__error f__description f__help', inputProps: {}, onChange: noop, onBlur: noop, onFocus: noop };

describe('lean text field', () => {
  it.each([
    { case: 'single line', multiline: false, tag: 'INPUT' },
    { case: 'multiline', multiline: true, tag: 'TEXTAREA' },
  ])('$case: the label names the control and the asterisk is not read out', ({ multiline, tag }) => {
    withTheme(<LeanTextField {...base} id="f" label="Family name" required multiline={multiline} defaultValue="" />);
    const control = screen.getByLabelText(/Family name/);
    expect(control.tagName).toBe(tag);
    expect((control as HTMLInputElement).required).toBe(true);
    expect(document.querySelector('.MuiFormLabel-asterisk')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    { case: 'no error', error: false, invalid: null },
    { case: 'an error', error: true, invalid: 'true' },
  ])('with $case the control says so to assistive technology', ({ error, invalid }) => {
    withTheme(<LeanTextField {...base} id="f" label="Name" error={error} defaultValue="" />);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe(invalid);
  });

  it('points the control at its helper text as well as the error and help ids', () => {
    withTheme(<LeanTextField {...base} id="zip" label="Postal code" helperText="Digits only" defaultValue="" />);
    const control = screen.getByLabelText('Postal code');
    expect(control.getAttribute('aria-describedby')!.split(' ')).toEqual(['f__error', 'f__description', 'f__help', 'zip__helper']);
    expect(document.getElementById('zip__helper')!.textContent).toBe('Digits only');
  });

  it('always has a placeholder, so an empty field can be told from a filled one by CSS', () => {
    withTheme(<LeanTextField {...base} id="f" label="Name" defaultValue="" />);
    expect(screen.getByLabelText('Name').getAttribute('placeholder')).toBe(' ');
  });

  it('writes its stylesheet once, however many fields there are', () => {
    withTheme(
      <>
        <LeanTextField {...base} id="a" label="A" defaultValue="" />
        <LeanTextField {...base} id="b" label="B" defaultValue="" />
      </>,
    );
    const sheets = [...document.head.querySelectorAll('style')].filter((style) => style.id.startsWith('kaigi-lean'));
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.textContent).toContain(':not(:placeholder-shown)');
  });
});

describe('lean choices', () => {
  it.each([
    { type: 'radio' as const, role: 'radio' },
    { type: 'checkbox' as const, role: 'checkbox' },
  ])('a $type is a native control named by its label, and clicking the label changes it', ({ type, role }) => {
    const onChange = vi.fn();
    withTheme(<LeanChoice type={type} id="c" name="g" label="Option A" checked={false} onChange={onChange} />);
    const control = screen.getByRole(role, { name: 'Option A' });
    fireEvent.click(screen.getByText('Option A'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((control as HTMLInputElement).disabled).toBe(false);
  });

  it('a disabled choice cannot be changed', () => {
    const onChange = vi.fn();
    withTheme(<LeanChoice type="checkbox" id="c" label="Option A" checked={false} disabled onChange={onChange} />);
    fireEvent.click(screen.getByText('Option A'));
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('checkbox', { name: 'Option A' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('a switch has the switch role and its state', () => {
    withTheme(<LeanSwitch id="s" label="Attend the banquet" checked required onChange={noop} />);
    const control = screen.getByRole('switch', { name: 'Attend the banquet' });
    expect((control as HTMLInputElement).checked).toBe(true);
    expect(control.getAttribute('aria-required')).toBe('true');
  });

  it.each([
    { case: 'without an error', error: false, hasClass: false },
    { case: 'with an error', error: true, hasClass: true },
  ])('a group label $case is coloured by its own class', ({ error, hasClass }) => {
    withTheme(
      <fieldset>
        <WidgetLabel id="q" label="Question" required error={error} />
      </fieldset>,
    );
    expect(document.getElementById('q__label')!.classList.contains('Mui-error')).toBe(hasClass);
    expect(screen.getByRole('group', { name: /Question/ })).toBeTruthy();
  });
});
