/**
 * What an error may put in the log. A failed query's message and cause carry its parameters
 * (password hashes, addresses, names) and PostgreSQL's `detail` repeats a refused value; the
 * log keeps the statement and the reason and drops the values.
 */
const withoutParameters = (text: string | undefined) => (text ?? '').replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** PostgreSQL's data exceptions (class 22) quote the refused value in their message: `… integer: "x"`. */
const withoutQuotedValue = (text: string, code: unknown) =>
  typeof code === 'string' && code.startsWith('22') ? text.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"') : text;

function serializeError(error: Error, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor?.name ?? 'Error',
    message: withoutQuotedValue(withoutParameters(error.message), code),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: withoutQuotedValue(withoutParameters(error.stack), code),
    ...(error.cause && depth < 3 ? { cause: serializeError(error.cause as Error, depth + 1) } : {}),
  };
}

export const logSerializers = { err: serializeError };

/**
 * The same for a log line's own message: `log.error(error)` makes the error's message the line's
 * `msg`, where a failed query's parameters would escape the serializer above.
 */
export const logHooks = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
    const [first, ...rest] = args;
    const lines = first instanceof Error && rest.length === 0 ? [{ err: first }, first.message] : args;
    method.apply(
      this,
      lines.map((arg) => (typeof arg === 'string' ? withoutParameters(arg) : arg)),
    );
  },
};
