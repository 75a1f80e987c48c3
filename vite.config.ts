import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The web app is built into dist/ and served by server/ from the same origin (ARCHITECTURE §6).
export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      "/v1": "http://localhost:3000",
      "/api-token-auth": "http://localhost:3000",
      "/api-token-refresh": "http://localhost:3000",
      "/api-token-logout": "http://localhost:3000",
      "/api-token-verify": "http://localhost:3000",
      "/auth": "http://localhost:3000",
      "/media": "http://localhost:3000",
    },
  },
});
