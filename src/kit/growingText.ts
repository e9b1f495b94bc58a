/**
 * The props that make an MUI TextField a text area that grows with its text, by CSS
 * (`field-sizing: content`): a plain `<textarea>` as the input component, not MUI's
 * TextareaAutosize (which MUI v7 uses for every multiline field, `rows` or not). TextareaAutosize
 * measures a hidden copy of the box when it mounts, a forced layout of the whole page: 196 ms of
 * main thread at 4x CPU on a message-board thread. A browser without field-sizing (Firefox
 * today) shows `rows` lines and lets the writer drag the corner.
 */
export const growingText = (rows: number) =>
  ({
    multiline: true,
    rows,
    slotProps: {
      input: { inputComponent: 'textarea' },
      htmlInput: { style: { fieldSizing: 'content', minHeight: `${rows}lh`, resize: 'vertical' } },
    },
  }) as const;
