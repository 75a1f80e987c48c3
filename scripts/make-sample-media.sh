#!/usr/bin/env bash
# Makes the small sample MPEG-DASH streams that ship with the repository (ARCHITECTURE §6: H.264/AAC
# fragmented MP4, 2-second segments, several renditions, WebVTT subtitles). Output goes to
# server/media/<stream-id>/ (manifest.mpd, init-*.m4s, chunk-*.m4s, sv.vtt); the server serves that
# folder at /media/. Generated visuals only (ffmpeg's lavfi sources), so nothing is copyrighted.
#
# Usage: scripts/make-sample-media.sh [OUT_DIR]   (default: server/media)
# Needs Debian's ffmpeg (apt-get install -y ffmpeg). One encoder thread and bit-exact flags make the
# output byte-identical on every run, so re-running it changes no committed file. Keep it under 5 MB.
set -euo pipefail

OUT_DIR="${1:-$(cd "$(dirname "$0")/.." && pwd)/server/media}"
DURATION=12   # seconds: six 2-second segments per representation
FPS=25
GOP=$((FPS * 2)) # one keyframe every 2 s, so every segment starts with one

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 2; }

# id | video source | tone (Hz) | Swedish subtitle lines (one per 4 s, '|' separated)
STREAMS=(
  "testbild|testsrc2=size=640x360:rate=${FPS}|440|Välkommen till Skolmedia.|Det här är en testbild med rörliga mönster.|Undertexterna är på svenska."
  "mandelbrot|mandelbrot=size=640x360:rate=${FPS}|330|Mandelbrotmängden är ett känt fraktalmönster.|Mönstret upprepar sig när man zoomar in.|Matematik kan vara vackert!"
  "fargstaplar|smptehdbars=size=640x360:rate=${FPS}|523|Färgstaplar används för att kalibrera bildskärmar.|Tonen du hör är ett sinusljud.|Tack för att du tittade."
)

vtt_time() { printf '00:00:%02d.000' "$1"; }

make_stream() {
  local id="$1" source="$2" tone="$3"
  shift 3
  local dir="$OUT_DIR/$id"
  rm -rf "$dir"
  mkdir -p "$dir"

  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -t "$DURATION" -i "$source" \
    -f lavfi -t "$DURATION" -i "sine=frequency=${tone}:sample_rate=48000" \
    -filter_complex "[0:v]format=yuv420p,split=2[hi][lo0];[lo0]scale=320:180[lo]" \
    -map "[hi]" -map "[lo]" -map 1:a \
    -c:v libx264 -preset veryfast -profile:v main -pix_fmt yuv420p \
    -b:v:0 300k -maxrate:v:0 330k -bufsize:v:0 600k \
    -b:v:1 90k -maxrate:v:1 100k -bufsize:v:1 180k \
    -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 -bf 0 -threads 1 \
    -c:a aac -b:a 48k -ac 2 \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    -f dash -seg_duration 2 -use_template 1 -use_timeline 0 \
    -adaptation_sets "id=0,streams=v id=1,streams=a" \
    -init_seg_name 'init-$RepresentationID$.m4s' \
    -media_seg_name 'chunk-$RepresentationID$-$Number%05d$.m4s' \
    "$dir/manifest.mpd"

  # Swedish WebVTT subtitles, one cue per 4 seconds.
  {
    echo "WEBVTT"
    echo
    local start=0 n=1 line
    for line in "$@"; do
      echo "$n"
      echo "$(vtt_time "$start") --> $(vtt_time $((start + 4)))"
      echo "$line"
      echo
      start=$((start + 4))
      n=$((n + 1))
    done
  } >"$dir/sv.vtt"

  # ffmpeg writes no text track: add the side-loaded subtitle as its own adaptation set so dash.js
  # offers it (ISO/IEC 23009-1 text/vtt with a BaseURL).
  local subs='\t\t<AdaptationSet id="2" contentType="text" mimeType="text/vtt" lang="sv">\n\t\t\t<Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle"/>\n\t\t\t<Representation id="sub-sv" bandwidth="256">\n\t\t\t\t<BaseURL>sv.vtt</BaseURL>\n\t\t\t</Representation>\n\t\t</AdaptationSet>'
  sed -i "s#^\(\s*\)</Period>#${subs}\n\1</Period>#" "$dir/manifest.mpd"

  # AAC priming leaves a tiny 7th audio fragment past the 12 s timeline; the template addresses
  # ceil(12 / 2) = 6 segments, so it is never requested: drop it.
  find "$dir" -name "chunk-*-$(printf '%05d' $((DURATION / 2 + 1))).m4s" -delete
}

for entry in "${STREAMS[@]}"; do
  IFS='|' read -r -a parts <<<"$entry"
  make_stream "${parts[@]}"
  echo "made ${parts[0]}"
done
du -sh "$OUT_DIR"
