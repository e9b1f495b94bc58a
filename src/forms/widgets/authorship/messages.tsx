import FormHelperText from '@mui/material/FormHelperText';
import type { DisplayError } from '../../displayErrors';

export type Language = 'ja' | 'en';

/** The messages of one path, in the current language. */
export const messagesAt = (errors: readonly DisplayError[], path: string, language: Language) =>
  errors.filter((error) => error.path === path).map((error) => error.text[language]);

/** A field group's messages under it, tied to it by `id`. */
export function Messages({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <FormHelperText id={id} error component="div">
      {messages.join(' ')}
    </FormHelperText>
  );
}
