import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.BSP_DEV_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks cache across app deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 30,
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            // Shared libraries first (higher priority), so the lazy groups below do not pull them
            // in as dependencies; charts and the review grid load only with their screens.
            {
              name: 'vendor',
              priority: 20,
              test: /node_modules[\\/](?!(recharts|d3-[^\\/]+|victory-vendor|@reduxjs|react-redux|redux|reselect|decimal\.js-light|internmap|@tanstack[\\/](react-table|table-core|react-virtual|virtual-core|react-store|store))[\\/])/,
            },
            {
              name: 'charts',
              priority: 10,
              test: /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|@reduxjs|react-redux|redux|reselect|decimal\.js-light|internmap)[\\/]/,
            },
            {
              name: 'grid',
              priority: 10,
              test: /node_modules[\\/]@tanstack[\\/](react-table|table-core|react-virtual|virtual-core|react-store|store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
});
