"""Tests for honeymoon.auction: turns, legal calls, the end of the auction, contract and declarer.

Seats in the four-player examples: 0 South, 1 West, 2 North, 3 East (partners 0-2 and 1-3).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator

import pytest

from honeymoon.auction import Auction, closing_passes_for
from honeymoon.calls import (
    ALL_BIDS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Call,
    Contract,
    Double,
    Doubling,
    Strain,
    parse_call,
)
from honeymoon.errors import ConfigError, IllegalCallError, NotationError

ALL_CALLS: list[Call] = [PASS, DOUBLE, REDOUBLE, *ALL_BIDS]
SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3


def make(calls: str, players: int = 2, first: int = 0, closing: int | None = None) -> Auction:
    auction = Auction(players=players, first=first, closing_passes=closing)
    for text in calls.split():
        auction.call(text)
    return auction


def snapshot(auction: Auction) -> tuple[object, ...]:
    return (list(auction.calls), auction.to_call, auction.is_over, auction.contract, auction.declarer,
            str(auction))


def refused(auction: Auction, call: Call | str, error: type[Exception] = IllegalCallError) -> str:
    """Make an illegal call; check it raises ``error`` and changes nothing; return the message."""
    before = snapshot(auction)
    calls_object = auction.calls
    with pytest.raises(error) as info:
        auction.call(call)
    assert snapshot(auction) == before
    assert auction.calls is calls_object
    if isinstance(info.value, IllegalCallError):
        assert info.value.reason == str(info.value)
    return str(info.value)


# --- configuration ------------------------------------------------------------------------------


def test_closing_passes_per_form() -> None:
    assert closing_passes_for(2) == 1
    assert closing_passes_for(2, "one-pass") == 1
    assert closing_passes_for(2, "three-passes") == 3
    assert closing_passes_for(3) == 2
    assert closing_passes_for(4) == 3
    assert Auction().players == 2 and Auction().closing_passes == 1
    assert Auction(players=4).closing_passes == 3


@pytest.mark.parametrize(("call", "message"), [
    (lambda: closing_passes_for(2, "two-passes"), "'two-passes'"),
    (lambda: closing_passes_for(1), "2, 3 or 4 players"),
    (lambda: closing_passes_for(5), "2, 3 or 4 players"),
    (lambda: Auction(players=1), "2, 3 or 4 players"),
    (lambda: Auction(players=5), "2, 3 or 4 players"),
    (lambda: Auction(players="2"), "2, 3 or 4 players"),
    (lambda: Auction(players=2, first=2), "first caller"),
    (lambda: Auction(players=4, first=-1), "first caller"),
    (lambda: Auction(players=4, first=1.0), "first caller"),
    (lambda: Auction(players=2, closing_passes=0), "at least one pass"),
    (lambda: Auction(players=2, closing_passes=-3), "at least one pass"),
], ids=["rule", "one-player", "five-players", "auction-1", "auction-5", "players-text", "first-2-of-2",
        "first-negative", "first-float", "closing-0", "closing-negative"])
def test_bad_configuration(call: object, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        call()  # type: ignore[operator]


@pytest.mark.parametrize("closing", ["3", 2.5], ids=["text", "float"])
def test_closing_passes_must_be_a_whole_number(closing: object) -> None:
    with pytest.raises(ConfigError):
        Auction(players=2, closing_passes=closing)  # type: ignore[arg-type]


# --- two players --------------------------------------------------------------------------------


def test_docstring_example_two_players() -> None:
    auction = make("1S 2H 4S X Pass", first=1)
    assert auction.is_over and not auction.is_passed_out
    assert auction.contract == Contract(4, Strain.SPADES, Doubling.DOUBLED)
    assert auction.declarer == 1 and auction.declaring_side == 1
    assert str(auction) == "1♠ 2♥ 4♠ X Pass"


@pytest.mark.parametrize(("calls", "contract", "declarer"), [
    ("1S P", "1S", 0),
    ("P 1S P", "1S", 1),
    ("1S X P", "1SX", 0),
    ("1S X XX P", "1SXX", 0),
    ("1H 1S P", "1S", 1),
    ("1H 1S 2H P", "2H", 0),
    ("1S X 2C P", "2C", 0),
    ("1S X 2C X P", "2CX", 0),
    ("1NT 2C 2NT 3C 3NT P", "3NT", 0),
    ("7NT X XX P", "7NTXX", 0),
], ids=lambda v: str(v))
def test_two_players_one_pass_ends_it(calls: str, contract: str, declarer: int) -> None:
    """[honeymoon-de]: "Die Reizung endet, sobald jemand nach einem Gebot passt"; our ruling: also
    after X/XX."""
    auction = make(calls)
    assert auction.is_over
    assert auction.contract == Contract.parse(contract)
    assert auction.declarer == declarer
    *before, _ = calls.split()
    assert not make(" ".join(before)).is_over


def test_two_players_passed_out_after_two_passes() -> None:
    auction = make("P")
    assert not auction.is_over and not auction.is_passed_out and auction.to_call == 1
    auction.call("P")
    assert auction.is_over and auction.is_passed_out
    assert auction.contract is None and auction.declarer is None and auction.declaring_side is None
    assert auction.legal_calls() == []
    assert "passed out" in refused(auction, "1C")
    assert "passed out" in refused(auction, PASS)


def test_two_players_three_passes_option_seed_000() -> None:
    """[honeymoon-fr]: three passes after a bid end it; four passes from the start pass the deal out."""
    three = closing_passes_for(2, "three-passes")
    auction = Auction(players=2, closing_passes=three)
    for text in ["1S", "P", "P"]:
        auction.call(text)
        assert not auction.is_over
    auction.call("P")
    assert auction.is_over and auction.contract == Contract.parse("1S") and auction.declarer == 0
    out = Auction(players=2, first=1, closing_passes=three)
    for _ in range(3):
        out.call(PASS)
        assert not out.is_over and not out.is_passed_out
    out.call(PASS)
    assert out.is_over and out.is_passed_out and out.contract is None
    late = make("P P P 1D P P P", closing=three)
    assert late.is_over and late.contract == Contract.parse("1D") and late.declarer == 1
    doubled = make("1H X P P P", closing=three)
    assert doubled.is_over and doubled.contract == Contract.parse("1HX")


def test_turns_alternate() -> None:
    auction = Auction(players=2, first=1)
    assert auction.to_call == 1
    auction.call("1C")
    assert auction.to_call == 0 and auction.caller(0) == 1
    four = Auction(players=4, first=3)
    seen = []
    for text in ["P", "P", "P", "1C"]:
        seen.append(four.to_call)
        four.call(text)
    assert seen == [3, 0, 1, 2] and four.to_call == 3


# --- four players -------------------------------------------------------------------------------


def test_seed_001_declarer_is_first_of_the_side_to_name_the_strain() -> None:
    """[bridge-fr]: North deals and opens, South bids 1♥, North 1SA, South 2♥, North 4♥: South declares
    "parce que c'est le premier joueur du camp déclarant à avoir nommé ... la couleur du contrat"."""
    auction = make("1C P 1H P 1NT P 2H P 4H P P P", players=4, first=NORTH)
    assert auction.is_over
    assert auction.contract == Contract.parse("4H")
    assert auction.declaring_side == SOUTH % 2
    assert auction.declarer == SOUTH
    assert auction.caller(len(auction.calls) - 4) == NORTH  # North made the final bid


def test_docstring_example_four_players() -> None:
    auction = make("1H P 1NT P 2H P 4H P P P", players=4, first=SOUTH)
    assert str(auction.contract) == "4♥" and auction.declarer == SOUTH
    assert "the contract is 4♥" in refused(auction, "1C")


@pytest.mark.parametrize(("calls", "first", "contract", "declarer"), [
    ("1C P 1S P 4S P P P", SOUTH, "4S", NORTH),       # partner named spades first
    ("1H 2H P 4H P P P", EAST, "4H", SOUTH),          # East named hearts first, but for the other side
    ("1S X XX P P P", SOUTH, "1SXX", SOUTH),
    ("1S X 2S P P P", SOUTH, "2S", SOUTH),            # a new bid wipes out the double
    ("1S P P X P P P", SOUTH, "1SX", SOUTH),          # balancing double by East
    ("P P P 1NT P P P", WEST, "1NT", SOUTH),
    ("1D 1S 2D 2S 3D P P 3S P P P", SOUTH, "3S", WEST),
], ids=lambda v: str(v))
def test_four_player_contracts_and_declarers(calls: str, first: int, contract: str, declarer: int) -> None:
    auction = make(calls, players=4, first=first)
    assert auction.is_over
    assert auction.contract == Contract.parse(contract)
    assert auction.declarer == declarer
    assert auction.declaring_side == declarer % 2


def test_four_players_three_passes_and_passed_out() -> None:
    auction = make("1C P P", players=4)
    assert not auction.is_over
    auction.call("P")
    assert auction.is_over
    out = make("P P P", players=4, first=EAST)
    assert not out.is_over and out.to_call == 2
    out.call("P")
    assert out.is_passed_out and out.contract is None and out.declarer is None
    assert not make("1C P P X P P", players=4).is_over


def test_three_players_each_alone() -> None:
    auction = make("1S P P", players=3)
    assert auction.is_over and auction.declarer == 0
    assert make("P P P", players=3).is_passed_out
    auction = make("1S P X", players=3)  # player 2 doubles player 0
    assert auction.is_legal(REDOUBLE)       # player 0 may redouble
    auction = make("1S X", players=3)       # player 1 doubles player 0
    assert "redouble" in refused(auction, REDOUBLE)  # player 2 is not on the bidding side
    assert make("1S X P P", players=3).contract == Contract(1, Strain.SPADES, Doubling.DOUBLED, book=9)


# --- refused calls ------------------------------------------------------------------------------


@pytest.mark.parametrize(("calls", "bid", "last"), [
    ("1S", "1H", "1♠"), ("1S", "1S", "1♠"), ("1NT", "1S", "1NT"), ("3C", "2NT", "3♣"), ("2H X", "2D", "2♥"),
    ("7NT", "7NT", "7NT"), ("1C 2C", "1NT", "2♣"),
], ids=lambda v: str(v))
def test_insufficient_bid_names_the_last_bid(calls: str, bid: str, last: str) -> None:
    auction = make(calls, closing=3)
    message = refused(auction, bid)
    assert "not enough" in message
    assert f"the last bid, {last}" in message
    assert str(parse_call(bid)) in message


def test_double_rules() -> None:
    assert "nothing to double" in refused(make(""), DOUBLE)
    assert "nothing to double" in refused(make("P", closing=3), DOUBLE)
    # two players: one's own bid
    assert "own side" in refused(make("1S P", closing=3), "X")
    # four players: partner's bid, even after the opponents passed
    assert "own side" in refused(make("1S P", players=4), DOUBLE)
    # already doubled / redoubled
    assert "already doubled" in refused(make("1S X", players=4), DOUBLE)
    assert "1♠ is already doubled" in refused(make("1S X", closing=3), DOUBLE)
    assert "already redoubled" in refused(make("1S X XX", players=4), DOUBLE)
    # legal: an opponent's undoubled last bid, also after passes
    assert make("1S", players=4).is_legal(DOUBLE)
    assert make("1S P P", players=4).is_legal(DOUBLE)
    assert make("1S X 2S", players=4).is_legal(DOUBLE)


def test_redouble_rules() -> None:
    assert "redouble" in refused(make(""), REDOUBLE)                             # nothing bid
    assert "redouble" in refused(make("1S", closing=3), REDOUBLE)                # nothing doubled
    assert "redouble" in refused(make("1S X XX", players=4), REDOUBLE)          # already redoubled
    assert "redouble" in refused(make("1S X XX", closing=3), "XX")
    assert make("1S X", closing=3).is_legal(REDOUBLE)                            # the doubled bidder
    assert make("1S X 2C X", closing=3).is_legal(REDOUBLE)                       # a new bid, a new double


def test_redouble_only_by_the_doubled_side() -> None:
    # 1S by South, X by West, pass by North, pass by East: South redoubles.
    assert make("1S X P P", players=4).is_legal(REDOUBLE)
    # 1S by South, X by West: North (partner of the bidder) may redouble too.
    assert make("1S X", players=4).to_call == NORTH
    assert make("1S X", players=4).is_legal(REDOUBLE)
    # 1S by South, X by West, P by North: East (partner of the doubler) may not.
    assert make("1S X P", players=4).to_call == EAST
    assert "redouble" in refused(make("1S X P", players=4), REDOUBLE)
    # two players: the doubler may not redouble his own double (closing 3 keeps the auction open)
    assert "redouble" in refused(make("1S X P", closing=3), REDOUBLE)


@pytest.mark.parametrize("text", ["8NT", "0C", "4Q", "XXX", "", "bid", "1NTX"])
def test_unreadable_call_is_a_notation_error_and_changes_nothing(text: str) -> None:
    auction = make("1C", players=4)
    refused(auction, text, NotationError)


@pytest.mark.parametrize("value", [None, 3, Contract.parse("4S"), b"4S"], ids=repr)
def test_a_value_that_is_no_call_is_refused_specifically(value: object) -> None:
    auction = make("1C", players=4)
    before = snapshot(auction)
    with pytest.raises((IllegalCallError, NotationError)):
        auction.call(value)  # type: ignore[arg-type]
    assert snapshot(auction) == before


def test_contract_and_declarer_are_none_while_running() -> None:
    auction = make("1S 2H", closing=3)
    assert auction.contract is None and auction.declarer is None and auction.declaring_side is None
    assert not auction.is_over
    assert str(Auction()) == "(no calls)"
    assert "players=2" in repr(auction)


# --- properties over random auctions ------------------------------------------------------------


class Oracle:
    """The auction rules written out again, independently, to check the library against."""

    def __init__(self, players: int, first: int, closing: int) -> None:
        self.players, self.first, self.closing = players, first, closing
        self.calls: list[Call] = []

    def side(self, player: int) -> int:
        return player % 2 if self.players == 4 else player

    def who(self, index: int) -> int:
        return (self.first + index) % self.players

    def bids(self) -> list[tuple[int, Bid]]:
        return [(i, c) for i, c in enumerate(self.calls) if isinstance(c, Bid)]

    def trailing_passes(self) -> int:
        count = 0
        for call in reversed(self.calls):
            if call != PASS:
                break
            count += 1
        return count

    def passed_out(self) -> bool:
        return not self.bids() and len(self.calls) == self.closing + 1

    def over(self) -> bool:
        return self.passed_out() or (bool(self.bids()) and self.trailing_passes() == self.closing)

    def legal_calls(self) -> list[Call]:
        """Every legal call, in the order pass, double, redouble, bids up the ladder."""
        if self.over():
            return []
        me = self.side(self.who(len(self.calls)))
        bids = self.bids()
        actions = [(i, c) for i, c in enumerate(self.calls) if c != PASS]
        legal: list[Call] = [PASS]
        if actions:
            index, last = actions[-1]
            doubler = self.side(self.who(index))
            if isinstance(last, Bid) and doubler != me:
                legal.append(DOUBLE)
            if isinstance(last, Double) and doubler != me and self.side(self.who(bids[-1][0])) == me:
                legal.append(REDOUBLE)
        highest = max((bid.index for _, bid in bids), default=-1)
        legal += [bid for bid in ALL_BIDS if bid.index > highest]
        return legal

    def contract(self) -> Contract | None:
        if not self.over() or not self.bids():
            return None
        index, bid = self.bids()[-1]
        doubling = Doubling.UNDOUBLED
        after = [c for c in self.calls[index + 1:] if c != PASS]
        if after:
            doubling = Doubling.DOUBLED if after[-1] == DOUBLE else Doubling.REDOUBLED
        return Contract(bid.level, bid.strain, doubling, book=9 if self.players == 3 else 6)

    def declarer(self) -> int | None:
        if self.contract() is None:
            return None
        index, bid = self.bids()[-1]
        side = self.side(self.who(index))
        return next(self.who(i) for i, b in self.bids()
                    if b.strain == bid.strain and self.side(self.who(i)) == side)


FORMS = [(2, 1), (2, 3), (3, 2), (4, 3), (4, 1)]
AUCTIONS = 1500


def random_call(rng: random.Random, legal: list[Call]) -> Call:
    """Mostly passes and small raises, with doubles and redoubles whenever they are allowed."""
    simple = [c for c in legal if not isinstance(c, Bid)]
    bids = [c for c in legal if isinstance(c, Bid)]
    roll = rng.random()
    if roll < 0.5 or not bids:
        return rng.choice(simple)
    if roll < 0.6 and len(simple) > 1:
        return rng.choice(simple[1:])
    return bids[min(len(bids) - 1, int(rng.expovariate(0.25)))]


def random_auctions(count: int, seed: int) -> Iterator[tuple[Auction, Oracle, random.Random]]:
    """Yield ``count`` fresh auctions over every form, each with its oracle and the random source."""
    rng = random.Random(seed)
    for number in range(count):
        players, closing = FORMS[number % len(FORMS)]
        first = rng.randrange(players)
        yield (Auction(players=players, first=first, closing_passes=closing),
               Oracle(players, first, closing), rng)


def play_out(auction: Auction, oracle: Oracle, rng: random.Random, check: Callable[[], None]) -> None:
    for _ in range(200):
        check()
        if auction.is_over:
            return
        assert auction.to_call == oracle.who(len(oracle.calls))
        call = random_call(rng, auction.legal_calls())
        auction.call(call)
        oracle.calls.append(call)
    raise AssertionError("the auction did not end")


def test_legal_calls_agree_with_is_legal_in_every_position() -> None:
    positions = 0
    for auction, oracle, rng in random_auctions(500, seed=1):

        def check(auction: Auction = auction, oracle: Oracle = oracle) -> None:
            nonlocal positions
            positions += 1
            legal = [call for call in ALL_CALLS if auction.is_legal(call)]
            assert auction.legal_calls() == legal
            assert legal == oracle.legal_calls(), (oracle.players, oracle.closing, oracle.first, oracle.calls)
            assert auction.is_over == oracle.over() == (legal == [])

        play_out(auction, oracle, rng, check)
    assert positions > 5000


def test_random_auctions_end_contract_declarer_and_refusals() -> None:
    ended = passed_out = doubled = redoubled = 0
    for auction, oracle, rng in random_auctions(AUCTIONS, seed=20240601):

        def check(auction: Auction = auction, oracle: Oracle = oracle, rng: random.Random = rng) -> None:
            legal = auction.legal_calls()
            assert legal == oracle.legal_calls(), (oracle.players, oracle.closing, oracle.first, oracle.calls)
            assert auction.is_over == oracle.over()
            wrong = rng.choice(ALL_CALLS)
            if wrong not in legal:
                before = list(auction.calls)
                reason = auction.why_illegal(wrong)
                assert reason
                with pytest.raises(IllegalCallError, match=re.escape(reason)):
                    auction.call(wrong)
                assert auction.calls == before
            elif legal:
                assert auction.why_illegal(wrong) is None

        play_out(auction, oracle, rng, check)
        assert auction.is_passed_out == oracle.passed_out()
        assert auction.contract == oracle.contract()
        assert auction.declarer == oracle.declarer()
        declarer = auction.declarer
        assert auction.declaring_side == (None if declarer is None else auction.side(declarer))
        ended += 1
        passed_out += auction.is_passed_out
        contract = auction.contract
        doubled += contract is not None and contract.doubling is Doubling.DOUBLED
        redoubled += contract is not None and contract.doubling is Doubling.REDOUBLED
    # the generator really explored every ending
    assert ended == AUCTIONS
    assert min(passed_out, doubled, redoubled) > AUCTIONS // 30, (passed_out, doubled, redoubled)


def test_the_book_is_six_or_nine_for_three_players() -> None:
    """Our ruling for the three-handed form: 16 tricks, a book of 9, so 1♣ needs 10 tricks."""
    for players, book in ((2, 6), (3, 9), (4, 6)):
        auction = Auction(players=players, first=0)
        auction.call("1C")
        for _ in range(players - 1 if players > 2 else 1):
            auction.call("Pass")
        assert auction.contract is not None
        assert (auction.book, auction.contract.book) == (book, book)
        assert auction.contract.tricks_needed == 1 + book
    assert Auction(players=3, book=6).book == 6
    with pytest.raises(NotationError):
        Auction(players=2, book=7)


# --- wrong types -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2.0, 4.0, True, [2], None], ids=repr)
def test_players_is_a_whole_number(players: object) -> None:
    with pytest.raises(ConfigError, match="2, 3 or 4 players"):
        Auction(players=players)  # type: ignore[arg-type]


@pytest.mark.parametrize("book", [[6], 6.0, "6", True], ids=repr)
def test_the_book_is_a_whole_number(book: object) -> None:
    with pytest.raises(NotationError):
        Auction(players=2, book=book)  # type: ignore[arg-type]


def test_side_and_caller_take_whole_numbers() -> None:
    auction = Auction(players=4)
    for player in ("0", 4, -1, None, True):
        with pytest.raises(ConfigError, match="a player is a number from 0 to 3"):
            auction.side(player)  # type: ignore[arg-type]
    for index in ("0", None, 1.0, True):
        with pytest.raises(ConfigError, match="a call's index"):
            auction.caller(index)  # type: ignore[arg-type]
