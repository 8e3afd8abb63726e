"""A note at the top of each lesson page of the book: the page is for reading; to answer, run it.

A lesson opened in JupyterLab runs: its widgets answer clicks and its exercises check answers. The
same lesson in the book is a page: its pictures and its folded answers are there, but no button
does anything. The note says so where a reader starts, and how to run the lesson instead.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

#: The book's lesson pages: lessons/NN_name.
LESSON = re.compile(r"lessons/\d\d_")

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
    note += paragraph
    title = next(iter(section.findall(nodes.title)), None)
    section.insert(section.index(title) + 1 if title is not None else 0, note)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("doctree-read", _add_note)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
