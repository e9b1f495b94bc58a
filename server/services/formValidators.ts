import { compiledWith, createAjv } from '../../engine/ajv';
import { createValidatorCache } from '../../engine/validatorCache';

/** The server's submit check: the engine's AJV configuration, compiled once per schema. */
export const schemaValidator = createValidatorCache(compiledWith(createAjv()));
