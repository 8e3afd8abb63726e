// The link builder of the teaching page (book/teaching.md, "Links for your class"): from a hub's
// address, the course's repository, its branch and the lesson to open, the nbgitpuller link
// that gives each learner his own copy of the course on the hub, and the Binder link and badge
// of the repository. Plain JavaScript that fetches nothing: the page works offline. The links
// are shown as text to copy, not followed: the book links to nothing outside itself.
//
// Node runs the same file in tests/test_hub_setup.py: courseLinks is exported there.

/** The folder each learner's copy of the course gets in his home (nbgitpuller's targetpath). */
var COURSE_FOLDER = "honeymoon-course";

/**
 * The links for a class. `hub`: the hub's address (https://hub.example.org/); `repository`: the
 * course's repository as git reads it (an https address, or file:///srv/honeymoon-course for
 * the server's own copy on The Littlest JupyterHub); `branch`; `lesson`: the file to open,
 * within the course (lessons/00_bridge_in_a_few_minutes.ipynb). Returns the nbgitpuller link
 * (empty while the hub's address is not a web address), and the Binder link and the badge's
 * Markdown (empty unless the repository is on GitHub: Binder builds public repositories only).
 */
function courseLinks(hub, repository, branch, lesson) {
  var links = { nbgitpuller: "", binder: "", badge: "" };
  var opened = "lab/tree/" + lesson.replace(/^\/+/, "");
  var hubUrl = null;
  try {
    hubUrl = new URL(hub.trim());
  } catch (error) {
    hubUrl = null;
  }
  if (hubUrl && (hubUrl.protocol === "https:" || hubUrl.protocol === "http:")) {
    var path = hubUrl.pathname.replace(/\/+$/, "");
    var query = new URLSearchParams();
    query.set("repo", repository.trim());
    query.set("branch", branch.trim());
    query.set("targetpath", COURSE_FOLDER);
    query.set("urlpath", "lab/tree/" + COURSE_FOLDER + "/" + lesson.replace(/^\/+/, ""));
    links.nbgitpuller = hubUrl.origin + path + "/hub/user-redirect/git-pull?" + query.toString();
  }
  var github = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(repository.trim());
  if (github) {
    links.binder = "https://mybinder.org/v2/gh/" + github[1] + "/" + github[2] + "/" +
      encodeURIComponent(branch.trim()) + "?urlpath=" + encodeURIComponent(opened);
    links.badge = "[![Binder](https://mybinder.org/badge_logo.svg)](" + links.binder + ")";
  }
  return links;
}

if (typeof module !== "undefined") {
  module.exports = { courseLinks: courseLinks, COURSE_FOLDER: COURSE_FOLDER };
}

if (typeof document !== "undefined") {
  (function () {
    var form = document.getElementById("hm-course-links");
    if (!form) {
      return;
    }
    function show() {
      var links = courseLinks(form.elements.hub.value, form.elements.repository.value,
                              form.elements.branch.value, form.elements.lesson.value);
      form.elements.nbgitpuller.value = links.nbgitpuller || "(type your hub's address, https://…)";
      form.elements.binder.value = links.binder || "(Binder needs a repository on github.com)";
      form.elements.badge.value = links.badge;
    }
    form.addEventListener("input", show);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
    });
    show();
  })();
}
