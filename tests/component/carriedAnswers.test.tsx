import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dropCarriedAnswers, getJson, postJson } from '../../src/api/http';

/** The answers a page carries for its first calls (server/plugins/spa.ts), as src/api/http.ts serves them. */
describe('the answers a page carries', () => {
  const fetched: string[] = [];
  beforeAll(() => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="csrf-token" content="token">');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="kaigi-answers">{"/web_api/notings":{"notings":{"a":{"id":1,"ja":"\\u003cp>お知らせ\\u003c/p>","en":""}}},"/web_api/keywords":{"keywords":[]}}</script>',
    );
    vi.stubGlobal('fetch', (path: string) => {
      fetched.push(path);
      return Promise.resolve(new Response('{"fresh":true}', { headers: { 'content-type': 'application/json' } }));
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  it('serves the first GET of a path from the page, with no request', async () => {
    expect(await getJson('/web_api/notings')).toEqual({ notings: { a: { id: 1, ja: '<p>お知らせ</p>', en: '' } } });
    expect(fetched).toEqual([]);
  });

  it('asks the server the second time: an answer serves once', async () => {
    expect(await getJson('/web_api/notings')).toEqual({ fresh: true });
    expect(fetched).toEqual(['/web_api/notings']);
  });

  it('never answers a change from the page', async () => {
    expect(await postJson('/web_api/keywords', {})).toEqual({ fresh: true });
    expect(fetched.at(-1)).toBe('/web_api/keywords');
  });

  it('drops what the start of the page did not take, and tells which paths were served', async () => {
    expect(dropCarriedAnswers()).toEqual(['/web_api/notings']);
    expect(await getJson('/web_api/keywords')).toEqual({ fresh: true });
    expect(fetched.filter((path) => path === '/web_api/keywords')).toHaveLength(2);
  });
});
