// The catalogue lives in the domain so the in-memory backend answers with the same codes (issue 7 §1);
// the server's modules keep importing it from here.
export { ERROR_CODES, errorBody, type ErrorBody, type ErrorCode } from "../../src/domain/errors/error-codes";
