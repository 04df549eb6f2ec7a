/** What a thrown value says, for a warning or an event: an Error's message, else the value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
