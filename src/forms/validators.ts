import { customizeValidator } from '@rjsf/validator-ajv8';
import { ajvOptions, createAjv } from '../../engine/ajv';
import { createValidatorCache } from '../../engine/validatorCache';

/** RJSF's validator, with the engine's AJV options: used by RJSF to resolve conditions. */
export const rjsfValidator = customizeValidator({ ajvOptionsOverrides: ajvOptions });

/** The browser's submit check: the same AJV configuration as the server, compiled once per schema. */
export const schemaValidator = createValidatorCache(createAjv());
