import { describe, expect, it } from 'vitest';
import fastUri from 'fast-uri';
import { equal, resolve } from '../../src/forms/uriResolver';

// The stand-in answers as fast-uri does, for the URIs a schema's $id and $ref hold.
describe('the URI resolver RJSF uses instead of fast-uri', () => {
  it.each([
    ['https://example.com/schemas/form.json', '#/definitions/name'],
    ['https://example.com/schemas/form.json', 'address.json'],
    ['https://example.com/schemas/form.json', '../common/address.json#/properties/zip'],
    ['https://example.com/schemas/form.json', '/root.json'],
    ['https://example.com/schemas/form.json', 'https://other.example.org/x.json#a'],
    ['urn:kaigi:form', '#/definitions/name'],
    ['form.json', '#/definitions/name'],
    ['schemas/form.json', 'address.json'],
    ['/schemas/form.json', 'address.json#/a'],
    ['', '#/definitions/name'],
  ])('resolves %j against %j', (base, ref) => {
    expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://example.com/a.json', 'https://example.com/a.json', true],
    ['HTTPS://Example.COM/a.json', 'https://example.com/a.json', true],
    ['https://example.com/a.json', 'https://example.com/b.json', false],
    ['https://example.com:443/a.json', 'https://example.com/a.json', true],
    ['#/definitions/a', '#/definitions/a', true],
    ['#/definitions/a', '#/definitions/b', false],
    ['form.json', 'form.json', true],
  ])('compares %j and %j', (a, b, same) => {
    expect(equal(a, b)).toBe(same);
    expect(fastUri.equal(a, b)).toBe(same);
  });
});
