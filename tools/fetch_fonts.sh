#!/usr/bin/env bash
# Reproduces assets/fonts/: the three Noto faces the client uses and their licence.
#
# Source: Debian's fonts-noto-core package (Noto fonts by Google, SIL Open Font License 1.1).
# The font files are copied byte for byte; OFL.txt is the Noto copyright line followed by the
# OFL 1.1 text exactly as Debian's copyright file carries it (reflowed there, same words).
#
# Usage (as root, or with sudo available):  bash tools/fetch_fonts.sh
set -euo pipefail
cd "$(dirname "$0")/.."

SRC=/usr/share/fonts/truetype/noto
DOC=/usr/share/doc/fonts-noto-core/copyright
DEST=assets/fonts
FACES=(NotoSans-Regular.ttf NotoSans-Bold.ttf NotoSerifDisplay-Bold.ttf)

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

missing=0
for f in "${FACES[@]}"; do [ -f "$SRC/$f" ] || missing=1; done
if [ "$missing" -eq 1 ] || [ ! -f "$DOC" ]; then
    $SUDO apt-get update
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y fonts-noto-core
fi

mkdir -p "$DEST"
for f in "${FACES[@]}"; do
    install -m 0644 "$SRC/$f" "$DEST/$f"
done

{
    echo "Noto fonts: NotoSans-Regular.ttf, NotoSans-Bold.ttf, NotoSerifDisplay-Bold.ttf"
    echo "Copyright 2010, 2012-2020 Google Inc. / 2015-2020 Google LLC."
    version="$(dpkg-query -W -f='${Version}' fonts-noto-core 2>/dev/null || true)"
    echo "(https://github.com/notofonts; copied from Debian's fonts-noto-core ${version})"
    echo
    echo "This Font Software is licensed under the SIL Open Font License, Version 1.1."
    echo "This license is copied below, and is also available with a FAQ at:"
    echo "https://openfontlicense.org"
    echo
    echo "-----------------------------------------------------------"
    echo "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007"
    echo "-----------------------------------------------------------"
    echo
    # The "License: OFL-1.1" stanza of the Debian copyright file: drop the one-space indent,
    # turn the " ." paragraph separators into blank lines, stop at the next stanza.
    awk '
        /^License: OFL-1.1$/ && prev == "" && !done { inside = 1; prev = $0; next }
        inside && /^[^ ]/ { inside = 0; done = 1 }
        inside && /^$/ { inside = 0; done = 1 }
        inside { sub(/^ /, ""); if ($0 == ".") print ""; else print }
        { prev = $0 }
    ' "$DOC"
} > "$DEST/OFL.txt"

ls -l "$DEST"
