import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { LeanSelect } from '../../src/forms/widgets/LeanSelect';

// A file of its own: the primer runs once per page (a module's lifetime).
afterEach(cleanup);

const items = ['Japan', 'Korea', 'Canada', 'China', 'France'].map((text) => ({ value: text.slice(0, 2).toUpperCase(), label: text, text }));
const unseenLists = () => [...document.querySelectorAll('ul')].filter((list) => list.closest('[aria-hidden="true"]'));

describe('the first list of a page', () => {
  it('is made out of sight after the first input and removed, moving no focus and showing no listbox', async () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <LeanSelect id="country" label="Country" items={items} selected="KO" onChoose={() => undefined} />
        <LeanSelect id="region" label="Region" items={items} selected="" onChoose={() => undefined} />
      </ThemeProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(unseenLists()).toHaveLength(0);

    fireEvent.pointerMove(document.body);
    await waitFor(() => expect(unseenLists()).toHaveLength(1));
    const [list] = unseenLists();
    expect(list!.querySelectorAll('li')).toHaveLength(3);
    expect(list!.closest<HTMLElement>('[aria-hidden="true"]')!.style.visibility).toBe('hidden');
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(unseenLists()).toHaveLength(0));

    // Only once per page, whichever select asks, and the lists still open as before.
    fireEvent.pointerMove(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(unseenLists()).toHaveLength(0);
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]!);
    expect(screen.getAllByRole('option')).toHaveLength(items.length);
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Korea' }));
  });
});
