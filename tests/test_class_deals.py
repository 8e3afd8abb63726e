"""The class deals' PBN files (lessons 10 to 14), as the sheets command writes them, read by another
program: endplay finds in every board the dealer, the vulnerability and the hands of the seeded deal.

The files are made as :mod:`honeymoon_course.sheets` makes them: each lesson's boards from
:mod:`honeymoon_course.deals`, written by :func:`honeymoon.pbn.write_pbn`. The expected hands are
worked out here from each board's seed, independently of the module's layout code.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from honeymoon import Card, Hand, new_game
from honeymoon.pbn import (
    DEAL_TAG,
    HEADER,
    MANDATORY_TAGS,
    PROJECT_TAG,
    SEATS_TAG,
    read_pbn,
    to_game,
    write_pbn,
)
from honeymoon_course import deals
from honeymoon_course.question import Board

endplay_pbn = pytest.importorskip("endplay.parsers.pbn")

LESSONS: dict[int, Callable[[random.Random], list[Board]]] = {
    10: deals.deals_10, 11: deals.deals_11, 12: deals.deals_12, 13: deals.deals_13, 14: deals.deals_14}
#: endplay's Vul values by the Vulnerable tag's words.
VUL = {"None": 0, "All": 1, "NS": 2, "EW": 3}


def class_file(lesson: int, seed: int) -> tuple[list[Board], str]:
    """A lesson's boards and its file, as the sheets command writes ``lesson-NN-deals.pbn``."""
    boards = LESSONS[lesson](random.Random(seed))
    return boards, write_pbn(board.record for board in boards if board.record)


def expected_hands(game: Any) -> tuple[Sequence[Card], ...]:
    """North, East, South, West as the file lays a fresh deal out (an empty hand: not given)."""
    deck = game.deck
    if game.name in ("draw", "draw-tricks"):  # the players' hands, then the stock in two halves
        return tuple(deck[i * 13:(i + 1) * 13] for i in range(4))
    if game.name == "draw-discard":  # each turn takes two cards from the top, the non-dealer first
        looked: list[list[Card]] = [[], [], [], []]
        for turn in range(26):
            player = (1 - game.dealer) if turn % 2 == 0 else game.dealer
            looked[player].append(deck[2 * turn])
            looked[player + 2].append(deck[2 * turn + 1])
        return tuple(looked)
    if game.name == "three-handed":  # no four hands of 13: nothing to show
        return ((), (), (), ())
    return (*game.seat_cards, *[()] * (4 - len(game.seat_cards)))


@pytest.mark.parametrize("lesson", sorted(LESSONS))
def test_endplay_reads_each_board_as_the_seeded_deal(lesson: int) -> None:
    for seed in (1, 2025):
        boards, text = class_file(lesson, seed)
        assert text.startswith(HEADER + "\n")
        records = read_pbn(text)
        theirs = endplay_pbn.loads(text)
        assert len(theirs) == len(records) == len(boards) == deals.BOARDS
        for board, record, their in zip(boards, records, theirs, strict=True):
            game: Any = new_game(board.form, seed=board.seed, match="deal")
            assert their.board_num == board.number
            assert int(their.dealer) == game.dealer == record.dealer, (lesson, board)
            assert int(their.vul) == VUL["None"] and record.vulnerable == "None"  # a first deal: nobody
            hands = [Hand(list(cards)).pbn() for cards in expected_hands(game)]
            assert [str(their.deal[seat]) for seat in range(4)] == hands, (lesson, board)


@pytest.mark.parametrize("lesson", sorted(LESSONS))
def test_every_board_has_the_mandatory_tags_and_says_what_each_seat_holds(lesson: int) -> None:
    boards, text = class_file(lesson, 1)
    for board, record in zip(boards, read_pbn(text), strict=True):
        assert tuple(name for name, _ in record.tags[:len(MANDATORY_TAGS)]) == MANDATORY_TAGS
        tags = dict(record.tags)
        assert tags["Event"] == f"honeymoon {board.form}, seed {board.seed}"
        assert (tags["Declarer"], tags["Contract"], tags["Result"]) == ("", "", "")  # not played yet
        assert tags["North"] == "player 0" and tags["East"] == "player 1"
        assert len(tags[SEATS_TAG].split(";")) == 4
        if board.form.startswith("draw"):  # the pack laid out: no game to check it against
            assert PROJECT_TAG not in tags
        else:
            assert to_game(record).to_json() == new_game(board.form, seed=board.seed, match="deal").to_json()


def test_the_three_handed_boards_carry_the_hands_and_the_widow() -> None:
    boards, text = class_file(13, 1)
    for board, record in zip(boards, read_pbn(text), strict=True):
        game: Any = new_game("three-handed", seed=board.seed, match="deal")
        assert record.honeymoon_deal == (*(Hand(cards) for cards in game.seat_cards), Hand(game.set_aside))
        assert record.tag(SEATS_TAG) == "N:player 0's hand;E:player 1's hand;S:player 2's hand;W:the widow"
        assert record.tag("South") == "player 2" and record.tag("West") == ""
        assert f'[{DEAL_TAG} "' in text and record.deal is None
