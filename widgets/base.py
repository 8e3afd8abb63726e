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

from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager
from html import escape
from typing import Any

import ipywidgets as w

from honeymoon import Card, render

__all__ = ["CardToggles", "CourseWidget", "mark_pick", "message_html"]

#: What a picked card's button adds to its name.
PICKED_MARK = " ✓"


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


def mark_pick(button: w.ToggleButton | w.Button, card: Card, picked: bool) -> None:
    """Label a card's button with rank and suit (``♠A``), red suits in red; a picked card is
    unmistakable: green, in bold, with a check mark (``♠A ✓``)."""
    button.description = str(card) + (PICKED_MARK if picked else "")
    button.button_style = "success" if picked else ""
    button.style.font_weight = "bold" if picked else ""
    button.style.text_color = "white" if picked else (render.TEXT_RED if card.suit.is_red else None)


class CardToggles:
    """A toggle button for each card the learner may pick, kept from one hand to the next
    (a new hand relabels the buttons instead of building new ones).

    ``on_toggle(code, on)`` is called when the learner presses or releases a card's button;
    :meth:`mark` shows the widget's picks on the buttons without calling it back.

    >>> picks: list[str] = []
    >>> toggles = CardToggles(lambda code, on: picks.append(code) if on else picks.remove(code))
    >>> buttons = toggles.show([Card.parse("AS"), Card.parse("KH")])
    >>> buttons[1].value = True
    >>> picks, buttons[1].description
    (['KH'], '♥K')
    >>> toggles.mark(picks); buttons[1].description
    '♥K ✓'
    """

    def __init__(self, on_toggle: Callable[[str, bool], None]) -> None:
        #: The card behind each button in use, in order.
        self.cards: list[Card] = []
        #: Every button made so far; the first ``len(cards)`` are in use.
        self.buttons: list[w.ToggleButton] = []
        self._on_toggle = on_toggle
        self._syncing = False

    def show(self, cards: Sequence[Card]) -> list[w.ToggleButton]:
        """Put ``cards`` on the buttons, none picked; returns the buttons in use."""
        with self._quiet():
            self.cards = list(cards)
            while len(self.buttons) < len(self.cards):
                self.buttons.append(self._new_button(len(self.buttons)))
            for button in self.buttons:
                button.value = False
            for card, button in zip(self.cards, self.buttons, strict=False):
                mark_pick(button, card, False)
        return self.buttons[:len(self.cards)]

    def mark(self, picked: Collection[str]) -> None:
        """Show the cards whose codes are in ``picked`` as picked, the others as not."""
        with self._quiet():
            for card, button in zip(self.cards, self.buttons, strict=False):
                on = card.code in picked
                mark_pick(button, card, on)
                if button.value != on:
                    button.value = on

    def by_code(self) -> dict[str, w.ToggleButton]:
        """The buttons in use, by card code."""
        return {card.code: button for card, button in zip(self.cards, self.buttons, strict=False)}

    @contextmanager
    def _quiet(self) -> Iterator[None]:
        """Change buttons without reporting the changes as the learner's clicks."""
        self._syncing = True
        try:
            yield
        finally:
            self._syncing = False

    def _new_button(self, index: int) -> w.ToggleButton:
        button = w.ToggleButton(layout=w.Layout(width="auto", min_width="52px"))
        button.add_class("hm-card-toggle")
        button.observe(lambda change: self._toggled(index, bool(change["new"])), "value")
        return button

    def _toggled(self, index: int, on: bool) -> None:
        if not self._syncing and index < len(self.cards):
            self._on_toggle(self.cards[index].code, on)
