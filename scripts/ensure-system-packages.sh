#!/usr/bin/env bash
# The tools this project takes from Debian rather than npm (a package's own binary download
# cannot work here): Chromium for the browser tests; Firefox ESR, WebKitGTK's WebDriver and Xvfb
# (the virtual display WebKitGTK needs) for the engines tests; ffmpeg for the build's video pipeline.
# Installs the missing ones when we can, in one apt-get call; otherwise says exactly what to run.
# Usage: ensure-system-packages.sh [chromium] [firefox] [webkit] [ffmpeg]   (all when none is named)
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
WEBKIT_DRIVER="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
FFMPEG="${FFMPEG_PATH:-ffmpeg}"

wanted=("$@")
[[ ${#wanted[@]} -eq 0 ]] && wanted=(chromium firefox webkit ffmpeg)

missing=()
for package in "${wanted[@]}"; do
  case "$package" in
    chromium) [[ -x "$CHROMIUM" ]] || missing+=(chromium) ;;
    firefox) [[ -x "$FIREFOX" ]] || missing+=(firefox-esr) ;;
    # The driver brings WebKitGTK (and its MiniBrowser) with it; the browser needs a display.
    webkit)
      [[ -x "$WEBKIT_DRIVER" ]] || missing+=(webkit2gtk-driver)
      command -v Xvfb >/dev/null || missing+=(xvfb)
      ;;
    ffmpeg) command -v "$FFMPEG" >/dev/null || missing+=(ffmpeg) ;;
    *) echo "ensure-system-packages: unknown package $package (chromium, firefox, webkit, ffmpeg)" >&2; exit 2 ;;
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
echo "or point CHROMIUM_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH / FFMPEG_PATH at another binary." >&2
exit 1
