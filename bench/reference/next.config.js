// The bench's reference build (scripts/lib/bench-reference.ts): Next's defaults, as `next start` serves them.
/** @type {import('next').NextConfig} */
module.exports = { poweredByHeader: false };
