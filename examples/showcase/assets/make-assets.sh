#!/usr/bin/env bash
# Makes the showcase's extra assets, beside this script: four stills from the showcase clip (JPEG, 480x270) and
# outline.geojson, the land its map draws without tiles (Natural Earth, public domain, from the world-atlas npm
# package). CI never runs it: it uses the committed files. Needs ffmpeg, node and npm (world-atlas and
# topojson-client are installed in a temporary folder, outside the project's dependency tree).
#   apt-get install -y ffmpeg
#   examples/showcase/assets/make-assets.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
clip="$here/../../../test/fixtures/showcase/showcase.webm"

# One still a chapter, where its colour field is at its fullest: name, time in seconds.
stills=("estuary 10.5" "alfama 16.8" "belem 22.5" "waterfront 29.0")
for still in "${stills[@]}"; do
  read -r name time <<<"$still"
  ffmpeg -loglevel error -y -ss "$time" -i "$clip" -frames:v 1 -vf "scale=480:270:flags=lanczos" -q:v 4 \
    "$here/still-$name.jpg"
done

atlas="$(mktemp -d)"
trap 'rm -rf "$atlas"' EXIT
npm install --prefix "$atlas" --no-save --no-audit --no-fund --silent world-atlas@2.0.2 topojson-client@3.1.0
node "$here/make-outline.mjs" "$atlas"

ls -l "$here"/still-*.jpg "$here/outline.geojson"
