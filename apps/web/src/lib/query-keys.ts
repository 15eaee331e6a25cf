/**
 * A resource's query keys (the Medusa factory): `all` for everything, `lists` and `list(query)`,
 * `details` and `detail(id)`. Mutations invalidate `lists()` and the `detail(id)` they changed.
 */
export const queryKeysFactory = <const R extends string>(resource: R) => {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: object = {}) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string, query: object = {}) => [...all, 'detail', id, query] as const,
  };
};
