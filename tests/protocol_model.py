"""The independent model of the game protocol that tests/test_game_protocol.py plays against.

Written from the project's rulings (the book's Rules pages) and the module docs of
:mod:`honeymoon.game` and :mod:`honeymoon.forms`, not from the engine's code: each form as the
rulings describe it (:class:`Spec`), cards and calls as text, the auction and the score sheet as the
rulings state them (:class:`AuctionModel`, :class:`SheetModel`), agents that choose actions, and
:class:`Watcher`, which plays a game with an agent and checks every deal (and, with ``full=True``,
every step) against the model.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, cast

from honeymoon import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Card,
    Game,
    Phase,
)
from honeymoon.cards import AnyCard, SpecialCard
from honeymoon.game import action_text
from honeymoon.views import BridgeView


# --- the forms, as the rulings describe them ----------------------------------------------------
@dataclass(frozen=True)
class Spec:
    """A form: players, seats (hands that play cards; also the cards in a trick), cards per seat
    when the play starts, the phase that builds the hands, the dummies."""

    name: str
    players: int = 2
    seats: int = 2
    hand: int = 13
    prelude: str | None = None  # "draw", "draw-discard", "draw-tricks"
    dummies: str | None = None  # "double", "half-open", "single", "shared", "partner"

    @property
    def tricks(self) -> int:
        return 16 if self.players == 3 else 13

    @property
    def sides(self) -> int:
        return 2 if self.players == 4 else self.players

    def side(self, player: int) -> int:
        return player % 2 if self.players == 4 else player

    @property
    def book(self) -> int:
        return 9 if self.players == 3 else 6


SPECS = {
    spec.name: spec
    for spec in (
        Spec("plain"),
        Spec("draw", prelude="draw"),
        Spec("draw-discard", prelude="draw-discard"),
        Spec("draw-tricks", prelude="draw-tricks"),
        Spec("double-dummy", seats=4, dummies="double"),
        Spec("half-open", seats=4, dummies="half-open"),
        Spec("single-dummy", seats=4, dummies="single"),
        Spec("exposed-dummy", seats=3, dummies="shared"),
        Spec("three-handed", players=3, seats=3, hand=16),
        Spec("contract-bridge", players=4, seats=4, dummies="partner"),
    )
}
FORMS = list(SPECS)


def controller(spec: Spec, seat: int, declarer: int) -> int:
    """The player who plays a seat's cards."""
    if spec.dummies in ("double", "half-open", "single"):
        return seat % 2  # each player's hand (0, 1) and the dummy opposite it (2, 3)
    if spec.dummies == "shared" and seat == 2:
        return declarer
    if spec.dummies == "partner" and seat == (declarer + 2) % 4:
        return declarer
    return seat


def play_order(spec: Spec, declarer: int) -> tuple[int, ...]:
    """The seats in the order of play, from the opening leader: the seat on declarer's left (in
    exposed-dummy the rotation is declarer, opponent, dummy, and the opponent leads)."""
    if spec.dummies == "shared":
        return (1 - declarer, 2, declarer)
    return tuple((declarer + 1 + i) % spec.seats for i in range(spec.seats))


def dummy_seats(spec: Spec, declarer: int) -> tuple[int, ...]:
    """The dummies turned face up after the opening lead."""
    if spec.dummies in ("double", "single"):
        return (2, 3)
    if spec.dummies == "partner":
        return ((declarer + 2) % 4,)
    return ()


def first_caller(spec: Spec, dealer: int, options: dict[str, Any]) -> int | None:
    """Two players: the non-dealer (the dealer with dealer_calls_first); four: the dealer.
    Three-handed: the rulings do not say (None: not checked)."""
    if spec.players == 2:
        return dealer if options.get("dealer_calls_first") else 1 - dealer
    return dealer if spec.players == 4 else None


def closing_passes(spec: Spec, options: dict[str, Any]) -> int:
    if spec.players == 2:
        return 3 if options.get("auction_end") == "three-passes" else 1
    return spec.players - 1


# --- cards and calls, as text -------------------------------------------------------------------
RANKS = "23456789TJQKA"
CODES = frozenset(rank + suit for suit in "CDHS" for rank in RANKS)
ALL_CARDS = [Card.parse(code) for code in sorted(CODES)]
STRAINS = ("C", "D", "H", "S", "NT")
LADDER = [f"{level}{strain}" for level in range(1, 8) for strain in STRAINS]


def codes(cards: Iterable[AnyCard]) -> set[str]:
    """The codes of cards a view holds: the model reads cards as text."""
    return {card.code for card in cards}


def code(card: AnyCard | None) -> str | None:
    return None if card is None else card.code


def cards_in(value: object) -> set[AnyCard]:
    """Every card a view holds, at any depth (in its fields, tuples and the values in them)."""
    if type(value) in _CARDS:
        return {cast(AnyCard, value)}
    return set(_cards_of(value))


def _cards_of(value: object) -> frozenset[AnyCard]:
    # Read at every step of thousands of games: a card or a value that holds no card (a number, a
    # word, an enum member) costs no call; what each type holds is worked out once. The long
    # tuples a game hands to view after view (the finished tricks, the log) are read once: each
    # is kept with its cards while it lives in the memo, so that its id cannot be another's.
    remembered = _MEMO.get(id(value))
    if remembered is not None and remembered[0] is value:
        return remembered[1]
    inside = _INSIDE.get(type(value)) or _inside(type(value))
    items = cast("tuple[object, ...]", value) if inside is _ITEMS else [getattr(value, n) for n in inside]
    found: set[AnyCard] = set()
    for item in items:
        kind = type(item)
        if kind in _CARDS:
            found.add(cast(AnyCard, item))
        elif kind not in _PLAIN and (_INSIDE.get(kind) or _inside(kind)):
            found.update(_cards_of(item))
    cards = frozenset(found)
    if inside is _ITEMS and len(items) >= _MEMO_LENGTH:
        if len(_MEMO) >= _MEMO_SIZE:
            _MEMO.clear()
        _MEMO[id(value)] = (value, cards)
    return cards


def _inside(kind: type) -> tuple[str, ...]:
    """Where a value of ``kind`` may hold cards: its items (a tuple, named or not), its fields (a
    dataclass), or nowhere (an empty tuple)."""
    _INSIDE[kind] = (_ITEMS if issubclass(kind, tuple)
                     else tuple(getattr(kind, "__dataclass_fields__", ())))
    return _INSIDE[kind]


_CARDS = frozenset({Card, SpecialCard})  # neither has subclasses
_PLAIN = frozenset({int, bool, str, type(None)})
_ITEMS = ("<the items>",)
_INSIDE: dict[type, tuple[str, ...]] = {}
_MEMO: dict[int, tuple[object, frozenset[AnyCard]]] = {}
_MEMO_LENGTH = 4  # a tuple this long or longer is remembered (tuples cannot change)
_MEMO_SIZE = 20_000


def assert_not_named(html: str, cards: Iterable[AnyCard], why: str = "hidden from the player") -> None:
    """No card of ``cards`` is named in ``html``: not by its name (``queen of hearts``), its text
    (``♥Q``) or its code as a word (``QH``)."""
    words = set(_WORD.findall(html))  # a code of word characters is a word of html or nowhere
    for card in cards:
        if isinstance(card, Card):
            name = f"{card.rank.name.lower()} of {card.suit.name.lower()}"
            assert name not in html, f"{card} is {why}: named"
        assert str(card) not in html, f"{card} is {why}: shown"
        code = card.code
        shown = code in words if _WORD.fullmatch(code) else re.search(rf"\b{re.escape(code)}\b", html)
        assert not shown, f"{card} is {why}: its code is shown"


_WORD = re.compile(r"\w+")


def trick_winner(trick: Iterable[tuple[int, str]], trump: str | None) -> int:
    """The seat that wins a trick: the highest trump, else the highest card of the suit led."""
    plays = list(trick)
    led = plays[0][1][1]

    def strength(play: tuple[int, str]) -> tuple[bool, bool, int]:
        suit = play[1][1]
        return (suit == trump, suit == led, RANKS.index(play[1][0]))

    return max(plays, key=strength)[0]


def card_places(full: BridgeView) -> list[str]:
    """Every card the all-seeing view places somewhere: hands, tricks, set aside, stock, discards,
    the draw phases' face-up cards, dead pile and preliminary tricks."""
    cards = [card.code for seat in full.seats for card in seat.cards]
    cards += [card.code for trick in full.tricks for _, card in trick]
    cards += [card.code for _, card in full.trick]
    cards += [card.code for card in (*(full.set_aside or ()), *(full.stock or ()))]
    cards += [card.code for pile in full.discards for card in pile]
    draw = full.draw
    if draw is not None:
        cards += [card.code for card in (draw.turned, draw.offered) if card is not None]
        cards += [card.code for card in draw.dead]
        cards += [card.code for trick in draw.preliminary_tricks for _, card in trick]
        cards += [card.code for _, card in draw.trick]
    return cards


def accounting_error(full: BridgeView) -> str | None:
    """Why the 52 cards are not each in exactly one place (None when they are)."""
    cards = card_places(full)
    doubles = sorted({code for code in cards if cards.count(code) > 1})
    missing = sorted(CODES - set(cards))
    if doubles or missing or len(cards) != 52:
        return (f"{len(cards)} cards placed; in two places: {doubles}; nowhere: {missing}; {full.phase}, "
                f"set aside {full.set_aside}, stock {full.stock}, discards {full.discards}")
    return None


# --- the auction and the score sheet, as the rulings state them -----------------------------------
class AuctionModel:
    """An auction in call texts (Pass, X, XX, 1C … 7NT). Sides: partners 0 & 2 and 1 & 3 with four
    players, else each player alone. The auction ends when ``closing`` passes follow a bid, double
    or redouble; it is passed out when every call is a pass, one more than ``closing`` (each of two,
    three or four players passes; with two players and three-passes, four as in four-handed bridge)."""

    def __init__(self, players: int, first: int, closing: int) -> None:
        self.players, self.first, self.closing = players, first, closing
        self.calls: list[str] = []

    def side(self, player: int) -> int:
        return player % 2 if self.players == 4 else player

    def caller(self, index: int) -> int:
        return (self.first + index) % self.players

    @property
    def to_call(self) -> int:
        return self.caller(len(self.calls))

    def _last(self, wanted: Callable[[str], bool]) -> int | None:
        for index in range(len(self.calls) - 1, -1, -1):
            if wanted(self.calls[index]):
                return index
        return None

    @property
    def last_bid(self) -> int | None:
        return self._last(lambda call: call in LADDER)

    @property
    def over(self) -> bool:
        passes = 0
        for call in reversed(self.calls):
            if call != "Pass":
                break
            passes += 1
        if self.last_bid is None:
            return passes == self.closing + 1
        return passes >= self.closing

    @property
    def passed_out(self) -> bool:
        return self.over and self.last_bid is None

    def legal(self) -> set[str]:
        if self.over:
            return set()
        legal = {"Pass"}
        me = self.side(self.to_call)
        action = self._last(lambda call: call != "Pass")
        bid = self.last_bid
        if action is not None and bid is not None and self.side(self.caller(action)) != me:
            if self.calls[action] in LADDER:
                legal.add("X")
            elif self.calls[action] == "X" and self.side(self.caller(bid)) == me:
                legal.add("XX")
        legal.update(LADDER[0 if bid is None else LADDER.index(self.calls[bid]) + 1 :])
        return legal

    def result(self) -> tuple[str, int] | None:
        """The contract's code (``4S``, ``3NTX``) and declarer: the first of the declaring side to
        name the strain of the final bid."""
        bid = self.last_bid
        if bid is None:
            return None
        final = self.calls[bid]
        after = self.calls[bid + 1 :]
        doubling = "XX" if "XX" in after else "X" if "X" in after else ""
        side = self.side(self.caller(bid))
        declarer = next(self.caller(i) for i, call in enumerate(self.calls)
                        if call in LADDER and call[1:] == final[1:] and self.side(self.caller(i)) == side)
        return final + doubling, declarer


def strain_of(contract: str) -> str:
    return contract[1:].rstrip("X")


class SheetModel:
    """Rubber scoring as the rulings state it (Laws of rubber bridge): trick points below the line,
    overtricks, the insult, slams, undertricks (each opponent scores them), honors to their holder,
    game at 100 below, vulnerability after a game, the rubber bonus (700 for 2–0, 500 for 2–1).
    ``match``: "rubber" (two games), "game" (one, no rubber bonus), "deal" (one deal)."""

    def __init__(self, sides: int, *, match: str, insult: bool, book: int) -> None:
        self.sides, self.match, self.insult, self.book = sides, match, insult, book
        self.games = [0] * sides
        self.below = [0] * sides  # in the game being played
        self.totals = [0] * sides
        self.deals = 0
        self.over = False

    def record(self, contract: str | None, tricks: int, side: int,
               honors: tuple[int, int] | None) -> tuple[list[int], list[int]]:
        """Score a deal (``contract`` None: passed out). Returns the points each side scores for the
        deal and the rubber bonus each side scores if the deal ends the rubber."""
        points, bonus = [0] * self.sides, [0] * self.sides
        self.deals += 1
        if contract is not None:
            level, strain, doubling = int(contract[0]), strain_of(contract), contract.count("X")
            multiplier = (1, 2, 4)[doubling]
            vulnerable = self.games[side] > 0
            needed = level + self.book
            below = 0
            if tricks >= needed:
                value = 20 if strain in ("C", "D") else 30
                below = (value * level + (10 if strain == "NT" else 0)) * multiplier
                over = tricks - needed
                above = over * value if not doubling else over * (200 if vulnerable else 100) * doubling
                if doubling and self.insult:
                    above += 50 * doubling
                if level == 6:
                    above += 750 if vulnerable else 500
                if level == 7:
                    above += 1500 if vulnerable else 1000
                points[side] += below + above
            else:
                down = needed - tricks
                if not doubling:
                    penalty = down * (100 if vulnerable else 50)
                else:
                    def nth(i: int) -> int:
                        if vulnerable:
                            return 200 if i == 1 else 300
                        return 100 if i == 1 else 200 if i <= 3 else 300

                    penalty = sum(nth(i) for i in range(1, down + 1)) * doubling
                for other in range(self.sides):
                    if other != side:
                        points[other] += penalty
            if honors:
                points[honors[1]] += honors[0]
            self.below[side] += below
            if self.below[side] >= 100:
                self.games[side] += 1
                self.below = [0] * self.sides
        for s in range(self.sides):
            self.totals[s] += points[s]
        if self.match == "deal":
            self.over = True
        elif max(self.games) >= (1 if self.match == "game" else 2):
            self.over = True
            if self.match == "rubber":
                winner = self.games.index(2)
                others = max(g for s, g in enumerate(self.games) if s != winner)
                bonus[winner] = 700 if others == 0 else 500
                self.totals[winner] += bonus[winner]
        return points, bonus


def honors_held(hands: list[set[str]], strain: str) -> tuple[int, int] | None:
    """(points, seat): four aces in one hand at no-trump 150; all five top trumps 150, four 100."""
    for seat, cards in enumerate(hands):
        if strain == "NT":
            points = 150 if sum(1 for c in cards if c[0] == "A") == 4 else 0
        else:
            held = sum(1 for c in cards if c[1] == strain and c[0] in "TJQKA")
            points = {5: 150, 4: 100}.get(held, 0)
        if points:
            return points, seat
    return None


# --- agents -------------------------------------------------------------------------------------
Agent = Callable[[Game, random.Random], Any]


def random_agent(game: Game, rng: random.Random) -> Any:
    return rng.choice(game.legal_actions())


def low_bidder(game: Game, rng: random.Random) -> Any:
    """Passes often (0.45) and bids low (one of the three lowest bids), never doubles; random
    elsewhere. A uniformly random agent bids high and goes down: its rubbers are very long."""
    legal = game.legal_actions()
    if game.phase is Phase.AUCTION:
        bids = [a for a in legal if isinstance(a, Bid)]
        if not bids or rng.random() < 0.45:
            return PASS
        return rng.choice(bids[:3])
    return rng.choice(legal)


def three_handed_agent(game: Game, rng: random.Random) -> Any:
    """For three-handed rubbers, where a 1-level contract needs 10 of 16 tricks: passes more once
    someone has bid, and mostly plays greedily (declarer high, trumps first; opponents low, keeping
    their trumps; the widow discards low). Random play makes a rubber take hundreds of deals."""
    legal = game.legal_actions()
    phase = game.phase
    if phase is Phase.AUCTION:
        bids = [a for a in legal if isinstance(a, Bid)]
        if not bids or rng.random() < (0.45 if len(bids) == len(LADDER) else 0.8):
            return PASS
        return rng.choice(bids[:3])
    if phase in (Phase.WIDOW, Phase.PLAY) and rng.random() < 0.8:
        trump = game.contract.trump  # type: ignore[attr-defined]

        def strength(card: Any) -> tuple[bool, int]:
            return (card.suit is trump, card.rank)

        if phase is Phase.WIDOW or game.current_player != game.declarer:  # type: ignore[attr-defined]
            return min(legal, key=strength)
        return max(legal, key=strength)
    return rng.choice(legal)


def doubling_agent(game: Game, rng: random.Random) -> Any:
    """Opens the bidding, doubles and redoubles often: auctions with every kind of call."""
    legal = game.legal_actions()
    if game.phase is Phase.AUCTION:
        bids = [a for a in legal if isinstance(a, Bid)]
        if REDOUBLE in legal:
            return REDOUBLE
        if DOUBLE in legal and rng.random() < 0.7:
            return DOUBLE
        if len(bids) == len(LADDER) or (bids and rng.random() < 0.25):
            return rng.choice(bids[:3])
        return PASS
    return rng.choice(legal)


def rubber_agent(form: str) -> Agent:
    return three_handed_agent if form == "three-handed" else low_bidder


def variant(spec: Spec, index: int) -> dict[str, Any]:
    """Options for the index-th game of a run: the defaults mostly, every option now and then."""
    options: dict[str, Any] = {}
    kind = index % 8
    if spec.players == 2 and kind == 1:
        options["auction_end"] = "three-passes"
    if spec.players == 2 and kind == 2:
        options["dealer_calls_first"] = True
    if spec.prelude == "draw-tricks" and kind in (3, 5):
        options["expose_top_card"] = True
    if spec.prelude == "draw-tricks" and kind in (4, 5):
        options["follow_suit_in_draw"] = True
    if kind == 6:
        options["insult"] = False
        options["names"] = [f"Side {chr(65 + s)}" for s in range(spec.sides)]
    if kind == 7:
        options["first_dealer"] = index % spec.players
    return options


# --- comparing two games ------------------------------------------------------------------------
def differences(game: Game, other: Game) -> list[str]:
    """What differs between two games that should be the same (an empty list when nothing does)."""
    found = []
    if other.to_json() != game.to_json():
        found.append("to_json()")
    if other.full_view() != game.full_view():
        found.append("full_view()")
    for player in range(game.num_players):
        if other.view(player) != game.view(player):
            found.append(f"view({player})")
    if [action_text(a) for a in other.legal_actions()] != [action_text(a) for a in game.legal_actions()]:
        found.append("legal_actions()")
    for attribute in ("scores", "current_player", "phase", "is_over", "name", "seed", "options"):
        mine, theirs = getattr(game, attribute), getattr(other, attribute)
        if callable(mine):
            mine, theirs = mine(), theirs()
        if mine != theirs:
            found.append(f"{attribute}: {mine!r} != {theirs!r}")
    return found
