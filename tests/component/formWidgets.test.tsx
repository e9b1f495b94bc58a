import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FormData, GeneratedForm } from '../../engine/formModel';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { deferred } from '../../src/forms/deferred';
import { GeneratedFormView } from '../../src/forms/GeneratedFormView';
import { INPUT_COMMIT_MS } from '../../src/forms/useCommitOnPause';

const i18n = createI18n('en');

const categories = [
  {
    id: 1,
    name: 'Numerical methods',
    keywords: [
      { id: 11, name: 'Spectral methods' },
      { id: 12, name: 'Finite elements' },
    ],
  },
  { id: 2, name: 'Data science', keywords: [{ id: 21, name: 'Machine learning' }] },
];

/** A small generated form with the widgets that were MUI text fields before: keyword rows, lines of text, a date, a number. */
const form: GeneratedForm = {
  language: 'en',
  schema: {
    type: 'object',
    properties: {
      keywordIds: { type: 'array', title: 'Keywords', items: { type: 'integer' }, uniqueItems: true },
      coauthors: { type: 'array', title: 'Co-authors', items: { type: 'string' } },
      arrival: { type: 'string', title: 'Arrival', format: 'date' },
      guests: { type: 'integer', title: 'Guests' },
      rating: { type: 'integer', title: 'Rating', enum: [1, 2, 3, 4, 5] },
    },
  },
  uiSchema: {
    keywordIds: { 'ui:widget': 'keywordRows', 'ui:options': { categories } },
    coauthors: { 'ui:widget': 'textArray' },
    arrival: { 'ui:widget': 'date' },
    rating: { 'ui:widget': 'rate' },
  },
  initialData: {},
  fields: [],
  messageOverrides: {},
  crossChecks: [],
  roleFlags: {},
};

function renderForm(onChange: (data: FormData) => void, formData: FormData = {}, shown: GeneratedForm = form) {
  return render(
    <AppProviders i18n={i18n}>
      <GeneratedFormView form={shown} formData={formData} onChange={onChange} errors={[]} language="en" />
    </AppProviders>,
  );
}

const choose = (combobox: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }), { button: 0 });
  fireEvent.click(screen.getByRole('option', { name: option }));
};

describe("the generated form's lean widgets", () => {
  it('keyword rows: a category, then one of its keywords; a keyword already chosen cannot be chosen again', () => {
    const onChange = vi.fn();
    renderForm(onChange);
    expect(screen.getByRole('combobox', { name: 'Keyword 1' }).getAttribute('aria-disabled')).toBe('true');
    choose('Category 1', 'Numerical methods');
    choose('Keyword 1', 'Spectral methods');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ keywordIds: [11] }), 'keywordIds');
    fireEvent.click(screen.getByRole('button', { name: /add a keyword/i }));
    choose('Category 2', 'Numerical methods');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Keyword 2' }), { button: 0 });
    expect(screen.getByRole('option', { name: 'Spectral methods' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Finite elements' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ keywordIds: [11, 12] }), 'keywordIds');
  });

  it('lines of text reach the form after a pause in typing, or at once on leaving the line', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      renderForm(onChange);
      const first = screen.getByRole('textbox', { name: 'Co-authors 1' });
      fireEvent.change(first, { target: { value: 'Sato Ichiro' } });
      expect(onChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(INPUT_COMMIT_MS));
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ coauthors: ['Sato Ichiro'] }), 'coauthors');
      fireEvent.click(screen.getByRole('button', { name: /add a line/i }));
      const second = screen.getByRole('textbox', { name: 'Co-authors 2' });
      fireEvent.change(second, { target: { value: 'Takahashi Hana' } });
      fireEvent.blur(second);
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ coauthors: ['Sato Ichiro', 'Takahashi Hana'] }), 'coauthors');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a picked date reaches the form at once; a number after a pause; both are the lean field with a floating label', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      renderForm(onChange);
      const date = screen.getByLabelText('Arrival') as HTMLInputElement;
      expect(date.type).toBe('date');
      expect(date.closest('.MuiTextField-root')?.className).toMatch(/kaigi-lean/);
      fireEvent.change(date, { target: { value: '2027-09-01' } });
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ arrival: '2027-09-01' }), 'arrival');
      const guests = screen.getByLabelText('Guests') as HTMLInputElement;
      expect(guests.type).toBe('number');
      fireEvent.change(guests, { target: { value: '3' } });
      act(() => vi.advanceTimersByTime(INPUT_COMMIT_MS));
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ guests: 3 }), 'guests');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a rating is a number chosen, cleared by choosing it again, with no number format made', () => {
    // RJSF's NumberField, for a number typed as text, makes one on every render; a rating has no
    // decimal separator to find. The form here holds the rating alone.
    const ratingOnly: GeneratedForm = {
      ...form,
      schema: { type: 'object', properties: { rating: { type: 'integer', title: 'Rating', enum: [1, 2, 3, 4, 5] } } },
      uiSchema: { rating: { 'ui:widget': 'rate' } },
    };
    const formats = vi.spyOn(Intl, 'NumberFormat');
    try {
      const onChange = vi.fn();
      renderForm(onChange, { rating: 2 }, ratingOnly);
      expect(screen.getByRole('radio', { name: '2' }).getAttribute('aria-checked')).toBe('true');
      fireEvent.click(screen.getByRole('radio', { name: '4' }));
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rating: 4 }), 'rating');
      fireEvent.click(screen.getByRole('radio', { name: '4' }));
      expect(onChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ rating: expect.anything() }), 'rating');
      expect(formats).not.toHaveBeenCalled();
    } finally {
      formats.mockRestore();
    }
  });

  it('shows values that arrive from outside', () => {
    renderForm(() => undefined, { keywordIds: [21], coauthors: ['Sato Ichiro', 'Takahashi Hana'], arrival: '2027-09-02', guests: 2 });
    expect(screen.getByRole('combobox', { name: 'Category 1' }).textContent).toBe('Data science');
    expect(screen.getByRole('combobox', { name: 'Keyword 1' }).textContent).toBe('Machine learning');
    expect((screen.getByRole('textbox', { name: 'Co-authors 2' }) as HTMLInputElement).value).toBe('Takahashi Hana');
    expect((screen.getByLabelText('Arrival') as HTMLInputElement).value).toBe('2027-09-02');
    expect((screen.getByLabelText('Guests') as HTMLInputElement).value).toBe('2');
  });
});

describe('a deferred part of a form', () => {
  it('renders nothing until its code is in, then itself, without mounting again; later mounts render at once', async () => {
    let arrive!: (component: (props: { name: string }) => ReactNode) => void;
    const mounts = vi.fn();
    const Part = deferred<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)));
    function Loaded({ name }: { name: string }) {
      useEffect(() => mounts(), []);
      return <p>Hello {name}</p>;
    }
    const { rerender } = render(<Part name="first" />);
    expect(screen.queryByText(/Hello/)).toBeNull();
    await act(async () => {
      Part.preload();
      arrive(Loaded);
    });
    expect(screen.getByText('Hello first')).toBeTruthy();
    rerender(<Part name="again" />);
    expect(screen.getByText('Hello again')).toBeTruthy();
    expect(mounts).toHaveBeenCalledTimes(1);
    // A second mount once the code is in shows in the same render, with no empty moment.
    render(<Part name="second" />);
    expect(screen.getByText('Hello second')).toBeTruthy();
    expect(mounts).toHaveBeenCalledTimes(2);
  });
});
