"""The exercise checkers: a hint at the first wrong try, the explanation at the second (or on
request), the library's numbers and reasons throughout. Expected answers are typed by hand."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from honeymoon import DECK, Auction, Suit, deal, score_deal
from honeymoon.evaluation import hcp, length_points
from honeymoon.tricks import legal_cards
from honeymoon_course.exercises import (
    PENDING,
    TAUGHT,
    check_call,
    check_contract,
    check_count,
    check_legal_cards,
    check_score,
    check_trick_winner,
    reset_tries,
)


@pytest.fixture(autouse=True)
def fresh_tries() -> Iterator[None]:
    reset_tries()
    yield
    reset_tries()


def auction(*calls: str, players: int = 2) -> Auction:
    made = Auction(players=players, first=0)
    for call in calls:
        made.call(call)
    return made


def test_no_answer_yet_is_neither_right_nor_wrong_and_costs_no_try() -> None:
    count = hcp("AK2.QJ3.T98.7654")
    for _ in range(3):
        feedback = check_count(None, count)
        assert feedback.correct is None and feedback.message == PENDING
    assert "Hint:" in check_count(9, count).message


def test_explain_without_an_answer_gives_the_answer_and_costs_no_try() -> None:
    count = hcp("AK2.QJ3.T98.7654")
    given_up = check_count(None, count, explain=True)
    assert given_up.correct is None and given_up.message.startswith("The answer: ")
    assert "= 10 HCP" in given_up.message
    assert "Hint:" in check_count(9, count).message  # still the first try


def test_a_number_may_be_written_as_text() -> None:
    count = hcp("AK2.QJ3.T98.7654")
    assert check_count("10", count).correct is True
    assert check_score(" 120 ", score_deal("4S", 10), "declarer").correct is True
    assert check_score("1,220", score_deal("7NT", 13), "declarer").correct is True  # thousands comma
    assert check_count("10,0", count).correct is True  # a decimal comma
    for unreadable_text in ("ten", "nan", "inf"):
        unreadable = check_count(unreadable_text, count)
        assert unreadable.correct is False and "cannot be read" in unreadable.message
    assert "Hint:" in check_count(9, count).message  # the unreadable answer cost no try


@pytest.mark.parametrize("seed", range(200))
def test_no_score_hint_holds_its_answer_or_its_arithmetic(seed: int) -> None:
    rng = random.Random(seed)
    contract = f"{rng.randint(1, 7)}{rng.choice('CDHSN').replace('N', 'NT')}{rng.choice(['', 'X', 'XX'])}"
    score = score_deal(contract, rng.randint(0, 13), vulnerable=rng.random() < 0.5)
    for side in ("declarer", "defenders"):
        for above in (None, True, False):
            reset_tries()
            expected = score.total(side, above_line=above)
            message = check_score(expected + 10, score, side, above_line=above).message
            hint = re.sub(r"lesson \d+", "lesson", message.split("Hint: ", 1)[1])
            assert not re.search(rf"(?<!\d){expected}(?!\d)", hint), (contract, hint)
            assert "×" not in hint and not any(line.label in hint for line in score.lines)


def test_no_legal_cards_hint_lists_the_cards_to_play() -> None:
    for seed in range(200):
        rng = random.Random(seed)
        hand, = deal(rng, hands=1).hands
        led = rng.choice([card for card in DECK if card not in hand])
        legal = legal_cards(hand, led.suit)
        for answer in (rng.choice(list(hand)), legal[0]):
            reset_tries()
            message = check_legal_cards(str(answer), hand, led).message
            if "Hint: " in message:
                hint = message.split("Hint: ", 1)[1]
                assert not [card for card in legal if str(card) in hint and card != answer], hint


def test_hint_first_then_the_explanation() -> None:
    count = hcp("AK2.QJ3.T98.7654")  # ♠A 4 + ♠K 3 + ♥Q 2 + ♥J 1 = 10
    first = check_count(9, count)
    assert first.correct is False and "Hint: 4 cards count here" in first.message
    assert "10 HCP" not in first.message  # the hint does not give the answer away
    second = check_count(11, count)
    assert second.correct is False and "= 10 HCP" in second.message
    right = check_count(10, count)
    assert right.correct is True and right.message.startswith("Right!") and "10 HCP" in right.message


def test_explain_gives_the_answer_at_once_and_unreadable_answers_cost_no_try() -> None:
    count = length_points("KQ5.AJ942.83.Q106", "honeymoon")  # a 5-card suit: +2 from the fourth card
    assert "2 length points" in check_count(1, count, explain=True).message
    reset_tries()
    unreadable = check_count("two", count)
    assert unreadable.correct is False and "cannot be read" in unreadable.message
    assert "Hint:" in check_count(1, count).message
    assert check_count(2, count).correct


def test_tries_are_counted_per_question() -> None:
    assert "Hint:" in check_count(1, hcp("A.K.Q.J")).message
    assert "Hint:" in check_count(1, hcp("AK.-.-.-")).message  # another question: a hint again


def test_a_call() -> None:
    after = auction("1S")
    first = check_call("1H", after, "2H")
    assert "Hint: that call is not allowed here: 1♥ is not enough" in first.message
    assert check_call("2D", after, "2H").message.endswith("The answer is 2♥.")
    assert check_call("2♥", after, "2H", why="the lowest heart bid above 1♠").correct
    assert check_call("deux cœurs", after, "2H").correct
    assert "cannot be read" in check_call("blue", after, "2H").message


def test_a_contract() -> None:
    done = auction("1S", "2H", "4S", "X", "Pass")
    assert "Hint: the contract is the last bid" in check_contract("4S", done).message
    second = check_contract("4S", done).message
    assert "4♠X" in second and "needs 10 tricks" in second
    assert check_contract("4SX", done).correct
    assert not check_contract("4SXX", done).correct
    with pytest.raises(ValueError):
        check_contract("4S", auction("1S"))


def test_a_score() -> None:
    down = score_deal("4SX", 9, vulnerable=True)  # 1st undertrick doubled vulnerable: 200
    hint = check_score(100, down, "defenders").message
    assert "Hint: the defenders score undertricks here" in hint and "lesson 7, “Undertricks" in hint
    assert "200" not in hint  # the hint names the rule, not the points
    assert "200 for the defenders" in check_score(100, down, "defenders").message
    assert check_score(200, down, "defenders").correct
    made = score_deal("4S", 11)  # 120 below, 30 above
    assert check_score(120, made, above_line=False).correct
    assert check_score(30, made, above_line=True).correct
    assert check_score(150, made).correct
    assert check_score(0, made, "defenders").correct


def test_a_trick_winner() -> None:
    trick = ["KH", "AH", "2S"]
    hint = check_trick_winner("AH", trick, Suit.SPADES).message
    assert "Hint: spades (♠) are trumps; the first card led was ♥K" in hint
    explanation = check_trick_winner("AH", trick, Suit.SPADES).message
    assert "♠2 wins. ♥A beats ♥K (same suit, higher); ♠2 beats ♥A (♠ is the trump suit)." in explanation
    assert check_trick_winner("AH", trick, None).correct  # at no-trump the ♠2 is a discard
    assert "one card of the trick" in check_trick_winner("QC", trick, None).message


def test_legal_cards() -> None:
    hand = "AK2.Q4.J5.-"
    hint = check_legal_cards("AS", hand, "3H").message
    assert "♠A is not of the suit led, ♥, and you hold that suit" in hint
    assert "lesson 2, “Leading and following suit”" in hint
    assert "♥Q" not in hint and "♥4" not in hint  # the cards to play are the answer
    reset_tries()
    assert "some cards you may play are missing" in check_legal_cards("QH", hand, "3H").message
    assert check_legal_cards("QH 4H", hand, "3H").correct
    assert check_legal_cards(["4H", "QH"], hand, "3H").correct
    void = check_legal_cards("AS", "AK2.-.J5.-", "3H", explain=True).message
    assert "You hold no ♥: any card may be played" in void
    assert check_legal_cards("AS KS 2S JD 5D", "AK2.-.J5.-", "3H").correct
    assert check_legal_cards("AS KS 2S QH 4H JD 5D", hand, None).correct  # leading: any card


def test_every_place_a_hint_points_to_is_a_section_of_that_lesson() -> None:
    import json
    from pathlib import Path

    lessons = Path(__file__).resolve().parents[1] / "lessons"
    for where in TAUGHT.values():
        for number, title in re.findall(r"lesson (\d+), “([^”]+)”", where):
            notebook = next(lessons.glob(f"{int(number):02d}_*.ipynb"))
            headings = {line.lstrip("#").strip() for cell in json.loads(notebook.read_text())["cells"]
                        if cell["cell_type"] == "markdown" for line in "".join(cell["source"]).splitlines()
                        if line.startswith("#")}
            assert title in headings, f"{notebook.name} has no section “{title}”"
