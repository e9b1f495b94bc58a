import path from 'node:path';
import type { Plugin } from 'vite';

/** RJSF's fields for `ui:layoutGrid` layouts, which generated forms never use. */
const layoutFields = ['LayoutGridField', 'LayoutMultiSchemaField'];
const prefix = '\0kaigi-deferred-rjsf-field:';

/**
 * RJSF's default registry imports every field it has, so its grid-layout fields (about 18 KB
 * before compression) were in every form's download. In the browser's build they become
 * deferred parts (src/forms/deferred.tsx): a form that used one would fetch it when it first
 * shows it. The server and the tests use RJSF as published.
 */
export function deferredRjsfFields(): Plugin {
  const fieldsDir = path.resolve('node_modules/@rjsf/core/lib/components/fields');
  return {
    name: 'kaigi:deferred-rjsf-fields',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise answer the import first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || path.normalize(importer) !== path.join(fieldsDir, 'index.js')) return null;
      const name = /^\.\/(\w+)\.js$/.exec(source)?.[1];
      return name && layoutFields.includes(name) ? `${prefix}${name}` : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const real = path.join(fieldsDir, `${id.slice(prefix.length)}.js`);
      return [
        `import { deferred } from ${JSON.stringify(path.resolve('src/forms/deferred.tsx'))};`,
        `export default deferred(() => import(${JSON.stringify(real)}).then((module) => module.default));`,
      ].join('\n');
    },
  };
}
