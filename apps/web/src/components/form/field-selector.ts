/**
 * The input of a form field: named after it, or marked with `data-field` (a date picker, whose own
 * input React keeps unnamed).
 */
export const fieldSelector = (name: string) =>
  `[name="${CSS.escape(name)}"], [data-field="${CSS.escape(name)}"]`;
