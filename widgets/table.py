"""What the two play tables share: the learner at one seat of a game, the computer at the others,
or two learners (or more) sharing one screen.

:class:`~honeymoon_widgets.play.PlayTable` (the bridge forms) and
:class:`~honeymoon_widgets.boerenbridge.BoerenbridgeTable` are each a :class:`GameTable`. The
base does what every table does the same way: the computer (:attr:`GameTable.bots`) acts until
it is the learner's turn; :meth:`GameTable.act` does what a click does, and refuses an illegal
action with the library's reason, the game unchanged; the feedback tells what was done since the
learner's last look; :attr:`GameTable.timings` says how long it all took. A table fills in the
hooks, each named for what it does:

- ``_draw()`` draws the table anew from the learner's view: the picture, his buttons;
- ``_hide()`` empties every part that shows a private card while the curtain is down;
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

**People at one screen.** ``humans`` names the seats that people play (by default the
learner's ``seat`` alone); the computer plays the others. With two people or more, the table
shows the view of the one whose turn it is, and only after a *curtain*: when the turn passes to
another person (and at the start), the table hides every card that is not public and says
"Pass the screen to …"; the hand appears when that person clicks the curtain's button
(:meth:`GameTable.lift_curtain`). The curtain hides what a glance would see: the browser still
holds the widgets the other player was shown, for anyone who opens its developer tools. At the
end the one who made the last move reads his own review, then passes the screen
(:meth:`GameTable.pass_the_screen`) to each other person in turn, for his.

>>> table = BoerenbridgeTable(3, seed=2, schedule=(1, 2), level="random", humans=(0, 1))
>>> table.waiting, table.game.computer                 # player 1 bids first: the screen is his
(1, {2: 'random'})
>>> table.lift_curtain()
>>> table.act(0)                     # his bid, the computer's, then the curtain for player 0
>>> table.waiting, table.seat, table.bid_buttons
(0, 1, {})
>>> table.lift_curtain()
>>> table.seat, table.feedback.value.count("bid 0")    # he is told the two bids
(0, 2)
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from functools import cached_property
from html import escape
from typing import Any

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

from honeymoon import ConfigError, HoneymoonError, IllegalActionError
from honeymoon.bots import Bot, make_bot, play
from honeymoon.errors import shown
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
    #: The learner's seat (his player number); at a table of people, the seat of the one who has
    #: the screen (the last to lift the curtain).
    seat: int
    #: The seats people play (:attr:`seat` among them); the computer plays the others.
    humans: tuple[int, ...]
    #: The seat whose player must take the screen (the curtain is down), or ``None``.
    waiting: int | None = None
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
    #: How many actions of the history each person has seen: those after them are told.
    _seen_by: dict[int, int]
    #: Whether people share the screen (two or more), and whether its first curtain came down.
    _shared: bool = False
    _curtain_seen: bool = False

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
            if self.waiting is not None:
                name = self._player_name(self.waiting)
                raise IllegalActionError(f"the curtain is down: {name} takes the screen and clicks "
                                         "its button first")
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

    def lift_curtain(self) -> None:
        """What the curtain's button does: the person waiting takes the screen, and the table shows
        his view, his choices and what was done since his last look. With no curtain down it
        raises :class:`~honeymoon.errors.IllegalActionError`."""
        start = time.perf_counter()
        if self.waiting is None:
            raise self._refuse(IllegalActionError("there is no curtain to lift: the screen is "
                                                  f"{self._player_name(self.seat)}'s"))
        self.seat, self.waiting = self.waiting, None
        self.timings = dict.fromkeys(self._TIMED, 0.0)
        self._refresh()
        self._tell()
        self._clock(start)

    def pass_the_screen(self) -> None:
        """What the end's *Pass the screen* button does: the one who has the screen has read his
        review, and the curtain comes down for the next person who has not seen the end, for his
        own. With nobody left to see it it raises :class:`~honeymoon.errors.IllegalActionError`."""
        start = time.perf_counter()
        waiting = self._next_to_review()
        if waiting is None:
            raise self._refuse(IllegalActionError("there is nobody to pass the screen to: everyone has "
                                                  f"seen the end of the {self._PLAYS}"))
        self._look(len(self.game.history))
        self.waiting = waiting
        self.timings = dict.fromkeys(self._TIMED, 0.0)
        self._refresh()
        self._tell()
        self._clock(start)

    def _next_to_review(self) -> int | None:
        """At the end of a game people share, the next person who has not seen it (``None``
        while the curtain is down, before the end, or once everyone has)."""
        game = self.game
        if not (self._shared and game.is_over and self.waiting is None):
            return None
        done = len(game.history)
        return next((p for p in self.humans if p != self.seat and self._seen_by.get(p, 0) < done), None)

    def to_json(self) -> str:
        """The game as JSON text (:meth:`honeymoon.game.Game.to_json`), with the seats the
        computer plays and their level; ``from_json`` goes on with it."""
        return self.game.to_json()

    def static_html(self) -> str:
        """The table's current state as HTML, drawn by :mod:`honeymoon.render` (no script): what
        the learner sees and may do now, and the last feedback. The timings are left out, so
        that the same game always draws the same picture."""
        curtain = self.curtain_text.value if self.waiting is not None else ""
        return f"<div class='{self._CLASS}'>{curtain}{''.join(self._static_parts())}</div>"

    # --- the skeleton ----------------------------------------------------------------------------
    @cached_property
    def _looks(self) -> _Looks:
        """The layouts and styles this table's widgets share."""
        return _Looks()

    @property
    def _learner_to_act(self) -> bool:
        return self.waiting is None and not self.game.is_over and self.game.current_player == self.seat

    @property
    def _seen(self) -> int:
        """How many actions of the history the player on screen has seen."""
        return self._seen_by.get(self.seat, 0)

    def _seat_people(self, seat: int | None, humans: Sequence[int] | None, players: int) -> None:
        """Set :attr:`seat` and :attr:`humans` from a table's arguments: ``humans`` defaults to
        ``(seat,)`` and ``seat`` to the first of ``humans`` (or 0); a seat that is not a player,
        a seat twice or a ``seat`` people do not play raises :class:`~honeymoon.errors.ConfigError`."""
        seats = (0 if seat is None else seat,) if humans is None else humans
        if not isinstance(seats, Sequence) or isinstance(seats, str) or not seats or any(
                isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < players for p in seats):
            raise ConfigError(f"humans are the seats people play, players from 0 to {players - 1}, "
                              f"not {shown(humans)}")
        if len(set(seats)) != len(seats):
            raise ConfigError(f"humans names each seat people play once, not {shown(humans)}")
        if seat is not None and seat not in seats:
            raise ConfigError(f"seat {shown(seat)} is not one of the seats people play: {shown(humans)}")
        self.humans, self.seat = tuple(seats), seats[0] if seat is None else seat
        self.waiting = None

    def _lay_out(self, children: list[Any]) -> None:
        """Put the curtain and the table's widgets in its box, one under the other."""
        looks = self._looks
        self.curtain_text = looks.text()
        self.curtain_button = looks.button("Show my cards", "only the player named above may see this",
                                           "hm-curtain-button", button_style="primary")
        self.curtain_button.on_click(lambda _: self._quietly(self.lift_curtain))
        #: What hides the private cards between two people's turns (see the module's notes).
        self.curtain = w.VBox([self.curtain_text, self.curtain_button], layout=w.Layout(display="none"))
        self.curtain.add_class("hm-curtain")
        #: At the end, for the one on screen once he has read his review (see :meth:`pass_the_screen`).
        self.pass_button = looks.button("Pass the screen", "the other person's own review of the end",
                                        "hm-pass-button", layout=w.Layout(width="auto"))
        self.pass_button.on_click(lambda _: self._quietly(self.pass_the_screen))
        self.pass_box = w.HBox([self.pass_button], layout=w.Layout(display="none"))
        super().__init__([self.curtain, *children, self.pass_box])
        self.add_class(self._CLASS)

    def _start(self, game: Game, seen: int = 0) -> None:
        """Play ``game``: the computer sits at every seat people do not play and acts until a
        person's turn; what was done after the first ``seen`` actions of the history is told."""
        self.game = game
        # Saved with the game, so that a save goes on at these seats and level (saved_seating).
        game.computer = {p: self.level for p in range(game.num_players) if p not in self.humans}
        self.bots = {p: make_bot(level, seed=game.seed + p) for p, level in game.computer.items()}
        self._seen_by = {}
        for person in self.humans:
            self._look(seen, person)
        self._shared, self._curtain_seen, self.waiting = len(self.humans) > 1, False, None
        self._go_on()

    def _look(self, seen: int, person: int | None = None) -> None:
        """``person`` (the player on screen by default) has seen the first ``seen`` actions of
        the history: the others are told."""
        self._seen_by[self.seat if person is None else person] = seen

    def _go_on(self) -> None:
        """The computer acts until the learner's turn (or the end), the table is drawn anew, and
        what was done since the learner's last look is told."""
        self.timings = dict.fromkeys(self._TIMED, 0.0)
        start = time.perf_counter()
        play(self.game, self.bots)
        self.timings["computer"] = time.perf_counter() - start
        self._after_computer()
        game = self.game
        if self._shared and not game.is_over and game.current_player != self.seat:
            self.waiting = game.current_player  # another person's turn: the curtain comes down
        elif self._shared and not game.is_over and not self._curtain_seen:
            self.waiting = self.seat  # the start: the screen is nobody's yet
        self._curtain_seen = True
        self._refresh()
        self._tell()

    def _tell(self) -> None:
        """What was done since the last look of the player on screen, or nothing while the
        curtain is down."""
        told = "" if self.waiting is not None else self._told()
        self.feedback.value = message_html(told, "info") if told else ""

    def _refresh(self) -> None:
        """Draw the table anew: the curtain and nothing private while it is down, else the view
        of the player on screen."""
        waiting, next_to_review = self.waiting, self._next_to_review()
        self.pass_box.layout.display = "none" if next_to_review is None else None
        if next_to_review is not None:
            self.pass_button.description = f"Pass the screen to {self._player_name(next_to_review)}"
        self.curtain.layout.display = "none" if waiting is None else None
        if waiting is None:
            self.curtain_text.value = ""
            self._draw()
            return
        name = escape(self._player_name(waiting))
        self.curtain_text.value = (f"<p class='hm-curtain-text'><b>Pass the screen to {name}</b>, then "
                                   f"click the button when only {name} sees it.</p>")
        self._hide()

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

    def _draw(self) -> None:
        raise NotImplementedError

    def _hide(self) -> None:
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


def saved_seating(game: Game, level: str | None, seat: int | None,
                  humans: Sequence[int] | None = None) -> tuple[str, int | None, Sequence[int] | None]:
    """The level, the learner's seat and the seats people play that a table going on with
    ``game`` takes: those given, else those the save recorded (:attr:`honeymoon.game.Game.computer`:
    the computer's level, people at every seat it does not play), else the basic level. A save
    that names no computer seat was played by people at every seat: it goes on so, unless
    ``level`` or ``seat`` is given (then the learner is at ``seat``, or 0, against the computer).

    >>> from honeymoon import new_game
    >>> game = new_game("plain", seed=1)
    >>> saved_seating(game, None, None)                  # nobody recorded as the computer: two people
    ('basic', None, (0, 1))
    >>> saved_seating(game, "random", None)              # the learner at seat 0 against the computer
    ('random', None, None)
    """
    saved = game.computer
    if humans is None and (saved or (level is None and seat is None)):
        people = tuple(p for p in range(game.num_players) if p not in saved)
        humans = people if len(people) > 1 or seat is None else None
    return (level if level is not None else next(iter(saved.values()), "basic")), seat, humans
