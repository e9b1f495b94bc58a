import { createAjv } from '../../engine/ajv';
import { createValidatorCache } from '../../engine/validatorCache';

/** Loaded on demand by loadSchemaValidator: AJV with the engine's options, one compile per schema. */
export const schemaValidator = createValidatorCache(createAjv());
