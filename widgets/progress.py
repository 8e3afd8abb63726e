"""Your progress: each lesson's state, what to practise next, and your file to hand in or erase.

``YourProgress()`` reads your progress file (:mod:`honeymoon_course.progress`: every exercise and
practice question you checked) and shows, lesson by lesson, how many questions you answered, how
many were right at the first try, how many took more tries or hints, and how many answers you
asked to see; then the lesson to practise next and, in it, the kinds of question you missed most.
*Refresh* reads the file again; *Export* writes it into one file to hand to a teacher; *Erase*
deletes it (after a second click, to confirm).

>>> import tempfile, pathlib
>>> from honeymoon_course.progress import Attempt, ProgressFile
>>> mine = ProgressFile(pathlib.Path(tempfile.mkdtemp()) / "progress.json")
>>> mine.record(Attempt(lesson=1, question="exercise 1", tries=3, hints=2, right=True))
>>> YourProgress(mine).advice
'Practise lesson 1, Cards and high-card points: the Practice at its end asks fresh questions.'
"""

from __future__ import annotations

import os
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from honeymoon import ConfigError
from honeymoon.errors import shown
from honeymoon_course import LESSONS
from honeymoon_course.progress import LessonProgress, ProgressFile
from honeymoon_widgets.base import CourseWidget, message_html

__all__ = ["YourProgress"]

#: The table's columns, and the look of each cell.
HEADS = ("Lesson", "", "State", "Answered", "Right at the first try", "Right after more tries or hints",
         "Answer shown", "Not right yet")
CELL = "padding:2px 10px;text-align:left;border-bottom:1px solid #ccc"
#: How each state reads in the table.
STATES = {"not started": "not started", "going well": "going well ✓", "practise": "practise more"}


class YourProgress(CourseWidget, w.VBox):
    """Your progress, lesson by lesson (see the module's notes); ``progress``: the file to read
    (default: yours); ``export_to``: where *Export* writes (default: ``progress-export.json`` in
    the notebook's folder, where the file browser shows it for download)."""

    def __init__(self, progress: ProgressFile | None = None, *,
                 export_to: str | os.PathLike[str] | None = None, **kwargs: Any) -> None:
        if progress is not None and not isinstance(progress, ProgressFile):
            raise ConfigError(f"progress is a ProgressFile, or None for yours, not {shown(progress)}")
        if export_to is not None and not isinstance(export_to, str | os.PathLike):
            raise ConfigError(f"export_to is a file or folder path, not {shown(export_to)}")
        self.progress = progress if progress is not None else ProgressFile()
        self.export_to = Path(export_to) if export_to is not None else Path("progress-export.json")
        self.table = w.HTML()
        self.advice_line = w.HTML()
        self.refresh_button = w.Button(description="Refresh", tooltip="read your progress file again")
        self.export_button = w.Button(description="Export", icon="download",
                                      tooltip="write your progress into one file for a teacher")
        self.erase_button = w.Button(description="Erase", icon="trash", tooltip="delete your progress file")
        self.refresh_button.on_click(lambda _: self.refresh())
        self.export_button.on_click(lambda _: self.export())
        self.erase_button.on_click(lambda _: self.erase())
        self.message = w.HTML()
        self._erase_armed = False
        super().__init__([self.table, self.advice_line,
                          w.HBox([self.refresh_button, self.export_button, self.erase_button]),
                          self.message], **kwargs)
        self.add_class("hm-your-progress")
        self.refresh()

    @property
    def lessons(self) -> list[LessonProgress]:
        """Where you stand in each lesson, in the course's order."""
        return self._lessons

    @property
    def advice(self) -> str:
        """What to do next, in one sentence."""
        title = {lesson.number: lesson.title for lesson in LESSONS}
        weak = next((lesson for lesson in self._lessons if lesson.state == "practise"), None)
        if weak is not None:
            missed = weak.missed[:3]
            topics = f" Questions you missed most: {', '.join(missed)}." if missed else ""
            return (f"Practise lesson {weak.lesson}, {title[weak.lesson]}: the Practice at its end asks "
                    f"fresh questions.{topics}")
        started = [lesson.lesson for lesson in self._lessons if lesson.state != "not started"]
        after = max(started, default=-1) + 1
        if after in title:
            return f"Go on with lesson {after}, {title[after]}."
        return "Every lesson is going well: play a whole game against the computer, or practise any lesson."

    def refresh(self) -> None:
        """*Refresh*: read the file again and redraw."""
        self._lessons = self.progress.lessons(lesson.number for lesson in LESSONS)
        titles = {lesson.number: lesson.title for lesson in LESSONS}
        cell = f"style='{CELL}'"
        heads = "".join(f"<th {cell}>{head}</th>" for head in HEADS)
        rows = "".join(
            f"<tr><td {cell}>{each.lesson}</td><td {cell}>{escape(titles[each.lesson])}</td>"
            f"<td class='hm-state-{each.state.replace(' ', '-')}' style='{CELL};white-space:nowrap'>"
            f"{STATES[each.state]}</td>"
            f"<td {cell}>{each.answered or ''}</td><td {cell}>{each.first_try if each.answered else ''}</td>"
            f"<td {cell}>{each.later or ''}</td><td {cell}>{each.shown or ''}</td>"
            f"<td {cell}>{each.open or ''}</td></tr>"
            for each in self._lessons)
        self.table.value = (
            f"<table class='hm-progress-table' style='border-collapse:collapse'><thead><tr>{heads}"
            f"</tr></thead><tbody>{rows}</tbody></table>")
        self.advice_line.value = f"<p class='hm-advice'><b>Next:</b> {escape(self.advice)}</p>"
        self.message.value = message_html(self.progress.message) if self.progress.message else ""
        self.progress.message = ""
        self._erase_armed = False
        self.erase_button.description = "Erase"

    def export(self) -> Path | None:
        """*Export*: your progress in one file (see ``export_to``); returns it (``None``: it could
        not be written, and the message says why)."""
        try:
            written = self.progress.export(self.export_to)
        except OSError as error:
            self.message.value = message_html(f"Your progress could not be written to {self.export_to}: "
                                              f"{error.strerror or error}.", "refused")
            return None
        self.message.value = message_html(f"Written to {written.resolve()}: hand this file to your "
                                          "teacher (in JupyterLab, right-click it in the file browser, "
                                          "then Download).")
        return written

    def erase(self) -> None:
        """*Erase*: the first click asks to confirm, the second deletes your progress file."""
        if not self._erase_armed:
            self._erase_armed = True
            self.erase_button.description = "Really erase?"
            self.erase_button.button_style = "danger"
            self.message.value = message_html("Click “Really erase?” to delete every answer you checked; "
                                              "Refresh keeps them.")
            return
        try:
            self.progress.erase()
        except OSError as error:
            self.message.value = message_html(f"Your progress file could not be erased: "
                                              f"{error.strerror or error}.", "refused")
            return
        self.erase_button.button_style = ""
        self.refresh()
        self.message.value = message_html("Your progress file is erased: every lesson starts afresh.")

    def static_html(self) -> str:
        return f"<div class='hm-your-progress'>{self.table.value}{self.advice_line.value}</div>"
