"""The game protocol of every bridge form, checked against the rules on random play.

The rules are written down here from the project's rulings (the book's Rules pages, book/rules/)
and the module docs of :mod:`honeymoon.game` and :mod:`honeymoon.forms`, independently of the engine's code:

- :class:`Watcher` plays a game with an agent and checks, at every deal: every card in exactly one
  place, hands of the right size, the auction's legal calls, its end, contract and declarer, whose
  turn it is, the order of play and following suit, the trick winners, tricks per deal, the score
  sheet against a model of rubber scoring (:class:`SheetModel`), the dealer's rotation and the end of
  the match. With ``full=True`` it also checks every step: ``legal_actions()`` against the rules, the
  draw phases moving the right cards, and ``view(p)``: ``p`` sees exactly the cards ``p`` may see and
  no card ``p`` may not know is mentioned anywhere in it. It can save and reload at random points.
- Every kind of illegal action, in every phase of every form and after the match, is refused with
  a reason and leaves the game exactly as it was.
- Save and load: round trips at any moment, continued in lockstep; damaged or edited files refused.
- Options: each bad option is a ConfigError naming it; each option of the rulings exists.
- Match lengths: one deal, one game, a rubber.

The bulk (1,000 random deals and 20 rubbers of every form) is marked ``slow``; the ``thorough``
Hypothesis profile plays ten times as many deals (tests/conftest.py).
"""

from __future__ import annotations

import functools
import hashlib
import json
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from typing import Any

import pytest

from honeymoon import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Card,
    ConfigError,
    Game,
    HoneymoonError,
    IllegalActionError,
    NotationError,
    Phase,
    SaveFileError,
    available_games,
    load_game,
    new_game,
)
from honeymoon.forms import BridgeOptions
from honeymoon.game import DECLINE, EXPOSED, HIDDEN, KEEP, REFUSE, REJECT, TAKE, Decision, action_text


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
STRAINS = ("C", "D", "H", "S", "NT")
LADDER = [f"{level}{strain}" for level in range(1, 8) for strain in STRAINS]
_CARD_TOKEN = re.compile(r"(?:10|[2-9TJQKA])[CDHS]")


@functools.lru_cache(maxsize=1 << 16)
def card_tokens(text: str) -> frozenset[str]:
    """The card codes a text names (the same log lines are read at every step: kept)."""
    return frozenset(token.replace("10", "T") for token in text.split() if _CARD_TOKEN.fullmatch(token))


def trick_winner(trick: Iterable[tuple[int, str]], trump: str | None) -> int:
    """The seat that wins a trick: the highest trump, else the highest card of the suit led."""
    plays = list(trick)
    led = plays[0][1][1]

    def strength(play: tuple[int, str]) -> tuple[bool, bool, int]:
        suit = play[1][1]
        return (suit == trump, suit == led, RANKS.index(play[1][0]))

    return max(plays, key=strength)[0]


def card_places(full: dict[str, Any]) -> list[str]:
    """Every card the all-seeing view places somewhere: hands, tricks, set aside, stock, discards,
    the draw phases' face-up cards, dead pile and preliminary tricks."""
    cards = [code for seat in full["seats"] for code in seat["cards"]]
    cards += [code for trick in full["tricks"] for _, code in trick]
    cards += [code for _, code in full["trick"]]
    cards += full.get("set_aside", []) + full.get("stock", [])
    cards += [code for pile in full.get("discards", []) for code in pile]
    draw = full.get("draw")
    if draw:
        cards += [code for code in (draw["turned"], draw["offered"]) if code]
        cards += draw["dead"]
        cards += [code for trick in draw["preliminary_tricks"] for _, code in trick]
        cards += [code for _, code in draw["trick"]]
    return cards


def accounting_error(full: dict[str, Any]) -> str | None:
    """Why the 52 cards are not each in exactly one place (None when they are)."""
    cards = card_places(full)
    doubles = sorted({code for code in cards if cards.count(code) > 1})
    missing = sorted(CODES - set(cards))
    if doubles or missing or len(cards) != 52:
        where = {key: full.get(key) for key in ("phase", "set_aside", "stock", "discards")}
        return f"{len(cards)} cards placed; in two places: {doubles}; nowhere: {missing}; {where}"
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


# --- the watcher ----------------------------------------------------------------------------------
class Problems:
    """Failures found in a run, the first example of each kind; the test fails listing them all."""

    def __init__(self) -> None:
        self.found: dict[str, str] = {}
        self.count = 0

    def add(self, kind: str, detail: str) -> None:
        self.count += 1
        self.found.setdefault(kind, detail)

    def assert_none(self) -> None:
        assert not self.found, f"{self.count} problems, {len(self.found)} kinds:\n" + "\n".join(
            f"- {kind}: {detail}" for kind, detail in self.found.items())


class _Abort(Exception):
    """Too many problems in one game: stop playing it."""


class Watcher:
    """Plays one game with an agent, checking it against the rules (see the module docs)."""

    dummy_choice: str | None

    def __init__(self, form: str, seed: int, options: dict[str, Any], problems: Problems, *,
                 full: bool = False, full_deals: int | None = None, rng_seed: int = 0,
                 roundtrip: float = 0.0, roundtrip_steps: Iterable[int] = ()) -> None:
        self.spec = SPECS[form]
        self.options = options
        self.problems = problems
        self.full = full
        self.full_deals = full_deals  # check every step of the first deals only
        self.rng = random.Random(rng_seed)
        self.roundtrip = roundtrip  # the chance of a save and load before each step
        self.roundtrip_steps = set(roundtrip_steps)  # and before these steps
        self.label = f"new_game({form!r}, seed={seed}, **{options!r}), agent rng seed {rng_seed}"
        self.game = new_game(form, seed=seed, **options)
        self.sheet = SheetModel(self.spec.sides, match=options.get("match", "rubber"),
                                insult=options.get("insult", True), book=self.spec.book)
        self.deals_played = 0
        self.dealer: int | None = None
        self.failures = 0
        self.round_trips = 0
        self._start_deal()

    # --- reporting ----------------------------------------------------------------------------
    def fail(self, kind: str, detail: str) -> None:
        game = self.game
        recent = " ".join(f"{p}:{action_text(a)}" for p, a in game.history[-8:])
        self.problems.add(f"{self.spec.name}: {kind}",
                          f"{detail} [{self.label}; deal {self.deals_played + 1}, after "
                          f"{len(game.history)} actions, the last: {recent}]")
        self.failures += 1
        if self.failures >= 10:
            raise _Abort

    # --- playing ------------------------------------------------------------------------------
    def run(self, agent: Agent, max_deals: int | None = None) -> Watcher:
        game = self.game
        try:
            while not game.is_over and (max_deals is None or self.deals_played < max_deals):
                full = self._check_step() if self.full else None
                if (self.roundtrip and self.rng.random() < self.roundtrip) or \
                        len(game.history) in self.roundtrip_steps:
                    self.check_round_trip()
                phase, player, deals = game.phase, game.current_player, len(game.deals)  # type: ignore[attr-defined]
                action = agent(game, self.rng)
                text = action_text(action)
                try:
                    game.apply(action)
                except Exception as error:  # a legal action must be taken
                    self.fail("a legal action was refused", f"{text!r} in {phase}: {error!r}")
                    return self
                self._after(phase, player, text, deals, full)
            if game.is_over:
                self._check_over()
        except _Abort:
            pass
        return self

    def _after(self, phase: Phase, player: int | None, text: str, deals: int,
               full_before: dict[str, Any] | None) -> None:
        game, spec = self.game, self.spec
        ended = len(game.deals) != deals  # type: ignore[attr-defined]
        if phase is Phase.AUCTION:
            self._call(player, text, ended)
        elif phase is Phase.PLAY:
            self._play(player, text)
        elif phase is Phase.WIDOW:
            self.widow_discards += 1
            if player != self.declarer:
                self.fail("the widow", f"player {player} discarded, declarer is {self.declarer}")
        elif phase is Phase.CHOOSE_DUMMY:
            self.dummy_choice = text
            if player != self.declarer or text not in ("exposed", "hidden"):
                self.fail("the choice of dummy", f"player {player} chose {text!r}")
        elif phase is Phase.DRAW:
            self.draw_actions += 1
        if full_before is not None and not ended:
            self._check_draw_move(full_before, player, text)
        if ended:
            self._end_deal()
            if self.full_deals is not None and self.deals_played >= self.full_deals:
                self.full = False
            if not game.is_over:
                self._start_deal()
            return
        if game.phase is phase:
            if phase is Phase.WIDOW and self.widow_discards >= 4:
                self.fail("the widow", "declarer discarded four cards and is still discarding")
            return
        now = game.phase
        if phase is Phase.DRAW and now is Phase.AUCTION:
            self._start_auction(game.full_view())
        elif phase is Phase.AUCTION:
            expected = (Phase.WIDOW if spec.players == 3 else
                        Phase.CHOOSE_DUMMY if spec.dummies == "single" else Phase.PLAY)
            if now is not expected:
                self.fail("after the auction", f"the phase is {now}, not {expected}")
            if now is Phase.PLAY:
                self._start_play(game.full_view())
        elif phase in (Phase.WIDOW, Phase.CHOOSE_DUMMY) and now is Phase.PLAY:
            if phase is Phase.WIDOW and self.widow_discards != 4:
                self.fail("the widow", f"the play starts after {self.widow_discards} discards, not 4")
            self._start_play(game.full_view())
        else:
            self.fail("phases", f"{phase} was followed by {now}")

    # --- a deal, phase by phase -----------------------------------------------------------------
    def _start_deal(self) -> None:
        game, spec = self.game, self.spec
        full = game.full_view()
        error = accounting_error(full)
        if error:
            self.fail("cards accounted for (deal start)", error)
        dealer = full["dealer"]
        if self.dealer is not None and dealer != (self.dealer + 1) % spec.players:
            self.fail("the dealer rotates", f"dealer {dealer} after dealer {self.dealer}")
        if self.dealer is None and "first_dealer" in self.options and dealer != self.options["first_dealer"]:
            self.fail("first_dealer", f"the first dealer is {dealer}")
        self.dealer = dealer
        self.deal_start = len(game.history)
        self.dealt = [set(seat["cards"]) for seat in full["seats"]]
        self.widow = set(full.get("set_aside", []))
        sizes = [len(cards) for cards in self.dealt]
        expected = [0 if spec.prelude == "draw-discard" else spec.hand] * spec.seats
        if sizes != expected:
            self.fail("hands dealt", f"seats hold {sizes} cards, not {expected}")
        rest = {"plain": 26, "exposed-dummy": 13, "three-handed": 4}.get(spec.name, 0)
        if len(self.widow) != rest:
            self.fail("cards set aside", f"{len(self.widow)} set aside, not {rest}")
        self.auction: AuctionModel | None = None
        self.declarer: int | None = None
        self.contract: str | None = None
        self.honors: tuple[int, int] | None = None
        self.hands: list[set[str]] | None = None
        self.draw_actions = 0
        self.widow_discards = 0
        self.dummy_choice = None
        self.prelim_leader = (dealer + 1) % 2
        # What each player may know this deal: face up at some time, and seen privately.
        self.public: set[str] = set()
        self.private: list[set[str]] = [set() for _ in range(spec.players)]
        if spec.dummies in ("shared", "single"):
            self.public |= self.dealt[2]  # face up from the start (single: during the auction)
        self.under: dict[str, str] = {}  # half-open: face-up card -> the face-down card under it
        self.covered: set[str] = set()
        if spec.dummies == "half-open":
            self._read_covers(full)
        if spec.prelude:
            stock = len(full["stock"]) + (1 if full["draw"]["turned"] else 0)
            if stock != (52 if spec.prelude == "draw-discard" else 26):
                self.fail("the stock", f"{stock} cards in the stock")
        if game.phase is Phase.AUCTION:
            self._start_auction(full)
        elif game.phase is not Phase.DRAW or spec.prelude is None:
            self.fail("phases", f"a deal of {spec.name} starts in {game.phase}")

    def _start_auction(self, full: dict[str, Any]) -> None:
        spec = self.spec
        sizes = [len(seat["cards"]) for seat in full["seats"]]
        if sizes != [spec.hand] * spec.seats:
            self.fail("hands when the auction starts", f"seats hold {sizes} cards")
        if spec.prelude:
            draw = full["draw"]
            if full["stock"] or draw["turned"] or draw["offered"]:
                self.fail("the draw phase ends", f"stock {full['stock']}, {draw}")
            if spec.prelude == "draw-discard" and [len(d) for d in full["discards"]] != [13, 13]:
                self.fail("draw-discard: 13 discards each", f"{full['discards']}")
            if spec.prelude == "draw-tricks" and (
                    len(draw["preliminary_tricks"]) != 13
                    or any(len(trick) != 2 for trick in draw["preliminary_tricks"])):
                self.fail("draw-tricks: 13 preliminary tricks of 2", f"{draw['preliminary_tricks']}")
        error = accounting_error(full)
        if error:
            self.fail("cards accounted for (auction start)", error)
        first = first_caller(spec, self.dealer or 0, self.options)
        if first is not None and full["current_player"] != first:
            self.fail("the first caller", f"player {full['current_player']} calls first, not {first} "
                      f"(dealer {self.dealer})")
        if first is None:
            first = full["current_player"]
        self.auction = AuctionModel(spec.players, first, closing_passes(spec, self.options))

    def _call(self, player: int | None, text: str, ended: bool) -> None:
        auction = self.auction
        if auction is None:
            self.fail("phases", "a call outside an auction")
            return
        if player != auction.to_call:
            self.fail("whose call", f"player {player} called, it was player {auction.to_call}'s turn")
        if text not in auction.legal():
            self.fail("only legal calls", f"{text} after {auction.calls}")
        auction.calls.append(text)
        over = ended or self.game.phase is not Phase.AUCTION
        if over != auction.over:
            self.fail("the end of the auction", f"the game {'closed' if over else 'kept open'} the auction "
                      f"after {auction.calls} (closing passes: {auction.closing})")
        result = auction.result() if auction.over else None
        if result:
            self.contract, self.declarer = result
        if over and not ended and self.game.declarer != self.declarer:  # type: ignore[attr-defined]
            self.fail("declarer", f"{self.game.declarer} after {auction.calls}, "  # type: ignore[attr-defined]
                      f"not {self.declarer}")

    def _start_play(self, full: dict[str, Any]) -> None:
        spec = self.spec
        if self.contract is None or self.declarer is None:
            self.fail("the play", "the play starts without a contract")
            raise _Abort
        declarer, contract = self.declarer, self.contract
        if full["contract"] != contract or full["declarer"] != declarer:
            self.fail("contract and declarer", f"{full['contract']} by {full['declarer']}, "
                      f"not {contract} by {declarer} after {self.auction.calls if self.auction else None}")
        hands = [set(seat["cards"]) for seat in full["seats"]]
        sizes = [len(cards) for cards in hands]
        if sizes != [spec.hand] * spec.seats:
            self.fail("hands when the play starts", f"seats hold {sizes} cards, not {spec.hand} each")
        error = accounting_error(full)
        if error:
            self.fail("cards accounted for (play start)", error)
        if spec.players == 3:
            discards = set(full["discards"][declarer])
            if len(discards) != 4 or hands[declarer] | discards != self.dealt[declarer] | self.widow:
                self.fail("the widow", f"declarer {declarer} holds {sorted(hands[declarer])} and discarded "
                          f"{sorted(discards)}, dealt {sorted(self.dealt[declarer])} "
                          f"+ widow {sorted(self.widow)}")
            if any(hands[p] != self.dealt[p] for p in range(3) if p != declarer):
                self.fail("the widow", "an opponent's hand changed")
        elif spec.dummies == "single":
            mine, other = 2 + declarer, 3 - declarer
            chosen = mine if self.dummy_choice == "exposed" else other
            if hands[chosen] != self.dealt[2] or hands[5 - chosen] != self.dealt[3]:
                self.fail("the choice of dummy", f"declarer {declarer} chose {self.dummy_choice}: dummy "
                          f"seats hold {sorted(hands[2])} / {sorted(hands[3])}")
        elif spec.prelude is None and hands != self.dealt:
            self.fail("hands when the play starts", "the hands are not the hands dealt")
        strain = strain_of(contract)
        held = honors_held(hands, strain)
        self.honors = None if held is None else (held[0], spec.side(controller(spec, held[1], declarer)))
        self.hands = hands
        self.trump = None if strain == "NT" else strain
        self.order = play_order(spec, declarer)
        self.seat = self.order[0]
        self.trick: list[tuple[int, str]] = []
        self.tricks: list[tuple[tuple[int, str], ...]] = []
        self.declarer_tricks = 0
        leader = controller(spec, self.seat, declarer)
        if full["current_player"] != leader:
            self.fail("the opening lead", f"player {full['current_player']} leads, not {leader} "
                      f"(seat {self.seat}, declarer {declarer})")

    def _read_covers(self, full: dict[str, Any]) -> None:
        """Half-open: each dummy shows 7 cards and hides 6, each under one of the face-up cards. Which
        covers which is the engine's ``covers`` (checked against the views)."""
        covers = {k.code: v.code for k, v in getattr(self.game, "covers", {}).items()}
        self.under = covers
        view = self.game.view(0)
        for seat in (2, 3):
            shown = set(view["seats"][seat]["cards"])
            hidden = set(full["seats"][seat]["cards"]) - shown
            mine = {k: v for k, v in covers.items() if k in self.dealt[seat]}
            if len(shown) != 7 or len(hidden) != 6 or set(mine) - shown or set(mine.values()) != hidden:
                self.fail("half-open dummies", f"seat {seat} shows {sorted(shown)}, hides {sorted(hidden)}, "
                          f"covers {mine}")
        self.covered = set(covers.values())

    def playable(self) -> set[str]:
        """The cards the seat to play may play: follow suit if it can (face-down cards cannot be played)."""
        assert self.hands is not None
        cards = self.hands[self.seat] - self.covered  # (only half-open has covered cards)
        if self.trick:
            led = self.trick[0][1][1]
            following = {c for c in cards if c[1] == led}
            if following:
                return following
        return set(cards)

    def _play(self, player: int | None, code: str) -> None:
        spec = self.spec
        if self.hands is None or self.declarer is None:
            self.fail("phases", "a card played before the play started")
            raise _Abort
        seat = self.seat
        if player != controller(spec, seat, self.declarer):
            self.fail("whose card", f"player {player} played for seat {seat}")
        if code not in self.playable():
            self.fail("only legal cards", f"{code} from seat {seat} holding {sorted(self.hands[seat])}, "
                      f"trick {self.trick}")
        self.hands[seat].discard(code)
        self.trick.append((seat, code))
        if len(self.trick) < spec.seats:
            self.seat = self.order[(self.order.index(seat) + 1) % spec.seats]
            return
        winner = trick_winner(self.trick, self.trump)
        if spec.side(controller(spec, winner, self.declarer)) == spec.side(self.declarer):
            self.declarer_tricks += 1
        for _, played in self.trick:
            under = self.under.pop(played, None)
            if under is not None:
                self.covered.discard(under)
        self.tricks.append(tuple(self.trick))
        self.trick = []
        self.seat = winner
        self.order = self.order[self.order.index(winner):] + self.order[: self.order.index(winner)]

    def _end_deal(self) -> None:
        game, spec = self.game, self.spec
        self.deals_played += 1
        record = game.deals[-1]  # type: ignore[attr-defined]
        if record.dealer != self.dealer:
            self.fail("the deal record", f"dealer {record.dealer}, not {self.dealer}")
        if record.score is None:
            if self.auction is None or not self.auction.passed_out:
                self.fail("a deal without a score", f"auction {self.auction and self.auction.calls}")
            points, bonus = self.sheet.record(None, 0, 0, None)
        else:
            if self.hands is None or self.declarer is None or self.contract is None:
                self.fail("the deal record", "a deal scored without play")
                raise _Abort
            if len(self.tricks) != spec.tricks or self.trick or any(self.hands):
                self.fail("tricks per deal", f"{len(self.tricks)} tricks, {len(self.trick)} cards in the "
                          f"last, {sum(map(len, self.hands))} cards left (should be {spec.tricks} tricks "
                          f"of {spec.seats})")
            score = record.score
            if (record.declarer, score.contract.code, score.tricks) != (
                    self.declarer, self.contract, self.declarer_tricks):
                self.fail("the deal's result", f"{score.contract.code} by {record.declarer} took "
                          f"{score.tricks}; the rules: {self.contract} by {self.declarer} took "
                          f"{self.declarer_tricks}")
            points, bonus = self.sheet.record(self.contract, self.declarer_tricks,
                                              spec.side(self.declarer), self.honors)
        sheet = game.sheet  # type: ignore[attr-defined]
        index = len(sheet.deals) - 1
        written = [sum(e.points for e in sheet.entries if e.deal == index and e.side == s)
                   for s in range(spec.sides)]
        bonus_written = [sum(e.points for e in sheet.entries if e.deal == index + 1 and e.side == s)
                         for s in range(spec.sides)]
        if written != points or bonus_written != bonus:
            lines = [(e.side, e.line.label, e.points) for e in sheet.entries if e.deal >= index]
            self.fail("the score sheet", f"deal {index}: {self.contract} by {self.declarer}, "
                      f"{self.declarer_tricks if self.hands else '-'} tricks, honors {self.honors}: "
                      f"the rules give {points} + rubber {bonus}, the sheet {lines}")
        totals = [sum(e.points for e in sheet.entries if e.side == s) for s in range(spec.sides)]
        scores = [totals[spec.side(p)] for p in range(spec.players)]
        if list(sheet.totals) != totals or list(game.scores()) != scores:
            self.fail("scores = the score sheet", f"scores() {game.scores()}, sheet totals {sheet.totals}, "
                      f"sums of its entries {totals}")
        if scores != [self.sheet.totals[spec.side(p)] for p in range(spec.players)]:
            self.fail("scores follow the rules", f"scores() {game.scores()}, the rules {self.sheet.totals}")
            self.sheet.totals = list(totals)  # report each difference once
        if list(sheet.games_won) != self.sheet.games:
            self.fail("games won", f"sheet {sheet.games_won}, the rules {self.sheet.games}")
            self.sheet.games = list(sheet.games_won)
        if game.is_over != self.sheet.over:
            self.fail("the end of the match", f"is_over {game.is_over} after {self.deals_played} deals, "
                      f"games {sheet.games_won}, match {self.sheet.match!r}")
            raise _Abort

    def _check_over(self) -> None:
        game = self.game
        if game.phase is not Phase.OVER or game.current_player is not None or game.legal_actions():
            self.fail("a finished match", f"phase {game.phase}, current player {game.current_player}, "
                      f"legal {game.legal_actions()}")
        sheet = game.sheet  # type: ignore[attr-defined]
        if sheet.single_game != (self.sheet.match == "game"):
            self.fail("match='game' is a single game", f"sheet.single_game is {sheet.single_game}")

    # --- every step (full=True) -----------------------------------------------------------------
    def _check_step(self) -> dict[str, Any]:
        game, spec = self.game, self.spec
        full = game.full_view()
        error = accounting_error(full)
        if error:
            self.fail("cards accounted for at every step", error)
        phase, player = game.phase, game.current_player
        if full["phase"] != phase.value or full["current_player"] != player:
            self.fail("views follow the game", f"full_view says {full['phase']}/{full['current_player']}")
        if any(seat["hidden"] for seat in full["seats"]):
            self.fail("full_view hides nothing", f"{full['seats']}")
        actions = game.legal_actions()
        legal = [action_text(a) for a in actions]
        if len(set(legal)) != len(legal):
            self.fail("legal actions are distinct", f"{legal}")
        expected, whose = self._expected_legal(full)
        if expected is not None and set(legal) != expected:
            self.fail(f"legal actions in {phase.value}",
                      f"the game {sorted(legal)}, the rules {sorted(expected)}")
        if whose is not None and player != whose:
            self.fail(f"whose turn in {phase.value}", f"player {player}, the rules say {whose}")
        sheet = game.sheet  # type: ignore[attr-defined]
        if list(game.scores()) != [sheet.total(spec.side(p)) for p in range(spec.players)]:
            self.fail("scores = the score sheet", f"{game.scores()} vs {sheet.totals}")
        sure, maybe = self._learn(full)
        known = [self._known(p, full, sure | maybe) for p in range(spec.players)]
        if player is not None:
            leaked = {a.code for a in actions if isinstance(a, Card)} - known[player]
            if leaked:
                self.fail("legal_actions() shows only known cards", f"{sorted(leaked)} to player {player}")
        for viewer in range(spec.players):
            self._check_view(viewer, full, known[viewer], sure, maybe)
        return full

    def _expected_legal(self, full: dict[str, Any]) -> tuple[set[str] | None, int | None]:
        """The legal actions and the player to act, by the rules."""
        phase, spec = self.game.phase, self.spec
        seats = [set(seat["cards"]) for seat in full["seats"]]
        if phase is Phase.AUCTION and self.auction is not None:
            return self.auction.legal(), self.auction.to_call
        if phase is Phase.PLAY and self.hands is not None and self.declarer is not None:
            if seats != self.hands:
                self.fail("the hands in play", f"the game {full['seats']}, the rules {self.hands}")
            return self.playable(), controller(spec, self.seat, self.declarer)
        if phase is Phase.WIDOW and self.declarer is not None:
            return seats[self.declarer], self.declarer
        if phase is Phase.CHOOSE_DUMMY:
            return {"exposed", "hidden"}, self.declarer
        if phase is Phase.DRAW:
            draw = full["draw"]
            if spec.prelude == "draw":
                actor = full["current_player"]
                if draw["must_discard"]:
                    return seats[actor], None
                if bool(draw["offered"]) == bool(draw["turned"]):
                    self.fail("draw: one face-up card", f"{draw}")
                return ({"take", "decline"} if draw["offered"] else {"take", "refuse"}), None
            if spec.prelude == "draw-discard":
                if len(full["stock"]) != 52 - 2 * self.draw_actions:
                    self.fail("draw-discard: two cards a turn", f"{len(full['stock'])} cards in the stock")
                return {"keep", "reject"}, (self.dealer + 1 + self.draw_actions) % 2  # type: ignore[operator]
            seat = self.prelim_leader if not draw["trick"] else 1 - draw["trick"][0][0]
            cards = seats[seat]
            if draw["trick"] and self.options.get("follow_suit_in_draw"):
                led = draw["trick"][0][1][1]
                cards = {c for c in cards if c[1] == led} or cards
            return cards, seat
        return None, None

    def _check_draw_move(self, before: dict[str, Any], player: int | None, text: str) -> None:
        """The cards a draw-phase action moves (full=True): before and after."""
        spec = self.spec
        if before["phase"] != "draw" or player is None:
            return
        after = self.game.full_view()
        draw = before["draw"]
        hand, other = set(after["seats"][player]["cards"]), 1 - player
        if spec.prelude == "draw":
            face_up = draw["offered"] or draw["turned"]
            moved = {"take": face_up in hand,
                     "refuse": after["draw"]["offered"] == face_up and after["current_player"] == other,
                     "decline": face_up in after["draw"]["dead"] and (
                         after["phase"] != "draw" or (after["current_player"] == player
                                                      and after["draw"]["turned"] == before["stock"][0]))
                     }.get(text)
            if moved is None:  # a discard: the turn passes, the next stock card is turned up
                moved = text in after["discards"][player] and text not in hand and (
                    after["phase"] != "draw" or (after["current_player"] == other
                                                 and after["draw"]["turned"] == before["stock"][0]))
            elif text == "take":
                moved = moved and after["draw"]["must_discard"] and after["current_player"] == player
            if not moved:
                self.fail(f"draw: {'discard' if text in CODES else text}",
                          f"before {draw}, after {after['draw']}")
        elif spec.prelude == "draw-discard":
            first, second = before["stock"][:2]
            kept, thrown = (first, second) if text == "keep" else (second, first)
            if kept not in hand or thrown not in after["discards"][player]:
                self.fail(f"draw-discard: {text}", f"top {first}, next {second}: hand {sorted(hand)}, "
                          f"discards {after['discards'][player]}")
        elif spec.prelude == "draw-tricks" and draw["trick"]:
            trick = [*draw["trick"], [player, text]]
            winner = trick_winner([(s, c) for s, c in trick], None)
            self.prelim_leader = winner
            top, nxt = before["stock"][:2]
            if top not in after["seats"][winner]["cards"] or nxt not in after["seats"][1 - winner]["cards"]:
                self.fail("draw-tricks: the winner draws first", f"trick {trick}, stock top {top}, {nxt}")

    def _learn(self, full: dict[str, Any]) -> tuple[set[str], set[str]]:
        """Update what each player may know, from the rules; return the cards lying face up in the
        seats now: (sure, maybe) where maybe is a half-open card whose cover is in the trick being
        played (turned at once or at the end of the trick)."""
        spec, phase = self.spec, self.game.phase
        public = self.public
        played = {c for trick in full["tricks"] for _, c in trick}
        current = {c for _, c in full["trick"]}
        public |= played | current
        draw = full.get("draw")
        if draw:
            public.update(c for c in (draw["turned"], draw["offered"]) if c)
            public.update(draw["dead"])
            public.update(c for trick in draw["preliminary_tricks"] for _, c in trick)
            public.update(c for _, c in draw["trick"])
            if phase is Phase.DRAW and full["stock"]:
                if spec.prelude == "draw-tricks" and self.options.get("expose_top_card"):
                    public.add(full["stock"][0])
                if spec.prelude == "draw-discard":
                    self.private[full["current_player"]].add(full["stock"][0])
        if spec.players == 3 and self.declarer is not None and phase is not Phase.AUCTION:
            self.private[self.declarer] |= self.widow  # the widow, to declarer after the auction
        sure: set[str] = set()
        maybe: set[str] = set()
        if spec.dummies in ("shared", "single"):
            sure |= self.dealt[2]
        if spec.dummies == "half-open":
            for seat in (2, 3):
                sure |= self.dealt[seat] - self.covered
            maybe = {under for cover, under in self.under.items() if cover in current}
        if phase is Phase.PLAY and self.declarer is not None and (played or current):
            for seat in dummy_seats(spec, self.declarer):
                sure |= set(full["seats"][seat]["cards"])
        public |= sure
        return sure, maybe

    def _leads_from_dummy(self, player: int) -> int | None:
        """The face-down dummy ``player`` must lead from (double-dummy, single-dummy: the opening lead
        comes from the seat on declarer's left, which may be the defender's own dummy): he sees it."""
        if (self.spec.dummies in ("double", "single") and self.game.phase is Phase.PLAY
                and self.declarer is not None and self.seat >= 2 and not self.tricks and not self.trick
                and controller(self.spec, self.seat, self.declarer) == player):
            return self.seat
        return None

    def _known(self, player: int, full: dict[str, Any], face_up: set[str]) -> set[str]:
        """Every card ``player`` may know now: his hand and discards, what he saw, what lies face up,
        and the face-down dummy he leads from."""
        known = set(full["seats"][player]["cards"]) | set(full["discards"][player])
        known |= self.public | self.private[player] | face_up
        dummy = self._leads_from_dummy(player)
        if dummy is not None:
            known |= set(full["seats"][dummy]["cards"])
        return known

    def _check_view(self, viewer: int, full: dict[str, Any], known: set[str],
                    sure: set[str], maybe: set[str]) -> None:
        game, spec = self.game, self.spec
        view = game.view(viewer)
        for key in ("phase", "current_player", "deal", "dealer", "contract", "declarer", "trick", "tricks",
                    "scores", "games_won", "auction", "previous_deals", "declarer_tricks"):
            if view.get(key) != full.get(key):
                self.fail(f"view({viewer}) shows the public {key}", f"{view.get(key)!r} vs {full.get(key)!r}")
        dummy = self._leads_from_dummy(viewer)
        for seat, (mine, everything) in enumerate(zip(view["seats"], full["seats"], strict=True)):
            cards, shown = set(everything["cards"]), set(mine["cards"])
            if seat in (viewer, dummy):
                low = high = cards
            else:
                low, high = cards & sure, cards & (sure | maybe)
            if not low <= shown <= high or mine["hidden"] != len(cards) - len(shown):
                self.fail(f"view({viewer}) of seat {seat} in {game.phase.value}",
                          f"shows {sorted(shown)} (hidden {mine['hidden']}) of {sorted(cards)}; "
                          f"the rules: {sorted(low)}"
                          + (f" and maybe {sorted(high - low)}" if high != low else ""))
        if set(view.get("discards", [])) != set(full["discards"][viewer]):
            self.fail(f"view({viewer}) shows its own discards", f"{view.get('discards')}")
        for key in ("set_aside", "stock"):
            if key in view:
                self.fail(f"view({viewer}) hides the {key}", f"{view[key]}")
        draw, full_draw = view.get("draw"), full.get("draw")
        if full_draw is not None:
            see_top = game.phase is Phase.DRAW and full["stock"] and (
                (spec.prelude == "draw-discard" and viewer == game.current_player)
                or (spec.prelude == "draw-tricks" and self.options.get("expose_top_card")))
            top = full["stock"][0] if see_top else None
            public_draw = {k: v for k, v in full_draw.items() if k != "top"}
            if draw is None or draw.get("top") != top or \
                    {k: v for k, v in draw.items() if k != "top"} != public_draw:
                self.fail(f"view({viewer}) of the draw",
                          f"{draw} vs {full_draw} (top card for the viewer: {top})")
        history = game.history[self.deal_start:]
        log, full_log = view.get("log", []), full.get("log", [])
        if len(log) != len(history) or len(full_log) != len(history):
            self.fail(f"view({viewer}) log", f"{len(log)} entries for {len(history)} actions this deal")
        for entry, whole, (actor, action) in zip(log, full_log, history, strict=False):
            if entry[0] != actor or (entry[1] != whole[1] and (entry[1] != "discard" or actor == viewer)):
                self.fail(f"view({viewer}) log", f"{entry} for {actor}:{action_text(action)} ({whole})")
            if isinstance(action, Card | Decision) and card_tokens(str(entry[1])) - known:
                self.fail(f"view({viewer}) log leaks a card", f"{entry} in {game.phase.value}")
        calls = ("log", "auction", "contract", "previous_deals")  # bids look like cards: 2C
        leaks = {c for key, value in view.items() if key not in calls
                 for text in _strings(value) for c in card_tokens(text)} - known
        if leaks:
            self.fail(f"view({viewer}) leaks a card", f"{sorted(leaks)} in {game.phase.value}")

    # --- save and load -------------------------------------------------------------------------
    def check_round_trip(self) -> Game | None:
        """Save, load, compare; returns the loaded game."""
        self.round_trips += 1
        text = self.game.to_json()
        try:
            other = load_game(text)
        except Exception as error:
            self.fail("load_game reads to_json", f"{error!r}")
            return None
        found = differences(self.game, other)
        if found:
            self.fail("a loaded game equals the saved one", f"{', '.join(found)}")
        return other


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def play(form: str, seed: int, agent: Agent, *, problems: Problems | None = None, **options: Any) -> Watcher:
    """Play a whole match of ``form`` with deal-end checks (every step with ``full``)."""
    full = options.pop("full", False)
    mine = problems or Problems()
    watcher = Watcher(form, seed, options, mine, full=full, rng_seed=seed).run(agent)
    if problems is None:
        mine.assert_none()
    return watcher


# --- the registry ----------------------------------------------------------------------------------
def test_every_form_is_registered() -> None:
    assert set(FORMS) <= set(available_games())
    alias = new_game("semi-exposed", seed=1, match="deal")
    assert alias.name == "double-dummy"
    assert alias.full_view() == new_game("double-dummy", seed=1, match="deal").full_view()
    with pytest.raises(ConfigError, match="chess"):
        new_game("chess")


@pytest.mark.parametrize("form", FORMS)
def test_a_new_game(form: str) -> None:
    spec = SPECS[form]
    game = new_game(form, seed=11, match="deal")
    assert game.num_players == spec.players
    assert game.current_player in range(spec.players)
    assert game.phase is (Phase.DRAW if spec.prelude else Phase.AUCTION)
    assert not game.is_over and game.history == []
    assert game.scores() == (0,) * spec.players
    assert game.legal_actions()
    json.loads(game.to_json())
    for bad in (-1, spec.players, "0", None):
        with pytest.raises(ValueError):
            game.view(bad)  # type: ignore[arg-type]


# --- invariants on random deals and rubbers -------------------------------------------------------
@pytest.mark.parametrize("form", FORMS)
def test_random_deals_checked_at_every_step(form: str) -> None:
    """A few random deals of each form, every invariant checked at every step, with a save and load
    at random points."""
    problems = Problems()
    for seed in range(8):
        watcher = Watcher(form, seed, {"match": "deal", **variant(SPECS[form], seed)}, problems,
                          full=True, rng_seed=seed, roundtrip=0.05)
        watcher.run(random_agent)
    problems.assert_none()


@pytest.mark.parametrize("form", FORMS)
def test_a_rubber(form: str) -> None:
    """A whole rubber, the first two deals checked at every step."""
    problems = Problems()
    watcher = Watcher(form, 100, {}, problems, full=True, full_deals=2, rng_seed=100, roundtrip_steps=(150,))
    watcher.run(rubber_agent(form))
    assert watcher.game.is_over
    problems.assert_none()


@pytest.mark.slow
@pytest.mark.parametrize("form", FORMS)
def test_bulk_random_deals(form: str, bulk: Callable[[int], int]) -> None:
    """1,000 random deals (match="deal", options varied by seed): the first 50 checked at every step
    with views (nine tenths of the time goes there), the others at each deal's turns (auction,
    play, end); a save and load at a random point of every tenth deal. Ten times as many of both
    under the ``thorough`` profile (tests/conftest.py)."""
    problems = Problems()
    spec = SPECS[form]
    for seed in range(bulk(1000)):
        options = {"match": "deal", **variant(spec, seed)}
        watcher = Watcher(form, 10_000 + seed, options, problems, full=seed < bulk(50), rng_seed=seed,
                          roundtrip=0.03 if seed % 10 == 0 else 0.0)
        watcher.run(random_agent)
        if problems.count > 50:
            break
    problems.assert_none()


@pytest.mark.slow
@pytest.mark.parametrize("form", FORMS)
def test_bulk_rubbers(form: str) -> None:
    """20 whole rubbers (options varied by number; the first five deals of the first rubber checked at
    every step), each saved and loaded at two random points (one in its first deals)."""
    problems = Problems()
    spec = SPECS[form]
    for number in range(20):
        options = {k: v for k, v in variant(spec, number).items() if k != "match"}
        steps = (random.Random(number).randrange(300), random.Random(number).randrange(300, 3000))
        watcher = Watcher(form, 20_000 + number, options, problems, full=number == 0, full_deals=5,
                          rng_seed=number, roundtrip_steps=steps)
        watcher.run(rubber_agent(form))
        if not watcher.game.is_over:
            problems.add(f"{form}: rubber", f"rubber {number} did not finish")
        if problems.count > 50:
            break
    problems.assert_none()


def _peeking_view(original: Callable[..., dict[str, Any]]) -> Callable[..., dict[str, Any]]:
    def view(self: Game, player: int) -> dict[str, Any]:
        seen = original(self, player)
        seen["hint"] = self.full_view()["seats"][1 - player]["cards"][:1]  # the opponent's card
        return seen
    return view


def _revoking_legal_actions(original: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
    def legal_actions(self: Game) -> list[Any]:
        legal = original(self)
        if self.phase is Phase.PLAY:
            return [a for a in legal if not (isinstance(a, Card) and a.suit == legal[0].suit)] or legal
        return legal
    return legal_actions


def _miscounting_scores(original: Callable[..., tuple[int, ...]]) -> Callable[..., tuple[int, ...]]:
    def scores(self: Game) -> tuple[int, ...]:
        return tuple(points + (10 if player == 0 and self.deals else 0)  # type: ignore[attr-defined]
                     for player, points in enumerate(original(self)))
    return scores


SABOTAGE: dict[str, tuple[Callable[[Any], Any], str]] = {
    "view": (_peeking_view, "leaks"),
    "legal_actions": (_revoking_legal_actions, "legal"),
    "scores": (_miscounting_scores, "score"),
}


@pytest.mark.parametrize("method", list(SABOTAGE))
def test_the_watcher_notices_a_broken_game(method: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks above can fail: a view that peeks, play that ignores following suit, a wrong score."""
    cls = type(new_game("plain", seed=1))
    sabotage, word = SABOTAGE[method]
    monkeypatch.setattr(cls, method, sabotage(getattr(cls, method)))
    problems = Problems()
    for seed in range(3):
        Watcher("plain", seed, {"match": "deal"}, problems, full=True, rng_seed=seed).run(random_agent)
    assert any(word in kind for kind in problems.found), problems.found


# --- match lengths ------------------------------------------------------------------------------
@pytest.mark.parametrize("form", FORMS)
def test_match_deal_game_rubber(form: str) -> None:
    """match="deal" plays one deal; match="game" ends at the first game; a rubber when a side has
    won two games, with its bonus."""
    spec = SPECS[form]
    one = play(form, 5, random_agent, match="deal").game
    assert one.is_over and len(one.deals) == 1  # type: ignore[attr-defined]

    game = play(form, 6, rubber_agent(form), match="game").game
    sheet = game.sheet  # type: ignore[attr-defined]
    assert game.is_over and sheet.single_game
    assert sorted(sheet.games_won) == [0] * (spec.sides - 1) + [1]
    assert not any(entry.line.label.startswith("rubber") for entry in sheet.entries)

    rubber = play(form, 7, rubber_agent(form)).game
    sheet = rubber.sheet  # type: ignore[attr-defined]
    assert rubber.is_over and not sheet.single_game
    assert max(sheet.games_won) == 2 and sheet.games_won.count(2) == 1
    assert sheet.entries[-1].line.label.startswith("rubber won")


# --- illegal actions -------------------------------------------------------------------------------
ALL_CARDS = [Card.parse(code) for code in sorted(CODES)]
ALL_CALLS: list[Any] = [PASS, DOUBLE, REDOUBLE, *(Bid.parse(code) for code in LADDER)]
ALL_DECISIONS = [TAKE, REFUSE, DECLINE, KEEP, REJECT, EXPOSED, HIDDEN, Decision("bogus")]
ODD_VALUES: list[Any] = [0, 5, 13, 51, -1, 7, True, False, None, 2.5, b"AS", (), []]
JUNK_TEXTS = ["ZZ", "", "   ", "8NT", "0C", "1Z", "11C", "AX", "10", "NT", "♠", "take it", "Pass Pass",
              "AS KS", "xyz", "1NTX", "0", "-3"]


def situation(spec: Spec, game: Game, full: dict[str, Any]) -> str:
    """A name for the kind of moment: phase and what the rules allow in it."""
    phase = game.phase
    if phase is Phase.DRAW:
        draw = full["draw"]
        if spec.prelude == "draw":
            if draw["must_discard"]:
                return "draw:discard"
            return "draw:offered" if draw["offered"] else "draw:turned"
        if spec.prelude == "draw-tricks":
            return "draw:follow" if draw["trick"] else "draw:lead"
        return "draw:look"
    if phase is Phase.AUCTION:
        actions = [call for call in full["auction"] if call != "Pass"]
        last = actions[-1] if actions else None
        return "auction:" + {None: "open", "X": "doubled", "XX": "redoubled"}.get(last, "bid")
    if phase is Phase.PLAY:
        return "play:follow" if full["trick"] else "play:lead"
    return str(phase.value)


def expected_situations(spec: Spec) -> set[str]:
    found = {"auction:open", "auction:bid", "auction:doubled", "auction:redoubled", "play:lead",
             "play:follow", "over"}
    found |= {"draw": {"draw:turned", "draw:offered", "draw:discard"}, "draw-discard": {"draw:look"},
              "draw-tricks": {"draw:lead", "draw:follow"}, None: set()}[spec.prelude]
    if spec.dummies == "single":
        found.add("choose-dummy")
    if spec.players == 3:
        found.add("widow")
    return found


def illegal_candidates(game: Game) -> list[Any]:
    """Everything that is not a legal action now: every card, call and decision that is not legal,
    odd values, and texts: those of illegal actions, lower-case too, and junk."""
    legal = game.legal_actions()
    legal_texts = {action_text(a).upper() for a in legal}
    objects = [a for a in [*ALL_CARDS, *ALL_CALLS, *ALL_DECISIONS]
               if not any(a is b or (type(a) is type(b) and a == b) for b in legal)]
    texts = [action_text(a) for a in objects] + [action_text(a).lower() for a in objects[::7]] + JUNK_TEXTS
    return objects + ODD_VALUES + [t for t in texts if t.strip().upper() not in legal_texts]


def assert_refused(game: Game, candidates: list[Any], where: str, *, say_over: bool = False) -> None:
    """Each candidate raises IllegalActionError with a reason, and the game is exactly as it was
    (``say_over``: the reason says the match is over)."""
    saved, full = game.to_json(), game.full_view()
    views = [game.view(p) for p in range(game.num_players)]
    legal = game.legal_actions()
    for candidate in candidates:
        with pytest.raises(IllegalActionError) as caught:
            game.apply(candidate)
        error = caught.value
        assert isinstance(error, ValueError)
        reason = error.reason
        assert isinstance(reason, str) and len(reason.strip()) >= 8, (where, candidate)
        assert str(error) == reason, (where, candidate)
        assert "Traceback" not in reason and "object at 0x" not in reason, (where, candidate, reason)
        if candidate is not None:
            assert "None" not in reason, (where, candidate, reason)
        if say_over:
            assert "over" in reason, f"after the match, {candidate!r} is refused with {reason!r}"
        assert game.to_json() == saved, f"{where}: {candidate!r} changed the history"
        assert game.full_view() == full, f"{where}: {candidate!r} changed the game"
    assert [game.view(p) for p in range(game.num_players)] == views, where
    assert game.legal_actions() == legal, where


ILLEGAL_CASES: list[tuple[str, dict[str, Any]]] = [(form, {}) for form in FORMS] + [
    ("draw-tricks", {"follow_suit_in_draw": True, "expose_top_card": True}),
    ("plain", {"auction_end": "three-passes", "dealer_calls_first": True}),
]


@pytest.mark.parametrize(("form", "options"), ILLEGAL_CASES, ids=lambda x: x if isinstance(x, str) else
                         "-".join(sorted(x)) or "default")
def test_every_illegal_action_is_refused_and_changes_nothing(form: str, options: dict[str, Any]) -> None:
    """In every kind of moment of every form, and after the match, every action that is not legal is
    refused with a reason and changes nothing; then the game goes on."""
    spec = SPECS[form]
    tried: dict[str, int] = {}
    rng = random.Random(1)
    for seed in range(8):
        game = new_game(form, seed=seed, match="deal", **options)
        while True:
            full = game.full_view()
            kind = "over" if game.is_over else situation(spec, game, full)
            if tried.get(kind, 0) < 1 or rng.random() < 0.01:
                tried[kind] = tried.get(kind, 0) + 1
                assert_refused(game, illegal_candidates(game), f"{form} seed {seed}, {kind}")
            if game.is_over:
                break
            game.apply(doubling_agent(game, rng))
        if set(tried) >= expected_situations(spec):
            break
    assert set(tried) >= expected_situations(spec), f"never reached {expected_situations(spec) - set(tried)}"


@pytest.mark.parametrize("form", FORMS)
def test_applying_after_the_match_is_over(form: str) -> None:
    game = play(form, 3, random_agent, match="deal").game
    assert game.is_over and game.legal_actions() == [] and game.current_player is None
    assert_refused(game, [*ALL_CARDS, *ALL_CALLS, *ALL_DECISIONS, *ODD_VALUES, "Pass", "1C", "1NT", "AS",
                          "take", "exposed", "keep"], f"{form}, over")
    assert_refused(game, [*ALL_CARDS, *ALL_CALLS, "Pass", "1C", "1NT", "AS", "take"], f"{form}, over",
                   say_over=True)


def test_an_int_is_not_a_card() -> None:
    """A card is also an int (its number in the deck): the int alone is not an action."""
    game = new_game("plain", seed=3, match="deal")
    game.apply("1NT")
    game.apply("Pass")
    card = game.legal_actions()[0]
    assert isinstance(card, Card)
    saved = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(int(card))
    assert game.to_json() == saved


# --- save and load -------------------------------------------------------------------------------
def moment(spec: Spec, game: Game) -> str | None:
    """The kind of moment a save is made at, for the round trips: mid-draw, mid-auction, mid-trick,
    the widow, the choice of dummy, mid-rubber (between deals), over."""
    if game.is_over:
        return "over"
    phase, full = game.phase, game.full_view()
    this_deal = len(full["log"])
    if phase is Phase.DRAW and this_deal:
        return "draw"
    if phase is Phase.AUCTION and full["auction"]:
        return "auction"
    if phase is Phase.PLAY and full["trick"]:
        return "trick"
    if phase in (Phase.WIDOW, Phase.CHOOSE_DUMMY):
        return str(phase.value)
    if this_deal == 0 and full["previous_deals"]:
        return "rubber"
    return None


@pytest.mark.parametrize("form", FORMS)
def test_save_and_load_at_any_moment_then_go_on(form: str) -> None:
    """A rubber saved and loaded at every kind of moment: the loaded game equals the original, and
    both, continued with the same actions, stay equal."""
    spec = SPECS[form]
    game = new_game(form, seed=42, names=["N" + str(s) for s in range(spec.sides)], insult=False)
    agent, rng = rubber_agent(form), random.Random(42)
    wanted = {"auction", "trick", "rubber", "over"} | ({"draw"} if spec.prelude else set())
    wanted |= {"widow"} if spec.players == 3 else {"choose-dummy"} if spec.dummies == "single" else set()
    done: set[str] = set()
    while True:
        kind = moment(spec, game) if game.is_over or not done >= wanted - {"over"} else None
        if kind and (kind not in done or rng.random() < 0.002):
            done.add(kind)
            other = load_game(game.to_json())
            assert differences(game, other) == [], (form, kind)
            if not game.is_over:
                for _ in range(30):
                    if game.is_over:
                        break
                    action = agent(game, rng)
                    game.apply(action)
                    other.apply(action_text(action))
                    assert game.to_json() == other.to_json()
                assert differences(game, other) == [], (form, kind, "after going on")
        if game.is_over:
            break
        game.apply(agent(game, rng))
    assert done >= wanted


@pytest.mark.parametrize("form", FORMS)
def test_save_and_load_at_every_step_of_a_deal(form: str) -> None:
    game = new_game(form, seed=8, match="deal")
    rng = random.Random(8)
    while True:
        assert differences(game, load_game(game.to_json())) == []
        if game.is_over:
            break
        game.apply(random_agent(game, rng))


def test_a_save_keeps_every_option() -> None:
    deck = [card.code for card in ALL_CARDS[::-1]]
    options = {"names": ["Anna", "Ben"], "first_dealer": 1, "insult": False, "deals": [" ".join(deck)],
               "auction_end": "three-passes", "dealer_calls_first": True, "expose_top_card": True,
               "follow_suit_in_draw": True, "match": "game"}
    game = new_game("draw-tricks", seed=5, **options)
    for _ in range(20):
        game.apply(game.legal_actions()[-1])
    text = game.to_json()
    body = json.loads(text)
    assert set(body) == {"format", "version", "game", "seed", "options", "history", "digest"}
    loaded = load_game(text)
    assert loaded.options == game.options
    assert loaded.sheet.sides == ("Anna", "Ben")  # type: ignore[attr-defined]
    assert differences(game, loaded) == []


def _digest(body: dict[str, Any]) -> str:
    """The save format's digest: SHA-256 of the other keys, as sorted JSON."""
    content = {key: value for key, value in body.items() if key != "digest"}
    return hashlib.sha256(json.dumps(content, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def _saved_games() -> dict[str, str]:
    """A plain deal saved mid-play, a draw deal saved mid-draw, a finished deal."""
    saves = {}
    game = new_game("plain", seed=3, match="deal")
    for text in ("1NT", "Pass"):
        game.apply(text)
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    saves["play"] = game.to_json()
    game = new_game("draw", seed=4, match="deal")
    for _ in range(9):
        game.apply(game.legal_actions()[0])
    saves["draw"] = game.to_json()
    saves["over"] = play("plain", 9, random_agent, match="deal").game.to_json()
    return saves


SAVES = _saved_games()


def _edit(name: str, change: Callable[[dict[str, Any]], Any], *, sign: bool = True) -> str:
    body = json.loads(SAVES[name])
    change(body)
    if sign:
        body["digest"] = _digest(body)
    return json.dumps(body)


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body[key] = value
    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        del body[key]
    return change


def _move(index: int, move: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body["history"][index] = move
    return change


def _first_play_other_hand(body: dict[str, Any]) -> None:
    """The first card played replaced by a card from the other hand."""
    game = new_game(body["game"], seed=body["seed"], **body["options"])
    for player, text in body["history"][:2]:
        assert player == game.current_player
        game.apply(text)
    theirs = game.full_view()["seats"][1 - game.current_player]["cards"]  # type: ignore[operator]
    body["history"][2][1] = theirs[0]


def _action(index: int, text: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body["history"][index][1] = text
    return change


def _seed_none(body: dict[str, Any]) -> None:
    """No seed (and no moves, which could fit one deal only)."""
    body["seed"] = None
    body["history"] = []


def _swap_player(body: dict[str, Any]) -> None:
    body["history"][1][0] = 1 - body["history"][1][0]


REFUSED: dict[str, Any] = {
    "empty text": "",
    "not JSON": "hello",
    "a JSON string": '"honeymoon-game"',
    "a JSON list": "[]",
    "a JSON number": "42",
    "JSON null": "null",
    "truncated by one": SAVES["play"][:-1],
    "truncated by half": SAVES["play"][: len(SAVES["play"]) // 2],
    "truncated at the start": SAVES["play"][1:],
    "another format": _edit("play", _set("format", "chess-game")),
    "no format": _edit("play", _drop("format")),
    "version 1": _edit("play", _set("version", 1)),
    "version 3": _edit("play", _set("version", 3)),
    "version '1'": _edit("play", _set("version", "1")),
    "version null": _edit("play", _set("version", None)),
    "version true": _edit("play", _set("version", True)),
    "no game": _edit("play", _drop("game")),
    "no seed": _edit("play", _drop("seed")),
    "no options": _edit("play", _drop("options")),
    "no history": _edit("play", _drop("history")),
    "no digest": _edit("play", _drop("digest"), sign=False),
    "a changed digest": SAVES["play"].replace('"digest": "', '"digest": "0', 1),
    "digest not text": _edit("play", _set("digest", 5), sign=False),
    "a changed seed, digest kept": _edit("play", _set("seed", 4), sign=False),
    "a changed move, digest kept": _edit("play", _move(0, [1, "2NT"]), sign=False),
    "an illegal move": _edit("play", _first_play_other_hand),
    "an insufficient bid": _edit("play", _move(1, [0, "1C"])),
    "a move by the wrong player": _edit("play", _swap_player),
    "a player that is no player": _edit("play", _move(0, [7, "1NT"])),
    "a player as text": _edit("play", _move(0, ["1", "1NT"])),
    "a move that is not a pair": _edit("play", _move(0, ["1NT"])),
    "an action that is not text": _edit("play", _action(0, 5)),
    "an unreadable action": _edit("play", _action(0, "ZZ")),
    "a draw action in the auction": _edit("play", _action(0, "take")),
    "a card in the auction": _edit("play", _action(0, "AS")),
    "a call in the draw": _edit("draw", _action(0, "1NT")),
    "a call in the play": _edit("play", _action(3, "2NT")),
    "a move after the end": _edit("over", lambda body: body["history"].append([0, "Pass"])),
    "history not a list": _edit("play", _set("history", "1NT Pass")),
    "history an object": _edit("play", _set("history", {"0": "1NT"})),
    "an unknown game": _edit("play", _set("game", "chess")),
    "game null": _edit("play", _set("game", None)),
    "game a list": _edit("play", _set("game", ["plain"])),
    "an unknown option": _edit("play", _set("options", {"colour": "red"})),
    "a bad match": _edit("play", _set("options", {"match": "set"})),
    "a bad first dealer": _edit("play", _set("options", {"match": "deal", "first_dealer": 5})),
    "options a list": _edit("play", _set("options", ["match", "deal"])),
    "options null": _edit("play", _set("options", None)),
    "a seed as text": _edit("play", _set("seed", "x")),
    "a fractional seed": _edit("play", _set("seed", 1.5)),
    "a seed true": _edit("play", _set("seed", True)),
    "a seed null": _edit("play", _seed_none),
    "None": None,
    "an int": 42,
    "the parsed dict": json.loads(SAVES["play"]),
    "a list": [SAVES["play"]],
    "bytes": SAVES["play"].encode(),
    "undecodable bytes": b"\xff\xfe",
}


def test_saves_used_for_refusals_load() -> None:
    for text in SAVES.values():
        assert load_game(text).to_json() == text


@pytest.mark.parametrize("case", list(REFUSED))
def test_a_damaged_or_edited_save_is_refused(case: str) -> None:
    with pytest.raises(SaveFileError) as caught:
        load_game(REFUSED[case])
    assert isinstance(caught.value, HoneymoonError) and isinstance(caught.value, ValueError)
    assert len(str(caught.value).strip()) >= 10


def test_a_version_1_save_is_refused_with_the_reason() -> None:
    """Version 1 saves were dealt by the earlier card-by-card shuffle: their seed now deals
    other cards, so their moves cannot be replayed, and the error says why."""
    with pytest.raises(SaveFileError, match=r"version 1; this library reads version 2 .*other deals"):
        load_game(REFUSED["version 1"])


# --- options -------------------------------------------------------------------------------------
def _bad_options(spec: Spec) -> list[tuple[str, dict[str, Any], str]]:
    """(label, options, a word the error must name): options every form refuses."""
    deck = [card.code for card in ALL_CARDS]
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("unknown-option", {"colour": "red"}, "colour"),
        ("match-set", {"match": "set"}, "match"),
        ("match-int", {"match": 1}, "match"),
        ("match-None", {"match": None}, "match"),
        ("insult-text", {"insult": "yes"}, "insult"),
        ("insult-int", {"insult": 1}, "insult"),
        ("first_dealer-5", {"first_dealer": 5}, "first_dealer"),
        ("first_dealer-players", {"first_dealer": spec.players}, "first_dealer"),
        ("first_dealer-negative", {"first_dealer": -1}, "first_dealer"),
        ("first_dealer-bool", {"first_dealer": True}, "first_dealer"),
        ("first_dealer-text", {"first_dealer": "0"}, "first_dealer"),
        ("names-one", {"names": ["Solo"]}, "names"),
        ("names-too-many", {"names": [f"S{s}" for s in range(spec.sides + 1)]}, "names"),
        ("names-same", {"names": ["Same"] * spec.sides}, "names"),
        ("names-a-string", {"names": "AB" if spec.sides == 2 else "ABC"}, "names"),
        ("names-ints", {"names": list(range(spec.sides))}, "names"),
        ("names-empty", {"names": ["", *("X" * i for i in range(1, spec.sides))]}, "names"),
        ("deals-51-cards", {"deals": [" ".join(deck[:51])]}, "deal"),
        ("deals-a-card-twice", {"deals": [" ".join(deck[:51] + deck[:1])]}, "deal"),
        ("deals-53-cards", {"deals": [" ".join(deck + deck[:1])]}, "deal"),
        ("deals-not-a-card", {"deals": [" ".join(["ZZ", *deck[1:]])]}, "deal"),
        ("deals-a-string", {"deals": " ".join(deck)}, "deal"),
        ("deals-an-int", {"deals": 5}, "deal"),
        ("deals-ints", {"deals": [list(range(52))]}, "deal"),
    ]
    if spec.prelude == "draw-tricks":
        cases += [("expose_top_card-text", {"expose_top_card": "yes"}, "expose_top_card"),
                  ("follow_suit_in_draw-int", {"follow_suit_in_draw": 1}, "follow_suit_in_draw")]
    else:  # options of draw-tricks only
        cases += [("expose_top_card-here", {"expose_top_card": True}, "expose_top_card"),
                  ("follow_suit_in_draw-here", {"follow_suit_in_draw": False}, "follow_suit_in_draw")]
    if spec.players == 2:
        cases += [("auction_end-two", {"auction_end": "two"}, "auction_end"),
                  ("auction_end-int", {"auction_end": 1}, "auction_end"),
                  ("dealer_calls_first-text", {"dealer_calls_first": "yes"}, "dealer_calls_first")]
    else:  # two-player options
        cases += [("auction_end-here", {"auction_end": "one-pass"}, "auction_end"),
                  ("dealer_calls_first-here", {"dealer_calls_first": True}, "dealer_calls_first")]
    return cases


BAD_OPTIONS = [(form, *case) for form in FORMS for case in _bad_options(SPECS[form])]


@pytest.mark.parametrize(("form", "label", "options", "word"), BAD_OPTIONS,
                         ids=[f"{form}-{label}" for form, label, _, _ in BAD_OPTIONS])
def test_a_bad_option_is_a_clear_config_error(form: str, label: str, options: dict[str, Any],
                                              word: str) -> None:
    with pytest.raises(ConfigError) as caught:
        new_game(form, seed=1, **options)
    assert isinstance(caught.value, ValueError)
    assert word in str(caught.value), f"{str(caught.value)!r} does not name {word!r}"


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("seed", ["x", 1.5, True, [1]])
def test_a_bad_seed_is_a_config_error(form: str, seed: Any) -> None:
    with pytest.raises(ConfigError, match="seed"):
        new_game(form, seed=seed)


@pytest.mark.parametrize("form", FORMS)
def test_every_option_exists(form: str) -> None:
    """The options of the rulings, each accepted where it applies and doing what it says."""
    spec = SPECS[form]
    names = [f"Side {s}" for s in range(spec.sides)]
    for dealer in range(spec.players):
        assert new_game(form, seed=1, first_dealer=dealer).dealer == dealer  # type: ignore[attr-defined]
    game = new_game(form, seed=1, names=names, insult=False, match="game")
    assert game.sheet.sides == tuple(names) and not game.sheet.insult  # type: ignore[attr-defined]
    assert game.sheet.single_game  # type: ignore[attr-defined]
    deck = [card.code for card in ALL_CARDS[::-1]]
    game = new_game(form, seed=1, deals=[" ".join(deck)], match="deal")
    seats = game.full_view()["seats"]
    if spec.prelude == "draw-discard":
        assert game.full_view()["stock"] == deck  # the whole deck is the stock, from its top
    else:
        size = spec.hand
        for seat in seats:
            assert set(seat["cards"]) == set(deck[seat["seat"] * size:(seat["seat"] + 1) * size])
    as_cards = new_game(form, seed=1, deals=[list(reversed(ALL_CARDS))], match="deal")
    assert as_cards.full_view() == game.full_view()
    if spec.players == 2:
        for options in ({"auction_end": "three-passes"}, {"auction_end": "one-pass"},
                        {"dealer_calls_first": True}):
            play(form, 2, low_bidder, match="deal", full=True, **options)
        first = new_game(form, seed=1, first_dealer=0, dealer_calls_first=True)
        while first.phase is Phase.DRAW:
            first.apply(first.legal_actions()[0])
        assert first.current_player == 0
    if spec.prelude == "draw-tricks":
        for flag in ("expose_top_card", "follow_suit_in_draw"):
            flags: dict[str, Any] = {flag: True}
            play(form, 3, random_agent, match="deal", full=True, **flags)


def test_every_option_is_documented() -> None:
    doc = BridgeOptions.__doc__ or ""
    for field in fields(BridgeOptions):
        assert f"``{field.name}``" in doc, field.name
    for option in ("auction_end", "dealer_calls_first", "follow_suit_in_draw", "expose_top_card", "insult"):
        assert option in {f.name for f in fields(BridgeOptions)}


# --- the registry, whatever is imported first -------------------------------------------------------
@pytest.mark.parametrize("first", ["honeymoon.forms", "honeymoon.forms.table", "honeymoon.boerenbridge",
                                   "honeymoon.game", "honeymoon"])
def test_every_import_order_gives_every_form(first: str) -> None:
    """Importing one form module first must not hide the others (each order in a fresh interpreter)."""
    import subprocess
    import sys

    script = (
        f"import {first}\n"
        "import honeymoon\n"
        "forms = honeymoon.available_games()\n"
        "print(forms)\n"
        "for name in forms:\n"
        "    game = honeymoon.new_game(name, seed=1, match=('game' if name == 'boerenbridge' else 'deal'))\n"
        "    assert honeymoon.load_game(game.to_json()).name == name\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(available_games())
    assert set(FORMS) | {"boerenbridge"} <= set(available_games())


def test_a_save_of_the_other_family_loads_after_importing_one_module() -> None:
    import subprocess
    import sys

    saved = new_game("boerenbridge", seed=2).to_json()
    script = ("import sys, honeymoon.forms, honeymoon\n"
              "print(honeymoon.load_game(sys.stdin.read()).name)")
    done = subprocess.run([sys.executable, "-c", script], input=saved, capture_output=True, text=True,
                          check=False)
    assert (done.returncode, done.stdout.strip()) == (0, "boerenbridge"), done.stderr


# --- a player is an int, never a bool ------------------------------------------------------------------
@pytest.mark.parametrize("form", [*FORMS, "boerenbridge"])
def test_true_and_false_are_not_players(form: str) -> None:
    game = new_game(form, seed=4)
    for flag in (True, False):
        with pytest.raises(ConfigError, match="player from 0"):
            game.view(flag)  # type: ignore[arg-type]
        with pytest.raises(ConfigError, match="first_dealer"):
            new_game(form, seed=4, first_dealer=flag)


# --- text that names no action: the reason says what the phase takes ----------------------------------
def _draw_game(form: str, **options: Any) -> Game:
    return new_game(form, seed=5, match="deal", **options)


@pytest.mark.parametrize(("make", "text", "reason"), [
    (lambda: _draw_game("draw"), "prendre tout", "cannot read 'prendre tout' here: write take or refuse"),
    (lambda: _draw_game("draw"), "zzz", "write take or refuse"),
    (lambda: _draw_game("draw-discard"), "behalten!", "write keep or reject"),
    (lambda: new_game("plain", seed=5), "bonjour", "write a call: a bid like 1NT"),
    (lambda: new_game("boerenbridge", seed=5, first_dealer=0), "five",
     "write a number of tricks from 0 to 1"),
    (lambda: new_game("boerenbridge", seed=5, first_dealer=0, schedule=[5]), "x5",
     "write a number of tricks from 0 to 5"),
])
def test_unreadable_text_is_refused_with_what_the_phase_takes(make: Callable[[], Game], text: str,
                                                              reason: str) -> None:
    game = make()
    before = game.to_json()
    with pytest.raises(IllegalActionError) as caught:
        game.apply(text)
    assert reason in caught.value.reason
    assert "as a card" not in caught.value.reason
    assert game.to_json() == before


def test_unreadable_text_in_the_play_asks_for_a_card_of_the_hand() -> None:
    game = new_game("plain", seed=5, match="deal")
    for call in ("1NT", "Pass"):
        game.apply(call)
    with pytest.raises(IllegalActionError, match="write a card you hold, like"):
        game.apply("gros chelem")
    game = new_game("draw", seed=5, match="deal")
    game.apply("take")
    with pytest.raises(IllegalActionError, match="write a card you hold"):
        game.apply("refuse this")


# --- reading actions in the learner's language --------------------------------------------------------
def test_a_game_reads_its_language() -> None:
    game = new_game("plain", seed=3, lang="fr", match="deal")
    game.apply("2C")  # deux cœurs
    assert game.history[-1][1] == Bid.parse("2H")
    game.apply("contre")
    game.apply("passe")
    assert game.contract.code == "2HX"  # type: ignore[attr-defined]
    hand = game.view(game.current_player)["seats"][game.current_player]["cards"]
    card = Card.parse(hand[0])
    game.apply(card.rank.text("fr") + "TKCP"[card.suit])  # French letters: ♠R is RP, ♥D is DC
    assert game.history[-1][1] is card
    english = new_game("plain", seed=3, match="deal")
    english.apply("2C")
    assert english.history[-1][1] == Bid.parse("2C")


def test_one_action_in_another_language() -> None:
    game = new_game("plain", seed=3, match="deal")
    game.apply("2C", lang="fr")
    assert game.history[-1][1] == Bid.parse("2H")
    game.apply("Kontra", lang="de")
    assert game.history[-1][1] == DOUBLE
    with pytest.raises(ConfigError, match="unknown language"):
        game.apply("pass", lang="xx")


@pytest.mark.parametrize(("lang", "card", "expected"), [("fr", "RP", "KS"), ("de", "DK", "QD"),
                                                        ("nl", "HS", "KS"), ("en", "KS", "KS")])
def test_cards_are_read_in_the_games_language(lang: str, card: str, expected: str) -> None:
    deck = [Card.parse(expected), *(c for c in ALL_CARDS if c.code != expected)]
    game = new_game("plain", seed=3, lang=lang, match="deal", first_dealer=0, deals=[deck])
    game.apply("1NT")
    game.apply("passe" if lang == "fr" else "pass")
    assert game.current_player == 0
    game.apply(card)
    assert game.history[-1][1] == Card.parse(expected)


@pytest.mark.parametrize(("form", "lang", "words"), [
    ("draw", "fr", ["prendre"]), ("draw", "de", ["nehmen"]), ("draw", "nl", ["nemen"]),
    ("draw", "fr", ["refuser", "décliner"]), ("draw", "de", ["ablehnen", "verzichten"]),
    ("draw-discard", "de", ["behalten"]), ("draw-discard", "de", ["ablehnen"]),
    ("draw-discard", "fr", ["garder"]), ("draw-discard", "fr", ["rejeter"]),
    ("draw-discard", "nl", ["houden"]), ("draw-discard", "nl", ["weigeren"]),
])
def test_decisions_are_read_in_the_games_language(form: str, lang: str, words: list[str]) -> None:
    game = new_game(form, seed=8, lang=lang, match="deal")
    english = new_game(form, seed=8, match="deal")
    for word in words:
        game.apply(word)
    meaning = {"prendre": "take", "nehmen": "take", "nemen": "take", "refuser": "refuse",
               "décliner": "decline", "verzichten": "decline", "behalten": "keep", "garder": "keep",
               "rejeter": "reject", "houden": "keep", "weigeren": "refuse" if form == "draw" else "reject",
               "ablehnen": "refuse" if form == "draw" else "reject"}
    for word in words:
        english.apply(meaning[word])
    assert game.full_view() == english.full_view()


def test_in_the_auction_a_french_pass_is_a_pass_not_a_decision() -> None:
    game = new_game("plain", seed=3, lang="fr", match="deal")
    game.apply("1SA")
    game.apply("passer")
    assert game.contract.code == "1NT"  # type: ignore[attr-defined]


def test_boerenbridge_reads_nul_and_full_width_bids() -> None:
    game = new_game("boerenbridge", seed=1, first_dealer=3, lang="nl")
    game.apply("nul")
    game.apply("１")
    assert game.history[-2:] == [(0, 0), (1, 1)]


def test_the_language_is_saved_and_moves_replay_as_saved() -> None:
    game = new_game("plain", seed=3, lang="fr", match="deal")
    for call in ("2C", "contre", "passe"):
        game.apply(call)
    saved = game.to_json()
    assert json.loads(saved)["lang"] == "fr"
    copy = load_game(saved)
    assert copy.lang == "fr" and copy.full_view() == game.full_view()
    assert "lang" not in json.loads(new_game("plain", seed=3).to_json())


@pytest.mark.parametrize("lang", ["es", "", None, 1, "FR"])
def test_an_unknown_language_is_a_config_error(lang: Any) -> None:
    with pytest.raises(ConfigError, match="lang"):
        new_game("plain", seed=1, lang=lang)


# --- every point of the sheet is in the lines of a deal ------------------------------------------------
def _lines_by_side(view: dict[str, Any], sides: int) -> list[int]:
    totals = [0] * sides
    for record in view["previous_deals"]:
        for line in record["lines"]:
            totals[line["side"]] += line["points"]
    for line in view["settlement"]:
        totals[line["side"]] += line["points"]
    return totals


def test_a_deals_lines_include_the_honors() -> None:
    """Player 0 holds ♥AKQJ and player 1 declares 1♥: the sheet scores 100 for honors to player 0,
    whatever the play, and the deal's lines say so, beside the contract's lines."""
    hearts = [Card.parse(code) for code in ("AH", "KH", "QH", "JH")]
    rest = [card for card in ALL_CARDS if card not in hearts]
    deck = hearts + rest[:9] + rest[9:]
    game = new_game("plain", seed=1, match="deal", first_dealer=0, deals=[deck])
    view = game.full_view()
    assert {"AH", "KH", "QH", "JH"} <= set(view["seats"][0]["cards"])
    game.apply("1H")  # player 1 calls first (the non-dealer)
    game.apply("Pass")
    assert game.declarer == 1  # type: ignore[attr-defined]
    rng = random.Random(0)
    while not game.is_over:  # any play: only the count of tricks matters below
        game.apply(rng.choice(game.legal_actions()))
    record = game.full_view()["previous_deals"][0]
    honors = [line for line in record["lines"] if line["label"].startswith("honors")]
    assert [(line["side"], line["points"], line["role"]) for line in honors] == [(0, 100, "defenders")]
    assert _lines_by_side(game.full_view(), 2) == list(game.scores())


@pytest.mark.parametrize("form", FORMS)
def test_the_lines_of_every_deal_add_up_to_the_sheet(form: str) -> None:
    spec = SPECS[form]
    for seed in range(3):
        watcher = play(form, 300 + seed, rubber_agent(form))
        game = watcher.game
        assert game.is_over
        sides = len(game.sheet.sides)  # type: ignore[attr-defined]
        by_side = _lines_by_side(game.full_view(), sides)
        assert by_side == [game.sheet.total(side) for side in range(sides)]  # type: ignore[attr-defined]
        assert len(by_side) == spec.sides
    game = new_game(form, seed=9)
    rng = random.Random(9)
    while len(game.deals) < 3:  # type: ignore[attr-defined]
        game.apply(rubber_agent(form)(game, rng))
    game.abandon()
    sides = len(game.sheet.sides)  # type: ignore[attr-defined]
    assert _lines_by_side(game.full_view(), sides) == [game.sheet.total(s) for s in range(sides)]  # type: ignore[attr-defined]


# --- what is read in which language (the rule: book/rules/index.md, "Writing cards, calls and actions") ---
@pytest.mark.parametrize(("form", "lang", "word", "meaning"), [
    ("draw", "en", "prendre", TAKE), ("draw", "nl", "nehmen", TAKE), ("draw", "de", "take", TAKE),
    ("draw", "en", "weigeren", REFUSE), ("draw-discard", "fr", "behalten", KEEP),
    ("draw-discard", "en", "ablehnen", REJECT), ("draw-discard", "de", "houden", KEEP),
])
def test_decision_words_are_read_in_every_language(form: str, lang: str, word: str,
                                                    meaning: Decision) -> None:
    """Words are read in every language: a French word in an English game too."""
    game = new_game(form, seed=8, lang=lang, match="deal")
    game.apply(word)
    assert game.history[-1][1] == meaning


def test_letters_follow_the_language_and_the_examples_are_read_in_it() -> None:
    """Under French, 2C is 2♥ and QH is no card (Q and H are no French letters); the examples
    the refusal gives (♠A: the symbol with the letters the library writes) are read."""
    game = new_game("plain", seed=3, lang="fr", match="deal")
    game.apply("2C")
    game.apply("passe")
    assert game.contract.code == "2H"  # type: ignore[attr-defined]
    refusal = "cannot read 'QH' here: write a card you hold, like"
    with pytest.raises(IllegalActionError, match=refusal) as caught:
        game.apply("QH")
    examples = caught.value.reason.split("like ")[1].split(" or ")
    legal = game.legal_actions()
    for example in examples:
        assert game.parse_action(example) in legal, example
    game.apply(examples[0])
    assert game.history[-1][1] in legal


def test_the_suits_a_wizard_dealer_may_name_are_written_in_the_games_language() -> None:
    from honeymoon.boerenbridge import BoerenbridgeOptions

    top = ["2C", "3C", "4C", "W1"]  # a card for each of three players, then the turned card
    pack = BoerenbridgeOptions(players=3, wizard=True).deck
    deck = top + [card.code for card in pack if card.code not in top]
    for lang, letters in (("en", "S (♠), H (♥), D (♦), C (♣)"), ("fr", "P (♠), C (♥), K (♦), T (♣)")):
        game = new_game("boerenbridge", seed=1, lang=lang, players=3, wizard=True, schedule=[1],
                        first_dealer=0, deals=[deck])
        assert game.phase is Phase.CHOOSE_TRUMP
        assert game.expected() == f"write a suit: {letters}"
        game.apply(letters[0])
        assert game.full_view()["trump"] == "♠"


NOT_LANGUAGES = ["xx", "", "EN", 1, [], ["fr"], {"fr"}, b"fr"]


@pytest.mark.parametrize("lang", NOT_LANGUAGES, ids=repr)
@pytest.mark.parametrize("form", ["plain", "draw", "boerenbridge"])
def test_every_lang_argument_refuses_a_non_language(form: str, lang: Any) -> None:
    """parse_action, apply (with text or an action object), expected and the lang attribute:
    each refuses what is no language with a ConfigError, and the game is left as it was."""
    game = new_game(form, seed=1)
    before = game.to_json()
    action = game.legal_actions()[0]
    for call in (lambda: game.parse_action("pass", lang), lambda: game.apply("pass", lang),
                 lambda: game.apply(action, lang), lambda: game.expected(lang)):
        with pytest.raises(ConfigError, match="unknown language"):
            call()
    with pytest.raises(ConfigError, match="unknown language"):
        game.lang = lang
    assert game.lang == "en" and game.to_json() == before


@pytest.mark.parametrize("form", ["plain", "draw", "contract-bridge"])
def test_text_too_long_to_be_an_action_is_refused_before_it_is_read(form: str) -> None:
    from honeymoon.cards import MAX_TEXT_LENGTH

    game = new_game(form, seed=1)
    before = game.to_json()
    for text in ("x" * 1_000_000, "pass " * 10_000, "[" * (MAX_TEXT_LENGTH + 1)):
        with pytest.raises(IllegalActionError, match=f"has {len(text):,} characters, and text to read has "
                                                     f"at most {MAX_TEXT_LENGTH}"):
            game.apply(text)
        with pytest.raises(NotationError, match=f"at most {MAX_TEXT_LENGTH}"):
            game.parse_action(text)
    assert game.to_json() == before


# --- wrong values of every kind for every option of every form -------------------------------------------
GARBAGE_VALUES: list[Any] = [
    None, True, False, 0, -1, 7, 1.5, float("nan"), 10**5000, 2**64, "", "x", "common", "one-pass", "deal",
    b"x", [], [None], [1], [0, 1], ["x"], [[]], [1.5], {}, {"a": 1}, (1,), {1, 2}, object(),
    ["Ann", "Ann"], ["Ann", "\ud800"], ["Ann", "Bob\n"], ["A" * 41, "Bob"], [10**5000],
    [" ".join(["AS"] * 52)],
]


@pytest.mark.parametrize("form", [*FORMS, "boerenbridge"])
def test_every_option_refuses_wrong_values_or_makes_a_game_that_saves(form: str) -> None:
    """Each option of the form's options class, given each value of GARBAGE_VALUES: a ConfigError,
    or a game that saves and loads back as it was."""
    from honeymoon.boerenbridge import BoerenbridgeOptions

    options_class = BoerenbridgeOptions if form == "boerenbridge" else BridgeOptions
    for option in (field.name for field in fields(options_class)):
        for value in GARBAGE_VALUES:
            try:
                game = new_game(form, seed=1, **{option: value})
            except ConfigError:
                continue
            text = game.to_json()
            assert load_game(text).to_json() == text, (option, value)


@pytest.mark.parametrize("form", ["plain", "boerenbridge"])
def test_what_is_no_action_is_refused_with_what_the_phase_takes(form: str) -> None:
    """A number of thousands of digits (Python will not write it) or a list holding one: refused
    as no action, with what the phase takes, and the game is left as it was."""
    game = new_game(form, seed=1)
    before = game.to_json()
    for action in (10**5000, [10**5000], {"a": 10**5000}, -(2**70)):
        with pytest.raises(IllegalActionError, match=r"is not an action: write a (call|number)"):
            game.apply(action)  # type: ignore[arg-type]
    assert game.to_json() == before
