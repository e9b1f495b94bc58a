import { describe, expect, it } from 'vitest';
import { addRow, canAddRow, canRemoveRow, chooseCategory, chooseKeyword, emptyRows, removeRow, rowsFromIds, rowState, submittedKeywordIds } from '../../engine';

/** docs/requirements/public-area.md §3, §4 "Keyword entry". */
describe('keyword rows', () => {
  it('go none -> categoryOnly -> full', () => {
    let rows = emptyRows();
    expect(rowState(rows[0]!)).toBe('none');
    rows = chooseCategory(rows, 0, 1);
    expect(rowState(rows[0]!)).toBe('categoryOnly');
    rows = chooseKeyword(rows, 0, 101);
    expect(rowState(rows[0]!)).toBe('full');
  });

  it('reset to categoryOnly when the category changes, and to none when it is cleared', () => {
    const full = chooseKeyword(chooseCategory(emptyRows(), 0, 1), 0, 101);
    expect(chooseCategory(full, 0, 2)).toEqual([{ categoryId: 2 }]);
    expect(chooseCategory(full, 0, 1)).toEqual([{ categoryId: 1 }]);
    expect(chooseCategory(full, 0, undefined)).toEqual([{}]);
  });

  it('take no keyword before a category', () => {
    expect(chooseKeyword(emptyRows(), 0, 101)).toEqual([{}]);
  });

  it('add a row only when every row is full', () => {
    expect(canAddRow(emptyRows())).toBe(false);
    expect(addRow(emptyRows())).toHaveLength(1);
    const partial = chooseCategory(emptyRows(), 0, 1);
    expect(addRow(partial)).toHaveLength(1);
    const full = chooseKeyword(partial, 0, 101);
    const two = addRow(full);
    expect(two).toEqual([{ categoryId: 1, keywordId: 101 }, {}]);
    expect(canAddRow(two)).toBe(false);
  });

  it('remove any row but the first', () => {
    const rows = [{ categoryId: 1, keywordId: 101 }, { categoryId: 2 }, {}];
    expect(canRemoveRow(rows, 0)).toBe(false);
    expect(removeRow(rows, 0)).toEqual(rows);
    expect(removeRow(rows, 1)).toEqual([{ categoryId: 1, keywordId: 101 }, {}]);
    expect(removeRow(rows, 5)).toEqual(rows);
  });

  it('submit only full rows, each keyword once', () => {
    expect(
      submittedKeywordIds([{ categoryId: 1, keywordId: 101 }, { categoryId: 2 }, {}, { categoryId: 3, keywordId: 301 }, { categoryId: 1, keywordId: 101 }]),
    ).toEqual([101, 301]);
    expect(submittedKeywordIds(emptyRows())).toEqual([]);
  });

  it('come back from chosen ids, dropping ids no category holds', () => {
    const categories = [
      { id: 1, keywords: [{ id: 101 }, { id: 102 }] },
      { id: 2, keywords: [{ id: 201 }] },
    ];
    expect(rowsFromIds([201, 101, 999], categories)).toEqual([
      { categoryId: 2, keywordId: 201 },
      { categoryId: 1, keywordId: 101 },
    ]);
    expect(rowsFromIds([], categories)).toEqual([{}]);
  });
});
