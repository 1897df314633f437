"use client";
import { encode } from "uqr";

/**
 * The BankID QR code (spec section 9: 144 px), drawn as one SVG path from the current QR string.
 * This module (and uqr) loads only where a QR is shown (lazy in bankid-qr.tsx).
 */
export default function QrCode({ value, label, size = 144 }: { value: string; label: string; size?: number }) {
  const { data, size: modules } = encode(value, { ecc: "L", border: 2 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-qr={value}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
