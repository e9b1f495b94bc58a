import { memberKindMessages } from '../../engine/memberKinds';
import { addMessages, formatMessage, localize, type MessageKey, type MessageParams } from '../../engine/messages';
import { serverMessages } from '../../engine/serverMessages';
import { programEditingMessages } from '../../engine/program/editingMessages';

addMessages(serverMessages);
addMessages(programEditingMessages);
addMessages(memberKindMessages);

export interface ApiFieldError {
  field: string;
  message: string;
  messageEn: string;
}

/** An error the caller can act on: a status and a message in both languages. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly messageEn: string;
  readonly errors?: ApiFieldError[];
  /** The catalogue key and its variables, so a client can translate the message itself (§7 login). */
  readonly messageKey: MessageKey;
  readonly messageVariables?: MessageParams;

  /** `paramsEn`: the variables of the English message where they differ (a problem put in words). */
  constructor(statusCode: number, key: MessageKey, options: { params?: MessageParams; paramsEn?: MessageParams; errors?: ApiFieldError[] } = {}) {
    super(formatMessage(key, 'ja', options.params));
    this.statusCode = statusCode;
    this.messageEn = formatMessage(key, 'en', options.paramsEn ?? options.params);
    this.errors = options.errors;
    this.messageKey = key;
    this.messageVariables = options.params;
  }

  toJSON() {
    return {
      message: this.message,
      messageEn: this.messageEn,
      messageKey: this.messageKey,
      ...(this.messageVariables ? { messageVariables: this.messageVariables } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

/** A 422 listing field errors from the engine's checks, each in both languages. */
type FieldProblem = { path: string; code: MessageKey; params?: MessageParams };

export function fieldErrors(
  errors: readonly FieldProblem[],
  wireName: (path: string) => string = (path) => path,
  /** The words of an error, when a form says more than the catalogue (an author's position). */
  textOf: (error: FieldProblem) => { ja: string; en: string } = (error) => localize(error.code, error.params),
): ApiError {
  return new ApiError(422, 'entryHasErrors', {
    errors: errors.map((error) => {
      const text = textOf(error);
      return { field: wireName(error.path), message: text.ja, messageEn: text.en };
    }),
  });
}
