"""The "play against the computer" page: choose a form, the computer's level and your seat, and
whether you play the computer or a friend on this screen.

``make play`` serves this widget alone with Voila (``app/play.ipynb``); in a notebook it works
the same. Its Start button builds a :class:`~honeymoon_widgets.play.PlayTable` (a bridge form)
or a :class:`~honeymoon_widgets.boerenbridge.BoerenbridgeTable` below the choices.

>>> launcher = PlayLauncher()
>>> table = launcher.start("plain", level="basic", seat=1, seed=3)
>>> type(table).__name__, table.seat, table.game.name
('PlayTable', 1, 'plain')

**A friend on this screen**: the opponent choice ``"friend"`` seats a person at the seat after
yours too (the table's ``humans``); the computer plays any other seat. The table then hides
each hand behind a curtain between the two players' turns (see
:class:`~honeymoon_widgets.table.GameTable`).

>>> launcher.opponent_choice.value = "friend"
>>> table = launcher.start("plain", seat=0, seed=3)
>>> table.humans, table.game.computer, table.waiting     # the curtain: player 1 calls first
((0, 1), {}, 1)
>>> launcher.opponent_choice.value = "computer"

For Boerenbridge the page also offers the number of players, the deals and the house rules of
lesson 16, each a button to press. They are options of :func:`honeymoon.new_game`, and the
library judges them: a combination it refuses is not started, and the message line gives its
reason.

>>> launcher.form_choice.value = "boerenbridge"
>>> launcher.players_choice.value = 5
>>> launcher.rule_buttons["harsh scoring"].value = True
>>> launcher.deals_choice.value = "a short game: 1, 2, 3, 2, 1 cards"
>>> launcher.boerenbridge_options()
{'players': 5, 'schedule': (1, 2, 3, 2, 1), 'harsh': True}
>>> launcher.start(seed=3).game.schedule
(1, 2, 3, 2, 1)
>>> launcher.deals_choice.value = "7 cards every deal (a fixed hand size)"
>>> launcher.rule_buttons["deals without trumps"].value = True
>>> launcher.start_button.click()
>>> print(launcher.message.value)
<p class="hm-message hm-refused" ...>This game cannot start with these choices: no_trump_rounds=...
"""

from __future__ import annotations

import functools
from typing import Any, NamedTuple

import ipywidgets as w

import honeymoon
from honeymoon.boerenbridge import STAIR_TOPS, BoerenbridgeGame, BoerenbridgeOptions
from honeymoon.bots import LEVELS
from honeymoon.errors import ConfigError, shown
from honeymoon.game import describe_games
from honeymoon.options import is_player
from honeymoon_course.words import and_list
from honeymoon_widgets.base import CourseWidget, message_html
from honeymoon_widgets.boerenbridge import BoerenbridgeTable
from honeymoon_widgets.play import PlayTable

__all__ = ["DEALS", "FORM_TITLES", "HOUSE_RULES", "LEVEL_WORDS", "OPPONENTS", "HouseRule", "PlayLauncher"]

#: Whom you play, as the page offers it: the computer at every other seat, or a friend at the
#: seat after yours, on this screen (the computer plays any seat left).
OPPONENTS = {"computer": "the computer", "friend": "a friend on this screen"}

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
    "boerenbridge": "Boerenbridge (lessons 15 and 16)",
}

#: What each computer level does, in a learner's words.
LEVEL_WORDS = {
    "random": "random: any card or call it may make, chosen by chance; easy to beat",
    "basic": "basic: counts its points and long suits to bid, and plays by rules of thumb "
             "(win cheaply, cash sure winners, lead from length)",
    "strong": "strong: imagines many ways the hidden cards could lie and picks what works best "
              "with every card then played perfectly; it takes a second or two a card",
}


class HouseRule(NamedTuple):
    """A house rule of Boerenbridge: the options of :func:`honeymoon.new_game` it turns on, and
    what it does, in words."""

    options: dict[str, Any]
    words: str


#: The plain game of lesson 15: every option of Boerenbridge at its default.
_PLAIN = BoerenbridgeOptions()

#: Boerenbridge's house rules (lesson 16), as the page's buttons name them.
HOUSE_RULES = {
    "harsh scoring": HouseRule(
        {"harsh": True}, "a missed bid scores minus the difference between the bid and the tricks won"),
    "the Boer rule": HouseRule(
        {"boer": True}, "+5 to the dealer whose bid the hook restricted, if he missed and no other "
                        "player who missed came closer to his bid"),
    "deals without trumps": HouseRule(
        {"no_trump_rounds": "common"}, "no card is turned for trumps in the one-card deals and the "
                                       "deals at the top of the staircase"),
    "blind one-card deals": HouseRule(
        {"blind": True}, "in the one-card deals you bid before you see your card, and the deal's score "
                         f"is multiplied by {_PLAIN.blind_multiplier}"),
    "Wizard style": HouseRule(
        {"wizard": True}, "four Wizards, which always win, and four Jesters, which always lose, join "
                          f"the pack: {len(BoerenbridgeOptions(wizard=True).deck)} cards"),
}

_SHORT_GAME = (1, 2, 3, 2, 1)

#: The hand sizes of a game's deals, as the page offers them, and the options each gives. A fixed
#: hand size is often 7 or 10, says [boerenbridge-fr] (lesson 16, "A fixed hand size").
DEALS: dict[str, dict[str, Any]] = {
    "the staircase (lesson 15)": {},
    f"a short game: {', '.join(map(str, _SHORT_GAME))} cards": {"schedule": _SHORT_GAME},
    **{f"{size} cards every deal (a fixed hand size)": {"fixed_hand_size": size} for size in (7, 10)},
}


def _title(form: str) -> str:
    """A form as the page names it."""
    return FORM_TITLES.get(form) or f"{form}: {describe_games().get(form, '')}".rstrip(": ")


def _refusal(options: dict[str, Any]) -> str | None:
    """The library's reason to refuse these options of Boerenbridge, or ``None``."""
    try:
        BoerenbridgeOptions.build(options)
    except ConfigError as error:
        return str(error)
    return None


def _show_pressed(change: dict[str, Any]) -> None:
    """A house rule pressed shows in colour (a pressed button's grey is hard to tell)."""
    change["owner"].button_style = "info" if change["new"] else ""


def _in_game(game: BoerenbridgeGame) -> str:
    """The players, house rules and deals of ``game``, as the page names them."""
    choices = {**{name: rule.options for name, rule in HOUSE_RULES.items()}, **DEALS}
    named = [name for name, options in choices.items()
             if options and all(getattr(game.config, key) == value for key, value in options.items())]
    return f" for {game.num_players} players" + (f" with {and_list(named)}" if named else "")


def _is_boerenbridge(form: object) -> bool:
    """Whether the library's game of that name is Boerenbridge (its own table and choices); a
    name it does not know is not (PlayTable then refuses it, with the names it knows)."""
    return isinstance(form, str) and _makes_boerenbridge(form)


@functools.cache
def _makes_boerenbridge(form: str) -> bool:
    """Asked of the library once per name: a game of that form, made to learn its kind."""
    return form in honeymoon.available_games() and isinstance(honeymoon.new_game(form, seed=0),
                                                              BoerenbridgeGame)


def _with_friend(seat: object, players: object) -> tuple[int, int] | None:
    """The seats of a learner at ``seat`` and his friend, at the seat after his; ``None`` for a
    seat or a number of players the table will refuse with its reason."""
    if isinstance(players, int) and not isinstance(players, bool) and is_player(seat, players):
        assert isinstance(seat, int)
        return seat, (seat + 1) % players
    return None


class PlayLauncher(CourseWidget, w.VBox):
    """Three choices and a Start button; the table appears below (``launcher.table``). For
    Boerenbridge, the number of players, the deals and the house rules too."""

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
        self.opponent_choice = w.Dropdown(options=[(words, key) for key, words in OPPONENTS.items()],
                                          value="computer", description="Play")
        self.players_choice = w.Dropdown(options=sorted(STAIR_TOPS), value=_PLAIN.players,
                                         description="Players")
        self.deals_choice = w.Dropdown(options=list(DEALS), description="Deals")
        self.rule_buttons = {name: w.ToggleButton(description=name, tooltip=rule.words,
                                                  layout=w.Layout(width="auto"))
                             for name, rule in HOUSE_RULES.items()}
        self.boerenbridge_box = w.VBox([
            w.HBox([self.players_choice, self.deals_choice]),
            w.HTML("<p class='hm-house-rules'><small>House rules (lesson 16): press a rule to play "
                   "with it (it shows in colour), press it again to leave it out; hold the mouse over "
                   "it to read what it does.</small></p>"),
            w.HBox(list(self.rule_buttons.values()), layout=w.Layout(flex_flow="row wrap"))])
        self.start_button = w.Button(description="Start", button_style="primary")
        self.message = w.HTML()
        self.place = w.Box()
        self.table: PlayTable | BoerenbridgeTable | None = None
        self._allowed_rules()
        self._form(form)
        self._level(level)
        self.form_choice.observe(lambda change: self._form(change["new"]), names="value")
        self.players_choice.observe(lambda _: self._players(), names="value")
        for button in self.rule_buttons.values():
            button.observe(_show_pressed, names="value")
        self.level_choice.observe(lambda change: self._level(change["new"]), names="value")
        self.start_button.on_click(lambda _: self._start_clicked())
        self.form_choice.layout.width = "32em"
        self.deals_choice.layout.width = "24em"
        super().__init__([w.HBox([self.form_choice, self.seat_choice]), self.opponent_choice,
                          self.boerenbridge_box,
                          w.HBox([self.level_choice, self.start_button]), self.level_words,
                          self.message, self.place])
        self.add_class("hm-play-launcher")

    def _form(self, form: str) -> None:
        self.boerenbridge_box.layout.display = None if _is_boerenbridge(form) else "none"
        self._seats()

    def _players(self) -> None:
        self._allowed_rules()
        self._seats()

    def _allowed_rules(self) -> None:
        """The house rules the library allows for the players chosen (Wizard style needs three
        or more): a rule it refuses cannot be pressed, and says why."""
        for name, button in self.rule_buttons.items():
            reason = _refusal({"players": self.players_choice.value, **HOUSE_RULES[name].options})
            button.disabled = reason is not None
            button.tooltip = reason or HOUSE_RULES[name].words
            if button.disabled:
                button.value = False

    def _seats(self) -> None:
        form = self.form_choice.value
        players = {"players": self.players_choice.value} if _is_boerenbridge(form) else {}
        names = honeymoon.new_game(form, seed=0, **players).view(0).names
        self.seat_choice.options = [(str(name), seat) for seat, name in enumerate(names)]
        self.seat_choice.value = 0

    def _level(self, level: str) -> None:
        self.level_words.value = f"<p class='hm-level'><small>{LEVEL_WORDS.get(level, level)}</small></p>"

    def boerenbridge_options(self) -> dict[str, Any]:
        """The options of :func:`honeymoon.new_game` that the Boerenbridge choices give: the
        players, the deals and each house rule pressed."""
        options = {"players": self.players_choice.value, **DEALS[self.deals_choice.value]}
        for name, button in self.rule_buttons.items():
            if button.value:
                options.update(HOUSE_RULES[name].options)
        return options

    def start(self, form: str | None = None, *, level: str | None = None, seat: int | None = None,
              opponent: str | None = None, seed: int | None = None,
              **options: Any) -> PlayTable | BoerenbridgeTable:
        """Start a match (what the Start button does, with the choices shown unless given; the
        options given go to :func:`honeymoon.new_game`, for Boerenbridge after those of its
        choices). ``opponent`` is a key of :data:`OPPONENTS`. Options the library refuses raise
        :class:`~honeymoon.errors.ConfigError`."""
        form = self.form_choice.value if form is None else form
        level = self.level_choice.value if level is None else level
        seat = self.seat_choice.value if seat is None else seat
        opponent = self.opponent_choice.value if opponent is None else opponent
        if opponent not in OPPONENTS:
            raise ConfigError(f"the opponent is one of {', '.join(OPPONENTS)}, not {shown(opponent)}")
        friend = opponent == "friend"
        table: PlayTable | BoerenbridgeTable
        if _is_boerenbridge(form):
            chosen = {**self.boerenbridge_options(), **options}
            humans = _with_friend(seat, chosen.get("players", _PLAIN.players)) if friend else None
            table = BoerenbridgeTable(level=level, seat=seat, humans=humans, seed=seed, **chosen)
            what = f"game of {_title(form)}{_in_game(table.game)}"
        else:  # PlayTable refuses a form that is not one of bridge
            humans = (_with_friend(seat, honeymoon.new_game(form, seed=0, **options).num_players)
                      if friend else None)
            table = PlayTable(form, level=level, seat=seat, humans=humans, seed=seed, **options)
            what = f"match of {_title(form)}"
        self.table = table
        self.place.children = [table]
        names = table.game.view(seat).names
        if friend:
            others = len(table.game.computer)
            who = (f"you are {names[seat]}, your friend is {names[table.humans[1]]}"
                   + (f", the computer plays the other seat{'s' * (others > 1)} at the {level} level"
                      if others else "")
                   + ". Between your turns a curtain hides the cards: pass the screen when it asks.")
        else:
            who = f"you are {names[seat]}, the computer plays at the {level} level."
        self.message.value = message_html(f"A new {what}: {who}")
        return table

    def _start_clicked(self) -> None:
        """Start, or say in the message line why the library refused the choices."""
        try:
            self.start()
        except ConfigError as error:  # the last game's table goes: it is not what the choices say
            self.table = None
            self.place.children = []
            self.message.value = message_html(f"This game cannot start with these choices: {error}",
                                              "refused")

    def static_html(self) -> str:
        if self.table is not None:
            below = self.table.static_html()
        elif _is_boerenbridge(self.form_choice.value):
            below = ("<p>Choose the number of players, your seat, the deals, the house rules and the "
                     "computer's level, then press Start.</p>")
        else:
            below = "<p>Choose a form, the computer's level and your seat, then press Start.</p>"
        return f"<div class='hm-play-launcher'>{self.message.value}{below}</div>"
