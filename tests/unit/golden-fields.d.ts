// `T`'s fields at every depth, with any values: what a golden file must at least have
// (tests/unit/golden-types.js). A type of its own file: JSDoc cannot write a recursive alias.
export type Fields<T> = T extends readonly (infer U)[] ? Fields<U>[] : T extends object ? { [K in keyof T]: Fields<T[K]> } : unknown;
