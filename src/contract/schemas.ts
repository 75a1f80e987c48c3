/**
 * The contract's schemas as the web app holds them (issue 7 §1): a port type that mirrors a schema is
 * derived from it, or held equal to it by a type test, so it cannot drift from openapi.yaml.
 * Type-only, like the rest of this folder.
 */
import type { components } from "./api.gen";

/** Every level read-only: the web app reads answers, it never changes them in place. */
export type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/** A schema of openapi.yaml (`components.schemas`), read-only. */
export type ContractSchema<Name extends keyof components["schemas"]> = DeepReadonly<components["schemas"][Name]>;

/**
 * True when A and B are the same type, modifiers included (`readonly`, `?`); mutual assignability
 * would let an optional field pass for a required one. For compile-time checks: `Expect<Equals<A, B>>`.
 */
export type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Fails to compile unless given `true`. */
export type Expect<Check extends true> = Check;
