import type { FormData } from './formModel';

/** Reads `a.b` from nested plain objects. */
export function readPath(data: FormData, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Writes `a.b` into nested plain objects, creating the groups on the way. */
export function writePath(data: FormData, path: string, value: unknown): void {
  const parts = path.split('.');
  let target = data;
  for (const part of parts.slice(0, -1)) {
    const next = target[part];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) target[part] = {};
    target = target[part] as FormData;
  }
  target[parts[parts.length - 1]] = value;
}

/** `/affiliation/name` (JSON Pointer) to `affiliation.name`. */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

export function camelToSnake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
