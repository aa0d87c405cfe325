// Each GraphQL enum value stands for a REST value; resolvers and the calls they make see only the
// REST one (graphql-tools maps them at the edge, and codegen types the enums with them). So a REST
// value no GraphQL value stands for cannot compile where a resolver returns it, and no
// `.toUpperCase()` guesses at the mapping. Each domain's enum-values.ts holds the values of the
// enums its SDL declares, checked against the contract's types, and exports under each enum's
// name the type codegen gives it (codegen.config.ts); schema/index.ts hands the values to the schema.

/** The union of an enum's REST values: the type codegen gives the enum. */
export type RestValueOf<T> = T[keyof T];
