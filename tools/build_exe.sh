#!/usr/bin/env bash
# Builds the one-file Tekhenu executable and checks it: one command from a clean checkout.
#
#   bash tools/build_exe.sh                # venv in build/venv (made if missing), then build and check
#   bash tools/build_exe.sh --current-env  # use the active Python environment instead of build/venv
#
# Steps (each is timed):
#   1. install the project and PyInstaller (into build/venv unless --current-env);
#   2. compile the translations (locale/*/LC_MESSAGES/messages.po) into build/locale, then build
#      with packaging/tekhenu.spec into build/dist (PyInstaller's work files in build/work); the
#      executable carries the compiled catalogues, and Babel's data for its four languages only;
#   3. smoke run, headless: a copy of the executable, started from an empty folder with a
#      throw-away home, plays a whole solo game by simulated clicks, then a game against a
#      computer player (its worker process included), and must exit 0 both times; then
#      neither the executable's folder nor the working folder may hold anything new (saves and
#      settings belong in the user's folders);
#   4. measures the file size and the start-up time to the first menu frame (median of 5
#      runs of --quit-after-first-frame, wall clock from launch to the line it prints after
#      that frame, headless).
# It exits non-zero if a step fails, if the smoke run fails or writes beside itself, or if the
# executable is larger than 40 MB. The start-up time is only compared with its 1.5 s target
# (a warning), since a shared machine's timings vary. The report is printed and written to
# build/exe-report.txt.
#
# Linux is what this is run on (CI included). On macOS it builds build/dist/Tekhenu.app and
# checks the program inside it; on Windows use the PowerShell commands in docs/packaging.md.
set -euo pipefail
cd "$(dirname "$0")/.."

USE_CURRENT_ENV=0
for arg in "$@"; do
    case "$arg" in
        --current-env) USE_CURRENT_ENV=1 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "build_exe.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
    esac
done

MAX_MB=40
TARGET_START_S=1.5
PYINSTALLER_SPEC="pyinstaller>=6.10,<7"
REPORT=build/exe-report.txt
export PIP_DISABLE_PIP_VERSION_CHECK=1 PYGAME_HIDE_SUPPORT_PROMPT=1

case "$(uname -s)" in
    Darwin*) PRODUCT=build/dist/Tekhenu.app; PROGRAM=Contents/MacOS/tekhenu ;;
    *)       PRODUCT=build/dist/tekhenu;     PROGRAM= ;;
esac

now() { date +%s; }
step() { printf '\n== %s\n' "$*"; }
START=$(now)

# ---------------------------------------------------------------------------- 1. install
step "1/4 install the project and PyInstaller"
T=$(now)
if [ "$USE_CURRENT_ENV" -eq 1 ]; then
    PY=$(command -v python || command -v python3)
else
    [ -x build/venv/bin/python ] || python3 -m venv build/venv
    PY="$PWD/build/venv/bin/python"
    "$PY" -m pip install --quiet --upgrade pip
fi
mkdir -p build
if ! "$PY" -m pip install -e . "$PYINSTALLER_SPEC" > build/install.log 2>&1; then
    tail -n 30 build/install.log >&2
    echo "build_exe.sh: installing failed (log: build/install.log)" >&2
    exit 1
fi
echo "python: $("$PY" -c 'import sys; print(sys.executable, sys.version.split()[0])')"
echo "pyinstaller: $("$PY" -m PyInstaller --version)"
INSTALL_S=$(( $(now) - T ))

# ---------------------------------------------------------------------------- 2. build
step "2/4 compile the translations and build the executable"
T=$(now)
rm -rf build/dist build/locale
for PO in locale/*/LC_MESSAGES/messages.po; do
    CODE=$(basename "$(dirname "$(dirname "$PO")")")
    mkdir -p "build/locale/$CODE/LC_MESSAGES"
    "$PY" -c 'import sys; from babel.messages.frontend import main; sys.argv[0] = "pybabel"; sys.exit(main())' \
        compile --statistics -l "$CODE" -i "$PO" -o "build/locale/$CODE/LC_MESSAGES/messages.mo"
done
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath build/dist --workpath build/work packaging/tekhenu.spec
BUILD_S=$(( $(now) - T ))
[ -e "$PRODUCT" ] || { echo "build_exe.sh: PyInstaller made no $PRODUCT" >&2; exit 1; }

# ---------------------------------------------------------------------------- 3. smoke run
step "3/4 smoke run: a solo game by simulated clicks, headless"
T=$(now)
SANDBOX=$(mktemp -d "${TMPDIR:-/tmp}/tekhenu-smoke.XXXXXX")
trap 'rm -rf "$SANDBOX"' EXIT
mkdir -p "$SANDBOX/app" "$SANDBOX/cwd" "$SANDBOX/home"
cp -R "$PRODUCT" "$SANDBOX/app/"
SMOKE_EXE="$SANDBOX/app/$(basename "$PRODUCT")${PROGRAM:+/$PROGRAM}"
# A throw-away home (the user folders live under it), headless, no sound device.
sandboxed() {
    (cd "$SANDBOX/cwd" && env -u XDG_DATA_HOME -u XDG_CONFIG_HOME -u XDG_STATE_HOME -u XDG_CACHE_HOME \
        HOME="$SANDBOX/home" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$@")
}
# Saves and settings belong in the user's folders: fail if anything appeared beside the
# executable or in the folder it was started from.
check_nothing_beside() {
    local beside in_cwd
    beside=$(cd "$SANDBOX/app" && find . -mindepth 1 -maxdepth 1 ! -name "$(basename "$PRODUCT")")
    in_cwd=$(cd "$SANDBOX/cwd" && find . -mindepth 1)
    if [ -n "$beside$in_cwd" ]; then
        echo "build_exe.sh: the executable wrote beside itself or into the working folder:" >&2
        printf '%s\n' $beside $in_cwd >&2
        exit 1
    fi
}
set +e
sandboxed "$SMOKE_EXE" --autoplay-clicks --solo easy --seed 1 > build/smoke-run.log 2>&1
SMOKE_RC=$?
if [ "$SMOKE_RC" -eq 0 ]; then
    # a person against a computer player, whose thinking runs in a worker process of the executable
    sandboxed "$SMOKE_EXE" --autoplay-clicks --players 2 --computers easy --seed 2 >> build/smoke-run.log 2>&1
    SMOKE_RC=$?
fi
set -e
SMOKE_S=$(( $(now) - T ))
tail -n 5 build/smoke-run.log
if [ "$SMOKE_RC" -ne 0 ]; then
    echo "build_exe.sh: the smoke run exited $SMOKE_RC (log: build/smoke-run.log)" >&2
    exit 1
fi
check_nothing_beside
USER_FILES=$(cd "$SANDBOX/home" && find . -type f | sed 's|^\./|~/|' | sort | head -n 5)
echo "files it wrote in the user's folders: ${USER_FILES:-none}"

# ---------------------------------------------------------------------------- 4. measure
step "4/4 size and start-up time"
T=$(now)
if [ -f "$PRODUCT" ]; then
    BYTES=$(wc -c < "$PRODUCT" | tr -d ' ')
else  # the macOS .app folder
    BYTES=$(du -sk "$PRODUCT" | awk '{print $1 * 1024}')
fi
SIZE_MB=$(awk -v b="$BYTES" 'BEGIN { printf "%.1f", b / 1e6 }')
STARTUP=$(sandboxed "$PY" - "$SMOKE_EXE" <<'EOF'
"""Median wall-clock time from launch to the first menu frame (the line the program prints right
after it; its exit not counted) of 5 runs of --quit-after-first-frame."""
import statistics
import sys

from game.tools.bench_ui import seconds_to_first_frame

runs = [seconds_to_first_frame([sys.argv[1]]) for _ in range(5)]
print(f"{statistics.median(runs):.2f} s (runs: {' '.join(f'{t:.2f}' for t in runs)})")
EOF
)
check_nothing_beside
MEASURE_S=$(( $(now) - T ))
TOTAL_S=$(( $(now) - START ))

{
    echo "Tekhenu executable: $PRODUCT"
    echo "built on: $(uname -sm), Python $("$PY" -c 'import platform; print(platform.python_version())'), $("$PY" -m PyInstaller --version 2>/dev/null | sed 's/^/PyInstaller /')"
    echo "size: $SIZE_MB MB ($BYTES bytes; target <= $MAX_MB MB)"
    echo "start-up to the first menu frame: median $STARTUP; headless; target <= $TARGET_START_S s"
    echo "smoke run: --autoplay-clicks --solo easy --seed 1, then --players 2 --computers easy --seed 2: both exited 0 in ${SMOKE_S} s; wrote nothing beside itself"
    echo "durations: install ${INSTALL_S} s, build ${BUILD_S} s, smoke run ${SMOKE_S} s, measurements ${MEASURE_S} s; total ${TOTAL_S} s"
} | tee "$REPORT"

if awk -v mb="$SIZE_MB" -v max="$MAX_MB" 'BEGIN { exit !(mb > max) }'; then
    echo "build_exe.sh: the executable is larger than $MAX_MB MB" >&2
    exit 1
fi
if awk -v s="${STARTUP%% *}" -v max="$TARGET_START_S" 'BEGIN { exit !(s > max) }'; then
    echo "build_exe.sh: warning: start-up takes longer than the $TARGET_START_S s target" >&2
fi
