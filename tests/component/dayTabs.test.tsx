import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/kit/i18n';
import { DayTabs, tabId } from '../../src/pages/program/DayTabs';
import { LeanNativeSelect } from '../../src/forms/LeanNativeSelect';

const theme = createTheme();
afterEach(cleanup);

const days = ['2027-03-10', '2027-03-11', '2027-03-12'];

function renderTabs(value: string | undefined, language: 'ja' | 'en' = 'en') {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ThemeProvider theme={theme}>
        <DayTabs days={days} value={value} onChange={onChange} label="Days" panelId="panel" />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { onChange, tabs: screen.getAllByRole('tab') };
}

describe('DayTabs', () => {
  it('is a tab list named by its label, the chosen day selected and the only stop of Tab, pointing at its panel', () => {
    const { tabs } = renderTabs('2027-03-11');
    expect(screen.getByRole('tablist', { name: 'Days' })).toBeTruthy();
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(tabs[1]!.getAttribute('aria-controls')).toBe('panel');
    expect(tabs[1]!.id).toBe(tabId('2027-03-11'));
  });

  it('names the days in the interface language', () => {
    expect(renderTabs('2027-03-10', 'ja').tabs[0]!.textContent).toBe('2027年03月10日');
  });

  it('moves focus with the arrows (wrapping), Home and End, and opens a day only on a click, Enter or Space', () => {
    const { tabs, onChange } = renderTabs('2027-03-10');
    tabs[0]!.focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowRight');
    expect(document.activeElement).toBe(tabs[1]);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(document.activeElement).toBe(tabs[2]);
    press('Home');
    expect(document.activeElement).toBe(tabs[0]);
    press('End');
    expect(document.activeElement).toBe(tabs[2]);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tabs[2]!);
    expect(onChange).toHaveBeenCalledWith('2027-03-12');
  });

  it('lets Tab land on the first day when none is chosen', () => {
    expect(renderTabs(undefined).tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});

describe('LeanNativeSelect', () => {
  it("is the browser's select, named by its label, reporting the chosen value", () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <LeanNativeSelect
          id="rooms"
          small
          label="Rooms"
          value="1"
          options={[
            { value: '0', label: 'Room A' },
            { value: '1', label: 'Room B' },
          ]}
          onChange={onChange}
        />
      </ThemeProvider>,
    );
    const select = screen.getByLabelText('Rooms') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('1');
    fireEvent.change(select, { target: { value: '0' } });
    expect(onChange).toHaveBeenCalledWith('0');
  });
});
