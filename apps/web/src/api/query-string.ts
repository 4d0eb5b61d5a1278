// Spec 7's bracketed query strings, written once in the contract for the web and the API tests.
export { type QueryParams, type QueryValue, toQueryString } from '@amparo/contract/call';
