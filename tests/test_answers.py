"""Reading answers as learners write them (honeymoon_course.answers): every way the course's
learners were seen to write an answer is read, and what is not an answer is refused with what to
write instead, never a traceback of Python's own."""

from __future__ import annotations

import pytest

from honeymoon import DECK, Card, Contract, NotationError, parse_call
from honeymoon.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE
from honeymoon_course.answers import (
    read_call,
    read_card,
    read_cards,
    read_choice,
    read_contract,
    read_names,
    read_number,
    read_yes_no,
)

SEATS = ["North", "East", "South", "West"]


@pytest.mark.parametrize(("written", "number"), [
    (12, 12), (-2, -2), (1.5, 1.5), ("12", 12), (" -2 ", -2), ("+3", 3), ("1,720", 1720),
    ("-1,220", -1220), ("1.5", 1.5), ("1,5", 1.5), ("12.0", 12.0), (10**30, 10**30)])
def test_the_number_reader_reads_what_people_type(written: object, number: float) -> None:
    read = read_number(written)
    assert read == number and type(read) is type(number)


@pytest.mark.parametrize("written", [True, None, "ten", "", "nan", "inf", "1 2", [3], float("nan")])
def test_the_number_reader_refuses_what_is_no_number(written: object) -> None:
    with pytest.raises(NotationError, match="write a number"):
        read_number(written)


@pytest.mark.parametrize(("written", "value"), [
    (True, True), (False, False), ("False", False), ("false", False), (" TRUE ", True), ("yes", True),
    ("no", False), ("Y", True), ("n", False), ("oui", True), ("non", False), ("ja", True),
    ("nee", False), ("nein", False)])
def test_yes_or_no_as_people_write_it(written: object, value: bool) -> None:
    assert read_yes_no(written) is value


@pytest.mark.parametrize("written", [None, 1, 0, "maybe", "", "yess", ["yes"]])
def test_what_is_not_yes_or_no_is_refused(written: object) -> None:
    with pytest.raises(NotationError, match="answer yes or no"):
        read_yes_no(written)


@pytest.mark.parametrize("card", DECK, ids=str)
def test_every_card_in_every_common_notation(card: Card) -> None:
    rank = "10" if card.rank.text() == "10" else card.code[0]
    for text in (card.code, card.code.lower(), str(card), f"{rank}{card.suit.symbol}",
                 f"{card.code[1]}{rank}", f" {card} "):
        assert read_card(text) == card, text
    assert read_card(card) is card


@pytest.mark.parametrize("written", [None, 3, "", "ZZ", "1S", "AS KS", ["AS"]])
def test_what_is_not_one_card_is_refused(written: object) -> None:
    with pytest.raises(NotationError):
        read_card(written)


def test_cards_with_spaces_commas_or_as_a_list() -> None:
    hearts = frozenset({Card.parse("QH"), Card.parse("4H")})
    for written in ("♥Q ♥4", "QH, 4H", "qh,4h", ["QH", "4H"], ("♥Q", Card.parse("4H")), {"QH", "4H"}):
        assert read_cards(written) == hearts, written
    assert read_cards(Card.parse("AS")) == {Card.parse("AS")}
    assert read_cards("") == frozenset()  # nothing picked is an answer (a wrong one, maybe)
    for bad, reason in (("QH QH", "each card once"), ("QH ZZ", "ZZ"), (3, "write cards as text"),
                        ({"QH": 1}, "write cards as text")):
        with pytest.raises(NotationError, match=reason):
            read_cards(bad)


def test_every_call_as_text() -> None:
    for bid in ALL_BIDS:
        for text in (bid.code, bid.code.lower(), str(bid), f" {bid.code} "):
            assert read_call(text) == bid, text
    for text, call in (("pass", PASS), ("Pass", PASS), ("p", PASS), ("X", DOUBLE), ("x", DOUBLE),
                       ("XX", REDOUBLE), ("xx", REDOUBLE)):
        assert read_call(text) == call, text
    assert read_call(PASS) is PASS and read_call(parse_call("3H")) == parse_call("3♥")
    for bad in (None, 3, "", "8S", "3Z", "4SX"):
        with pytest.raises(NotationError):
            read_call(bad)


def test_contracts_as_text() -> None:
    assert read_contract("4sx") == read_contract("4♠X") == Contract.parse("4SX")
    assert read_contract(" 3ntxx ") == Contract.parse("3NTXX")
    for bad in (None, 4, "", "8S", "pass"):
        with pytest.raises(NotationError):
            read_contract(bad)


def test_names_in_the_order_written_any_case() -> None:
    assert read_names("West East North", SEATS) == ("West", "East", "North")
    assert read_names("west, east", SEATS) == ("West", "East")
    assert read_names(["north"], SEATS) == ("North",)
    for bad, reason in (("West West", "each name once"), ("Nord", "write names of North, East, South "
                        "and West, not 'Nord'"), ("", "at least one"), (3, "write names as text"),
                        ([3], "write names of")):
        with pytest.raises(NotationError, match=reason):
            read_names(bad, SEATS)


def test_one_choice_of_a_few() -> None:
    options = ["improve", "lengthen", "cannot tell"]
    assert read_choice("Cannot  Tell", options) == "cannot tell"
    assert read_choice(" IMPROVE ", options) == "improve"
    for bad in ("improv", None, 1, ["improve"]):
        with pytest.raises(NotationError, match='answer one of "improve", "lengthen", "cannot tell"'):
            read_choice(bad, options)
