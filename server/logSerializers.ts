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

function serializeError(error: Error, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor?.name ?? 'Error',
    message: withoutParameters(error.message),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: withoutParameters(error.stack),
    ...(error.cause && depth < 3 ? { cause: serializeError(error.cause as Error, depth + 1) } : {}),
  };
}

export const logSerializers = { err: serializeError };
