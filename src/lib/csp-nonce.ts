/** The request header through which src/proxy.ts hands the page's script nonce to the root layout. */
export const CONTENT_SECURITY_POLICY_NONCE_HEADER = "x-nonce";
