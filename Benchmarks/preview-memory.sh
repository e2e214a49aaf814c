#!/bin/sh
# Resident memory of `triggergraph preview` across saves: a copy of a lesson page in /dev/shm,
# saved again and again with its first block's text changed back and forth, each save waited for
# (its `update` event) before the next. RSS is read from /proc/PID/status after a warm-up and
# after the saves; the goal is at most 3 MB of growth over 3,000 saves.
#
#   make release && sh Benchmarks/preview-memory.sh [SAVES] [WARMUP]
#
# TOOL (default .build/release/triggergraph) and PAGE (default Graphs/01-declarative-syntax.md)
# may be set in the environment.
set -eu
TOOL=${TOOL:-.build/release/triggergraph}
PAGE=${PAGE:-Graphs/01-declarative-syntax.md}
SAVES=${1:-3000}
WARMUP=${2:-200}

work=$(mktemp -d /dev/shm/tg-preview-memory.XXXXXX)
pid=
events=
cleanup() {
    [ -n "$events" ] && kill "$events" 2>/dev/null || true
    [ -n "$pid" ] && kill -INT "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT INT TERM

stem=$(basename "$PAGE" .md)
cp "$PAGE" "$work/$stem.md"
# Two versions of the page: the first block's first change under two labels.
sed '0,/screen.change("\([^"]*\)"/s//screen.change("\1-a"/' "$PAGE" > "$work/a"
sed '0,/screen.change("\([^"]*\)"/s//screen.change("\1-b"/' "$PAGE" > "$work/b"
cmp -s "$work/a" "$work/b" && { echo "preview-memory: $PAGE has no screen.change to vary" >&2; exit 1; }

"$TOOL" preview "$work/$stem.md" --port 0 > "$work/printed" 2>&1 &
pid=$!
i=0
until grep -q '^preview: http' "$work/printed" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 600 ] && { echo "preview-memory: the preview did not start" >&2; exit 1; }
    sleep 0.05
done
port=$(sed -n 's|^preview: http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/printed" | head -n 1)
curl -sN "http://127.0.0.1:$port/events" > "$work/events" &
events=$!
until grep -q '^retry:' "$work/events" 2>/dev/null; do sleep 0.02; done

rss() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status"; }
drawing=$(cat "/proc/$pid/task/$pid/children" 2>/dev/null | awk '{ print $1 }')

# Saves `count` times, each after the last was announced.
save() {
    n=0
    while [ $n -lt "$1" ]; do
        seen=$(grep -c '^event: update' "$work/events" || true)
        if [ $((saved % 2)) -eq 0 ]; then cat "$work/a" > "$work/$stem.md"; else cat "$work/b" > "$work/$stem.md"; fi
        saved=$((saved + 1))
        waited=0
        while [ "$(grep -c '^event: update' "$work/events" || true)" -le "$seen" ]; do
            waited=$((waited + 1))
            [ $waited -gt 6000 ] && { echo "preview-memory: save $saved was not announced" >&2; exit 1; }
            sleep 0.005
        done
        n=$((n + 1))
    done
}

saved=0
save "$WARMUP"
before=$(rss "$pid")
drawing_before=${drawing:+$(rss "$drawing")}
start=$(date +%s.%N)
save "$SAVES"
end=$(date +%s.%N)
after=$(rss "$pid")
drawing_after=${drawing:+$(rss "$drawing")}
curl -s "http://127.0.0.1:$port/$stem/parts.html" | grep -q -- '-b\|-a' || { echo "preview-memory: the page does not show the saves" >&2; exit 1; }

echo "preview-memory: $SAVES saves of $PAGE after $WARMUP to warm up, $(echo "$start $end $SAVES" | awk '{ printf "%.1f ms", ($2 - $1) * 1000 / $3 }') a save"
echo "preview-memory: the preview's RSS $before kB -> $after kB ($((after - before)) kB)"
[ -n "$drawing" ] && echo "preview-memory: its drawing process's RSS $drawing_before kB -> $drawing_after kB ($((drawing_after - drawing_before)) kB)"
[ $((after - before)) -le 3072 ] || { echo "preview-memory: grew more than 3 MB" >&2; exit 1; }
