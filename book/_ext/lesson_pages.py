"""What a lesson page of the book shows: a note that it is for reading, and its widgets' pictures.

A lesson opened in JupyterLab runs: its widgets answer clicks and its exercises check answers. The
same lesson in the book is a page with no kernel behind it. So, on each lesson page:

1. A note at the top says so, how to run the lesson instead, and where every term is explained
   again (the glossary, linked).
2. Each widget shows the picture it saved with its output (``text/html``: the hand, the score
   pad, an exercise with its answer folded under "Show answer"), never a copy of its buttons that
   would do nothing when clicked. The lessons are saved without widget state (``make lessons``);
   this drops each widget output's view, which without that state would draw nothing, so that
   myst-nb's choice of what to show falls on the picture. The widget page (``widgets.ipynb``),
   saved with its state, keeps its widgets drawn by @jupyter-widgets/html-manager.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

#: The book's lesson pages (lessons/NN_name), and every page of lessons/ (the progress page too).
LESSON = re.compile(r"lessons/\d\d_")
IN_LESSONS = re.compile(r"lessons/")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

NOTE = ("You are reading this lesson as a page: its pictures, and each exercise's answer folded "
        "under “Show answer”, are here, but the buttons need the lesson to run. To answer the "
        "exercises, click cards and get hints, open the lesson in JupyterLab (`make lab`, see the "
        "start page) and run it from the top: click in the first cell and press Shift + Enter, "
        "cell after cell. Your answers are kept on the “Your progress” page.")


def _add_note(app: Sphinx, doctree: nodes.document) -> None:
    if not LESSON.match(app.env.docname):
        return
    section = next(iter(doctree.findall(nodes.section)), None)
    if section is None:
        return
    note = nodes.note()
    paragraph = nodes.paragraph()
    for index, part in enumerate(NOTE.split("`")):
        paragraph += nodes.literal(part, part) if index % 2 else nodes.Text(part)
    glossary = addnodes.pending_xref("", refdomain="std", reftype="doc", reftarget="/lessons/glossary",
                                     refdoc=app.env.docname, refexplicit=True, refwarn=True)
    glossary += nodes.inline("Glossary", "Glossary")
    paragraph += [nodes.Text(" A word you no longer remember is explained again in the "), glossary,
                  nodes.Text(".")]
    note += paragraph
    title = next(iter(section.findall(nodes.title)), None)
    section.insert(section.index(title) + 1 if title is not None else 0, note)


class WidgetPictures(SphinxPostTransform):
    """On a lesson page, each widget output shows its saved picture: its view is dropped before
    myst-nb (priority 4) chooses what to show of each output."""

    default_priority = 3

    def run(self, **kwargs: Any) -> None:
        if not IN_LESSONS.match(self.env.docname):
            return
        for bundle in list(self.document.findall(nodes.container)):
            if bundle.get("nb_element") != "mime_bundle":
                continue
            views = [child for child in bundle.children if child.get("mime_type") == WIDGET_VIEW]
            if views and len(views) < len(bundle.children):
                for view in views:
                    bundle.remove(view)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("doctree-read", _add_note)
    app.add_post_transform(WidgetPictures)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
