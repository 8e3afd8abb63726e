"""What the two play tables share: the learner at one seat of a game, the computer at the others.

:class:`~honeymoon_widgets.play.PlayTable` (the bridge forms) and
:class:`~honeymoon_widgets.boerenbridge.BoerenbridgeTable` are each a :class:`GameTable`. The
base does what every table does the same way: the computer (:attr:`GameTable.bots`) acts until
it is the learner's turn; :meth:`GameTable.act` does what a click does, and refuses an illegal
action with the library's reason, the game unchanged; the feedback tells what was done since the
learner's last look; :attr:`GameTable.timings` says how long it all took. A table fills in the
hooks, each named for what it does:

- ``_refresh()`` draws the table anew from the learner's view: the picture, his buttons;
- ``_told()`` says what was done since his last look, as he may know it;
- ``_after_computer()`` is the table's own work once the computer has acted (the play table
  reviews a deal that ended);
- ``_player_name(player)`` names a player in the table's sentences;
- ``_show_timings()`` writes the timings into the table's folded clock line;
- ``_static_parts()`` are the pieces of its picture where no kernel runs.

>>> from honeymoon_widgets.boerenbridge import BoerenbridgeTable
>>> table = BoerenbridgeTable(3, seed=2, schedule=(1, 2), level="random")
>>> sorted(table.bots), table.game.current_player      # the computer bid at seats 1 and 2: your bid
([1, 2], 0)
>>> saved = table.to_json()
>>> table.act(99)                                      # refused: the game is unchanged
Traceback (most recent call last):
...
honeymoon.errors.IllegalActionError: a bid is a number of tricks from 0 to 1, not 99
>>> table.to_json() == saved, "not 99" in table.feedback.value
(True, True)
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from functools import cached_property
from typing import Any

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

from honeymoon import HoneymoonError, IllegalActionError
from honeymoon.bots import Bot, make_bot, play
from honeymoon.game import Action, Game
from honeymoon.render import TEXT_RED
from honeymoon_widgets.base import CourseWidget, message_html

__all__ = ["GameTable", "saved_seating"]


class GameTable(CourseWidget, w.VBox):
    """A table where the learner plays ``seat`` of ``game`` against the computer at ``level``
    (see the module's notes). A table sets ``level`` and ``seat``, builds its widgets, puts
    them in its box (``_lay_out``) and starts the game (``_start``)."""

    #: The library's game (read it; act through :meth:`act`).
    game: Game
    #: The computer's level (one of :data:`honeymoon.bots.LEVELS`).
    level: str
    #: The learner's seat (his player number).
    seat: int
    #: The computer's players, by seat; each is seeded from the game's seed and its seat.
    bots: dict[int, Bot]
    #: Seconds of the last action: the computer's moves, the deal's analysis (at the play table),
    #: and the widget's own time (the library's answer to the action, the drawing of the table).
    timings: dict[str, float]
    #: The line that tells what was done since the learner's last action, or why his was refused.
    feedback: w.HTML

    #: The table's CSS class, on the live widget and on its static picture.
    _CLASS: str
    #: What the table plays, as its refusals name it: "the game is over".
    _PLAYS = "game"
    #: What :attr:`timings` holds, in order; ``widget`` is the rest of the time.
    _TIMED: tuple[str, ...] = ("computer", "widget")
    #: How many actions of the history the learner has seen: those after them are told.
    _seen: int

    # --- the API: what a click does ---------------------------------------------------------
    def act(self, action: Action | str) -> None:
        """Do what a click does: one action of the learner's seat (a call, a card, a decision, a
        Boerenbridge bid or trump suit), or its text (``"1NT"``, ``"♥Q"``, ``"take"``, ``"2"``),
        read in the game's language as a person writes it (see :ref:`rules-input`; a button
        gives its action itself). The computer then acts for the other seats until the learner
        is to act again or the game is over.

        A refused action shows the library's reason, changes nothing and raises
        :class:`~honeymoon.errors.IllegalActionError`."""
        game = self.game
        start = time.perf_counter()
        try:
            if game.is_over:
                raise IllegalActionError(f"the {self._PLAYS} is over")
            if game.current_player != self.seat:  # a game loaded, or moved on behind the table's back
                other = self._player_name(game.current_player or 0)
                raise IllegalActionError(f"it is {other}'s turn, not yours")
            self._look(len(game.history))
            game.apply(action)
        except IllegalActionError as error:
            self._refuse(error)
            self.timings = {**dict.fromkeys(self._TIMED, 0.0), "widget": time.perf_counter() - start}
            raise
        self._go_on()
        self._clock(start)

    def to_json(self) -> str:
        """The game as JSON text (:meth:`honeymoon.game.Game.to_json`), with the seats the
        computer plays and their level; ``from_json`` goes on with it."""
        return self.game.to_json()

    def static_html(self) -> str:
        """The table's current state as HTML, drawn by :mod:`honeymoon.render` (no script): what
        the learner sees and may do now, and the last feedback. The timings are left out, so
        that the same game always draws the same picture."""
        return f"<div class='{self._CLASS}'>{''.join(self._static_parts())}</div>"

    # --- the skeleton ----------------------------------------------------------------------------
    @cached_property
    def _looks(self) -> _Looks:
        """The layouts and styles this table's widgets share."""
        return _Looks()

    @property
    def _learner_to_act(self) -> bool:
        return not self.game.is_over and self.game.current_player == self.seat

    def _lay_out(self, children: list[Any]) -> None:
        """Put the table's widgets in its box, one under the other."""
        super().__init__(children)
        self.add_class(self._CLASS)

    def _start(self, game: Game, seen: int = 0) -> None:
        """Play ``game``: the computer sits at every seat but the learner's and acts until his
        turn; what was done after the first ``seen`` actions of the history is told."""
        self.game = game
        # Saved with the game, so that a save goes on at this seat and level (saved_seating).
        game.computer = {p: self.level for p in range(game.num_players) if p != self.seat}
        self.bots = {p: make_bot(level, seed=game.seed + p) for p, level in game.computer.items()}
        self._look(seen)
        self._go_on()

    def _look(self, seen: int) -> None:
        """The learner has seen the first ``seen`` actions of the history: the others are told."""
        self._seen = seen

    def _go_on(self) -> None:
        """The computer acts until the learner's turn (or the end), the table is drawn anew, and
        what was done since the learner's last look is told."""
        self.timings = dict.fromkeys(self._TIMED, 0.0)
        start = time.perf_counter()
        play(self.game, self.bots)
        self.timings["computer"] = time.perf_counter() - start
        self._after_computer()
        self._refresh()
        told = self._told()
        self.feedback.value = message_html(told, "info") if told else ""

    def _clock(self, start: float) -> None:
        """The widget's own seconds since ``start`` (what the computer and the analysis took is
        timed apart), shown with the others."""
        others = sum(seconds for name, seconds in self.timings.items() if name != "widget")
        self.timings["widget"] = time.perf_counter() - start - others
        self._show_timings()

    def _refuse(self, error: HoneymoonError) -> HoneymoonError:
        """Show why the learner's action or request is refused; returns the error, to raise."""
        self.feedback.value = message_html(str(error), "refused")
        return error

    def _click(self, action: Action) -> None:
        """A click applies the action its button shows: the object itself, never its text, which
        the game would read in its own language (under ``fr``, ``2C`` is 2♥ and ``5C`` the ♥5)."""
        self._quietly(lambda: self.act(action))

    def _quietly(self, call: Callable[[], object]) -> None:
        """A click: a refusal is shown (the API call wrote it), not raised into the browser."""
        with contextlib.suppress(HoneymoonError):
            call()

    # --- the hooks a table fills in (see the module's notes) -----------------------------------
    def _after_computer(self) -> None:
        pass

    def _player_name(self, player: int) -> str:
        raise NotImplementedError

    def _refresh(self) -> None:
        raise NotImplementedError

    def _told(self) -> str:
        raise NotImplementedError

    def _show_timings(self) -> None:
        raise NotImplementedError

    def _static_parts(self) -> list[str]:
        raise NotImplementedError


class _Looks:
    """The layouts and styles a table's widgets share: one model for each look, made at its first
    use. Each is a model the browser must build, and a class opening the play app at once builds
    every table's together."""

    def __init__(self) -> None:
        self._made: dict[tuple[Any, ...], Any] = {}

    def layout(self, **css: str) -> w.Layout:
        """The layout with these CSS properties (``width="42px"``); with none, the plain one."""
        return self._one(w.Layout, css)

    def style(self, *, red: bool = False, bold: bool = False) -> w.ButtonStyle:
        """A button's style: its text red (a red suit's card), bold, or neither."""
        return self._one(w.ButtonStyle, {**({"text_color": TEXT_RED} if red else {}),
                                         **({"font_weight": "bold"} if bold else {})})

    def text(self, value: str = "", layout: w.Layout | None = None) -> w.HTML:
        return w.HTML(value, layout=layout or self.layout(), style=self._one(HTMLStyle, {}))

    def button(self, description: str, tooltip: str, kind: str, *, layout: w.Layout | None = None,
               red: bool = False, **options: Any) -> w.Button:
        """A button of CSS class ``kind``; ``options`` are the Button's own (all given at once:
        each change after it is made is one more message to the browser)."""
        return w.Button(description=description, tooltip=tooltip, layout=layout or self.layout(),
                        style=self.style(red=red), _dom_classes=(kind,), **options)

    def _one(self, kind: Callable[..., Any], properties: dict[str, str]) -> Any:
        key = (kind, *sorted(properties.items()))
        if key not in self._made:
            self._made[key] = kind(**properties)
        return self._made[key]


def saved_seating(game: Game, level: str | None, seat: int | None) -> tuple[str, int]:
    """The level and the learner's seat a table going on with ``game`` takes: ``level`` and
    ``seat`` when given, else those the save recorded (:attr:`honeymoon.game.Game.computer`:
    the first seat the computer does not play, the computer's level), else the basic level at
    seat 0."""
    saved = game.computer
    if seat is None:
        seat = next((p for p in range(game.num_players) if p not in saved), 0)
    return (level if level is not None else next(iter(saved.values()), "basic")), seat
