import { interpretedValidator } from '../../engine/interpretedValidator';
import { createValidatorCache } from '../../engine/validatorCache';

/**
 * Loaded on demand by loadSchemaValidator: the browser's full check, a JSON Schema interpreter
 * that generates no code (engine/interpretedValidator.ts), one preparation per schema.
 */
export const schemaValidator = createValidatorCache(interpretedValidator);
