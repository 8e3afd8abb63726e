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
from honeymoon.errors import ConfigError, shown
from honeymoon.forms import FORMS
from honeymoon.game import describe_games
from honeymoon_widgets.base import CourseWidget, message_html
from honeymoon_widgets.boerenbridge import BoerenbridgeTable
from honeymoon_widgets.play import PlayTable

__all__ = ["FORM_TITLES", "LEVEL_WORDS", "PlayLauncher"]

#: How the page names each form, with the lesson that teaches it (a form registered from outside
#: the library shows its name and its one-line summary).
FORM_TITLES = {
    "plain": "Plain Honeymoon Bridge (lesson 9)",
    "draw": "Draw / Pick-Up: take or refuse the face-up card (lesson 10)",
    "draw-discard": "Draw and Discard: keep or reject (lesson 11)",
    "draw-tricks": "Draw Bridge by preliminary tricks (lesson 11)",
    "double-dummy": "Double dummy: a hidden dummy each (lesson 12)",
    "half-open": "Half-open dummies (lesson 12)",
    "single-dummy": "Single dummy: one dummy face up (lesson 12)",
    "exposed-dummy": "Exposed dummy, three cards a trick (lesson 12)",
    "three-handed": "Honeymoon for three, with a widow (lesson 13)",
    "contract-bridge": "Contract bridge, four players (lesson 5)",
    "boerenbridge": "Boerenbridge, 4 players (lessons 15 and 16)",
}

#: What each computer level does, in a learner's words.
LEVEL_WORDS = {
    "random": "random: any card or call it may make, chosen by chance; easy to beat",
    "basic": "basic: counts its points and long suits to bid, and plays by rules of thumb "
             "(win cheaply, cash sure winners, lead from length)",
    "strong": "strong: imagines many ways the hidden cards could lie and picks what works best "
              "with every card then played perfectly; it takes a second or two a card",
}


def _title(form: str) -> str:
    """A form as the page names it."""
    return FORM_TITLES.get(form) or f"{form}: {describe_games().get(form, '')}".rstrip(": ")


class PlayLauncher(CourseWidget, w.VBox):
    """Three choices and a Start button; the table appears below (``launcher.table``)."""

    def __init__(self, *, form: str = "plain", level: str = "basic") -> None:
        forms = honeymoon.available_games()
        if form not in forms:
            raise ConfigError(f"unknown game {shown(form)}: choose one of {', '.join(forms)}")
        if level not in LEVELS:
            raise ConfigError(f"unknown level {shown(level)}: choose one of {', '.join(LEVELS)}")
        self.form_choice = w.Dropdown(options=[(_title(name), name) for name in forms],
                                      value=form, description="Form")
        self.level_choice = w.Dropdown(options=list(LEVELS), value=level, description="Computer")
        self.level_words = w.HTML()
        self.seat_choice = w.Dropdown(description="Your seat")
        self.start_button = w.Button(description="Start", button_style="primary")
        self.message = w.HTML()
        self.place = w.Box()
        self.table: PlayTable | BoerenbridgeTable | None = None
        self._seats(form)
        self._level(level)
        self.form_choice.observe(lambda change: self._seats(change["new"]), names="value")
        self.level_choice.observe(lambda change: self._level(change["new"]), names="value")
        self.start_button.on_click(lambda _: self.start())
        self.form_choice.layout.width = "32em"
        super().__init__([w.HBox([self.form_choice, self.seat_choice]),
                          w.HBox([self.level_choice, self.start_button]), self.level_words,
                          self.message, self.place])
        self.add_class("hm-play-launcher")

    def _seats(self, form: str) -> None:
        names = honeymoon.new_game(form, seed=0).view(0).names
        self.seat_choice.options = [(str(name), seat) for seat, name in enumerate(names)]
        self.seat_choice.value = 0

    def _level(self, level: str) -> None:
        self.level_words.value = f"<p class='hm-level'><small>{LEVEL_WORDS.get(level, level)}</small></p>"

    def start(self, form: str | None = None, *, level: str | None = None, seat: int | None = None,
              seed: int | None = None, **options: Any) -> PlayTable | BoerenbridgeTable:
        """Start a match (what the Start button does, with the choices shown unless given)."""
        form = self.form_choice.value if form is None else form
        level = self.level_choice.value if level is None else level
        seat = self.seat_choice.value if seat is None else seat
        table: PlayTable | BoerenbridgeTable
        if form in FORMS or form not in honeymoon.available_games():  # PlayTable refuses an unknown one
            table = PlayTable(form, level=level, seat=seat, seed=seed, **options)
        else:
            table = BoerenbridgeTable(level=level, seat=seat, seed=seed, **options)
        self.table = table
        self.place.children = [table]
        self.message.value = message_html(
            f"A new match of {_title(form)}: you are {table.game.view(seat).names[seat]}, "
            f"the computer plays at the {level} level.")
        return table

    def static_html(self) -> str:
        if self.table is None:
            return "<div class='hm-play-launcher'><p>Choose a form, the computer's level and your seat, " \
                   "then press Start.</p></div>"
        return f"<div class='hm-play-launcher'>{self.message.value}{self.table.static_html()}</div>"
