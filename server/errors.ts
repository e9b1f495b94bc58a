import { localize, type MessageKey, type MessageParams } from '../engine/messages';

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

  constructor(statusCode: number, key: MessageKey, options: { params?: MessageParams; errors?: ApiFieldError[] } = {}) {
    const text = localize(key, options.params);
    super(text.ja);
    this.statusCode = statusCode;
    this.messageEn = text.en;
    this.errors = options.errors;
  }

  toJSON() {
    return { message: this.message, messageEn: this.messageEn, ...(this.errors ? { errors: this.errors } : {}) };
  }
}
