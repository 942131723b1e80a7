// The adapters' building blocks live in common, shared with the API gateway and the web client.
export { emptyFields, failedLookup } from '@namescope/common';
