import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx (aliased in vite.config.ts). RJSF renders descriptions through
 * Markdown only when a uiSchema sets `ui:enableMarkdownInDescription`, which the engine never
 * does (staff HTML goes through DOMPurify instead), yet it imports the parser eagerly: about
 * 20 KB of gzip in every form's first load for nothing. Text is shown as text.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export default Markdown;
