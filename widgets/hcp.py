"""The HCP counter: a hand of clickable cards and a running count of the points you picked.

The learner clicks the cards that count (aces, kings, queens, jacks); the counter adds them
up with :func:`honeymoon.evaluation.hcp`, and *Check* compares the pick with the hand's
real breakdown. The widget holds no rules: every number comes from the library.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w
import traitlets

from honeymoon import Card, Hand, deal
from honeymoon.cards import DISPLAY_ORDER, make_rng
from honeymoon.evaluation import hcp
from honeymoon.render import RED, hand_html

__all__ = ["HcpCounter"]


class HcpCounter(w.VBox):
    """Count a hand's high-card points by clicking its honors.

    >>> counter = HcpCounter(Hand.parse("AK2.QJ3.T98.7654"))
    >>> counter.select("AS", "KS")
    >>> counter.counted
    7
    >>> counter.check_button.click()
    >>> "Not yet" in counter.feedback.value
    True
    """

    #: The hand in dotted PBN; change it to show another hand.
    hand_pbn = traitlets.Unicode()
    #: The codes of the cards the learner has picked (``"AS"``, ``"TH"``, …).
    picked = traitlets.List(traitlets.Unicode())

    def __init__(self, hand: Hand | None = None, *, seed: int | None = 0, **kwargs: Any) -> None:
        self._rng = make_rng(seed)
        self.rows = w.VBox(layout=w.Layout(margin="0 0 6px 0"))
        self.counter = w.HTML()
        self.feedback = w.HTML()
        self.breakdown = w.HTML()
        self.check_button = w.Button(description="Check", button_style="primary",
                                     tooltip="compare your pick with the hand's HCP")
        self.reveal_button = w.Button(description="Show the count")
        self.new_button = w.Button(description="New hand")
        self.check_button.on_click(lambda _: self.check())
        self.reveal_button.on_click(lambda _: self.reveal())
        self.new_button.on_click(lambda _: self.new_hand())
        buttons = w.HBox([self.check_button, self.reveal_button, self.new_button])
        super().__init__([self.rows, self.counter, buttons, self.feedback, self.breakdown], **kwargs)
        self.add_class("hm-hcp-counter")
        self.hand_pbn = (hand or self._random_hand()).pbn()

    @property
    def hand(self) -> Hand:
        return Hand.parse(self.hand_pbn)

    @property
    def counted(self) -> int:
        """HCP of the picked cards, as the library counts them."""
        return int(hcp(Hand(Card.parse(code) for code in self.picked)).total)

    def _random_hand(self) -> Hand:
        return deal(self._rng, hands=1).hands[0]

    @traitlets.observe("hand_pbn")
    def _show_hand(self, change: dict[str, Any]) -> None:
        self.picked = []
        self.feedback.value = self.breakdown.value = ""
        rows = []
        for suit in DISPLAY_ORDER:
            color = RED if suit.is_red else "black"
            label = w.HTML(f"<span style='color:{color};font-size:1.3em'>{suit.symbol}</span>",
                           layout=w.Layout(width="24px"))
            toggles = []
            for card in self.hand.suit(suit):
                toggle = w.ToggleButton(description=str(card.rank).replace("T", "10"),
                                        tooltip=card.text(), layout=w.Layout(width="42px"))
                toggle.add_class("hm-card-toggle")
                toggle.observe(self._toggled(card.code), "value")
                toggles.append(toggle)
            rows.append(w.HBox([label, *toggles]))
        self.rows.children = rows
        self._update_counter()

    def _toggled(self, code: str) -> Any:
        def handler(change: dict[str, Any]) -> None:
            picked = [c for c in self.picked if c != code]
            self.picked = [*picked, code] if change["new"] else picked

        return handler

    @traitlets.observe("picked")
    def _picked_changed(self, change: dict[str, Any]) -> None:
        self._update_counter()

    def _update_counter(self) -> None:
        count = hcp(Hand(Card.parse(code) for code in self.picked))
        self.counter.value = f"<b>You counted:</b> {escape(str(count))}"

    def toggles(self) -> dict[str, w.ToggleButton]:
        """The card buttons by card code, as the learner sees them."""
        buttons: dict[str, w.ToggleButton] = {}
        for suit, row in zip(DISPLAY_ORDER, self.rows.children, strict=True):
            for card, toggle in zip(self.hand.suit(suit), row.children[1:], strict=True):
                buttons[card.code] = toggle
        return buttons

    def select(self, *codes: str) -> None:
        """Press the buttons of these cards, as a learner would."""
        buttons = self.toggles()
        for code in codes:
            buttons[Card.parse(code).code].value = True

    def check(self) -> None:
        """Compare the pick with the hand's honors and say what is missing or extra."""
        hand = self.hand
        honors = {line.cards[0] for line in hcp(hand).lines}
        picked = {Card.parse(code) for code in self.picked}
        missing = sorted(honors - picked, reverse=True)
        extra = sorted(picked - honors, reverse=True)
        if not missing and not extra:
            self.feedback.value = (f"<span class='hm-right'>Right: this hand has "
                                   f"{hand.hcp} HCP.</span>")
            return
        notes = []
        if missing:
            notes.append("still to count: " + " ".join(map(str, missing)))
        if extra:
            notes.append("no points for: " + " ".join(map(str, extra)))
        self.feedback.value = (f"<span class='hm-wrong'>Not yet: you counted {self.counted}, "
                               f"the hand has {hand.hcp} HCP; {escape('; '.join(notes))}.</span>")

    def reveal(self) -> None:
        """Show the library's breakdown of the hand, card by card."""
        hand = self.hand
        honors = frozenset(line.cards[0] for line in hcp(hand).lines)
        self.breakdown.value = hand_html(hand, highlight=honors) + f"<p>{escape(str(hcp(hand)))}</p>"

    def new_hand(self) -> None:
        """Deal another hand from the widget's seeded random source."""
        self.hand_pbn = self._random_hand().pbn()
