/** @type {import('next').NextConfig} */
const nextConfig = {
  // The build runs offline in CI: no remote images, no font downloads (the example uses none).
  images: { unoptimized: true },
};

export default nextConfig;
