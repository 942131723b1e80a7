import { keccak256, toUtf8Bytes } from 'ethers';

/** A small deterministic SVG avatar (initial on a colour derived from the name), served for seeded names. */
export function avatarSvg(name: string): string {
  const hue = Number.parseInt(keccak256(toUtf8Bytes(name)).slice(2, 6), 16) % 360;
  const initial = (name[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<rect width="128" height="128" fill="hsl(${hue},65%,45%)"/>`,
    `<text x="64" y="84" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#fff">${initial}</text>`,
    '</svg>',
  ].join('');
}
