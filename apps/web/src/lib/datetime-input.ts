const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a `datetime-local` input shows it (`2026-12-12T16:00`), in the browser's time zone; empty for none. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** What a `datetime-local` input holds, as the API takes it: an ISO time, or null when empty. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
