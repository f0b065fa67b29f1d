// The table lives in the contract, where the server reads it too (it answers 404 for any other address).
export { linkPaths } from '#contract/link-paths';
