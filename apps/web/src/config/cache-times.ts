/**
 * The four client cache lifetimes of SPEC §9, as DESIGN.md maps them (milliseconds).
 */
export const cacheTimes = {
  /** The current user and the session. */
  session: 1_000,
  /** Option lists served by the API: types, statuses, layouts, roles. */
  options: 900_000,
  /** Hosting information. */
  hosting: 2_700_000,
  /** Fixed enumerations: countries, genders. */
  enumerations: 2_678_400_000,
} as const;

export const TOAST_MS = 8_000;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_MAX_MS = 5_000;
export const PENDING_MIN_MS = 200;
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
