/**
 * A bookmark note's longest length: the note field's limit in the player and
 * the bookmark schema's. Kept apart from ./schemas so that the player page
 * does not load zod for one number.
 */
export const MAX_NOTE_LENGTH = 500;
