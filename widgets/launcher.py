"""The "play against the computer" page: choose a form, the computer's level and your seat.

``make play`` serves this widget alone with Voila (``app/play.ipynb``); in a notebook it works
the same. Its Start button builds a :class:`~honeymoon_widgets.play.PlayTable` (a bridge form)
or a :class:`~honeymoon_widgets.boerenbridge.BoerenbridgeTable` below the choices.

>>> launcher = PlayLauncher()
>>> table = launcher.start("plain", level="basic", seat=1, seed=3)
>>> type(table).__name__, table.seat, table.game.name
('PlayTable', 1, 'plain')
>>> type(launcher.start("boerenbridge", seed=3)).__name__
'BoerenbridgeTable'
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

import honeymoon
from honeymoon.bots import LEVELS
from honeymoon.errors import ConfigError
from honeymoon_widgets.base import CourseWidget, message_html
from honeymoon_widgets.boerenbridge import BoerenbridgeTable
from honeymoon_widgets.play import PlayTable

__all__ = ["PlayLauncher"]


class PlayLauncher(CourseWidget, w.VBox):
    """Three choices and a Start button; the table appears below (``launcher.table``)."""

    def __init__(self, *, form: str = "plain", level: str = "basic") -> None:
        forms = honeymoon.available_games()
        if form not in forms:
            raise ConfigError(f"unknown game {form!r}: choose one of {', '.join(forms)}")
        if level not in LEVELS:
            raise ConfigError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
        self.form_choice = w.Dropdown(options=forms, value=form, description="Form")
        self.level_choice = w.Dropdown(options=list(LEVELS), value=level, description="Computer")
        self.seat_choice = w.Dropdown(description="Your seat")
        self.start_button = w.Button(description="Start", button_style="primary")
        self.message = w.HTML()
        self.place = w.Box()
        self.table: PlayTable | BoerenbridgeTable | None = None
        self._seats(form)
        self.form_choice.observe(lambda change: self._seats(change["new"]), names="value")
        self.start_button.on_click(lambda _: self.start())
        super().__init__([w.HBox([self.form_choice, self.level_choice, self.seat_choice, self.start_button]),
                          self.message, self.place])
        self.add_class("hm-play-launcher")

    def _seats(self, form: str) -> None:
        names = honeymoon.new_game(form, seed=0).view(0)["names"]
        self.seat_choice.options = [(f"{name} ({seat})", seat) for seat, name in enumerate(names)]
        self.seat_choice.value = 0

    def start(self, form: str | None = None, *, level: str | None = None, seat: int | None = None,
              seed: int | None = None, **options: Any) -> PlayTable | BoerenbridgeTable:
        """Start a match (what the Start button does, with the choices shown unless given)."""
        form = self.form_choice.value if form is None else form
        level = self.level_choice.value if level is None else level
        seat = self.seat_choice.value if seat is None else seat
        if form == "boerenbridge":
            table: PlayTable | BoerenbridgeTable = BoerenbridgeTable(
                level=level, seat=seat, seed=seed, **options)
        else:
            table = PlayTable(form, level=level, seat=seat, seed=seed, **options)
        self.table = table
        self.place.children = [table]
        self.message.value = message_html(
            f"A new match of {form}: you are {table.game.view(seat)['names'][seat]}, "
            f"the computer plays at the {level} level.")
        return table

    def static_html(self) -> str:
        if self.table is None:
            return "<div class='hm-play-launcher'><p>Choose a form, the computer's level and your seat, " \
                   "then press Start.</p></div>"
        return f"<div class='hm-play-launcher'>{self.message.value}{self.table.static_html()}</div>"
