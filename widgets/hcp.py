"""The HCP counter: a hand of clickable cards, a running count of the points you picked, and
the hand's whole count (high-card, length and shortness points) in a table of its own.

The learner clicks the cards that count (aces, kings, queens, jacks); the counter adds them
up with :func:`honeymoon.evaluation.hcp`, and *Check* compares the pick with the hand's real
breakdown. In a quiz (``quiz=True``) the learner types the hand's total points first: a wrong
total is told what it looks like and where the idea is, never the total, which only *Show
answer* gives. The widget holds no rules: every number comes from :mod:`honeymoon.evaluation`.

>>> counter = HcpCounter(Hand.parse("AKJ52.Q4.K73.862"))
>>> counter.select("AS")
>>> counter.counter.value
'<b>You counted:</b> ♠A 4 = 4 HCP'
>>> counter.select("KS", "JS", "QH", "KD")
>>> counter.check()
>>> counter.feedback.value
'<p class="hm-message hm-right" role="status" style="color:#2e7d32">Right: this hand has 13 HCP.</p>'
>>> counter.counts["total_points"].total       # now the table shows: 13 HCP + 1 length point
14
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w
import traitlets

from honeymoon import Card, Hand, Rank, deal, render
from honeymoon.cards import DISPLAY_ORDER, make_rng
from honeymoon.errors import NotationError, shown
from honeymoon.evaluation import (
    LENGTH_COUNTS,
    Count,
    as_hand,
    hcp,
    length_points,
    shortness_points,
    total_points,
)
from honeymoon.options import check_flags
from honeymoon_widgets.base import (
    Bool,
    CardToggles,
    CourseWidget,
    Enum,
    Int,
    List,
    Unicode,
    message_html,
    valid_picks,
)
from honeymoon_widgets.evaluator import count_choice, counts_table, ordinal, valid_pbn

__all__ = ["HcpCounter"]

_FACE_WIDTH = 36


def _honor_values() -> str:
    """The 4-3-2-1 scale as the library's ranks give it: ``A 4, K 3, Q 2, J 1``."""
    return ", ".join(f"{rank.letter} {rank.hcp}" for rank in sorted(Rank, reverse=True) if rank.hcp)


class HcpCounter(CourseWidget, w.VBox):
    """Count a hand's high-card points by clicking its honors.

    >>> counter = HcpCounter(Hand.parse("AK2.QJ3.T98.7654"))
    >>> counter.select("AS", "KS")
    >>> counter.counted
    7
    >>> counter.check_button.click()
    >>> "Not yet" in counter.feedback.value
    True
    >>> counter.select("QH")               # the pick changed: the old verdict goes
    >>> counter.feedback.value
    ''

    The quiz: type the total (HCP and length points), then *Check*.

    >>> quiz = HcpCounter(Hand.parse("AKJ52.Q4.K73.862"), quiz=True)
    >>> quiz.answer(13)                    # a wrong answer earns a hint, never the answer
    >>> "add its length points" in quiz.feedback.value, quiz.shown
    (True, False)
    >>> quiz.answer(12); quiz.shown
    False
    >>> quiz.answer(14)
    >>> "Right" in quiz.feedback.value, quiz.shown
    (True, True)
    """

    #: The hand in dotted PBN; change it to show another hand.
    hand_pbn = Unicode()
    #: The codes of the cards the learner has picked (``"AS"``, ``"TH"``, …), in the order picked.
    picked = List(traitlets.Unicode())
    #: How length points are counted: ``"standard"`` (from the 5th card) or ``"honeymoon"`` (the 4th).
    count = Enum(tuple(LENGTH_COUNTS), "standard")
    #: Quiz mode: the learner types the hand's total points before the table is shown.
    quiz = Bool(False)
    #: Whether the table of the hand's points is shown.
    shown = Bool(False)
    #: Wrong quiz answers given for this hand (each gets a hint; from the second on, where lesson 1
    #: teaches the counts too).
    tries = Int(0)

    def __init__(self, hand: Hand | str | None = None, *, seed: int | None = 0, count: str = "standard",
                 quiz: bool = False, **kwargs: Any) -> None:
        check_flags({"quiz": quiz}, "quiz")
        self._rng = make_rng(seed)
        self._toggles = CardToggles(self._toggled)
        self._counts: dict[str, Count] = {}
        self.labels = [w.HTML(f"<span style='color:{render.TEXT_RED if s.is_red else render.TEXT_BLACK};"
                              f"font-size:1.3em'>{s.symbol}</span>", layout=w.Layout(width="24px"))
                       for s in DISPLAY_ORDER]
        self._suit_rows = [w.HBox([label]) for label in self.labels]
        self.rows = w.VBox(self._suit_rows, layout=w.Layout(margin="0 0 6px 0"))
        self.faces = w.HTML()
        self.faces.add_class("hm-picked-faces")
        self.counter = w.HTML()
        self.count_choice = count_choice(count)
        self.prompt = w.HTML()
        self.answer_box = w.IntText(value=0, description="Total points", layout=w.Layout(width="14em"),
                                    continuous_update=True,
                                    style={"description_width": "initial"})
        self.answer_box.add_class("hm-answer")
        self.check_button = w.Button(description="Check", button_style="primary",
                                     tooltip="compare your answer with the hand's count")
        self.reveal_button = w.Button()  # its words: _show_quiz_controls
        self.new_button = w.Button(description="New hand", tooltip="deal another hand")
        self.check_button.on_click(lambda _: self.check())
        self.reveal_button.on_click(lambda _: self.reveal())
        self.new_button.on_click(lambda _: self.new_hand())
        self.feedback = w.HTML()
        self.breakdown = w.HTML()
        self.breakdown.add_class("hm-breakdown")
        self.quiz_row = w.HBox([self.prompt, self.answer_box])
        buttons = w.HBox([self.check_button, self.reveal_button, self.new_button])
        super().__init__([self.rows, self.faces, self.counter, self.count_choice, self.quiz_row, buttons,
                          self.feedback, self.breakdown], **kwargs)
        self.add_class("hm-hcp-counter")
        self.count = count
        traitlets.link((self.count_choice, "value"), (self, "count"))
        self.quiz = quiz
        self._show_quiz_controls()
        self.hand_pbn = (as_hand(hand) if hand is not None else self._random_hand()).pbn()

    # -- the Python API: what the clicks do ---------------------------------------------------

    @property
    def hand(self) -> Hand:
        """The hand on screen."""
        return Hand.parse(self.hand_pbn)

    @property
    def counted(self) -> int:
        """HCP of the picked cards, as the library counts them."""
        return int(hcp(self._picked_hand()).total)

    @property
    def counts(self) -> dict[str, Count]:
        """The hand's counts shown in the table: ``"hcp"``, ``"length_points"``,
        ``"shortness_points"`` and ``"total_points"`` (with the chosen length count)."""
        return dict(self._counts)

    def toggles(self) -> dict[str, w.ToggleButton]:
        """The card buttons by card code, as the learner sees them."""
        return self._toggles.by_code()

    def select(self, *codes: str) -> None:
        """Press the buttons of these cards, as a learner would. A card that is not in the hand
        is refused with the library's reason, and the pick stays as it was."""
        buttons = self.toggles()
        for code in codes:
            try:
                card = Card.parse(code)
                self.hand.without(card)  # the library says why a card is not in the hand
            except NotationError as error:
                self.feedback.value = message_html(str(error), "refused")
                return
            buttons[card.code].value = True

    def unselect(self, *codes: str) -> None:
        """Release the buttons of these cards (a second click on a picked card); text that
        names no card is refused with the library's reason."""
        buttons = self.toggles()
        for code in codes:
            try:
                card = Card.parse(code)
            except NotationError as error:
                self.feedback.value = message_html(str(error), "refused")
                return
            toggle = buttons.get(card.code)
            if toggle is not None:
                toggle.value = False

    def answer(self, total: int) -> None:
        """Type ``total`` in the quiz's box and press *Check*. Anything but a whole number from 0
        to 99 is refused with the reason, and the box and the tries stay as they were."""
        if isinstance(total, bool) or not isinstance(total, int) or not 0 <= total <= 99:
            self.feedback.value = message_html(f"a hand's total points are a whole number from 0 to 99, "
                                               f"like 14, not {shown(total)}", "refused")
            return
        self.answer_box.value = total
        self.check()

    def check(self) -> None:
        """*Check*: in a quiz, judge the typed total; otherwise compare the pick with the hand's
        honors and say what is missing or extra."""
        if self.quiz:
            self._check_total(int(self.answer_box.value))
        else:
            self._check_pick()

    def reveal(self) -> None:
        """*Show the count* (in a quiz, *Show answer*): the table of the hand's points, and in a
        quiz the whole answer."""
        self.shown = True
        if self.quiz:
            self.feedback.value = message_html(f"The total: {self._counts['total_points']}.", "info")

    def new_hand(self) -> None:
        """*New hand*: deal another hand from the widget's seeded random source."""
        self.hand_pbn = self._random_hand().pbn()

    # -- what happens inside -------------------------------------------------------------------

    def _random_hand(self) -> Hand:
        return deal(self._rng, hands=1).hands[0]

    def _picked_hand(self) -> Hand:
        return Hand(Card.parse(code) for code in self.picked)

    def _show_quiz_controls(self) -> None:
        """The quiz's box, shown in a quiz only, and the words of the reveal button: *Show answer*
        in a quiz, as in an exercise, *Show the count* outside."""
        self.quiz_row.layout.display = "" if self.quiz else "none"
        self.reveal_button.description = "Show answer" if self.quiz else "Show the count"
        self.reveal_button.tooltip = ("the total and how it is counted" if self.quiz
                                      else "show the whole count")

    @traitlets.validate("hand_pbn")
    def _valid_hand(self, proposal: dict[str, Any]) -> str:
        pbn: str = valid_pbn(proposal["value"])
        return pbn

    @traitlets.validate("picked")
    def _valid_picked(self, proposal: dict[str, Any]) -> list[str]:
        picks: list[str] = valid_picks(proposal["value"], self.hand if self.hand_pbn else ())
        return picks

    @traitlets.observe("hand_pbn")
    def _show_hand(self, change: dict[str, Any]) -> None:
        hand = self.hand
        buttons = self._toggles.show(list(hand))
        for card, toggle in zip(hand, buttons, strict=True):
            toggle.tooltip = f"{card.rank.name.lower()} of {card.suit.name.lower()}"
        start = 0
        for row, label, suit in zip(self._suit_rows, self.labels, DISPLAY_ORDER, strict=True):
            size = hand.length(suit)
            row.children = [label, *buttons[start:start + size]]
            start += size
        self.feedback.value = ""
        self.tries = 0
        self.answer_box.value = 0
        self.shown = False
        self.picked = []
        self._update_counts()
        self._update_picked()

    def _toggled(self, code: str, on: bool) -> None:
        rest = [c for c in self.picked if c != code]
        self.picked = [*rest, code] if on else rest

    @traitlets.observe("picked")
    def _picked_changed(self, change: dict[str, Any]) -> None:
        # A new pick makes the verdict on the old one stale; in a quiz the verdict (and its
        # hint) is on the typed total, which the pick does not change.
        if not self.quiz:
            self.feedback.value = ""
        self._update_picked()

    def _update_picked(self) -> None:
        self._toggles.mark(set(self.picked))
        self.faces.value = self._faces_html()
        self.counter.value = self._counter_html()

    def _faces_html(self) -> str:
        cards = [Card.parse(code) for code in self.picked]
        if not cards:
            return ""
        return ("<div class='hm-picked' style='display:flex;gap:4px;align-items:center'>"
                "<span>Your pick:</span>"
                + "".join(render.card_face_html(card, width=_FACE_WIDTH) for card in cards) + "</div>")

    def _counter_html(self) -> str:
        return f"<b>You counted:</b> {escape(str(hcp(self._picked_hand())))}"

    @traitlets.observe("count")
    def _count_changed(self, change: dict[str, Any]) -> None:
        if self.hand_pbn:
            if self.quiz:
                self.feedback.value = ""
                self.tries = 0
            self._update_counts()

    @traitlets.observe("quiz")
    def _quiz_changed(self, change: dict[str, Any]) -> None:
        self._show_quiz_controls()
        self.feedback.value = ""
        self.tries = 0
        self.shown = False
        self._update_prompt()

    @traitlets.observe("shown")
    def _shown_changed(self, change: dict[str, Any]) -> None:
        self.breakdown.value = self._table_html() if self.shown else ""

    def _update_counts(self) -> None:
        hand = self.hand
        self._counts = {"hcp": hcp(hand), "length_points": length_points(hand, self.count),
                        "shortness_points": shortness_points(hand),
                        "total_points": total_points(hand, self.count)}
        self.breakdown.value = self._table_html() if self.shown else ""
        self._update_prompt()

    def _update_prompt(self) -> None:
        first = LENGTH_COUNTS[self.count]
        self.prompt.value = ("<b>Quiz:</b> this hand's total points, HCP plus length points "
                             f"(+1 for each card of a suit from the {ordinal(first)} card)?")

    def _table_html(self) -> str:
        honors = frozenset(line.cards[0] for line in self._counts["hcp"].lines)
        return (f"<div class='hm-points' style='display:flex;gap:1.5em;align-items:flex-start'>"
                f"{render.hand_html(self.hand, highlight=honors)}{counts_table(self._counts)}</div>")

    def _check_pick(self) -> None:
        honors = {line.cards[0] for line in self._counts["hcp"].lines}
        picked = set(self._picked_hand())
        missing = sorted(honors - picked, reverse=True)
        extra = sorted(picked - honors, reverse=True)
        total = self._counts["hcp"].total
        self._toggles.judge({card.code for card in honors})
        if not missing and not extra:
            self.feedback.value = message_html(f"Right: this hand has {total} HCP.", "right")
            self.shown = True
            return
        notes = []
        if missing:
            notes.append("still to count: " + " ".join(map(str, missing)))
        if extra:
            notes.append("no points for: " + " ".join(map(str, extra)))
        self.feedback.value = message_html(
            f"Not yet: you counted {self.counted}, the hand has {total} HCP; {'; '.join(notes)}.", "wrong")

    def _check_total(self, answer: int) -> None:
        total = self._counts["total_points"]
        if answer == total.total:
            self.feedback.value = message_html(f"Right: {total}.", "right")
            self.shown = True
            return
        self.tries += 1
        more = ("" if self.tries == 1 else " Lesson 1 teaches both counts, in “High-card points” and “Length "
                "points”; Show answer gives the total and how it is counted.")
        self.feedback.value = message_html(f"Not yet: {answer} is not the total. Hint: {self._hint(answer)}"
                                           f"{more}", "wrong")

    def _hint(self, answer: int) -> str:
        """A hint drawn from the hand's own counts: what the wrong number looks like."""
        counts = self._counts
        first = LENGTH_COUNTS[self.count]
        how = f"+1 for each card of a suit from the {ordinal(first)} card on"
        if answer == counts["hcp"].total:
            return f"that is the hand's HCP alone; add its length points too ({how})."
        for other in LENGTH_COUNTS:
            if other != self.count and answer == total_points(self.hand, other).total:
                return (f"that is the {other} count; this quiz counts length points the {self.count} "
                        f"way ({how}).")
        if answer == counts["total_points"].total + counts["shortness_points"].total:
            return "shortness points are not part of this total: HCP plus length points only."
        direction = "too high" if answer > counts["total_points"].total else "too low"
        return (f"{answer} is {direction}. Count the honors ({_honor_values()}), then add the length "
                f"points ({how}).")

    def static_html(self) -> str:
        """The hand (picked cards in bold), the running count, any verdict and the table if shown."""
        picked = frozenset(self._picked_hand())
        quiz = f"<p class='hm-quiz'>{self.prompt.value}</p>" if self.quiz else ""
        return (f"<div class='hm-hcp-counter'>{render.hand_html(self.hand, highlight=picked)}"
                f"{self.faces.value}<p class='hm-counted'>{self.counter.value}</p>{quiz}"
                f"{self.feedback.value}{self.breakdown.value}</div>")

