#!/bin/sh
# Open the course in JupyterLab (`make lab`), for any user on any machine:
# - as root (containers, many cloud notebooks) JupyterLab refuses to start without --allow-root;
# - with no display to open a browser on (a server, a container, ssh), it starts without one,
#   and once the server answers, the address to open is printed on lines of its own (JupyterLab's
#   own lines scroll by among many others).
# Extra JupyterLab arguments follow the script's name: `sh scripts/lab.sh --port 8890`.
set -eu
cd "$(dirname "$0")/.."
jupyter=.venv/bin/jupyter
lessons=$(pwd)/lessons
set -- --ServerApp.root_dir="$lessons" "$@"
if [ "$(id -u)" = 0 ]; then set -- --allow-root "$@"; fi
if [ "$(uname -s)" != Darwin ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    set -- --no-browser "$@"
    (
        for _ in $(seq 120); do
            sleep 1
            url=$("$jupyter" server list 2>/dev/null | sed -n "s|^\(http[^ ]*\) :: $lessons\$|\1|p" | head -n 1)
            if [ -n "$url" ]; then
                case "$url" in
                    *\?*) url="${url%%\?*}lab?${url#*\?}" ;;
                    *) url="${url}lab" ;;
                esac
                printf '\n    No browser could be started here. Open the course at this address:\n\n'
                printf '        %s\n\n' "$url"
                exit 0
            fi
        done
    ) &
fi
exec "$jupyter" lab "$@"
