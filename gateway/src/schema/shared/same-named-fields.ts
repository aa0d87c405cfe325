/**
 * Resolvers for GraphQL fields that are the parent's REST fields of the same name. Each keeps its
 * own type, so Resolvers still checks it field by field (an enum against its REST values).
 */
export function sameNamedFields<P, S>(shapeOf: (parent: P) => S) {
  return <K extends keyof S>(...names: K[]) =>
    Object.fromEntries(names.map((name) => [name, (parent: P) => shapeOf(parent)[name]])) as {
      [F in K]: (parent: P) => S[F];
    };
}
