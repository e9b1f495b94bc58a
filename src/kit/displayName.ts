/** A person's name as the page's language writes it: one rule, engine/personName.ts. */
export { personName as displayName } from '../../engine/personName';
