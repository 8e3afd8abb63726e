"""What every course widget shares: a static rendering of its state beside the live view.

A widget's output in a notebook carries two things: the live view (which needs a running
kernel) and ``text/html``, a picture of the widget's current state drawn by
:mod:`honeymoon.render`. JupyterLab shows the picture where it cannot show the live widget (a
lesson opened before it is run, an untrusted notebook), and the built book can show it when no
kernel runs. So a learner never meets a raw ``HcpCounter(children=(VBox(…`` text.

>>> import ipywidgets as w
>>> class Hello(CourseWidget, w.VBox):
...     def static_html(self) -> str:
...         return "<p class='hello'>Hello</p>"
>>> bundle = Hello()._repr_mimebundle_()
>>> bundle["text/html"], bundle["text/plain"]
("<p class='hello'>Hello</p>", 'Hello: run the notebook to use this widget')
"""

from __future__ import annotations

from html import escape
from typing import Any

__all__ = ["CourseWidget", "message_html"]


class CourseWidget:
    """Mix into an ipywidgets container, before it: ``class Ladder(CourseWidget, w.VBox)``."""

    def static_html(self) -> str:
        """The widget's current state as HTML, with no script (see the module's notes)."""
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = super()._repr_mimebundle_(**kwargs) or {}  # type: ignore[misc]
        bundle["text/html"] = self.static_html()
        bundle["text/plain"] = f"{type(self).__name__}: run the notebook to use this widget"
        return bundle


def message_html(text: str, kind: str = "info") -> str:
    """A line of feedback: ``kind`` is ``"right"``, ``"wrong"``, ``"refused"`` or ``"info"``.

    The class names the kind (tests and style sheets use it); the colours read on light and
    dark backgrounds alike.

    >>> message_html("1♣ is too low", "refused")
    '<p class="hm-message hm-refused" role="status" style="color:#c62828">1♣ is too low</p>'
    """
    colors = {"right": "#2e7d32", "wrong": "#c62828", "refused": "#c62828", "info": "inherit"}
    if kind not in colors:
        raise ValueError(f"kind is one of {', '.join(colors)}, not {kind!r}")
    return (f'<p class="hm-message hm-{kind}" role="status" style="color:{colors[kind]}">'
            f"{escape(text)}</p>")
