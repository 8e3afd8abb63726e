"""Tests for honeymoon.calls: strains, the bidding ladder, calls and contracts."""

from __future__ import annotations

import dataclasses
import itertools
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from honeymoon.calls import (
    ALL_BIDS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Contract,
    Double,
    Doubling,
    Pass,
    Redouble,
    Strain,
    parse_call,
)
from honeymoon.cards import Card, Hand, Suit
from honeymoon.errors import ConfigError, NotationError

# The ladder typed from [bridge-fr] ("1 Trèfle, 1 Carreau, 1 Cœur, 1 Pique, 1 Sans-Atout 2 Trèfles ...").
STRAIN_TEXT = ["♣", "♦", "♥", "♠", "NT"]
LADDER = [f"{level}{strain}" for level in range(1, 8) for strain in STRAIN_TEXT]
STRAINS = [Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP]


def test_the_ladder_has_35_bids_in_order() -> None:
    assert len(LADDER) == 35 and LADDER[0] == "1♣" and LADDER[4] == "1NT" and LADDER[-1] == "7NT"
    assert [str(b) for b in ALL_BIDS] == LADDER
    assert sorted(ALL_BIDS) == list(ALL_BIDS)
    assert [b.index for b in ALL_BIDS] == list(range(35))
    for low, high in itertools.pairwise(ALL_BIDS):
        assert low < high and not high < low and low != high


@pytest.mark.parametrize("i", range(35), ids=LADDER)
def test_each_bid_parses_and_knows_its_place(i: int) -> None:
    text = LADDER[i]
    bid = Bid.parse(text)
    assert str(bid) == text
    assert bid.level == i // 5 + 1
    assert bid.strain is STRAINS[i % 5]
    assert bid.tricks_needed == i // 5 + 7
    assert bid.code == text.replace("♣", "C").replace("♦", "D").replace("♥", "H").replace("♠", "S")
    assert Bid.parse(bid.code) == bid
    assert [str(b) for b in bid.ladder_above()] == LADDER[i + 1:]
    assert parse_call(text) == bid


def test_strains() -> None:
    assert Strain.CLUBS < Strain.DIAMONDS < Strain.HEARTS < Strain.SPADES < Strain.NOTRUMP
    assert [s.suit for s in STRAINS] == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, None]
    assert [s.letter for s in STRAINS] == ["C", "D", "H", "S", "NT"]
    assert [str(s) for s in STRAINS] == STRAIN_TEXT
    assert [s.trick_value for s in STRAINS] == [20, 20, 30, 30, 30]
    assert [Strain.from_suit(s.suit) for s in STRAINS] == STRAINS


CALL_FORMS = [
    ("1NT", Bid(1, Strain.NOTRUMP)),
    ("1N", Bid(1, Strain.NOTRUMP)),
    ("1 nt", Bid(1, Strain.NOTRUMP)),
    ("3SA", Bid(3, Strain.NOTRUMP)),
    ("3 sa", Bid(3, Strain.NOTRUMP)),
    ("2ZT", Bid(2, Strain.NOTRUMP)),
    ("4♠", Bid(4, Strain.SPADES)),
    ("4s", Bid(4, Strain.SPADES)),
    ("4 S", Bid(4, Strain.SPADES)),
    ("7♣", Bid(7, Strain.CLUBS)),
    ("2♢", Bid(2, Strain.DIAMONDS)),
    ("6h", Bid(6, Strain.HEARTS)),
    ("pass", PASS),
    ("Pass", PASS),
    ("P", PASS),
    ("p", PASS),
    ("-", PASS),
    ("passe", PASS),
    ("X", DOUBLE),
    ("x", DOUBLE),
    ("double", DOUBLE),
    ("contre", DOUBLE),
    ("Kontra", DOUBLE),
    ("XX", REDOUBLE),
    ("xx", REDOUBLE),
    ("redouble", REDOUBLE),
    ("surcontre", REDOUBLE),
    ("Rekontra", REDOUBLE),
]


@pytest.mark.parametrize(("text", "call"), CALL_FORMS, ids=[c[0] for c in CALL_FORMS])
def test_parse_call_forms(text: str, call: object) -> None:
    parsed = parse_call(text)
    assert parsed == call
    assert type(parsed) is type(call)


@pytest.mark.parametrize(("lang", "text", "bid"), [
    ("fr", "3P", Bid(3, Strain.SPADES)),
    ("fr", "2C", Bid(2, Strain.HEARTS)),    # cœur
    ("fr", "1K", Bid(1, Strain.DIAMONDS)),  # carreau
    ("fr", "5T", Bid(5, Strain.CLUBS)),     # trèfle
    ("fr", "3SA", Bid(3, Strain.NOTRUMP)),
    ("de", "4K", Bid(4, Strain.DIAMONDS)),  # Karo
    ("de", "2H", Bid(2, Strain.HEARTS)),
    ("de", "1SA", Bid(1, Strain.NOTRUMP)),
    ("nl", "4K", Bid(4, Strain.CLUBS)),     # klaveren
    ("nl", "2R", Bid(2, Strain.DIAMONDS)),  # ruiten
    ("nl", "3ZT", Bid(3, Strain.NOTRUMP)),
], ids=lambda v: str(v))
def test_bids_in_other_languages(lang: str, text: str, bid: Bid) -> None:
    assert parse_call(text, lang=lang) == bid
    assert Bid.parse(text, lang=lang) == bid


def test_simple_calls() -> None:
    assert [str(c) for c in (PASS, DOUBLE, REDOUBLE)] == ["Pass", "X", "XX"]
    assert (Pass(), Double(), Redouble()) == (PASS, DOUBLE, REDOUBLE)
    assert PASS != DOUBLE and DOUBLE != REDOUBLE and PASS != REDOUBLE
    assert Bid(1, Strain.CLUBS) != PASS
    assert len({PASS, Pass(), DOUBLE, Double(), REDOUBLE, *ALL_BIDS, *ALL_BIDS}) == 38
    assert {PASS: 1}[Pass()] == 1


BAD_CALLS = ["", " ", "0S", "8NT", "9C", "4Q", "XXX", "1", "S", "NT", "S4", "44", "1NTX", "4SX", "PASSX",
             "double!", "10S", "-1S", "1 no", "1♠♠", "hello", "1.5S"]


@pytest.mark.parametrize("text", BAD_CALLS)
def test_parse_call_rejects(text: str) -> None:
    with pytest.raises(NotationError) as error:
        parse_call(text)
    assert repr(text) in str(error.value)


@pytest.mark.parametrize("text", ["0S", "8NT", "4Q", "", "XXX", "1", "S1", "10S", "1NTX"])
def test_bid_parse_rejects(text: str) -> None:
    with pytest.raises(NotationError) as error:
        Bid.parse(text)
    assert repr(text) in str(error.value) and "bid" in str(error.value)


@pytest.mark.parametrize("text", ["²NT", "³S", "½H"])
def test_odd_digits_are_a_notation_error(text: str) -> None:
    """Unicode characters that str.isdigit() accepts but int() does not must not leak a bare ValueError."""
    for parse in (parse_call, Bid.parse, Contract.parse):
        with pytest.raises(NotationError):
            parse(text)


@pytest.mark.parametrize("lang", ["xx", "es", "", None, [], ["fr"], {"fr"}, 2], ids=repr)
def test_wrong_language_code_for_calls(lang: str) -> None:
    """A language that does not exist (or is no text) is refused whatever the text, no-trump
    included: a ConfigError, as every other argument out of range."""
    for text in ("1S", "3NT", "3SA", "2N"):
        with pytest.raises(ConfigError, match="unknown language"):
            parse_call(text, lang=lang)
        with pytest.raises(ConfigError, match="unknown language"):
            Bid.parse(text, lang=lang)
    with pytest.raises(ConfigError, match="unknown language"):
        Strain.parse("NT", lang=lang)
    with pytest.raises(ConfigError, match="unknown language"):
        Contract.parse("3NT", lang=lang)


@pytest.mark.parametrize("value", [None, 4, b"4S"], ids=repr)
def test_call_parsers_refuse_non_text(value: object) -> None:
    for parse in (parse_call, Bid.parse, Contract.parse, Strain.parse):
        with pytest.raises(NotationError):
            parse(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(("level", "strain"), [(0, Strain.SPADES), (8, Strain.SPADES), (-1, Strain.CLUBS),
                                               ("4", Strain.SPADES), (4.0, Strain.SPADES), (4, 3),
                                               (4, "S"), (4, Suit.SPADES), (4, None)],
                         ids=["level-0", "level-8", "level--1", "level-text", "level-float", "strain-int",
                              "strain-text", "strain-suit", "strain-none"])
def test_bid_constructor_validates(level: object, strain: object) -> None:
    with pytest.raises(NotationError):
        Bid(level, strain)  # type: ignore[arg-type]


CONTRACTS = [
    ("4S", 4, Strain.SPADES, Doubling.UNDOUBLED, "4♠", "4S", 10),
    ("4SX", 4, Strain.SPADES, Doubling.DOUBLED, "4♠X", "4SX", 10),
    ("6HXX", 6, Strain.HEARTS, Doubling.REDOUBLED, "6♥XX", "6HXX", 12),
    ("3NT", 3, Strain.NOTRUMP, Doubling.UNDOUBLED, "3NT", "3NT", 9),
    ("3SA", 3, Strain.NOTRUMP, Doubling.UNDOUBLED, "3NT", "3NT", 9),
    ("4♠X", 4, Strain.SPADES, Doubling.DOUBLED, "4♠X", "4SX", 10),
    ("1c", 1, Strain.CLUBS, Doubling.UNDOUBLED, "1♣", "1C", 7),
    (" 2 d x ", 2, Strain.DIAMONDS, Doubling.DOUBLED, "2♦X", "2DX", 8),
    ("7NTXX", 7, Strain.NOTRUMP, Doubling.REDOUBLED, "7NTXX", "7NTXX", 13),
    ("5♣xx", 5, Strain.CLUBS, Doubling.REDOUBLED, "5♣XX", "5CXX", 11),
    ("1NX", 1, Strain.NOTRUMP, Doubling.DOUBLED, "1NTX", "1NTX", 7),
]


@pytest.mark.parametrize(("text", "level", "strain", "doubling", "shown", "code", "tricks"), CONTRACTS,
                         ids=[c[0].strip() for c in CONTRACTS])
def test_contract_parse(text: str, level: int, strain: Strain, doubling: Doubling, shown: str, code: str,
                        tricks: int) -> None:
    contract = Contract.parse(text)
    assert (contract.level, contract.strain, contract.doubling) == (level, strain, doubling)
    assert str(contract) == shown
    assert contract.code == code
    assert contract.tricks_needed == tricks
    assert contract.total_tricks == 13
    assert contract.book == 6
    assert contract.bid == Bid(level, strain)
    assert contract.trump == strain.suit
    assert Contract.parse(contract.code) == contract
    assert Contract.parse(str(contract)) == contract


def test_contract_in_french_and_german() -> None:
    assert Contract.parse("4PX", lang="fr") == Contract(4, Strain.SPADES, Doubling.DOUBLED)
    assert Contract.parse("2KXX", lang="de") == Contract(2, Strain.DIAMONDS, Doubling.REDOUBLED)


@pytest.mark.parametrize("text", ["0S", "8NT", "4Q", "", "XXX", "X", "4", "4X", "4SXXX", "S4", "4SX X X",
                                  "XX4S", "4SD", "4 spades"])
def test_contract_parse_rejects(text: str) -> None:
    with pytest.raises(NotationError) as error:
        Contract.parse(text)
    assert repr(text) in str(error.value) and "contract" in str(error.value)


def test_doubling() -> None:
    assert [d.value for d in Doubling] == [1, 2, 4]
    assert [d.suffix for d in Doubling] == ["", "X", "XX"]
    assert [d.word for d in Doubling] == ["undoubled", "doubled", "redoubled"]


def test_three_handed_book_of_nine() -> None:
    contract = Contract(7, Strain.NOTRUMP, book=9)
    assert contract.tricks_needed == 16 and contract.total_tricks == 16
    assert Contract(1, Strain.CLUBS, book=9).tricks_needed == 10
    assert eval(repr(contract), {"Contract": Contract, "Strain": Strain, "Doubling": Doubling}) == contract
    assert contract != Contract(7, Strain.NOTRUMP)


@pytest.mark.parametrize("kwargs", [
    {"level": 0, "strain": Strain.SPADES}, {"level": 8, "strain": Strain.SPADES},
    {"level": 4, "strain": "S"}, {"level": 4, "strain": Strain.SPADES, "doubling": 2},
    {"level": 4, "strain": Strain.SPADES, "doubling": "X"}, {"level": 4, "strain": Strain.SPADES, "book": 7},
    {"level": 4, "strain": Strain.SPADES, "book": 0},
], ids=["level-0", "level-8", "strain-text", "doubling-int", "doubling-text", "book-7", "book-0"])
def test_contract_constructor_validates(kwargs: dict[str, object]) -> None:
    with pytest.raises(NotationError):
        Contract(**kwargs)  # type: ignore[arg-type]


def test_values_are_frozen_and_hashable() -> None:
    bid = Bid(4, Strain.SPADES)
    contract = Contract.parse("4SX")
    with pytest.raises(AttributeError, match="cannot be changed"):
        bid.level = 5  # type: ignore[misc]
    assert bid.level == 4 and bid is Bid.parse("4S")
    assert pickle.loads(pickle.dumps(bid)) is bid
    assert all(pickle.loads(pickle.dumps(simple)) is simple for simple in (PASS, DOUBLE, REDOUBLE))
    with pytest.raises(dataclasses.FrozenInstanceError):
        contract.doubling = Doubling.REDOUBLED  # type: ignore[misc]
    for simple in (PASS, DOUBLE, REDOUBLE):
        with pytest.raises(AttributeError):
            simple.code = "Bid"  # type: ignore[misc]
        with pytest.raises(AttributeError):
            simple.extra = 1  # type: ignore[attr-defined]
    assert str(PASS) == "Pass" and str(bid) == "4♠" and str(contract) == "4♠X"
    assert hash(bid) == hash(Bid.parse("4s")) and hash(contract) == hash(Contract.parse("4♠x"))
    assert len({contract, Contract(4, Strain.SPADES, Doubling.DOUBLED), Contract.parse("4S")}) == 2


def test_repr_rebuilds() -> None:
    names = {"Card": Card, "Bid": Bid, "Hand": Hand, "Contract": Contract, "Strain": Strain,
             "Doubling": Doubling, "PASS": PASS, "DOUBLE": DOUBLE, "REDOUBLE": REDOUBLE}
    values = [*ALL_BIDS, PASS, DOUBLE, REDOUBLE, Card.parse("TH"), Hand.parse("AKQ.JT9.8765.432"),
              *(Contract(b.level, b.strain, d) for b in ALL_BIDS for d in Doubling)]
    for value in values:
        rebuilt = eval(repr(value), names)
        assert rebuilt == value and type(rebuilt) is type(value), repr(value)


@settings(max_examples=1000, deadline=None, derandomize=True)
@given(st.text(max_size=8))
def test_parsers_fuzz_only_notation_errors(text: str) -> None:
    for parse in (parse_call, Contract.parse):
        try:
            parse(text)
        except NotationError as error:
            assert str(error)


@settings(max_examples=1000, deadline=None, derandomize=True)
@given(st.text(alphabet="0123456789 CDHSNTAXxPpcdhsnta♠♥♦♣-", max_size=7))
def test_call_notation_fuzz(text: str) -> None:
    try:
        call = parse_call(text)
    except NotationError:
        return
    if isinstance(call, Bid):
        assert call in ALL_BIDS
        assert parse_call(call.code) == call
    else:
        assert call in (PASS, DOUBLE, REDOUBLE)


# --- wrong types ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("suit", ["S", 3, Strain.SPADES, [], object()],
                         ids=["text", "int", "strain", "list", "object"])
def test_a_strain_is_named_by_a_suit(suit: object) -> None:
    with pytest.raises(NotationError, match="a strain is named by a Suit"):
        Strain.from_suit(suit)  # type: ignore[arg-type]
    assert Strain.from_suit(None) is Strain.NOTRUMP and Strain.from_suit(Suit.SPADES) is Strain.SPADES


@pytest.mark.parametrize(("bid", "doubling", "book"), [
    ("4S", Doubling.UNDOUBLED, 6), (Bid.parse("4S"), 2, 6), (Bid.parse("4S"), [], 6),
    (Bid.parse("4S"), Doubling.DOUBLED, [6]), (Bid.parse("4S"), Doubling.DOUBLED, 6.0),
    (Bid.parse("4S"), Doubling.DOUBLED, True),
], ids=repr)
def test_a_contract_is_made_of_a_bid_a_doubling_and_a_book(bid: object, doubling: object,
                                                           book: object) -> None:
    with pytest.raises(NotationError, match="a contract is a Bid, a Doubling and a book"):
        Contract.of(bid, doubling, book=book)  # type: ignore[arg-type]


def test_a_contracts_book_is_a_whole_number() -> None:
    with pytest.raises(NotationError, match="the book is 6 tricks"):
        Contract(4, Strain.SPADES, Doubling.UNDOUBLED, book=6.0)  # type: ignore[arg-type]
