// Vitest stand-in for the `server-only` marker package (Next.js resolves the real one).
export {};
