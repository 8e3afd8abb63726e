"""Boerenbridge worked out again without the library, for tests/test_boerenbridge.py: the cards
written out as text, the rules of [boerenbridge-fr] as small functions (the led suit, the legal
cards, the trick's winner, each deal's points, the winner), and :class:`Referee`, which follows a
game action by action with its own bookkeeping and reports where the library disagrees."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

import pytest
from protocol_model import cards_in

from honeymoon.boerenbridge import BoerenbridgeGame
from honeymoon.cards import AnyCard, Suit, parse_card
from honeymoon.errors import IllegalActionError
from honeymoon.game import Phase, action_text, load_game, new_game
from honeymoon.views import Play

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


def texts(cards: Iterable[AnyCard]) -> list[str]:
    """A view's cards as the referee writes them: their codes, in the view's order."""
    return [card.code for card in cards]


def plays(trick: Iterable[Play]) -> list[tuple[int, str]]:
    """A view's trick as the referee writes it: (player, code) pairs."""
    return [(player, card.code) for player, card in trick]


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
        assert (fv.deal, fv.cards_each, fv.dealer, game.dealer) == (k + 1, size, self.dealer,
                                                                   self.dealer), self.where()
        assert [h.player for h in fv.hands] == list(range(n))
        self.hands = [texts(h.cards) for h in fv.hands]
        assert all(len(hand) == size for hand in self.hands), self.where()
        assert fv.stock is not None
        turned, stock = (None if fv.turned is None else fv.turned.code), texts(fv.stock)
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
            assert fv.trump is None and game.trump is None, f"a no-trump deal has trumps: {self.where()}"
            assert game.phase is Phase.BIDDING
        else:
            assert turned is not None, self.where()
            if is_wizard(turned):
                assert game.phase is Phase.CHOOSE_TRUMP and fv.trump is None
                self.state = "choose"
            else:
                assert game.phase is Phase.BIDDING
                self.trump = None if is_jester(turned) else turned[-1]
                trump = None if fv.trump is None else SYMBOL_LETTER[fv.trump.symbol]
                assert trump == self.trump, self.where()
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
        assert [sorted(texts(h.cards)) for h in fv.hands] == [sorted(h) for h in self.hands]
        assert plays(fv.trick) == self.trick
        assert list(fv.tricks_won) == self.tricks
        shown_bids = [b for b in fv.bids if b is not None]
        assert sorted(shown_bids) == sorted(b for b in self.bids if b is not None)
        # The last trick's winner by the referee's rules (Wizards, Jesters and trumps), and the
        # players in the order they play the current trick: from its leader, round the table.
        last = [code for _, code in self.last_trick]
        winner = self.last_trick[ref_trick_winner(last, self.trump)][0] if last else None
        assert fv.last_trick_winner == winner, self.where()
        assert fv.order == tuple((self.leader + i) % self.n for i in range(self.n)), self.where()
        own_hidden = self.blind and self.state == "bid"
        # (a blind dealer naming trumps: see test_blind_dealer_does_not_see_his_card_while_naming_trumps)
        unchecked = self.blind and self.state == "choose"
        for p in range(self.n):
            view = game.view(p)
            assert view.viewer == p and view.stock is None
            for q, hand in enumerate(view.hands):
                assert hand.player == q
                if q == p and unchecked:
                    continue
                if q == p and not own_hidden:
                    assert sorted(texts(hand.cards)) == sorted(self.hands[q]) and hand.hidden == 0
                else:
                    assert hand.cards == () and hand.hidden == len(self.hands[q]), (
                        f"player {p} sees the cards of player {q}: {self.where()}")
            # Played cards were seen by all: the trick in progress, the last one, and every
            # finished trick of the deal; the pack lists the cards of the game, not where they are.
            assert plays(fv.last_trick) == self.last_trick
            assert [plays(trick) for trick in view.tricks] == self.played
            assert sorted(texts(view.pack)) == sorted(self.codes)
            allowed = {c for _, c in self.trick} | {c for t in self.played for _, c in t}
            if fv.turned is not None:
                allowed.add(fv.turned.code)
            if not own_hidden:
                allowed |= set(self.hands[p])
            shown = set(texts(cards_in(replace(view, pack=()))))
            assert shown <= allowed, f"view({p}) shows a hidden card"
            for key in ("game", "names", "phase", "current_player", "deal", "dealer", "cards_each", "turned",
                        "trump", "bids", "order", "trick", "tricks_won", "last_trick", "last_trick_winner",
                        "tricks", "scores", "previous_deals", "blind", "forbidden_bid"):
                assert getattr(view, key) == getattr(fv, key), key
            assert view.blind is self.blind
            assert view.forbidden_bid == self.forbidden()

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
