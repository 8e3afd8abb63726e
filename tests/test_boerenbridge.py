"""Boerenbridge ([boerenbridge-fr], French; the book's rules page "Boerenbridge") on the shared game protocol.

Every expected number is worked out here again, without the library: the staircases, the
hook, who bids, leads and wins each trick (Wizard style included), each deal's points under
every scoring option, the running table and the winner with the seed's tie-breaks.

Seed lines used below ([boerenbridge-fr]):

- "Partie à 4 joueurs : 1-2-3-4-5-6-7-8-7-6-5-4-3-2-1 (15 donnes)", 5 players 1…10…1 (19),
  6 players 1…8…1 (15), 7 players 1…7,7…1 (14); our ruling: 3 players 1…8…1 unless set.
- "la donne tourne dans le sens des aiguilles d'une montre à chaque manche".
- "Le donneur retourne ensuite la prochaine carte du talon face visible ; sa couleur est la
  couleur d'atout de la manche."
- "Le joueur à la gauche du donneur annonce en premier." / "le joueur à la gauche du donneur
  entame le premier pli." / "Le gagnant du pli entame le suivant."
- "dans une manche à 5 cartes où les trois premiers joueurs ont annoncé 2, 0 et 1 (total 3),
  le donneur ne peut pas annoncer 2 (ce qui totaliserait 5) ; il doit annoncer 0, 1, 3, 4 ou 5".
- "Enchère exacte réalisée : 10 + (2 × plis remportés) points. Annoncer 0 et remporter 0 pli
  rapporte 10 points. Annoncer 3 et en remporter 3 rapporte 10 + 6 = 16 points."
- "Variante sévère : … annoncer 3 et en remporter 1 = −2 points".
- "Les égalités sont départagées par le plus grand nombre d'enchères correctement réalisées
  dans la partie ; si l'égalité persiste, par le score de manche individuel le plus élevé."

The bulk of the random runs is marked ``slow``; the default run plays a sample of the same. The
``thorough`` Hypothesis profile plays ten times the bulk (tests/conftest.py).
"""

from __future__ import annotations

import inspect
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from honeymoon import boerenbridge
from honeymoon.boerenbridge import REDUCED_DECK, BoerenbridgeGame, trick_winner_wizard
from honeymoon.cards import Suit, parse_card
from honeymoon.errors import ConfigError, IllegalActionError
from honeymoon.game import Phase, action_text, load_game, new_game

# --- the cards, written out again ------------------------------------------------------------------

RANKS = "23456789TJQKA"
FULL_DECK = [rank + suit for suit in "CDHS" for rank in RANKS]
WIZARD_CODES = ["W1", "W2", "W3", "W4"]
JESTER_CODES = ["N1", "N2", "N3", "N4"]
#: The two-player deck the docs name (README, "Boerenbridge for two"): spades and hearts, two to ace.
TWO_PLAYER_DECK = [rank + suit for suit in "SH" for rank in RANKS]
SYMBOL_LETTER = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}

UP_TO_8 = (1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1)
STAIRS = {
    2: UP_TO_8,
    3: UP_TO_8,
    4: UP_TO_8,
    5: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1),
    6: UP_TO_8,
    7: (1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1),
}


def deck_for(players: int, wizard: bool = False) -> list[str]:
    if players == 2:
        return list(TWO_PLAYER_DECK)
    return FULL_DECK + WIZARD_CODES + JESTER_CODES if wizard else list(FULL_DECK)


def is_wizard(code: str) -> bool:
    return code[0] == "W"


def is_jester(code: str) -> bool:
    return code[0] == "N"


def is_special(code: str) -> bool:
    return code[0] in "WN"


def rank_of(code: str) -> int:
    return RANKS.index(code[0])


def ref_led_suit(trick: list[str]) -> str | None:
    """The suit to follow: that of the first ordinary card, none if a Wizard came before it."""
    for code in trick:
        if is_wizard(code):
            return None
        if not is_jester(code):
            return code[-1]
    return None


def ref_legal_cards(hand: list[str], trick: list[str]) -> list[str]:
    led = ref_led_suit(trick)
    if led is None or not any(not is_special(c) and c[-1] == led for c in hand):
        return list(hand)
    return [c for c in hand if is_special(c) or c[-1] == led]


def ref_trick_winner(trick: list[str], trump: str | None) -> int:
    """The first Wizard; else the highest trump, else the highest card of the suit led (the first
    ordinary card); a trick of Jesters only goes to the first."""
    for index, code in enumerate(trick):
        if is_wizard(code):
            return index
    ordinary = [i for i, code in enumerate(trick) if not is_jester(code)]
    if not ordinary:
        return 0
    led = trick[ordinary[0]][-1]
    trumps = [i for i in ordinary if trick[i][-1] == trump]
    pool = trumps or [i for i in ordinary if trick[i][-1] == led]
    return max(pool, key=lambda i: rank_of(trick[i]))


def ref_points(bids: list[int], tricks: list[int], dealer: int, size: int, options: dict[str, Any],
               blind_deal: bool) -> list[int]:
    """Each player's points for a deal, from the seed's rules and the options."""
    misses = [abs(b - t) for b, t in zip(bids, tricks, strict=True)]
    others = sum(bids) - bids[dealer]
    hooked = others <= size  # the forbidden number size - others was a bid the dealer could make
    out = []
    for player, (bid, won) in enumerate(zip(bids, tricks, strict=True)):
        if bid == won:
            points = 10 + 2 * won
        elif options.get("harsh"):
            points = -misses[player]
        else:
            points = 0
        if (options.get("boer") and player == dealer and misses[player] and hooked
                and not any(0 < misses[q] < misses[player] for q in range(len(bids)) if q != player)):
            points += 5
        if blind_deal:
            points *= options.get("blind_multiplier", 2)
        out.append(points)
    return out


def ref_winner(table: list[list[int]], exact: list[list[bool]], players: int) -> int | None:
    """Highest total, then most exact bids, then the best single deal; None if tied on all three."""
    keys = [(sum(row[p] for row in table), sum(row[p] for row in exact),
             max((row[p] for row in table), default=0)) for p in range(players)]
    top = max(keys)
    leaders = [p for p in range(players) if keys[p] == top]
    return leaders[0] if len(leaders) == 1 else None


def expected_schedule(players: int, options: dict[str, Any]) -> tuple[int, ...]:
    if options.get("schedule") is not None:
        return tuple(options["schedule"])
    if options.get("fixed_hand_size") is not None:
        return (options["fixed_hand_size"],) * len(STAIRS[players])
    return STAIRS[players]


def expected_no_trump(schedule: tuple[int, ...], rounds: Any) -> set[int]:
    if rounds == "common":
        return {i + 1 for i, size in enumerate(schedule) if size in (1, max(schedule))}
    return set(rounds)


def card_codes_in(value: Any, codes: set[str]) -> set[str]:
    """Every string in a view (at any depth) that is the code of a card."""
    if isinstance(value, str):
        return {value} if value in codes else set()
    if isinstance(value, dict):
        return set().union(*(card_codes_in(v, codes) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(card_codes_in(v, codes) for v in value)) if value else set()
    return set()


def boer(**options: Any) -> BoerenbridgeGame:
    game = new_game("boerenbridge", seed=options.pop("seed", 0), **options)
    assert isinstance(game, BoerenbridgeGame)
    return game


def explicit_deck(hands: list[str], turned: str, players: int, wizard: bool = False) -> str:
    """A deck order: the hands one after another from the dealer's left, then the card to turn."""
    used = " ".join([*hands, turned]).split()
    return " ".join(used + [c for c in deck_for(players, wizard) if c not in used])


def snapshot(game: BoerenbridgeGame) -> tuple[Any, ...]:
    return (game.to_json(), game.full_view(), game.legal_actions(), game.current_player, game.phase)


def assert_refused(game: BoerenbridgeGame, action: Any, match: str | None = None) -> None:
    """``action`` raises IllegalActionError and changes nothing."""
    before = snapshot(game)
    with pytest.raises(IllegalActionError, match=match):
        game.apply(action)
    assert snapshot(game) == before, f"refusing {action!r} changed the game"


# --- the referee: follows a game action by action with its own bookkeeping --------------------------


class Referee:
    """Plays a game (random legal actions, or the given ones) and checks, at every step, whose turn
    it is and the legal actions; and after each deal the table, the scores and, at the end, the
    winner. At random steps, with the given rates, it also checks every player's view, that illegal
    actions are refused and change nothing (``probes``), and that a save loads as the same game
    (``saves``); a share ``text`` of the actions is applied as text."""

    def __init__(self, game: BoerenbridgeGame, options: dict[str, Any], rng: random.Random, *,
                 probes: float = 0.0, views: float = 0.0, saves: float = 0.0, text: float = 0.25) -> None:
        self.game = game
        self.options = options
        self.rng = rng
        self.probes, self.views, self.saves, self.text = probes, views, saves, text
        self.n = options.get("players", 4)
        assert game.num_players == self.n
        self.schedule = expected_schedule(self.n, options)
        assert tuple(game.schedule) == self.schedule
        self.single = options.get("match") == "deal"
        self.deck = deck_for(self.n, options.get("wizard", False))
        self.codes = set(self.deck)
        self.no_trump = expected_no_trump(self.schedule, options.get("no_trump_rounds", ()))
        first = options.get("first_dealer")
        assert game.dealer in range(self.n)
        if first is not None:
            assert game.dealer == first
        self.first_dealer = game.dealer
        self.table: list[list[int]] = []  # points per deal and player
        self.exact: list[list[bool]] = []
        self.rows: list[tuple[int, str | None, list[int], list[int]]] = []  # size, trump, bids, tricks
        self.missing_cards: list[str] = []
        self.deal_index = 0
        self._start_deal()

    # -- a new deal -----------------------------------------------------------------------------
    def where(self) -> str:
        return (f"seed={self.game.seed} options={self.options} deal {self.deal_index + 1} "
                f"actions {self.deal_actions}")

    def _start_deal(self) -> None:
        game, n, k = self.game, self.n, self.deal_index
        fv = game.full_view()
        self.size = size = self.schedule[k]
        self.dealer = (self.first_dealer + k) % n  # clockwise: to the left, the next player number
        self.deal_actions: list[str] = []
        assert (fv["deal"], fv["cards_each"], fv["dealer"], game.dealer) == (k + 1, size, self.dealer,
                                                                            self.dealer), self.where()
        assert [h["player"] for h in fv["hands"]] == list(range(n))
        self.hands = [list(h["cards"]) for h in fv["hands"]]
        assert all(len(hand) == size for hand in self.hands), self.where()
        turned, stock = fv["turned"], fv["stock"]
        seen = [c for hand in self.hands for c in hand] + stock + ([turned] if turned is not None else [])
        assert len(seen) == len(set(seen)), f"a card shows twice: {self.where()}"
        assert set(seen) <= self.codes, f"cards not in the deck: {set(seen) - self.codes}"
        if set(seen) != self.codes:
            self.missing_cards.append(f"{self.where()}: {sorted(self.codes - set(seen))} are in no hand, "
                                      f"not turned (turned={turned!r}) and not in the stock of full_view()")
        deals = self.options.get("deals") or ()
        if k < len(deals):
            order = (deals[k].split() if isinstance(deals[k], str)
                     else [c if isinstance(c, str) else c.code for c in deals[k]])
            for position in range(n):  # dealt one hand after another from the dealer's left
                player = (self.dealer + 1 + position) % n
                assert sorted(self.hands[player]) == sorted(order[position * size:(position + 1) * size])
            if turned is not None:
                assert turned == order[n * size]
        self.blind = bool(self.options.get("blind")) and size == 1
        self.trump: str | None = None
        self.state = "bid"
        if (k + 1) in self.no_trump:
            assert fv["trump"] is None and game.trump is None, f"a no-trump deal has trumps: {self.where()}"
            assert game.phase is Phase.BIDDING
        else:
            assert turned is not None, self.where()
            if is_wizard(turned):
                assert game.phase is Phase.CHOOSE_TRUMP and fv["trump"] is None
                self.state = "choose"
            else:
                assert game.phase is Phase.BIDDING
                self.trump = None if is_jester(turned) else turned[-1]
                assert (SYMBOL_LETTER[fv["trump"]] if fv["trump"] else None) == self.trump, self.where()
        self.bids: list[int | None] = [None] * n
        self.bid_count = 0
        self.tricks = [0] * n
        self.trick: list[tuple[int, str]] = []
        self.last_trick: list[tuple[int, str]] = []
        self.played: list[list[tuple[int, str]]] = []  # the deal's finished tricks
        self.leader = (self.dealer + 1) % n
        if self.views and (self.blind or self.rng.random() < self.views * 5):
            self.check_views()

    # -- one action -------------------------------------------------------------------------------
    def to_act(self) -> int:
        if self.state == "choose":
            return self.dealer
        if self.state == "bid":
            return (self.dealer + 1 + self.bid_count) % self.n
        return (self.leader + len(self.trick)) % self.n

    def forbidden(self) -> int | None:
        if self.state != "bid" or self.to_act() != self.dealer:
            return None
        rest = self.size - sum(b for b in self.bids if b is not None)
        return rest if 0 <= rest <= self.size else None

    def check_legal(self) -> list[Any]:
        game = self.game
        legal = game.legal_actions()
        player = self.to_act()
        assert game.current_player == player, self.where()
        if self.state == "choose":
            assert game.phase is Phase.CHOOSE_TRUMP
            assert legal == sorted(Suit) and all(type(a) is Suit for a in legal)
        elif self.state == "bid":
            assert game.phase is Phase.BIDDING
            expected = [b for b in range(self.size + 1) if b != self.forbidden()]
            assert legal == expected, self.where()
            assert all(type(a) is int for a in legal)
        else:
            assert game.phase is Phase.PLAY
            expected_cards = ref_legal_cards(self.hands[player], [c for _, c in self.trick])
            assert sorted(a.code for a in legal) == sorted(expected_cards), self.where()
        return legal

    def act(self, action: Any = None) -> None:
        legal = self.check_legal()
        if self.probes and self.rng.random() < self.probes:
            self.probe()
        if self.views and self.rng.random() < self.views:
            self.check_views()
        if self.saves and self.rng.random() < self.saves:
            self.save_and_load()
        if action is None:
            action = self.rng.choice(legal)
            if self.rng.random() < self.text:
                action = action_text(action)
        player = self.to_act()
        self.game.apply(action)
        text = action if isinstance(action, str) else action_text(action)
        self.deal_actions.append(text)
        assert self.game.history[-1][0] == player
        assert action_text(self.game.history[-1][1]).upper() == text.strip().upper()
        if self.state == "choose":
            self.trump = text.strip().upper()
            assert self.game.trump is not None and self.game.trump.letter == self.trump
            self.state = "bid"
        elif self.state == "bid":
            self.record_bid(player, int(text))
        else:
            self.record_card(player, text.strip().upper())

    def record_bid(self, player: int, bid: int) -> None:
        self.bids[player] = bid
        self.bid_count += 1
        if self.bid_count < self.n:
            return
        bids = [b for b in self.bids if b is not None]
        others = sum(bids) - bids[self.dealer]
        if others <= self.size:  # the dealer was hooked
            assert sum(bids) != self.size, f"the hook was broken: {self.where()}"
        self.state = "play"
        if self.blind and self.views:
            self.check_views()

    def record_card(self, player: int, code: str) -> None:
        self.hands[player].remove(code)
        self.trick.append((player, code))
        if len(self.trick) < self.n:
            return
        winner = self.trick[ref_trick_winner([c for _, c in self.trick], self.trump)][0]
        self.tricks[winner] += 1
        self.leader = winner
        self.last_trick = self.trick
        self.played.append(self.trick)
        self.trick = []
        if not any(self.hands):
            self.end_deal()

    def end_deal(self) -> None:
        game, n, k = self.game, self.n, self.deal_index
        assert len(game.results) == k + 1, self.where()
        result = game.results[k]
        bids = [b for b in self.bids if b is not None]
        assert (result.number, result.dealer, result.hand_size) == (k + 1, self.dealer, self.size)
        assert (result.trump.letter if result.trump is not None else None) == self.trump, self.where()
        assert list(result.bids) == bids, (
            f"DealResult.bids should hold each player's bid by player: {self.where()}")
        assert list(result.tricks) == self.tricks, self.where()
        assert sum(result.tricks) == self.size
        expected = ref_points(bids, self.tricks, self.dealer, self.size, self.options, self.blind)
        got = [result.points(p) for p in range(n)]
        assert got == expected, (f"points {got}, expected {expected} (bids {bids}, tricks {self.tricks}, "
                                 f"dealer {self.dealer}): {self.where()}")
        for p in range(n):
            assert result.points(p) == sum(line.points for line in result.lines[p])
        self.table.append(expected)
        self.exact.append([b == t for b, t in zip(bids, self.tricks, strict=True)])
        self.rows.append((self.size, self.trump, bids, list(self.tricks)))
        totals = [sum(row[p] for row in self.table) for p in range(n)]
        assert list(game.scores()) == totals, self.where()
        assert list(game.scores()) == [sum(r.points(p) for r in game.results) for p in range(n)]
        if self.single or k + 1 == len(self.schedule):
            assert game.is_over and game.phase is Phase.OVER and game.current_player is None
            assert game.legal_actions() == []
            assert game.winner == ref_winner(self.table, self.exact, n), self.where()
            self.state = "over"
        else:
            assert not game.is_over and game.winner is None
            self.deal_index += 1
            self._start_deal()

    def play_out(self, stop: Callable[[Referee], bool] | None = None) -> None:
        while self.state != "over" and not (stop and stop(self)):
            self.act()
        if self.state == "over" and self.probes and self.rng.random() < 10 * self.probes:
            for action in (0, "AS", parse_card("AS"), Suit.SPADES, True):
                assert_refused(self.game, action, match="over")
            for action in ("0", "S", "xyz"):
                assert_refused(self.game, action)

    # -- views ----------------------------------------------------------------------------------------
    def check_views(self) -> None:
        game = self.game
        fv = game.full_view()
        assert [sorted(h["cards"]) for h in fv["hands"]] == [sorted(h) for h in self.hands]
        assert fv["trick"] == [[p, c] for p, c in self.trick]
        assert fv["tricks_won"] == self.tricks
        shown_bids = [b for b in fv["bids"] if b is not None]
        assert sorted(shown_bids) == sorted(b for b in self.bids if b is not None)
        own_hidden = self.blind and self.state == "bid"
        # (a blind dealer naming trumps: see test_blind_dealer_does_not_see_his_card_while_naming_trumps)
        unchecked = self.blind and self.state == "choose"
        for p in range(self.n):
            view = game.view(p)
            assert view["viewer"] == p and "stock" not in view
            for q, hand in enumerate(view["hands"]):
                if q == p and unchecked:
                    continue
                if q == p and not own_hidden:
                    assert sorted(hand["cards"]) == sorted(self.hands[q]) and hand["hidden"] == 0
                else:
                    assert hand["cards"] == [] and hand["hidden"] == len(self.hands[q]), (
                        f"player {p} sees the cards of player {q}: {self.where()}")
            # Played cards were seen by all: the trick in progress, the last one, and every
            # finished trick of the deal; the pack lists the cards of the game, not where they are.
            assert fv["last_trick"] == [[p, c] for p, c in self.last_trick]
            assert view["tricks"] == [[[p, c] for p, c in trick] for trick in self.played]
            assert sorted(view["pack"]) == sorted(self.codes)
            allowed = {c for _, c in self.trick} | {c for t in self.played for _, c in t} | {fv["turned"]}
            if not own_hidden:
                allowed |= set(self.hands[p])
            table = {key: value for key, value in view.items() if key != "pack"}
            assert card_codes_in(table, self.codes) <= allowed, f"view({p}) shows a hidden card"
            for key in ("phase", "current_player", "deal", "dealer", "cards_each", "turned", "trump", "bids",
                        "trick", "tricks_won", "scores", "previous_deals", "blind", "forbidden_bid"):
                assert view[key] == fv[key], key
            assert view["blind"] is self.blind
            assert view["forbidden_bid"] == self.forbidden()

    # -- illegal actions ------------------------------------------------------------------------------
    def probe(self) -> None:
        game, player = self.game, self.to_act()
        hand = self.hands[player]
        elsewhere = [c for c in self.deck if c not in hand]
        candidates: list[tuple[Any, str | None]] = [
            (True, None), (False, None), ("", None), ("xyz", None), ("1.5", None), ("W9", None)]
        if self.state == "choose":
            candidates += [(0, None), (3, None), ("0", None), ("AS", None), (parse_card(self.rng.choice(
                self.deck)), None), ("NT", None)]
        elif self.state == "bid":
            card = self.rng.choice(self.deck)
            candidates += [(self.size + 1, None), (str(self.size + 1), None), (-1, None), ("-1", None),
                           (Suit.SPADES, None), ("S", None), (parse_card(card), None), (card, None)]
            if self.forbidden() is not None:
                candidates += [(self.forbidden(), "hook"), (str(self.forbidden()), "hook")]
        else:
            other = self.rng.choice(elsewhere)
            candidates += [(0, None), (1, None), ("0", None), (Suit.HEARTS, None), ("H", None),
                           (other, None), (parse_card(other), None)]
            legal = ref_legal_cards(hand, [c for _, c in self.trick])
            revokes = [c for c in hand if c not in legal]
            if revokes:
                revoke = self.rng.choice(revokes)
                candidates += [(revoke, "follow suit"), (parse_card(revoke), "follow suit")]
        for action, match in self.rng.sample(candidates, 3):
            assert_refused(game, action, match)
        for action, match in candidates:
            if match is not None:
                assert_refused(game, action, match)

    # -- save and load ------------------------------------------------------------------------------
    def save_and_load(self) -> None:
        text = self.game.to_json()
        loaded = load_game(text)
        assert isinstance(loaded, BoerenbridgeGame)
        assert loaded.to_json() == text
        assert loaded.full_view() == self.game.full_view()
        assert loaded.legal_actions() == self.game.legal_actions()
        if self.rng.random() < 0.5:
            self.game = loaded  # play on with the loaded copy


# --- random runs ---------------------------------------------------------------------------------

VARIANTS: dict[str, dict[str, Any]] = {
    "plain": {},
    "harsh": {"harsh": True},
    "boer": {"boer": True},
    "harsh-boer": {"harsh": True, "boer": True},
    "no-trump-common": {"no_trump_rounds": "common"},
    "no-trump-list": {"no_trump_rounds": [1, 3, 4]},
    "blind": {"blind": True},
    "blind-x3-harsh-boer": {"blind": True, "blind_multiplier": 3, "harsh": True, "boer": True},
    "wizard": {"wizard": True},
    "wizard-all": {"wizard": True, "harsh": True, "boer": True, "blind": True, "no_trump_rounds": [2, 5]},
}
CASES = [(players, variant) for players in range(2, 8) for variant in VARIANTS
         if not (players == 2 and VARIANTS[variant].get("wizard"))]
CASE_IDS = [f"{players}p-{variant}" for players, variant in CASES]


def run_single_deals(players: int, variant: str, count: int, seed: int, **checks: Any) -> list[str]:
    """``count`` single deals (match="deal") of random sizes; returns the card-accounting problems."""
    rng = random.Random(seed)
    base = VARIANTS[variant]
    deck = deck_for(players, base.get("wizard", False))
    most = (len(deck) - 1) // players
    missing: list[str] = []
    for _ in range(count):
        options = dict(base, players=players, match="deal")
        size = 1 if base.get("blind") and rng.random() < 0.4 else rng.randint(1, most)
        if rng.random() < 0.5:
            options["fixed_hand_size"] = size
        else:
            options["schedule"] = [size]
        if rng.random() < 0.7:
            options["first_dealer"] = rng.randrange(players)
        if rng.random() < 0.05:
            order = list(deck)
            rng.shuffle(order)
            options["deals"] = [" ".join(order)]
        missing += play_checked(options, rng, checks)
    return missing


def fit_no_trump_rounds(options: dict[str, Any]) -> None:
    """A variant's no-trump rounds, fitted to the game the options make: only deals that exist
    (the game refuses others), and a list where "common" meets a fixed hand size (refused too)."""
    rounds = options.get("no_trump_rounds")
    if rounds == "common" and options.get("fixed_hand_size") is not None:
        options["no_trump_rounds"] = [1]
    elif isinstance(rounds, list):
        deals = len(expected_schedule(options.get("players", 4), options))
        options["no_trump_rounds"] = [r for r in rounds if r <= deals]


def play_checked(options: dict[str, Any], rng: random.Random, checks: dict[str, Any]) -> list[str]:
    """Play one game with these options under the referee; the cards it found missing."""
    fit_no_trump_rounds(options)
    game = new_game("boerenbridge", seed=rng.randrange(2**32), **options)
    assert isinstance(game, BoerenbridgeGame)
    referee = Referee(game, options, rng, **checks)
    referee.play_out()
    return referee.missing_cards


def run_games(players: int, variant: str, count: int, seed: int, **checks: Any) -> list[str]:
    """``count`` whole games, mostly on the seed's staircase."""
    rng = random.Random(seed)
    base = VARIANTS[variant]
    most = (len(deck_for(players, base.get("wizard", False))) - 1) // players
    missing: list[str] = []
    for number in range(count):
        options = dict(base, players=players)
        if number % 5 == 3:
            options["fixed_hand_size"] = rng.randint(1, most)
        elif number % 5 == 4:
            options["schedule"] = [rng.randint(1, most) for _ in range(rng.randint(1, 6))]
        if rng.random() < 0.5:
            options["first_dealer"] = rng.randrange(players)
        missing += play_checked(options, rng, checks)
    return missing


@pytest.mark.parametrize(("players", "variant"), CASES, ids=CASE_IDS)
def test_random_deals_sample(players: int, variant: str) -> None:
    missing = run_single_deals(players, variant, 12, seed=players * 100 + len(variant),
                               probes=0.1, views=0.2, saves=0.02)
    assert not missing, missing[:3]


GAME_SAMPLES = [(players, variant) for players in range(2, 8) for i, variant in enumerate(VARIANTS)
                if (i + players) % 4 == 0 and (players, variant) in CASES]  # every variant at least once


@pytest.mark.parametrize(("players", "variant"), GAME_SAMPLES, ids=[f"{p}p-{v}" for p, v in GAME_SAMPLES])
def test_random_games_sample(players: int, variant: str) -> None:
    missing = run_games(players, variant, 1, seed=players, probes=0.02, views=0.05, saves=0.01)
    assert not missing, missing[:3]


@pytest.mark.slow
@pytest.mark.parametrize(("players", "variant"), CASES, ids=CASE_IDS)
def test_random_deals(players: int, variant: str, bulk: Callable[[int], int]) -> None:
    """400 single deals of each size of table and variant (4,000 under the ``thorough`` profile)."""
    missing = run_single_deals(players, variant, bulk(400), seed=7919 * players + len(variant),
                               probes=0.003, views=0.003, saves=0.003, text=0.1)
    assert not missing, f"{len(missing)} deals lose a card, e.g. {missing[:2]}"


@pytest.mark.slow
@pytest.mark.parametrize(("players", "variant"), CASES, ids=CASE_IDS)
def test_random_games(players: int, variant: str, bulk: Callable[[int], int]) -> None:
    """Ten whole games of each size of table and variant (100 under the ``thorough`` profile)."""
    missing = run_games(players, variant, bulk(10), seed=104729 * players + len(variant),
                        probes=0.002, views=0.002, saves=0.005, text=0.1)
    assert not missing, f"{len(missing)} deals lose a card, e.g. {missing[:2]}"


# --- players, schedules, dealers ------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 8))
def test_the_seed_staircase(players: int) -> None:
    game = boer(players=players)
    assert game.schedule == STAIRS[players]
    assert len(game.schedule) == {2: 15, 3: 15, 4: 15, 5: 19, 6: 15, 7: 14}[players]


@pytest.mark.parametrize(("players", "size"), [(2, 12), (3, 5), (4, 12), (5, 10), (6, 8), (7, 7)])
def test_fixed_hand_size(players: int, size: int) -> None:
    game = boer(players=players, fixed_hand_size=size)
    assert game.schedule == (size,) * len(STAIRS[players])
    assert all(len(hand["cards"]) == size for hand in game.full_view()["hands"])


def test_given_schedule_is_played_in_order() -> None:
    options: dict[str, Any] = {"players": 3, "schedule": [3, 1, 2], "first_dealer": 1}
    referee = Referee(boer(seed=5, **options), options, random.Random(5))
    referee.play_out()
    assert [r.hand_size for r in referee.game.results] == [3, 1, 2]
    assert [r.dealer for r in referee.game.results] == [1, 2, 0]


@pytest.mark.parametrize("players", range(2, 8))
def test_dealer_rotates_clockwise_and_left_of_dealer_bids_and_leads(players: int) -> None:
    game = boer(players=players, first_dealer=players - 1, seed=players)
    rng = random.Random(players)
    for deal in range(4):
        dealer = (players - 1 + deal) % players
        assert game.dealer == dealer and game.view(0)["dealer"] == dealer
        assert game.current_player == (dealer + 1) % players  # bids first
        for _ in range(players):
            game.apply(rng.choice(game.legal_actions()))
        assert game.phase is Phase.PLAY and game.current_player == (dealer + 1) % players  # leads
        while len(game.results) == deal:
            game.apply(rng.choice(game.legal_actions()))
        assert game.results[deal].dealer == dealer


def test_the_turned_card_sets_trumps() -> None:
    for seed in range(20):
        game = boer(players=5, seed=seed)
        fv = game.full_view()
        turned = fv["turned"]
        assert turned not in {c for hand in fv["hands"] for c in hand["cards"]}
        assert turned not in fv["stock"]
        assert game.trump is Suit.parse(turned[-1])
        assert all(game.view(p)["turned"] == turned for p in range(5))


def test_the_card_after_the_hands_is_turned() -> None:
    hands = ["AS", "KS", "QS"]
    deck = explicit_deck(hands, "7D", 3)
    game = boer(players=3, schedule=[1], first_dealer=1, deals=[deck], match="deal")
    fv = game.full_view()
    # dealt from the dealer's left: player 2, then 0, then the dealer, player 1
    assert [h["cards"] for h in fv["hands"]] == [["KS"], ["QS"], ["AS"]]
    assert fv["turned"] == "7D" and fv["trump"] == "♦"
    assert fv["stock"] == deck.split()[4:]


# --- two players ---------------------------------------------------------------------------------


def test_two_players_use_the_documented_26_cards() -> None:
    assert sorted(c.code for c in REDUCED_DECK) == sorted(TWO_PLAYER_DECK)
    source = inspect.getsource(boerenbridge)
    comment = source[:source.index("\nREDUCED_DECK")].rsplit("\n\n", 1)[-1]  # the #: lines above it
    assert "spades and hearts" in comment
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    assert "26 spades and hearts" in readme
    game = boer(players=2, seed=3)
    assert game.schedule == UP_TO_8
    for seed in range(30):
        game = boer(players=2, seed=seed, fixed_hand_size=12, match="deal")
        fv = game.full_view()
        dealt = [c for hand in fv["hands"] for c in hand["cards"]] + [fv["turned"]] + fv["stock"]
        assert sorted(dealt) == sorted(TWO_PLAYER_DECK)


# --- the hook: the seed's example -------------------------------------------------------------------

# A 5-card deal for four players, hearts trumps. Hands by bidding position: a (the dealer's left),
# b, c, then the dealer D. Two scripted plays: in A, a takes two tricks with the club honours and
# D three with his trumps; in B, D ruffs the second club and takes four.
HANDS_5 = ["AC KC 7D 8D 9D", "2C 3C 4C 2D 3D", "5C 6C 4D 5D 6D", "AH KH QH TD JD"]
PLAY_A = ["AC 2C 5C TD", "KC 3C 6C JD", "7D 2D 4D AH", "KH 8D 3D 5D", "QH 9D 4C 6D"]
PLAY_B = ["AC 2C 5C TD", "KC 3C 6C AH", "KH 7D 4C 4D", "QH 8D 2D 5D", "JD 9D 3D 6D"]
TRICKS_A, TRICKS_B = [2, 0, 0, 3], [1, 0, 0, 4]
DEALERS = [3, 0, 1, 2]


def five_card_deal(dealer: int, **options: Any) -> BoerenbridgeGame:
    deck = explicit_deck(HANDS_5, "2H", 4)
    return boer(players=4, schedule=[5], match="deal", first_dealer=dealer, deals=[deck], **options)


def positions(dealer: int) -> list[int]:
    return [(dealer + 1 + i) % 4 for i in range(4)]


@pytest.mark.parametrize("dealer", DEALERS)
def test_seed_hook_example(dealer: int) -> None:
    game = five_card_deal(dealer)
    a, b, c, d = positions(dealer)
    for player, bid in zip((a, b, c), (2, 0, 1), strict=True):
        assert game.current_player == player
        assert game.view(player)["forbidden_bid"] is None
        game.apply(bid)
    assert game.current_player == d == dealer
    assert game.legal_actions() == [0, 1, 3, 4, 5]
    assert game.full_view()["forbidden_bid"] == 2
    assert all(game.view(p)["forbidden_bid"] == 2 for p in range(4))
    assert_refused(game, 2, match="hook")
    assert_refused(game, "2", match="hook")
    game.apply(3)
    assert game.phase is Phase.PLAY and game.current_player == a
    assert game.view(a)["forbidden_bid"] is None


def test_hook_when_the_others_overbid() -> None:
    """If the others bid more than the cards in each hand, the dealer may bid anything."""
    game = five_card_deal(3)
    for bid in (4, 1, 1):
        game.apply(bid)
    assert game.legal_actions() == [0, 1, 2, 3, 4, 5]
    assert game.view(0)["forbidden_bid"] is None


@pytest.mark.parametrize(("players", "size"), [(2, 1), (3, 1), (4, 2), (7, 7)])
def test_hook_in_small_and_large_deals(players: int, size: int) -> None:
    game = boer(players=players, schedule=[size], match="deal", first_dealer=0)
    for _ in range(players - 1):
        game.apply(0)
    assert game.legal_actions() == list(range(size))
    assert_refused(game, size, match="hook")


# --- the seed's scores, with scripted play ---------------------------------------------------------

SCORE_EXAMPLES = [
    # (options, bids by position a b c D, play, points by position, why)
    ({}, [2, 0, 1, 3], PLAY_A, [14, 10, 0, 16], "bid 3 won 3 = 16; bid 0 won 0 = 10; a miss = 0"),
    ({"harsh": True}, [2, 0, 1, 3], PLAY_A, [14, 10, -1, 16], "harsh: bid 1 won 0 = -1"),
    ({"harsh": True}, [3, 0, 1, 4], PLAY_B, [-2, 10, -1, 18], "harsh: bid 3 won 1 = -2"),
    ({}, [3, 0, 1, 4], PLAY_B, [0, 10, 0, 18], "bid 4 won 4 = 18"),
    ({"boer": True}, [2, 0, 1, 4], PLAY_A, [14, 10, 0, 5], "Boer: hooked dealer missed by 1, c too: +5"),
    ({"boer": True}, [2, 0, 1, 5], PLAY_A, [14, 10, 0, 0], "Boer: c missed by less than the dealer"),
    ({"boer": True, "harsh": True}, [2, 0, 1, 4], PLAY_A, [14, 10, -1, 4], "harsh Boer: -1 + 5"),
    ({"boer": True}, [5, 0, 1, 2], PLAY_A, [0, 10, 0, 0], "Boer: the dealer was not hooked (others bid 6)"),
    ({"boer": True}, [2, 0, 1, 3], PLAY_A, [14, 10, 0, 16], "Boer: only for a dealer who missed"),
]


@pytest.mark.parametrize("dealer", DEALERS)
@pytest.mark.parametrize(("options", "bids", "play", "points", "why"), SCORE_EXAMPLES,
                         ids=[e[4] for e in SCORE_EXAMPLES])
def test_seed_score_examples(options: dict[str, Any], bids: list[int], play: list[str], points: list[int],
                             why: str, dealer: int) -> None:
    game = five_card_deal(dealer, **options)
    order = positions(dealer)
    for bid in bids:
        game.apply(bid)
    leader = order[0]
    for trick in play:
        assert game.current_player == leader
        for code in trick.split():
            game.apply(code)  # card codes as text
        winner_position = ref_trick_winner(trick.split(), "H")
        leader = order[(order.index(leader) + winner_position) % 4]
    tricks = TRICKS_A if play is PLAY_A else TRICKS_B
    assert game.is_over
    result = game.results[0]
    by_player = {order[i]: i for i in range(4)}
    assert [result.tricks[p] for p in range(4)] == [tricks[by_player[p]] for p in range(4)]
    assert [result.bids[p] for p in range(4)] == [bids[by_player[p]] for p in range(4)], (
        f"dealer {dealer}: DealResult.bids should be by player")
    assert [result.points(p) for p in range(4)] == [points[by_player[p]] for p in range(4)], why
    assert list(game.scores()) == [points[by_player[p]] for p in range(4)], why


def test_score_lines_read_like_the_seed() -> None:
    game = five_card_deal(3)
    for bid in (2, 0, 1, 3):
        game.apply(bid)
    for trick in PLAY_A:
        for code in trick.split():
            game.apply(code)
    lines = game.results[0].lines
    assert [line.points for line in lines[3]] == [16]
    assert "16" in str(lines[3][0]) and "10" in str(lines[1][0])


# --- blind one-card deals ----------------------------------------------------------------------------


@pytest.mark.parametrize(("options", "points"), [
    ({}, [24, 20, 0]),
    ({"blind_multiplier": 3}, [36, 30, 0]),
    ({"harsh": True}, [24, 20, -2]),
    ({"blind_multiplier": 1}, [12, 10, 0]),
])
@pytest.mark.parametrize("dealer", [2, 0])
def test_blind_one_card_deal(options: dict[str, Any], points: list[int], dealer: int) -> None:
    a, b, d = [(dealer + 1 + i) % 3 for i in range(3)]
    deck = explicit_deck(["AS", "KS", "2C"], "3D", 3)
    game = boer(players=3, schedule=[1], match="deal", first_dealer=dealer, blind=True, deals=[deck],
                **options)
    for bid in (1, 0):
        for p in range(3):
            view = game.view(p)
            assert view["blind"] is True
            assert view["hands"][p]["cards"] == [] and view["hands"][p]["hidden"] == 1
            assert view["turned"] == "3D"
        game.apply(bid)
    assert game.legal_actions() == [1]  # 1 + 0 + 0 would make one trick
    game.apply(1)
    assert game.view(a)["hands"][a]["cards"] == ["AS"]  # bidding over: the cards are seen
    for code in ("AS", "KS", "2C"):
        game.apply(code)
    by_position = dict(zip((a, b, d), points, strict=True))
    assert list(game.scores()) == [by_position[p] for p in range(3)]


def test_blind_applies_to_one_card_deals_only() -> None:
    game = boer(players=4, blind=True, schedule=[1, 2], seed=4)
    assert game.view(0)["blind"] is True
    rng = random.Random(4)
    while len(game.results) == 0:
        game.apply(rng.choice(game.legal_actions()))
    view = game.view(0)
    assert view["blind"] is False and len(view["hands"][0]["cards"]) == 2


def test_blind_dealer_does_not_see_his_card_while_naming_trumps() -> None:
    """A Wizard turned in a blind one-card deal: the dealer names trumps, then bids blind, so his
    view must not show him his card before the bidding is over."""
    deck = explicit_deck(["2C", "3C", "4C"], "W1", 3, wizard=True)
    game = boer(players=3, schedule=[1], match="deal", first_dealer=0, blind=True, wizard=True, deals=[deck])
    assert game.phase is Phase.CHOOSE_TRUMP and game.current_player == 0
    assert game.view(0)["hands"][0]["cards"] == [], "the blind dealer sees his card while naming trumps"


# --- no-trump rounds ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "common"), [(4, {1, 8, 15}), (5, {1, 10, 19}), (7, {1, 7, 8, 14}),
                                                 (2, {1, 8, 15})])
def test_common_no_trump_rounds(players: int, common: set[int]) -> None:
    game = boer(players=players, no_trump_rounds="common", seed=players)
    rng = random.Random(players)
    no_trump = set()
    while not game.is_over:
        deal = len(game.results)
        if game.trump is None:
            no_trump.add(deal + 1)
        else:
            assert game.full_view()["turned"][-1] == game.trump.letter
        while len(game.results) == deal:
            game.apply(rng.choice(game.legal_actions()))
    assert no_trump == common
    assert {r.number for r in game.results if r.trump is None} == common


def test_no_trump_round_is_won_by_the_suit_led() -> None:
    deck = explicit_deck(["AS", "2H", "3C"], "4H", 3)
    game = boer(players=3, schedule=[1], match="deal", first_dealer=2, no_trump_rounds=[1], deals=[deck])
    assert game.trump is None and game.view(0)["trump"] is None
    for action in (0, 0, 0, "AS", "2H", "3C"):
        game.apply(action)
    assert list(game.results[0].tricks) == [1, 0, 0]


def test_no_trump_deal_accounts_for_every_card() -> None:
    """full_view() shows every card: hands, the turned card and the stock make the whole deck."""
    deck = explicit_deck(["AS", "2H", "3C"], "4H", 3)
    game = boer(players=3, schedule=[1], match="deal", first_dealer=2, no_trump_rounds=[1], deals=[deck])
    fv = game.full_view()
    seen = [c for hand in fv["hands"] for c in hand["cards"]] + fv["stock"]
    if fv["turned"] is not None:
        seen.append(fv["turned"])
    assert sorted(seen) == sorted(FULL_DECK), f"missing from full_view(): {set(FULL_DECK) - set(seen)}"


# --- Wizard style -------------------------------------------------------------------------------------

WIZARD_TRICKS = [
    # (cards in order of play, trump, winning index, why)
    ("W1 AS KS", "S", 0, "a led Wizard wins"),
    ("AS W2 W1", None, 1, "the first Wizard played wins"),
    ("AS KS W3", "S", 2, "a Wizard played last beats the ace of trumps"),
    ("KH N4 AH W4 2S", "S", 3, "five players, one Wizard"),
    ("N1 N2 N3", "H", 0, "Jesters only: the first"),
    ("N3 N1", None, 0, "Jesters only: the first, whatever the number"),
    ("N1 2C AC", "H", 2, "after a led Jester the 2♣ sets clubs"),
    ("N1 2C AD", "H", 1, "after a led Jester the 2♣ sets clubs: the ace of diamonds is a discard"),
    ("N1 2C AH", "H", 2, "a trump beats the suit set after a Jester"),
    ("N1 N2 3D", None, 2, "the only ordinary card"),
    ("2C N1", None, 0, "a Jester loses to anything"),
    ("2C N1", "S", 0, "a Jester is no trump"),
    ("N1 W1", None, 1, "a Wizard beats a Jester"),
    ("5D 2S N1", "S", 1, "the smallest trump beats a Jester"),
    ("5D 7D 2S", None, 1, "no Wizard, no trumps"),
]


@pytest.mark.parametrize(("played", "trump", "winner", "why"), WIZARD_TRICKS,
                         ids=[w[0] for w in WIZARD_TRICKS])
def test_wizard_trick_winner(played: str, trump: str | None, winner: int, why: str) -> None:
    cards = [parse_card(c) for c in played.split()]
    suit = None if trump is None else Suit.parse(trump)
    assert ref_trick_winner(played.split(), trump) == winner, why
    assert trick_winner_wizard(cards, suit) == winner, why


def test_wizard_deck_has_60_cards() -> None:
    game = boer(players=6, wizard=True, fixed_hand_size=9, match="deal", seed=2)
    fv = game.full_view()
    dealt = [c for hand in fv["hands"] for c in hand["cards"]] + [fv["turned"]] + fv["stock"]
    assert sorted(dealt) == sorted(FULL_DECK + WIZARD_CODES + JESTER_CODES)
    assert [parse_card(c).code for c in ("W1", "n4", "wizard2", "Jester3")] == ["W1", "N4", "W2", "N3"]


def wizard_deal(hands: list[str], turned: str, size: int, dealer: int = 2,
                **options: Any) -> BoerenbridgeGame:
    deck = explicit_deck(hands, turned, 3, wizard=True)
    return boer(players=3, schedule=[size], match="deal", first_dealer=dealer, wizard=True, deals=[deck],
                **options)


def test_wizard_scripted_deal() -> None:
    """Clubs trumps. Players 0, 1, 2 (dealer 2); each step: the card, then who may play what next."""
    game = wizard_deal(["W1 AH 3S N1", "W2 KH 4S 5D", "N2 2H QS AD"], "2C", 4)
    for bid in (2, 1, 0):
        game.apply(bid)

    def legal() -> set[str]:
        return {action_text(a) for a in game.legal_actions()}

    assert legal() == {"W1", "AH", "3S", "N1"}
    game.apply("AH")
    assert legal() == {"KH", "W2"}  # follow hearts, or a Wizard: always allowed
    game.apply("W2")
    assert legal() == {"2H", "N2"}  # or a Jester: always allowed
    game.apply("2H")
    assert game.current_player == 1  # the Wizard won
    game.apply("4S")
    game.apply("QS")
    assert legal() == {"3S", "W1", "N1"}
    game.apply("W1")
    assert game.current_player == 0  # a Wizard played last wins
    game.apply("N1")
    assert legal() == {"KH", "5D"}  # a led Jester sets no suit
    game.apply("5D")
    assert legal() == {"AD", "N2"}  # the 5♦ after the Jester set diamonds
    game.apply("AD")
    assert game.current_player == 2
    game.apply("N2")
    game.apply("3S")
    assert legal() == {"KH"}
    game.apply("KH")
    assert game.is_over
    assert list(game.results[0].tricks) == [2, 1, 1]
    assert list(game.scores()) == [14, 12, 0]


def test_wizard_led_means_no_suit_to_follow() -> None:
    game = wizard_deal(["W3 5C", "W1 6C", "2H 3S"], "AH", 2)
    for bid in (0, 0, 0):
        game.apply(bid)
    game.apply("W3")
    assert {action_text(a) for a in game.legal_actions()} == {"W1", "6C"}
    game.apply("W1")
    assert {action_text(a) for a in game.legal_actions()} == {"2H", "3S"}
    game.apply("2H")  # a trump does not beat the first Wizard
    assert game.current_player == 0
    for code in ("5C", "6C", "3S"):
        game.apply(code)
    assert list(game.results[0].tricks) == [1, 1, 0]


def test_jester_then_wizard_sets_no_suit() -> None:
    game = wizard_deal(["N1 4C", "W2 5C", "AS 2H"], "3D", 2)
    for bid in (0, 1, 0):
        game.apply(bid)
    game.apply("N1")
    game.apply("W2")
    assert {action_text(a) for a in game.legal_actions()} == {"AS", "2H"}
    game.apply("AS")
    assert game.current_player == 1


def test_a_trick_of_jesters_goes_to_the_first() -> None:
    game = wizard_deal(["N3", "N1", "N2"], "4D", 1, dealer=0)  # player 1 bids and leads first
    for bid in (0, 0, 0):
        game.apply(bid)
    for code in ("N3", "N1", "N2"):
        game.apply(code)
    assert list(game.results[0].tricks) == [0, 1, 0]  # player 1 played the first Jester (N3)


def test_turned_wizard_dealer_names_trumps() -> None:
    game = wizard_deal(["AS", "2H", "3C"], "W4", 1, dealer=0)  # deal order: player 1, 2, then 0
    assert game.phase is Phase.CHOOSE_TRUMP and game.phase.value == "choose-trump"
    assert game.current_player == 0
    assert game.legal_actions() == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
    assert game.full_view()["trump"] is None and game.full_view()["turned"] == "W4"
    for bad in (0, 1, "1", True, "AS", parse_card("AS"), "W4", "NT", ""):
        assert_refused(game, bad)
    game.apply("h")
    assert game.trump is Suit.HEARTS and game.phase is Phase.BIDDING and game.current_player == 1
    assert_refused(game, "S")
    assert_refused(game, Suit.SPADES)
    for action in (0, 0, 0, "AS", "2H", "3C"):
        game.apply(action)
    assert list(game.results[0].tricks) == [0, 0, 1]  # the 2♥ ruffed
    assert game.results[0].trump is Suit.HEARTS
    assert [game.history[0][0], action_text(game.history[0][1])] == [0, "H"]
    assert load_game(game.to_json()).full_view() == game.full_view()


def test_turned_jester_means_no_trumps() -> None:
    game = wizard_deal(["AS", "2H", "3C"], "N2", 1, dealer=0)
    assert game.phase is Phase.BIDDING and game.trump is None and game.view(1)["trump"] is None
    assert game.view(1)["turned"] == "N2"
    assert_refused(game, "S")
    for action in (0, 0, 0, "AS", "2H", "3C"):
        game.apply(action)
    assert list(game.results[0].tricks) == [0, 1, 0]
    assert game.results[0].trump is None


# --- illegal actions in every phase ------------------------------------------------------------------


def test_illegal_actions_in_the_bidding() -> None:
    game = five_card_deal(3)
    hand = game.full_view()["hands"][0]["cards"]
    for bad in (hand[0], parse_card(hand[0]), "QH", 6, "6", 99, -1, "-1", True, False, "S", Suit.SPADES,
                "", "xyz", "1.5", "W1", "take"):
        assert_refused(game, bad)
    with pytest.raises(IllegalActionError, match="bidding"):
        game.apply(parse_card(hand[0]))


@pytest.mark.parametrize("text", ["²", "--1", "1e3", " ", "- 1"])
def test_odd_bid_text_is_an_illegal_action(text: str) -> None:
    game = five_card_deal(3)
    assert_refused(game, text)


def test_illegal_actions_in_the_play() -> None:
    game = five_card_deal(3)
    for bid in (2, 0, 1, 3):
        game.apply(bid)
    game.apply("AC")
    # player 1 holds 2C 3C 4C 2D 3D: must follow clubs
    for bad in ("2D", parse_card("2D"), "AC", "AH", parse_card("AH"), 0, "0", 1, True, False, "S",
                Suit.CLUBS, "", "xyz", "W1", "N1"):
        assert_refused(game, bad)
    with pytest.raises(IllegalActionError, match="follow suit"):
        game.apply("2D")
    with pytest.raises(IllegalActionError, match="not in your hand"):
        game.apply("AH")
    game.apply(parse_card("4C"))  # a card object works too


def test_illegal_actions_once_over() -> None:
    game = boer(players=3, schedule=[1], match="deal", seed=1)
    rng = random.Random(1)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    for bad in (0, "AS", True, Suit.SPADES):
        assert_refused(game, bad, match="over")
    for bad in ("0", "S", ""):
        assert_refused(game, bad)


def test_view_of_a_player_who_does_not_exist() -> None:
    game = boer(players=3)
    for bad in (-1, 3, True, "0", 1.0):
        with pytest.raises(ConfigError):
            game.view(bad)


# --- options -------------------------------------------------------------------------------------------

BAD_OPTIONS: list[dict[str, Any]] = [
    {"players": 1}, {"players": 8}, {"players": 0}, {"players": True}, {"players": "4"}, {"players": 4.0},
    {"players": 2, "wizard": True},
    {"players": 4, "schedule": [13]}, {"players": 2, "schedule": [13]}, {"players": 5, "schedule": [1, 11]},
    {"players": 7, "schedule": [8]}, {"players": 7, "wizard": True, "schedule": [9]},
    {"schedule": []}, {"schedule": "123"}, {"schedule": [0]}, {"schedule": [2.0]}, {"schedule": [True]},
    {"fixed_hand_size": 0}, {"fixed_hand_size": -1}, {"fixed_hand_size": 13}, {"fixed_hand_size": True},
    {"fixed_hand_size": 2, "schedule": [2]},
    {"harsh": "yes"}, {"harsh": 1}, {"boer": "no"}, {"blind": 1}, {"wizard": "true"},
    {"blind_multiplier": 0}, {"blind_multiplier": -2}, {"blind_multiplier": True}, {"blind_multiplier": 1.5},
    {"no_trump_rounds": "all"}, {"no_trump_rounds": [0]}, {"no_trump_rounds": [True]},
    {"match": "rubber"}, {"first_dealer": 4}, {"first_dealer": -1}, {"first_dealer": True},
    {"first_dealer": 1.0}, {"names": ["a", "b"]}, {"names": ["a", "a", "b", "c"]},
    {"colour": "red"}, {"wizards": True},
    {"deals": ["AS"]}, {"deals": "AS KS"}, {"deals": [" ".join(FULL_DECK[:51])]},
    {"deals": [" ".join([*FULL_DECK[1:], "AS"])]}, {"deals": [" ".join([*FULL_DECK, "AS"])]},
    {"deals": [" ".join([*FULL_DECK[:51], "W1"])]}, {"deals": [" ".join([*FULL_DECK[:51], "ZZ"])]},
    {"wizard": True, "deals": [" ".join(FULL_DECK)]}, {"players": 2, "deals": [" ".join(FULL_DECK)]},
    {"deals": [123]},
]


@pytest.mark.parametrize("options", BAD_OPTIONS, ids=[repr(o)[:60] for o in BAD_OPTIONS])
def test_bad_options_are_config_errors(options: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        new_game("boerenbridge", seed=1, **options)


@pytest.mark.parametrize(("options", "reason"), [
    ({"no_trump_rounds": [99]}, "names deal 99, but the game has deals 1 to 15"),
    ({"no_trump_rounds": [16]}, "names deal 16, but the game has deals 1 to 15"),
    ({"players": 5, "no_trump_rounds": [20]}, "deals 1 to 19"),
    ({"schedule": [3, 3], "no_trump_rounds": [3]}, "deals 1 to 2"),
    ({"fixed_hand_size": 5, "no_trump_rounds": [15, 16]}, "names deal 16"),
    ({"no_trump_rounds": [1, 1]}, "names deal 1 twice"),
    ({"no_trump_rounds": [2, 5, 2]}, "names deal 2 twice"),
    ({"fixed_hand_size": 7, "no_trump_rounds": "common"}, "with a fixed_hand_size there is no staircase"),
])
def test_no_trump_rounds_name_real_deals_once(options: dict[str, Any], reason: str) -> None:
    with pytest.raises(ConfigError) as caught:
        new_game("boerenbridge", seed=1, **options)
    assert reason in str(caught.value)


def test_no_trump_rounds_at_the_edges_are_accepted() -> None:
    assert boer(no_trump_rounds=[15, 1]).no_trump_deals == {1, 15}
    assert boer(fixed_hand_size=5, no_trump_rounds=[15]).no_trump_deals == {15}
    assert boer(schedule=[2, 2], no_trump_rounds="common").no_trump_deals == {1, 2}


def test_good_options_edge_cases() -> None:
    assert boer(players=2, schedule=[12]).schedule == (12,)
    assert boer(players=7, fixed_hand_size=7).schedule == (7,) * 14
    assert boer(players=7, wizard=True, schedule=[8]).schedule == (8,)
    assert boer(players=5, wizard=True).schedule == STAIRS[5]
    assert boer(blind_multiplier=1).config.blind_multiplier == 1
    deck = explicit_deck(["2S", "3S", "4S", "5S"], "AS", 4).split()
    as_cards = boer(deals=[[parse_card(c) for c in deck]], schedule=[1], first_dealer=3)
    as_codes = boer(deals=[deck], schedule=[1], first_dealer=3)
    for game in (as_cards, as_codes):
        assert [h["cards"] for h in game.full_view()["hands"]] == [["2S"], ["3S"], ["4S"], ["5S"]]
        assert game.full_view()["turned"] == "AS"
    with pytest.raises(ConfigError):
        new_game("boerenbridge", seed=True)


# --- the table, the winner, abandoned games ---------------------------------------------------------------


def test_running_table_and_html() -> None:
    options: dict[str, Any] = {"players": 4, "first_dealer": 0, "names": ["Anouk", "Bram", "Cas", "Dewi"],
                               "schedule": [1, 2, 3, 2, 1]}
    referee = Referee(boer(seed=11, **options), options, random.Random(11))
    referee.play_out()
    game = referee.game
    html = game._repr_html_()
    assert html.startswith("<table") and all(name in html for name in options["names"])
    rows = re.findall(r"<tr><th>(\d+)</th>(.*?)</tr>", html)
    assert [int(number) for number, _ in rows] == [1, 2, 3, 4, 5]
    totals = [0] * 4
    for (size, trump, bids, tricks), points, (_, row) in zip(referee.rows, referee.table, rows, strict=True):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row)
        assert cells[0] == str(size)
        for p in range(4):
            totals[p] += points[p]
            assert cells[2 + 3 * p:5 + 3 * p] == [str(bids[p]), str(tricks[p]), str(totals[p])], (
                f"row {size}/{trump}, player {p}")
    winner = ref_winner(referee.table, referee.exact, 4)
    assert game.winner == winner
    if winner is not None:
        assert f"{options['names'][winner]} wins" in html
    for result, points in zip(game.results, referee.table, strict=True):
        assert result.to_dict()["points"] == points


TIE_OPTIONS: list[dict[str, Any]] = [{}, {"harsh": True}, {"blind": True}]


def tie_break_game(seed: int) -> BoerenbridgeGame:
    """A short random 3-player game (the blind 1-card deal scores 20 for a 0 made: as much as two
    exact 0 bids in the 2-card deals)."""
    rng = random.Random(seed)
    game = boer(players=3, schedule=[2, 2, 1], seed=seed, **TIE_OPTIONS[seed % 3])
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def tie_break_games() -> dict[str, list[int]]:
    """Seeds of short random 3-player games whose top two tie on total: broken by exact bids, by the
    best deal, or tied on everything."""
    found: dict[str, list[int]] = {"exact": [], "best": [], "none": []}
    for seed in range(3000):
        game = tie_break_game(seed)
        keys = sorted(((sum(r.points(p) for r in game.results),
                        sum(r.bids[p] == r.tricks[p] for r in game.results),
                        max(r.points(p) for r in game.results)) for p in range(3)), reverse=True)
        if keys[0][0] != keys[1][0]:
            continue
        kind = "exact" if keys[0][1] != keys[1][1] else "best" if keys[0][2] != keys[1][2] else "none"
        found[kind].append(seed)
        if all(len(seeds) >= 3 for seeds in found.values()):
            break
    return found


def test_winner_tie_breaks() -> None:
    found = tie_break_games()
    assert all(found.values()), found
    for seeds in found.values():
        for seed in seeds:
            game = tie_break_game(seed)
            table = [[r.points(p) for p in range(3)] for r in game.results]
            exact = [[r.bids[p] == r.tricks[p] for p in range(3)] for r in game.results]
            assert game.winner == ref_winner(table, exact, 3), f"seed {seed}"
            if game.winner is not None:
                assert game.standings()[0] == game.winner == game.leader


def test_abandoned_game_is_won_by_the_leader_after_the_last_complete_deal() -> None:
    options: dict[str, Any] = {"players": 5, "first_dealer": 4}
    referee = Referee(boer(seed=21, **options), options, random.Random(21))
    referee.play_out(stop=lambda r: r.deal_index == 3 and len(r.deal_actions) == 7)
    game = referee.game
    scores = game.scores()
    assert not game.is_over and game.winner is None
    game.abandon()
    assert game.is_over and game.abandoned and game.current_player is None
    assert len(game.results) == 3 and game.scores() == scores
    expected = ref_winner(referee.table, referee.exact, 5)
    assert game.winner == expected
    if expected is not None:
        assert game.leader == expected
    assert game.legal_actions() == []
    assert_refused(game, 0, match="over")
    assert "abandoned" in game._repr_html_()


def test_abandoned_before_any_complete_deal() -> None:
    game = boer(players=4, seed=2)
    game.apply(0)
    game.abandon()
    assert game.is_over and game.results == [] and game.scores() == (0, 0, 0, 0)
    assert game.winner is None  # everybody tied on every count


def test_abandoned_game_survives_save_and_load() -> None:
    game = boer(players=3, seed=8, first_dealer=0)
    rng = random.Random(8)
    while len(game.results) < 2:
        game.apply(rng.choice(game.legal_actions()))
    game.abandon()
    loaded = load_game(game.to_json())
    assert isinstance(loaded, BoerenbridgeGame)
    assert loaded.is_over and loaded.abandoned, "an abandoned game comes back from its save as not abandoned"
    assert loaded.winner == game.winner


# --- the protocol ------------------------------------------------------------------------------------------


def test_same_seed_same_game() -> None:
    one, two = boer(players=6, seed=99), boer(players=6, seed=99)
    assert one.full_view() == two.full_view() and one.dealer == two.dealer


def test_save_and_load_at_random_points() -> None:
    rng = random.Random(31)
    runs = [(3, "wizard-all"), (4, "plain"), (5, "blind-x3-harsh-boer"), (2, "no-trump-list")]
    for players, variant in runs:
        options = dict(VARIANTS[variant], players=players)
        game = boer(seed=players, **options)
        stops = sorted(rng.sample(range(120), 5))
        step = 0
        while not game.is_over:
            if step in stops:
                text = game.to_json()
                loaded = load_game(text)
                assert loaded.to_json() == text and loaded.full_view() == game.full_view()
                assert loaded.legal_actions() == game.legal_actions()
                game = loaded
            game.apply(rng.choice(game.legal_actions()))
            step += 1
        assert load_game(game.to_json()).full_view() == game.full_view()


# --- text too long to read ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["1" * 5000, "9" * 4400, "1" * 1_000_000, " " * 200 + "1"], ids=len)
def test_a_bid_too_long_to_read_is_refused_before_it_is_read(text: str) -> None:
    """More than MAX_TEXT_LENGTH characters (200) is no bid, whatever they are: refused at once,
    as unreadable text is (not by Python's limit of 4,300 digits for a number)."""
    from honeymoon.cards import MAX_TEXT_LENGTH
    from honeymoon.errors import NotationError

    game = boer(players=4, seed=1, first_dealer=3)
    before = game.to_json()
    with pytest.raises(IllegalActionError, match=f"at most {MAX_TEXT_LENGTH}"):
        game.apply(text)
    with pytest.raises(NotationError, match=f"at most {MAX_TEXT_LENGTH}"):
        game.parse_action(text)
    assert game.to_json() == before
    game.apply(" " * (MAX_TEXT_LENGTH - 1) + "1")  # 200 characters are read
    assert game.history[-1] == (0, 1)


@pytest.mark.parametrize(("option", "value", "word"), [
    ("deals", [None], "deal"), ("deals", [1], "deal"), ("deals", [[None] * 52], "deal"),
    ("deals", [["AS"] * 52], "deal"), ("deals", [" ".join(["AS"] * 100_000)], "deal"),
    ("deals", ({"AS": 1},), "deal"), ("blind_multiplier", 10**5000, "blind_multiplier"),
    ("blind_multiplier", 11, "1 to 10"), ("no_trump_rounds", [10**5000], "no_trump_rounds"),
    ("players", 10**5000, "players"), ("first_dealer", 10**5000, "first_dealer"),
    ("schedule", [10**5000], "a hand holds"), ("names", ["\ud800", "b", "c", "d"], "names"),
], ids=lambda v: v if isinstance(v, str) and len(v) < 20 else type(v).__name__)
def test_a_wrong_option_is_a_config_error(option: str, value: Any, word: str) -> None:
    """Wrong values of every kind, huge numbers included (too long for Python to write)."""
    with pytest.raises(ConfigError, match=word):
        new_game("boerenbridge", seed=1, **{option: value})
