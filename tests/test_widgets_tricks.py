"""Tests for the TrickTrainer widget, driven through its Python API and its controls (no browser).

The tricks and hands are typed here and judged by hand:

- ♥K ♥A ♠2 with spades trumps: the ♠2 ruffs and wins; at no-trump the ♥A wins.
- ♦Q ♦K ♣3 ♦A: at no-trump the ♦A wins (the ♣3 is a discard); with clubs trumps the ♣3 wins.
- ♣5 ♥9 with hearts trumps: the ♥9 wins; at no-trump the ♣5 wins.
- Holding ♠AK2 ♥Q4 ♦J5 when the ♥3 is led, only ♥Q and ♥4 may be played; holding
  ♠AK2 ♦J5 ♣73 (no heart) every card may be played.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from honeymoon import Card, Hand, Suit
from honeymoon.errors import ConfigError, NotationError
from honeymoon.tricks import legal_cards
from honeymoon_widgets.tricks import TrickQuestion, TrickTrainer


def text(html: str) -> str:
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip())


def cards(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


def trainer(question: TrickQuestion) -> TrickTrainer:
    tt = TrickTrainer()
    tt.ask(question)
    return tt


# -- who wins this trick? ---------------------------------------------------------------------

def test_the_ruff_wins() -> None:
    tt = trainer(TrickQuestion.winner("KH AH 2S", trump="S"))
    assert [b.description for b in tt.trick_buttons] == ["♥K", "♥A", "♠2"]
    assert [b.tooltip.split(" played")[0] for b in tt.trick_buttons] == ["South", "West", "North"]
    assert tt.choices.children == (tt.trick_grid,) and tt.table.layout.display == "none"
    # each card where its player sits: South at the bottom, West on the left, North at the top
    areas = [cell.layout.grid_area for cell in tt.trick_grid.children[:3]]
    assert areas == ["3 / 2", "2 / 1", "1 / 2"] and tt.trick_grid.children[3].layout.grid_area == "2 / 2"
    tt.trick_buttons[2].click()  # the learner clicks the ♠2
    assert tt.solved
    assert "hm-right" in tt.feedback.value
    assert tt.feedback_text == ("Right: ♠2 wins the trick for North. South led ♥K; ♥A beats ♥K (same suit, "
                                "higher); ♠2 beats ♥A (♠ is the trump suit).")
    assert tt.trick_buttons[2].button_style == "success"
    assert "hm-winner" in tt.table.value


def test_asking_the_same_question_again_clears_the_answer() -> None:
    question = TrickQuestion.winner("KH AH 2S", trump="S")
    tt = trainer(question)
    tt.answer("2S")
    assert tt.solved and tt.trick_buttons[2].button_style == "success"
    tt.ask(TrickQuestion.winner("KH AH 2S", trump="S"))
    assert not tt.solved and tt.feedback.value == ""
    assert tt.trick_buttons[2].button_style == "" and "hm-winner" not in tt.table.value


def test_a_wrong_card_says_why_and_changes_nothing() -> None:
    question = TrickQuestion.winner("KH AH 2S", trump="S")
    tt = trainer(question)
    tt.answer("AH")
    assert not tt.solved and tt.question == question
    assert "hm-wrong" in tt.feedback.value
    # Why, by the rule, never naming the card that wins: that is the learner's to find.
    assert tt.feedback_text == ("No: ♥A does not win: a trump was played, and a trump beats every card of "
                                "another suit. Try again.")
    assert "hm-winner" not in tt.table.value
    tt.answer(Card.parse("KH"))
    assert tt.feedback_text == ("No: ♥K does not win: a trump was played, and a trump beats every card of "
                                "another suit. Try again.")
    assert not tt.solved


def test_at_no_trump_the_highest_card_of_the_suit_led_wins() -> None:
    tt = trainer(TrickQuestion.winner("KH AH 2S", trump=None))
    tt.answer("2S")
    assert tt.feedback_text == ("No: ♠2 cannot win: it is not of the suit led (♥), and there are no "
                                "trumps at no-trump. Try again.")
    tt.answer("KH")
    assert tt.feedback_text == "No: ♥K does not win: a higher ♥ was played. Try again."
    tt.answer("AH")
    assert tt.solved and tt.feedback_text.startswith("Right: ♥A wins the trick for West.")
    assert "no-trump" in tt.table.value


def test_four_cards_with_and_without_trumps() -> None:
    tt = trainer(TrickQuestion.winner("QD KD 3C AD", trump="NT"))
    assert tt.question is not None and tt.question.seats == 4
    tt.answer("3C")
    assert tt.feedback_text == ("No: ♣3 cannot win: it is not of the suit led (♦), and there are no "
                                "trumps at no-trump. Try again.")
    tt.answer("AD")
    assert tt.solved
    tt.ask(TrickQuestion.winner("QD KD 3C AD", trump="♣"))
    assert not tt.solved and tt.feedback.value == ""
    tt.answer("AD")
    assert tt.feedback_text == ("No: ♦A does not win: a trump was played, and a trump beats every card of "
                                "another suit. Try again.")
    tt.answer("3C")
    assert tt.solved and tt.feedback_text.startswith("Right: ♣3 wins the trick for North.")


def test_two_cards() -> None:
    tt = trainer(TrickQuestion.winner("5C 9H", trump=Suit.HEARTS))
    assert [b.description for b in tt.trick_buttons] == ["♣5", "♥9"]
    tt.answer("9H")
    assert tt.solved
    tt.ask(TrickQuestion.winner("5C 9H"))
    tt.answer("9H")
    assert not tt.solved and "♥9 cannot win: it is not of the suit led (♣)" in tt.feedback_text
    tt.answer("5C")
    assert tt.solved


def test_a_card_not_in_the_trick_is_refused() -> None:
    tt = trainer(TrickQuestion.winner("KH AH 2S", trump="S"))
    tt.answer("2C")
    assert "hm-refused" in tt.feedback.value and tt.feedback_text == "♣2 is not in this trick"
    tt.answer("ZZ")
    assert "cannot read 'ZZ' as a card" in tt.feedback_text
    assert not tt.solved


def test_bad_questions_are_refused() -> None:
    with pytest.raises(NotationError, match="appears twice"):
        TrickQuestion.winner("KH KH")
    with pytest.raises(ConfigError, match="2 to 4 cards"):
        TrickQuestion.winner("KH AH 2S 3S 4S")
    with pytest.raises(ConfigError):
        TrickQuestion.legal("AK2.Q4.J5.-", led="QH")


# -- which cards may I play? ------------------------------------------------------------------

def legal_trainer(hand: str = "AK2.Q4.J5.-", led: str = "3H") -> TrickTrainer:
    tt = TrickTrainer(mode="legal")
    tt.ask(TrickQuestion.legal(hand, led=led, trump="S"))
    return tt


def test_follow_suit_when_you_can() -> None:
    tt = legal_trainer()
    assert [t.description for t in tt.choices.children] == ["♠A", "♠K", "♠2", "♥Q", "♥4", "♦J", "♦5"]
    assert tt.check_button.layout.display != "none"
    toggles = {t.description: t for t in tt.choices.children}
    toggles["♥Q"].value = True  # clicks
    toggles["♥4"].value = True
    assert tt.picked == ["QH", "4H"]
    assert toggles["♥Q"].button_style == "info" and toggles["♥Q"].description == "♥Q •"  # picked
    tt.check_button.click()
    assert tt.solved and "hm-right" in tt.feedback.value
    assert toggles["♥Q"].button_style == toggles["♥4"].button_style == "success"  # the verdict
    assert tt.feedback_text == "Right: you may play ♥Q ♥4: you must follow suit: you hold ♥Q ♥4."


def test_a_wrong_pick_is_explained_with_the_library_reason() -> None:
    tt = legal_trainer()
    tt.pick("AS", "QH")
    tt.check()
    assert not tt.solved and "hm-wrong" in tt.feedback.value
    marks = {t.description: t.button_style for t in tt.choices.children}
    assert marks["♠A ✗"] == "danger" and marks["♥Q ✓"] == "success"  # no green on a wrong pick
    assert marks["♥4"] == ""  # not picked: no verdict shown
    # What is wrong, never which cards are right (♥4 is not named).
    assert tt.feedback_text == ("Not quite: ♠A may not be played: you must follow suit: you hold a ♥, so "
                                "you must play one; some cards you may play are not picked yet.")
    tt.unpick("AS")  # the pick changes: the old verdict goes
    assert tt.feedback.value == "" and tt.picked == ["QH"]


def test_void_in_the_suit_led_any_card_may_be_played() -> None:
    tt = legal_trainer("AK2.-.J5.73")
    tt.pick("AS")
    tt.check()
    assert tt.feedback_text == ("Not quite: some cards you may play are not picked yet: you hold no ♥, so "
                                "what may you play?")
    tt.unpick("AS")
    tt.check()  # nothing picked: the answer is not given either
    assert tt.feedback_text == "Not quite: pick every card you may play, then Check."
    tt.pick("AS", "KS", "2S", "JD", "5D", "7C", "3C")
    tt.check()
    assert tt.solved
    assert tt.feedback_text == ("Right: you may play ♠A ♠K ♠2 ♦J ♦5 ♣7 ♣3: you hold no ♥, so any card "
                                "may be played.")


def test_a_card_you_do_not_hold_is_refused() -> None:
    tt = legal_trainer()
    tt.pick("QH")
    tt.pick("AH")
    assert tt.picked == ["QH"]
    assert "hm-refused" in tt.feedback.value and tt.feedback_text == "♥A is not in your hand"


def test_the_wrong_kind_of_answer_is_refused() -> None:
    tt = legal_trainer()
    tt.answer("QH")
    assert "hm-refused" in tt.feedback.value and tt.picked == []
    tt.ask(TrickQuestion.winner("KH AH 2S", trump="S"))
    assert tt.mode == "winner" and tt.check_button.layout.display == "none"
    tt.pick("KH")
    tt.check()
    assert "hm-refused" in tt.feedback.value and not tt.solved


# -- the seeded questions ---------------------------------------------------------------------

def sequence(tt: TrickTrainer, count: int = 12) -> list[TrickQuestion]:
    questions = []
    for _ in range(count):
        assert tt.question is not None
        questions.append(tt.question)
        tt.new_button.click()
    return questions


def test_no_argument_asks_the_same_questions_in_the_same_order() -> None:
    assert sequence(TrickTrainer()) == sequence(TrickTrainer())
    assert sequence(TrickTrainer(seed=5, mode="legal")) == sequence(TrickTrainer(seed=5, mode="legal"))
    assert sequence(TrickTrainer(seed=1)) != sequence(TrickTrainer(seed=2))


def test_seeded_tricks_are_complete_tricks_of_two_to_four_cards() -> None:
    questions = sequence(TrickTrainer(seed=7), 60)
    assert {q.seats for q in questions} == {2, 3, 4}
    assert None in {q.trump for q in questions} and len({q.trump for q in questions}) > 2
    for q in questions:
        assert q.kind == "winner" and len(q.cards) == q.seats == len(set(q.cards))
        assert [seat for seat, _ in q.plays] == [(q.plays[0][0] + i) % q.seats for i in range(q.seats)]


def test_seeded_hands_for_the_legal_question() -> None:
    questions = sequence(TrickTrainer(seed=7, mode="legal"), 60)
    for q in questions:
        assert q.kind == "legal" and q.hand is not None and q.led not in q.hand
    # sometimes you must follow suit, sometimes you are void
    assert any(len(legal_cards(q.hand or Hand(), q.led.suit)) < len(q.hand or Hand()) for q in questions)
    assert any(not (q.hand or Hand()).suit(q.led.suit) for q in questions)


def test_the_mode_buttons_switch_the_question() -> None:
    tt = TrickTrainer()
    assert tt.question is not None and tt.question.kind == "winner"
    tt.mode_choice.value = "legal"  # a click
    assert tt.mode == "legal" and tt.question.kind == "legal"
    assert len(tt.choices.children) == len(tt.question.hand or Hand())
    with pytest.raises(ConfigError, match="mode is 'winner' or 'legal', not 'bidding'"):
        TrickTrainer(mode="bidding")


def test_static_html_draws_the_state() -> None:
    tt = trainer(TrickQuestion.winner("KH AH 2S", trump="S"))
    html = tt.static_html()
    assert html.startswith("<div class='hm-trick-trainer'>") and "<script" not in html
    assert "hm-trick" in html and "Who wins this trick?" in text(html)
    assert html.count("hm-card-face") == 3
    tt.answer("2S")
    bundle = tt._repr_mimebundle_()
    assert bundle["text/html"] == tt.static_html()
    assert "hm-winner" in bundle["text/html"] and "hm-right" in bundle["text/html"]
    assert bundle["text/plain"] == "TrickTrainer: run the notebook to use this widget"
    legal = legal_trainer()
    legal.pick("QH")
    html = legal.static_html()
    assert "Which cards may you play?" in text(html) and "hm-your-hand" in html
    assert "hm-highlight" in html  # the picked card is raised in the fan
