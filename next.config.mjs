/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig = {
  reactStrictMode: true,
  // Parallel test runs (several checkouts' e2e on one machine) build into their own folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  // Behind the production proxy (deploy/nginx.conf), which compresses, the app gzipping every
  // answer again only cost CPU and native memory under load (docs/operations/production.md):
  // the image and the bench cluster set NEXT_COMPRESS=false. `npm start` alone still compresses.
  compress: process.env.NEXT_COMPRESS !== 'false',
  // The container image (Dockerfile) and CI's production smoke test run the standalone server.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Several app instances behind one proxy must agree on this (skew protection; see
  // docs/operations/production.md); empty outside such a deployment.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
