#!/usr/bin/env bash
# Draws the PNG icons of the web app manifest (www/manifest.webmanifest) from their SVG sources:
# www/assets/icon.svg (the page's icon, rounded corners: purpose "any") and www/icons/maskable.svg
# (the same piece on a full square, inside the central circle of 80% that masks keep: purpose
# "maskable", and Apple's home-screen icon, which iOS rounds itself). The PNGs are committed; run
# this again after changing either SVG. Needs rsvg-convert (Debian: apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=www/icons
for size in 192 512; do
    rsvg-convert -w "$size" -h "$size" www/assets/icon.svg -o "$out/icon-$size.png"
    rsvg-convert -w "$size" -h "$size" "$out/maskable.svg" -o "$out/maskable-$size.png"
done
rsvg-convert -w 180 -h 180 "$out/maskable.svg" -o "$out/apple-touch-icon.png"
ls -l "$out"
