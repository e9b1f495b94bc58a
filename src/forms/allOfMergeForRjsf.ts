/**
 * @rjsf/utils merges an `allOf` with @x0k/json-schema-merge (about 4.5 KB brotli in every form
 * page's first load). No schema Kaigi hands RJSF has an `allOf`: a generated form's conditions are
 * laid out as plain properties (formConditions.ts) and the settings forms have none, which
 * tests/unit/rjsfSchemas.test.ts proves for every fixture conference and settings kind. So the
 * build puts this in place of that merge (vite.config.ts), and a schema that brings an `allOf`
 * back fails loudly instead of rendering fields RJSF could not merge.
 */
export default function shallowAllOfMerge(): never {
  throw new Error(
    'Kaigi builds RJSF without its allOf merge: lay the allOf out before RJSF sees it (src/forms/formConditions.ts), or remove the allOfMergeForRjsf plugin',
  );
}
