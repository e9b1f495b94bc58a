/**
 * The props that make an MUI TextField a text area that grows with its text, by CSS
 * (`field-sizing: content`) rather than MUI's TextareaAutosize. TextareaAutosize measures a hidden
 * copy of the box when it mounts, a forced layout of the whole page: 196 ms of main thread at 4x
 * CPU on a message-board thread, where the reply box is below the fold. A browser without
 * field-sizing (Firefox today) shows `rows` lines and lets the writer drag the corner.
 */
export const growingText = (rows: number) =>
  ({
    multiline: true,
    rows,
    slotProps: { htmlInput: { style: { fieldSizing: 'content', minHeight: `${rows}lh` } } },
  }) as const;
