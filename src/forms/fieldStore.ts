import type { ErrorSchema, FieldPathList } from '@rjsf/utils';
import type { FormData } from '../../engine/formModel';
import type { DisplayError } from './displayErrors';

type Listener = () => void;
type Language = 'ja' | 'en';

/** `a.0.b` for ['a', 0, 'b']: the key a field subscribes under, the engine's path spelling. */
export const keyOf = (path: FieldPathList) => path.join('.');

/** The keys a change at `path` concerns: the path itself and every container above it. */
function keysAbove(path: string): string[] {
  const keys: string[] = [];
  let at = path.indexOf('.');
  while (at !== -1) {
    keys.push(path.slice(0, at));
    at = path.indexOf('.', at + 1);
  }
  keys.push(path);
  return keys;
}

function readAt(data: unknown, parts: readonly (string | number)[]): unknown {
  let node = data;
  for (const part of parts) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, part) ? (node as Record<string | number, unknown>)[part] : undefined;
  }
  return node;
}

/** `data` with `value` at `path`, every container on the way copied and nothing else. */
function writeAt(data: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = data !== null && typeof data === 'object' ? data : typeof head === 'number' ? [] : {};
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string | number, unknown>;
  const child = writeAt(Object.hasOwn(copy, head) ? copy[head] : undefined, rest, value);
  if (child === undefined && !Array.isArray(copy)) delete copy[head];
  else copy[head] = child;
  return copy;
}

const sameMessages = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((message, i) => message === b[i]));

/**
 * The data and the messages of one generated form, held outside React, with a subscription per
 * field (issue 23 §2). A field subscribes under its path and re-renders when its own value or
 * messages change, or those of something inside it (an item of its list): a committed value, a
 * click or an error appearing re-renders that field, not the form. RJSF still lays the form out
 * and renders each field; it hears of the data only when its layout depends on it (a condition's
 * source changed, or the data came from outside).
 */
export class FieldStore {
  private current: FormData;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Each path's messages, in the language last set. */
  private messages = new Map<string, string[]>();
  private readonly errorSchemas = new Map<string, ErrorSchema | undefined>();
  private pending = new Set<string>();
  /** Told after a field's change, with the data before it (the view reports it to the page). */
  onChange?: (path: FieldPathList, before: FormData) => void;

  constructor(data: FormData, errors: readonly DisplayError[] = [], language: Language = 'ja') {
    this.current = data;
    this.messages = messagesByPath(errors, language);
  }

  get data(): FormData {
    return this.current;
  }

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  valueAt(path: FieldPathList): unknown {
    return readAt(this.current, path);
  }

  /** The messages at `key` and below it, in RJSF's nested shape; the same object while they stay the same. */
  errorSchemaAt(key: string): ErrorSchema | undefined {
    if (this.errorSchemas.has(key)) return this.errorSchemas.get(key);
    let schema: Record<string, unknown> | undefined;
    const prefix = key === '' ? '' : `${key}.`;
    for (const [path, list] of this.messages) {
      if (path !== key && !path.startsWith(prefix)) continue;
      schema ??= {};
      let node = schema;
      for (const part of (path === key ? '' : path.slice(prefix.length)).split('.').filter(Boolean)) node = (node[part] ??= {}) as Record<string, unknown>;
      node.__errors = list;
    }
    this.errorSchemas.set(key, schema as ErrorSchema | undefined);
    return schema as ErrorSchema | undefined;
  }

  /** The messages of `key` itself, not of what is inside it (an object's own "required"). */
  ownMessagesAt(key: string): string[] | undefined {
    return this.messages.get(key);
  }

  /** A field's change: the data with it, and the fields concerned told. */
  change(path: FieldPathList, value: unknown): void {
    const before = this.current;
    if (readAt(before, path) === value) return;
    this.current = writeAt(before, path, value) as FormData;
    for (const key of keysAbove(keyOf(path))) this.pending.add(key);
    this.flush();
    this.onChange?.(path, before);
  }

  /** Data from outside (a restored draft, a lookup, RJSF's own defaults): the fields whose value differs are told. */
  replace(data: FormData, { tell = true } = {}): void {
    if (data === this.current) return;
    const before = this.current;
    this.current = data;
    for (const key of this.listeners.keys()) {
      const path = key === '' ? [] : key.split('.');
      if (readAt(before, path) !== readAt(data, path)) this.pending.add(key);
    }
    if (tell) this.flush();
  }

  /** Tells the fields of a change made with `tell: false` (during a render, told after it). */
  tellPending(): void {
    this.flush();
  }

  /** New messages: only the fields whose messages changed (or changed inside them) are told. */
  setErrors(errors: readonly DisplayError[], language: Language): void {
    const next = messagesByPath(errors, language);
    const changed = new Set<string>();
    for (const [path, list] of next) if (!sameMessages(list, this.messages.get(path))) changed.add(path);
    for (const path of this.messages.keys()) if (!next.has(path)) changed.add(path);
    // Unchanged lists keep their identity, so a field's snapshot stays the same object.
    for (const path of next.keys()) if (!changed.has(path)) next.set(path, this.messages.get(path)!);
    this.messages = next;
    for (const path of changed) {
      for (const key of keysAbove(path)) {
        this.errorSchemas.delete(key);
        this.pending.add(key);
      }
    }
    this.errorSchemas.delete('');
    this.flush();
  }

  private flush() {
    const keys = this.pending;
    this.pending = new Set();
    for (const key of keys) for (const listener of this.listeners.get(key) ?? []) listener();
  }
}

function messagesByPath(errors: readonly DisplayError[], language: Language): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const error of errors) {
    const list = byPath.get(error.path);
    if (list) list.push(error.text[language]);
    else byPath.set(error.path, [error.text[language]]);
  }
  return byPath;
}
