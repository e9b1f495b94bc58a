import { formatTokyo } from '../../engine/commission/dates';

/**
 * The managers' date-and-time inputs are in the conference's time (Tokyo), as their pages say:
 * an instant as a `datetime-local` value there, and such a value back as an instant.
 */
export const tokyoInput = (value: string | null): string => (value ? formatTokyo(value, "yyyy-MM-dd'T'HH:mm") : '');
export const fromTokyoInput = (value: string): string | null => (value ? new Date(`${value}:00+09:00`).toISOString() : null);
