#!/usr/bin/env bash
# The tools this project takes from Debian rather than npm (a package's own binary download
# cannot work here): Chromium for the browser tests, ffmpeg for the build's video pipeline.
# Installs the missing ones when we can; otherwise says exactly what to run.
# Usage: ensure-system-packages.sh [chromium] [ffmpeg]   (both when none is named)
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
FFMPEG="${FFMPEG_PATH:-ffmpeg}"

wanted=("$@")
[[ ${#wanted[@]} -eq 0 ]] && wanted=(chromium ffmpeg)

missing=()
for package in "${wanted[@]}"; do
  case "$package" in
    chromium) [[ -x "$CHROMIUM" ]] || missing+=(chromium) ;;
    ffmpeg) command -v "$FFMPEG" >/dev/null || missing+=(ffmpeg) ;;
    *) echo "ensure-system-packages: unknown package $package (chromium, ffmpeg)" >&2; exit 2 ;;
  esac
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "This project needs Debian's ${missing[*]}. Install with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
echo "or point CHROMIUM_PATH / FFMPEG_PATH at another binary." >&2
exit 1
