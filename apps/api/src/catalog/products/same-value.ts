const definedKeys = (value: object) =>
  Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);

/**
 * Whether two values say the same as JSON, whatever the order of keys (jsonb does not keep it);
 * a missing value and null are the same. Compared in place: an import compares every record.
 */
export const sameValue = (a: unknown, b: unknown): boolean => {
  const left = a ?? null;
  const right = b ?? null;
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => sameValue(item, right[index]));
  }
  const keys = definedKeys(left);
  if (keys.length !== definedKeys(right).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(right, key) &&
      sameValue((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
  );
};
