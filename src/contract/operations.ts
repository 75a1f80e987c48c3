/**
 * Type helpers over the generated `operations` of openapi/openapi.yaml, keyed by operationId
 * (issue 6 §1). The server types its handlers with them (server/http/contract-handler.ts); the web
 * side may use them too. Type-only: this folder imports nothing but its own files.
 */
import type { operations } from "./api.gen";

/** Every operationId of the contract. */
export type OperationId = keyof operations;

/** An object type without any property: reading one from it fails to compile. */
export type NoFields = Record<never, never>;

type JsonContent<Content> = Content extends { "application/json": infer Json } ? Json : unknown;

/**
 * The JSON request body of an operation; `undefined` when it has none. Bodies of other media types
 * (multipart uploads) are `unknown`: whatever parses them must validate them too.
 */
export type RequestBody<Id extends OperationId> = [NonNullable<operations[Id]["requestBody"]>] extends [never]
  ? undefined
  : operations[Id] extends { requestBody: { content: infer Content } }
    ? JsonContent<Content>
    : JsonContent<NonNullable<operations[Id]["requestBody"]>["content"]> | undefined;

type ParametersIn<Id extends OperationId, In extends "path" | "query"> = [NonNullable<operations[Id]["parameters"][In]>] extends [never]
  ? NoFields
  : NonNullable<operations[Id]["parameters"][In]>;

/** The path parameters (`/v1/…/{id}`), already coerced to their schema types. */
export type PathParams<Id extends OperationId> = ParametersIn<Id, "path">;

/** The query parameters, already coerced to their schema types. */
export type QueryParams<Id extends OperationId> = ParametersIn<Id, "query">;

/** Every status code the contract documents for an operation. */
export type ResponseStatus<Id extends OperationId> = Extract<keyof operations[Id]["responses"], number>;

/** The 2xx status codes of an operation: the answers a handler gives (errors are thrown). */
export type SuccessStatus<Id extends OperationId> = Extract<ResponseStatus<Id>, 200 | 201 | 202 | 203 | 204 | 205 | 206>;

/**
 * The body the contract documents for one status: its JSON schema type, `undefined` when the status
 * has no body (204), and `never` for other media types (e.g. a zip download), which the JSON
 * response path cannot send.
 */
export type ResponseBody<Id extends OperationId, Status extends ResponseStatus<Id>> = operations[Id]["responses"][Status] extends {
  content: infer Content;
}
  ? Content extends { "application/json": infer Json }
    ? Json
    : never
  : undefined;

/** Whether the contract gives a status a body (204 has none). */
export type HasBody<Id extends OperationId, Status extends ResponseStatus<Id>> = operations[Id]["responses"][Status] extends {
  content: unknown;
}
  ? true
  : false;

/** One documented answer: a status and the body the contract gives it. 204 has no `body`. */
export type StatusAndBody<Id extends OperationId, Status extends ResponseStatus<Id>> = Status extends unknown
  ? HasBody<Id, Status> extends false
    ? { status: Status; body?: undefined }
    : { status: Status; body: ResponseBody<Id, Status> }
  : never;

/** The successful answers of an operation, as a union discriminated by `status`. */
export type SuccessResponse<Id extends OperationId> = StatusAndBody<Id, SuccessStatus<Id>>;

type Depth = [never, 0, 1, 2, 3, 4, 5, 6, 7];
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type ValueAt<Shape, Key extends PropertyKey> = Shape extends unknown ? (Key extends keyof Shape ? Shape[Key] : never) : never;

/**
 * The names of the fields of `Value`, at any depth (8 levels), that `Shape` does not have; `never`
 * when there are none. Assignability does not see them (TypeScript has no exact types).
 */
export type ExtraFields<Value, Shape, Level extends number = 8> = [Level] extends [never]
  ? never
  : unknown extends Shape
    ? never // a free-form value in the contract: any field is allowed
    : Value extends readonly (infer Item)[]
      ? ExtraFields<Item, Extract<Shape, readonly unknown[]> extends readonly (infer ShapeItem)[] ? ShapeItem : never, Depth[Level]>
      : Value extends object
        ? Exclude<keyof Value, KeysOfUnion<Extract<Shape, object>>> extends never
          ? { [Key in keyof Value]-?: ExtraFields<Value[Key], ValueAt<Extract<Shape, object>, Key>, Depth[Level]> }[keyof Value]
          : Exclude<keyof Value, KeysOfUnion<Extract<Shape, object>>>
        : never;

/**
 * `Value` when it has no field that `Shape` lacks, else a type naming those fields (which `Value`
 * is not assignable to). TypeScript refuses unknown fields in object literals only; this refuses
 * them in a value built elsewhere too (a repository record with a password hash).
 */
export type Exact<Value, Shape> = [ExtraFields<Value, Shape>] extends [never]
  ? Value
  : { "fields not in the contract": ExtraFields<Value, Shape> };
