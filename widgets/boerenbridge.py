"""The Boerenbridge table: a whole game of Boerenbridge ([boerenbridge-fr]) against the computer.

You sit at one seat; the computer (:func:`honeymoon.bots.make_bot`) plays every other seat by
itself. The widget shows the staircase of deals and where the game stands on it, the turned
trump card, the bids (with the hook explained when you deal: the number you may not bid, and
why), the table as you see it, the running score table and, at the end, the winner with the
tie-break that decided. It holds no rules: the bid, card and suit buttons are
:meth:`~honeymoon.game.Game.legal_actions`, the forbidden bid and the reason are the library's
(:meth:`~honeymoon.boerenbridge.BoerenbridgeGame.forbidden_bid`), the pictures are
:mod:`honeymoon.render`'s, drawn from your :meth:`~honeymoon.game.Game.view` only.

>>> table = BoerenbridgeTable(4, seed=1, first_dealer=3, schedule=(1, 2))
>>> table.game.current_player, sorted(table.bid_buttons)      # you bid first: 0 or 1 trick
(0, [0, 1])
>>> table.act(1)                     # the computer bids for the others and plays to your turn
>>> table.game.phase.value, table.game.current_player
('play', 0)

Every click has an API equivalent, :meth:`BoerenbridgeTable.act`: a bid (``2`` or ``"2"``), a
card (``"QH"``) or, when a Wizard is turned and you deal, a trump suit (``"S"``). A refused
action raises :class:`~honeymoon.errors.IllegalActionError` with the library's reason and
changes nothing:

>>> table.act(0)
Traceback (most recent call last):
...
honeymoon.errors.IllegalActionError: it is your turn to play a card, not 0
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as w

from honeymoon import ConfigError, IllegalActionError, Suit, load_game, new_game, render
from honeymoon.boerenbridge import BoerenbridgeGame, DealResult
from honeymoon.bots import LEVELS
from honeymoon.cards import AnyCard, Card, SpecialCard
from honeymoon.errors import SaveFileError, shown
from honeymoon.game import Action, Game, Phase
from honeymoon.views import BoerenbridgeView
from honeymoon_widgets.table import GameTable, saved_seating

__all__ = ["BoerenbridgeTable"]

_CELL = "padding:2px 7px;text-align:center;border:1px solid rgba(128,128,128,0.45)"
_NOW = "font-weight:bold;outline:3px solid #f0a500;outline-offset:-3px"


class BoerenbridgeTable(GameTable):
    """A whole game of Boerenbridge: you at ``seat``, the computer at ``level`` elsewhere.

    ``players`` is 2 to 7 (two play with the reduced deck); ``level`` is one of
    :data:`honeymoon.bots.LEVELS` (``"random"``, ``"basic"``, ``"strong"``); ``seed`` fixes
    the deals and the computer's choices (``None``: a fresh game each time); ``options`` go to
    :func:`honeymoon.new_game` (``harsh``, ``boer``, ``no_trump_rounds``, ``blind``,
    ``wizard``, ``fixed_hand_size``, ``schedule``, ``first_dealer``, ``names``, ``match``…).
    A bad option raises :class:`~honeymoon.errors.ConfigError`.

    >>> BoerenbridgeTable(8)
    Traceback (most recent call last):
    ...
    honeymoon.errors.ConfigError: Boerenbridge is for 3 to 7 players (2 with the reduced deck), not 8
    """

    #: The game (the library's :class:`~honeymoon.boerenbridge.BoerenbridgeGame`).
    game: BoerenbridgeGame
    _CLASS = "hm-boerenbridge-table"

    def __init__(self, players: int = 4, *, level: str = "basic", seat: int | None = None,
                 humans: Sequence[int] | None = None, seed: int | None = None, **options: Any) -> None:
        _check_level(level)
        game = new_game("boerenbridge", players=players, seed=seed, **options)
        self._setup(game, level=level, seat=seat, humans=humans)

    @classmethod
    def from_json(cls, text: str, *, level: str | None = None, seat: int | None = None,
                  humans: Sequence[int] | None = None) -> BoerenbridgeTable:
        """A table going on with a game saved by :meth:`to_json` (or ``game.to_json()``, or the
        ``honeymoon play`` command's save), with you at ``seat`` and the computer at ``level``:
        by default those the save records (:func:`~honeymoon_widgets.table.saved_seating`: a save
        with no computer seat goes on with people at every seat; ``humans`` as the table's).
        A text that is not a saved Boerenbridge game raises :class:`~honeymoon.errors.SaveFileError`.

        >>> table = BoerenbridgeTable(3, seed=2, schedule=(1, 2), level="random", seat=1)
        >>> again = BoerenbridgeTable.from_json(table.to_json())    # at seat 1, the computer random
        >>> again.game.history == table.game.history, again.seat, again.level
        (True, 1, 'random')
        """
        if level is not None:
            _check_level(level)
        game = load_game(text)
        if not isinstance(game, BoerenbridgeGame):
            raise SaveFileError(f"the saved game is {game.name}, not Boerenbridge")
        level, seat, humans = saved_seating(game, level, seat, humans)
        table = cls.__new__(cls)
        table._setup(game, level=level, seat=seat, humans=humans)
        return table

    def _setup(self, game: Game, *, level: str, seat: int | None, humans: Sequence[int] | None) -> None:
        assert isinstance(game, BoerenbridgeGame)
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < game.num_players):
            raise ConfigError(f"seat is your place at the table, 0 to {game.num_players - 1}, "
                              f"not {shown(seat)}")
        _check_level(level)
        self.level = level
        self._seat_people(seat, humans, game.num_players)
        self._called = [_capital(n) for n in game.view(0).names]

        text = self._looks.text
        self.stairs, self.status, self.picture, self.feedback, self.scores, self.result, self.timing = (
            text() for _ in range(7))
        self.bid_box = w.HBox()
        self.suit_box = w.HBox()
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._bid_pool: dict[int, w.Button] = {}
        self._card_pool: dict[str, w.Button] = {}
        self._suit_buttons = {suit: self._suit_button(suit) for suit in sorted(Suit, reverse=True)}
        self._lay_out([self.stairs, self.status, self.picture, self.bid_box, self.suit_box,
                       self.hand_box, self.feedback, self.result, self.scores, self.timing])
        self._start(game)  # every action is public: a loaded game tells all the others did in it

    # --- the API: what a click does ---------------------------------------------------------
    @property
    def bid_buttons(self) -> dict[int, w.Button]:
        """The bid buttons shown now, by number (the dealer's forbidden one is there, disabled)."""
        return {int(b.description): b for b in self.bid_box.children}

    @property
    def card_buttons(self) -> dict[str, w.Button]:
        """The buttons of your cards while you play, by code (``"QH"``, ``"W1"``)."""
        return {code: b for code, b in self._card_pool.items() if b in self.hand_box.children}

    @property
    def suit_buttons(self) -> dict[str, w.Button]:
        """The trump suit buttons, by letter (``"S"``), shown when a Wizard is turned and you deal."""
        return {s.letter: b for s, b in self._suit_buttons.items() if b in self.suit_box.children}

    # --- what the library says -----------------------------------------------------------------
    def hook_reason(self) -> str | None:
        """When you are the dealer and about to bid: the library's refusal of the forbidden
        bid (the hook), or ``None`` (not your bid, or no number is forbidden)."""
        game = self.game
        forbidden = game.forbidden_bid()
        if forbidden is None or game.current_player != self.seat or game.phase is not Phase.BIDDING:
            return None
        try:
            game.apply(forbidden)  # refused, and the game is left exactly as it was
        except IllegalActionError as error:
            return error.reason
        raise AssertionError("the library accepted the forbidden bid")  # pragma: no cover

    def tie_break(self) -> str:
        """Once the game is over: who won and what decided it (the total, then the most exact
        bids, then the best single deal: :meth:`~honeymoon.boerenbridge.BoerenbridgeGame.standings`)."""
        game = self.game
        if not game.is_over:
            return ""
        first, *rest = game.standings()
        name = self._names[first]
        wins = "You win" if name == "You" else f"{name} wins"
        if not rest:
            return f"{wins}."
        second = rest[0]
        keys = [(game.scores()[p], game.exact_bids(p), game.best_deal(p)) for p in (first, second)]
        other = self._names[second]
        if game.winner is None:
            return (f"A tie: {name} and {other} have {keys[0][0]} points, {keys[0][1]} exact bids "
                    f"and a best deal of {keys[0][2]} points each.")
        if keys[0][0] != keys[1][0]:
            return f"{wins} with {keys[0][0]} points ({other}: {keys[1][0]})."
        if keys[0][1] != keys[1][1]:
            return (f"{wins}: tied with {other} on {keys[0][0]} points, the first tie-break decided: "
                    f"more exact bids ({keys[0][1]} against {keys[1][1]}).")
        return (f"{wins}: tied with {other} on {keys[0][0]} points and {keys[0][1]} exact bids, the "
                f"second tie-break decided: the best single deal ({keys[0][2]} points against {keys[1][2]}).")

    # --- rendering ---------------------------------------------------------------------------
    @property
    def _names(self) -> list[str]:
        """The players as the table's sentences name them: ``You`` at the learner's seat (at a
        table of people, each by his name: the screen changes hands)."""
        if self._shared:
            return self._called
        return ["You" if p == self.seat else name for p, name in enumerate(self._called)]

    def _hide(self) -> None:
        """Behind the curtain: the staircase and the score table (public) only."""
        self.stairs.value = self._stairs_html()
        self.scores.value = render.boerenbridge_table_html(self.game)
        for box in (self.status, self.picture, self.result):
            box.value = ""
        self.bid_box.children = self.suit_box.children = self.hand_box.children = []

    def _draw(self) -> None:
        game = self.game
        view = game.view(self.seat)
        mine = self._learner_to_act
        self.stairs.value = self._stairs_html()
        self.status.value = self._status_html(view)
        self.picture.value = render.view_html(view)
        self.scores.value = render.boerenbridge_table_html(game)
        self.result.value = self._result_html() if game.is_over else ""
        legal = game.legal_actions() if mine else []
        phase = game.phase
        self.bid_box.children = self._bids(legal) if mine and phase is Phase.BIDDING else []
        self.suit_box.children = (list(self._suit_buttons.values())
                                  if mine and phase is Phase.CHOOSE_TRUMP else [])
        self.hand_box.children = self._cards(view, legal) if phase is Phase.PLAY else []

    def _bids(self, legal: list[Action]) -> list[w.Button]:
        forbidden = self.game.forbidden_bid()
        reason = self.hook_reason()
        buttons = []
        for number in range(self.game.hand_size + 1):
            button = self._bid_pool.get(number)
            if button is None:
                looks = self._looks
                button = looks.button(str(number), "", "hm-bid-button", layout=looks.layout(width="44px"))
                button.on_click(lambda _, n=number: self._click(n))
                self._bid_pool[number] = button
            refused = number == forbidden and number not in legal
            button.disabled = refused
            button.tooltip = (reason or "") if refused else f"bid {number} trick{'s' * (number != 1)}"
            button.button_style = "" if refused else "primary"
            buttons.append(button)
        return buttons

    def _cards(self, view: BoerenbridgeView, legal: list[Action]) -> list[w.Button]:
        buttons = []
        for card in view.hands[self.seat].cards:
            button = self._card_pool.get(card.code) or self._card_button(card)
            on = card in legal
            button.style = self._looks.style(red=_red(card), bold=on)
            button.button_style = "info" if on else ""
            button.tooltip = f"play {card}" if on else f"{card}: not playable now (click to see why)"
            buttons.append(button)
        return buttons

    def _card_button(self, card: AnyCard) -> w.Button:
        looks = self._looks
        button = looks.button(str(card), "", "hm-card-button", red=_red(card),
                              layout=looks.layout(width="auto", min_width="48px"))
        button.on_click(lambda _, card=card: self._click(card))
        self._card_pool[card.code] = button
        return button

    def _suit_button(self, suit: Suit) -> w.Button:
        name = suit.name.lower()
        looks = self._looks
        button = looks.button(f"{suit.symbol} {name}", f"{name} are trumps", "hm-suit-button",
                              layout=looks.layout(width="auto"), red=suit.is_red)
        button.on_click(lambda _, suit=suit: self._click(suit))
        return button

    def _stairs_html(self) -> str:
        """The staircase: a cell per deal with its hand size; done, now and to come."""
        game = self.game
        now = None if game.is_over else game.deal_number
        cells = []
        for number, size in enumerate(game.schedule, start=1):
            if number == now:
                state, style = "hm-now", f"{_CELL};{_NOW}"
            elif now is None or number < now:
                state, style = "hm-done", f"{_CELL};opacity:0.55"
            else:
                state, style = "hm-to-come", _CELL
            mark = "<br><small>NT</small>" if number in game.no_trump_deals else ""
            title = f"deal {number}: {size} card{'s' * (size != 1)} each" + (", no trumps" if mark else "")
            cells.append(f"<td class='{state}' title='{title}' style='{style}'>{size}{mark}</td>")
        size = game.hand_size
        where = (f"deal {now} of {len(game.schedule)}, {size} card{'s' * (size != 1)} each"
                 if now else f"all {len(game.schedule)} deals played")
        return (f"<div class='hm-stairs'><b>The staircase</b> ({where}):"
                f"<table style='border-collapse:collapse;margin:2px 0 6px 0'><tr>{''.join(cells)}</tr>"
                "</table></div>")

    def _status_html(self, view: BoerenbridgeView) -> str:
        game = self.game
        if game.is_over:
            return "<p class='hm-status'><b>The game is over.</b></p>"
        dealer = "you deal" if game.dealer == self.seat else f"{escape(self._names[game.dealer])} deals"
        turned = view.turned
        if turned is None:
            trump = "no card is turned: no trumps this deal"
        else:
            trump = f"the turned card is {_card_html(turned)}"
            trump += (f": trumps are {_suit_html(game.trump)}" if game.trump is not None
                      else ": a Wizard, the dealer names trumps" if game.phase is Phase.CHOOSE_TRUMP
                      else ": a Jester, no trumps")
        lines = [f"Deal {game.deal_number}: {dealer}; {trump}."]
        phase = game.phase
        if game.current_player != self.seat:
            lines.append(f"{escape(self._names[game.current_player or 0])} is to act.")
        elif phase is Phase.CHOOSE_TRUMP:
            lines.append("A Wizard is turned and you deal: <b>name the trump suit</b>.")
        elif phase is Phase.BIDDING:
            blind = (" <b>A blind deal:</b> you bid without seeing your card (it scores "
                     f"{game.config.blind_multiplier} times)." if game.blind else "")
            lines.append(f"<b>Your bid:</b> how many tricks will you take, exactly?{blind}")
            reason = self.hook_reason()
            if reason is not None:
                said = " + ".join(str(b) for b in game.bidding)
                lines.append(f"<span class='hm-hook'>You deal, so you bid last. The others bid {said} = "
                             f"{sum(game.bidding)}; {escape(reason)}.</span>")
        else:
            lines.append("<b>Your card:</b> click a card to play it.")
        return "<p class='hm-status'>" + "<br>".join(lines) + "</p>"

    def _told(self) -> str:
        """What the others did since your last look (every action of Boerenbridge is public), and
        where a deal ended meanwhile, how it ended: each player's score lines (the library's)."""
        game = self.game
        ends = self._deal_ends()
        told: list[str] = []
        lines: list[str] = []
        for index in range(self._seen, len(game.history)):
            player, action = game.history[index]
            if player != self.seat:
                who = self._names[player]
                lines.append(f"{who} named trumps: {action.symbol}" if isinstance(action, Suit)
                             else f"{who} played {action}" if isinstance(action, Card | SpecialCard)
                             else f"{who} bid {action}")
            if index + 1 in ends:
                told += ["; ".join(lines) + "."] if lines else []
                told.append(self._deal_over(game.results[ends.index(index + 1)]))
                lines = []
        return " ".join(told + (["; ".join(lines) + "."] if lines else []))

    def _deal_ends(self) -> list[int]:
        """For each finished deal, how many actions of the history it took to reach its end:
        the deal ends with its last card, its hand size times the players."""
        ends, cards = [], 0
        results = iter(self.game.results)
        needed = next(results).hand_size * self.game.num_players if self.game.results else -1
        for index, (_, action) in enumerate(self.game.history):
            cards += isinstance(action, Card | SpecialCard)
            if cards == needed:
                ends.append(index + 1)
                result = next(results, None)
                needed = -1 if result is None else needed + result.hand_size * self.game.num_players
        return ends

    def _deal_over(self, result: DealResult) -> str:
        """A finished deal in words: its number, then each player's score lines."""
        players = "; ".join(
            f"{self._names[p]}: " + ", ".join(f"{line.label} ({line.points} point"
                                              f"{'' if abs(line.points) == 1 else 's'})" for line in lines)
            for p, lines in enumerate(result.lines))
        return f"Deal {result.number} is over. {players}."

    def _result_html(self) -> str:
        game = self.game
        rows = "".join(
            f"<tr><td style='{_CELL}'>{rank}</td><th style='{_CELL}'>{escape(self._names[p])}</th>"
            f"<td style='{_CELL}'>{game.scores()[p]}</td><td style='{_CELL}'>{game.exact_bids(p)}</td>"
            f"<td style='{_CELL}'>{game.best_deal(p)}</td></tr>"
            for rank, p in enumerate(game.standings(), start=1))
        head = "".join(f"<th style='{_CELL}'>{h}</th>" for h in ("", "", "points", "exact bids", "best deal"))
        return (f"<div class='hm-result'><p class='hm-winner'><b>{escape(self.tie_break())}</b></p>"
                f"<table class='hm-standings' style='border-collapse:collapse'><tr>{head}</tr>{rows}</table>"
                "</div>")

    def _show_timings(self) -> None:
        computer, widget = self.timings["computer"] * 1000, self.timings["widget"] * 1000
        thought = f"the computer thought for {computer:.0f} ms; " if self.game.computer else ""
        what = "the computer" if self.game.computer else "the table"  # people at every seat: no computer
        self.timing.value = (f"<details class='hm-timing' style='font-size:0.85em;opacity:0.75'><summary>how "
                             f"long {what} took</summary>{thought}the table answered in {widget:.0f} ms"
                             "</details>")

    def _player_name(self, player: int) -> str:
        return self._called[player]

    def _static_parts(self) -> list[str]:
        """The staircase, what you see and may do, the last feedback, the result and the scores."""
        parts = [self.stairs.value, self.status.value, self.picture.value]
        bids = self.bid_buttons
        if bids:
            parts.append("<p class='hm-choices'>Your bid: " + " ".join(
                f"<s title='{escape(b.tooltip)}'>{n}</s>" if b.disabled else f"<b>{n}</b>"
                for n, b in bids.items()) + "</p>")
        if self.suit_buttons:
            parts.append("<p class='hm-choices'>Name trumps: "
                         + " ".join(_suit_html(s) for s in sorted(Suit, reverse=True)) + "</p>")
        return [*parts, self.feedback.value, self.result.value, self.scores.value]


def _check_level(level: Any) -> None:
    if not isinstance(level, str) or level not in LEVELS:
        raise ConfigError(f"level is one of {', '.join(LEVELS)}, not {shown(level)}")


def _red(card: AnyCard) -> bool:
    return isinstance(card, Card) and card.suit.is_red


def _capital(name: str) -> str:
    return name[:1].upper() + name[1:]


def _card_html(card: AnyCard) -> str:
    return render.card_html(card) if isinstance(card, Card) else f"<b>{escape(str(card))}</b>"


def _suit_html(suit: Suit) -> str:
    color = render.TEXT_RED if suit.is_red else "inherit"
    return f"<span style='color:{color}'>{suit.symbol}</span>"
