#!/bin/sh
# arena_bound.sh NPK_RUN MODEL.tcp [MAX_BYTES]: the planned arena equals its
# bound (npk-run --print: "arena: N bytes (bound M bytes)") and, if given,
# is below MAX_BYTES.
line=$("$1" "$2" --print | grep '^arena: ') || { echo "FAIL: no arena line for $2"; exit 1; }
echo "$2: $line"
arena=$(echo "$line" | sed -n 's/^arena: \([0-9]*\) bytes (bound \([0-9]*\) bytes)$/\1/p')
bound=$(echo "$line" | sed -n 's/^arena: \([0-9]*\) bytes (bound \([0-9]*\) bytes)$/\2/p')
[ -n "$arena" ] && [ "$arena" = "$bound" ] || { echo "FAIL: arena is not its bound"; exit 1; }
if [ -n "$3" ] && [ "$arena" -ge "$3" ]; then echo "FAIL: arena $arena >= $3 bytes"; exit 1; fi
echo PASS
