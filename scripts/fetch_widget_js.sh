#!/bin/sh
# Fetch the JavaScript the static book pages need, from the npm registry, into book/_static_js/
# (gitignored; book/_config.yml lists it in html_static_path, so Sphinx copies it to _static/):
#
#   embed-amd.js     @jupyter-widgets/html-manager: renders the widget state saved in a lesson
#   jupyter-widgets/ its Font Awesome fonts (widget icons); book/_js/widget-paths.js points there
#   require.js       requirejs: the AMD loader embed-amd.js needs
#   tex-svg-full.js  mathjax: typesets $math$ as SVG, with no web fonts to fetch
#
# `npm pack` only downloads the package tarballs: no install, no lifecycle scripts. Nothing is
# fetched from a CDN, at build time or when a page is read.
#
# The versions are pinned. html-manager 1.0.x is the one that renders ipywidgets 8.1 state
# (ipywidgets.embed asks for "^1.0.1"); 1.0.15 bundles @jupyter-widgets/controls 5.0.x, the
# counterpart of ipywidgets 8.1.9 / jupyterlab_widgets 3.0.x. MathJax 3.2.2 is what Sphinx 7's
# mathjax extension expects (mathjax3_config).
#
# Run from anywhere; it does nothing when the files of these versions are already there
# (book/_static_js/VERSIONS records them: change a pin and the next run fetches again).
set -eu

HTML_MANAGER_VERSION=1.0.15
REQUIREJS_VERSION=2.3.8
MATHJAX_VERSION=3.2.2

root=$(cd "$(dirname "$0")/.." && pwd)
dest="$root/book/_static_js"
versions="html-manager $HTML_MANAGER_VERSION, requirejs $REQUIREJS_VERSION, mathjax $MATHJAX_VERSION"

if [ -f "$dest/VERSIONS" ] && [ "$(cat "$dest/VERSIONS")" = "$versions" ]; then
    exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' INT TERM

(cd "$tmp" && npm pack --silent \
    "@jupyter-widgets/html-manager@$HTML_MANAGER_VERSION" \
    "requirejs@$REQUIREJS_VERSION" \
    "mathjax@$MATHJAX_VERSION" >/dev/null)

for name in html-manager requirejs mathjax; do mkdir -p "$tmp/$name"; done
tar -xzf "$tmp/jupyter-widgets-html-manager-$HTML_MANAGER_VERSION.tgz" -C "$tmp/html-manager"
tar -xzf "$tmp/requirejs-$REQUIREJS_VERSION.tgz" -C "$tmp/requirejs"
tar -xzf "$tmp/mathjax-$MATHJAX_VERSION.tgz" -C "$tmp/mathjax"

rm -rf "$dest"
mkdir -p "$dest/jupyter-widgets"
cp "$tmp/html-manager/package/dist/embed-amd.js" "$dest/embed-amd.js"
cp "$tmp/html-manager/package/dist/"*.woff2 "$tmp/html-manager/package/dist/"*.woff \
    "$tmp/html-manager/package/dist/"*.ttf "$dest/jupyter-widgets/"
cp "$tmp/requirejs/package/require.js" "$dest/require.js"
cp "$tmp/mathjax/package/es5/tex-svg-full.js" "$dest/tex-svg-full.js"
# Written last: an interrupted run leaves no VERSIONS file, and the next run starts over.
echo "$versions" > "$dest/VERSIONS"
echo "fetch_widget_js: $versions -> book/_static_js/"
