// Loaded between require.js and embed-amd.js on pages that show saved widget state.
//
// @jupyter-widgets/html-manager finds its own files (the Font Awesome fonts of widget icons)
// next to the AMD modules it defines, @jupyter-widgets/base and .../html-manager/dist/libembed-amd,
// and require.js puts those next to the page: lessons/@jupyter-widgets/... does not exist.
// Map them to this book's _static/jupyter-widgets/, where scripts/fetch_widget_js.sh puts the
// fonts, so that every page finds them on this machine whatever its folder.
(function () {
  var script = document.currentScript;
  var folder = new URL("jupyter-widgets", script ? script.src : document.baseURI).href;
  require.config({
    paths: {
      "@jupyter-widgets/html-manager/dist": folder,
      "@jupyter-widgets": folder,
    },
  });
})();
