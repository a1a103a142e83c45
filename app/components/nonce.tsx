import { createContext, useContext, type ReactNode } from "react";

/**
 * The CSP nonce of the current response, for inline scripts rendered on
 * the server. In the browser it is empty: the scripts already ran.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <NonceContext value={value}>{children}</NonceContext>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
