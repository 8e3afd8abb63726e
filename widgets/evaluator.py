"""The hand evaluator: type or deal any hand and see every count the library makes of it.

High-card points, length points, shortness points, total points, the shape (and whether it
is balanced), quick tricks and the losing-trick count, each with the cards behind it: the
lines of :class:`honeymoon.evaluation.Count`. The widget only asks :mod:`honeymoon.evaluation`
and draws the answers with :mod:`honeymoon.render`.

>>> ev = HandEvaluator("AKJ52.Q4.K73.862")
>>> ev.counts["hcp"].total, ev.counts["length_points"].total, ev.counts["losing_trick_count"].total
(13, 1, 8)
>>> ev.set_hand("AKJ52.Q4.K73.86X")          # a typing slip: refused, the hand stays
>>> ev.error
"cannot read 'AKJ52.Q4.K73.86X' as a hand: 'X' is not a rank"
>>> ev.hand
Hand.parse('AKJ52.Q4.K73.862')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

import ipywidgets as w
import traitlets

from honeymoon import Hand, deal, render
from honeymoon.cards import make_rng
from honeymoon.errors import ConfigError, NotationError, shown
from honeymoon.evaluation import (
    LENGTH_COUNTS,
    Count,
    PointLine,
    as_hand,
    distribution,
    hcp,
    is_balanced,
    length_points,
    losing_trick_count,
    quick_tricks,
    shape,
    shortness_points,
    total_points,
)
from honeymoon_widgets.base import CourseWidget, Enum, TraitValueError, Unicode, message_html

__all__ = ["HandEvaluator"]

#: What the evaluator shows, in order: each key is the library function that makes the count.
COUNT_NAMES = ("hcp", "length_points", "shortness_points", "total_points", "quick_tricks",
               "losing_trick_count")


def evaluate(hand: Hand, count: str = "standard") -> dict[str, Count]:
    """Every count the library makes of ``hand``, by the name of the function that makes it.

    >>> counts = evaluate(Hand.parse("AKJ52.Q4.K73.862"), "honeymoon")
    >>> str(counts["total_points"])
    '♠A 4 + ♠K 3 + ♠J 1 + ♥Q 2 + ♦K 3 + 5-card ♠ 2 = 15 points'
    """
    return {
        "hcp": hcp(hand),
        "length_points": length_points(hand, count),
        "shortness_points": shortness_points(hand),
        "total_points": total_points(hand, count),
        "quick_tricks": quick_tricks(hand),
        "losing_trick_count": losing_trick_count(hand),
    }


def count_choice(count: str) -> w.ToggleButtons:
    """The buttons that choose how length points are counted (the library's named counts),
    ``count`` chosen; a count the library does not name raises
    :class:`~honeymoon.errors.ConfigError`."""
    if not isinstance(count, str) or count not in LENGTH_COUNTS:
        raise ConfigError(f"unknown length count {shown(count)}: "
                          f"choose {' or '.join(map(repr, LENGTH_COUNTS))}")
    options = [(f"{name}: +1 from the {ordinal(first)} card", name) for name, first in LENGTH_COUNTS.items()]
    choice = w.ToggleButtons(options=options, value=count, description="Length points",
                             style={"description_width": "initial", "button_width": "auto"})
    choice.add_class("hm-length-count")
    return choice


def valid_pbn(text: str) -> str:
    """The value of a ``hand_pbn`` trait: the hand ``text`` names, in dotted PBN; text the
    library cannot read raises :class:`~honeymoon_widgets.base.TraitValueError` with its reason.

    >>> valid_pbn("♠AKJ52 ♥Q4 ♦K73 ♣862")
    'AKJ52.Q4.K73.862'
    """
    try:
        return Hand.parse(text).pbn()
    except NotationError as error:
        raise TraitValueError(str(error)) from None


def ordinal(number: int) -> str:
    """``4th``, ``5th``: how the text names the card a length count starts from."""
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def _line_html(line: PointLine) -> str:
    """One line of a count: its label and points, then the cards behind it if the label does
    not already name them."""
    if len(line.cards) == 1 and line.label == str(line.cards[0]):
        label = render.card_html(line.cards[0])
        cards = ""
    else:
        label = escape(line.label)
        cards = (" <span class='hm-line-cards'>(" + " ".join(render.card_html(c) for c in line.cards)
                 + ")</span>") if line.cards else ""
    return f"<span class='hm-count-line'>{label} <b>{line.points:g}</b>{cards}</span>"


def total_text(count: Count) -> str:
    """The total as the library words it: ``13 HCP``, ``1 length point``, ``2.5 quick tricks``."""
    return str(count).rsplit(" = ", 1)[-1]


def count_row(key: str, count: Count) -> str:
    """A table row: the count's name, its lines with their cards, its total."""
    lines = " + ".join(_line_html(line) for line in count.lines) or "nothing"
    return (f"<tr class='hm-row hm-{key.replace('_', '-')}'><th style='text-align:left;padding-right:1em'>"
            f"{escape(count.name)}</th><td style='padding-right:1em'>{lines}</td>"
            f"<td class='hm-total' style='text-align:right;white-space:nowrap'><b>{escape(total_text(count))}"
            "</b></td></tr>")


def counts_table(counts: Mapping[str, Count], extra_rows: Iterable[str] = ()) -> str:
    """The counts as one table, a row each, in the order given."""
    rows = "".join(count_row(key, count) for key, count in counts.items())
    return (f"<table class='hm-counts' style='border-collapse:collapse'>{rows}{''.join(extra_rows)}"
            "</table>")


def _plain_row(key: str, name: str, value: str, note: str) -> str:
    return (f"<tr class='hm-row hm-{key}'><th style='text-align:left;padding-right:1em'>{escape(name)}</th>"
            f"<td style='padding-right:1em'>{note}</td>"
            f"<td class='hm-total' style='text-align:right;white-space:nowrap'><b>{escape(value)}</b>"
            "</td></tr>")


class HandEvaluator(CourseWidget, w.VBox):
    """Type a hand (or deal one) and read every count of it, card by card.

    The hand can be written as dotted PBN (``AKJ52.Q4.K73.862``), in sections
    (``S:AKJ52 H:Q4 D:K73 C:862``) or with symbols (``♠AKJ52 ♥Q4 ♦K73 ♣862``).

    >>> ev = HandEvaluator("♠AKJ52 ♥Q4 ♦K73 ♣862")
    >>> ev.shape_text, ev.balanced
    ('5-3-3-2', True)
    >>> ev.count = "honeymoon"
    >>> str(ev.counts["length_points"])
    '5-card ♠ 2 = 2 length points'
    """

    #: The hand on screen, in dotted PBN.
    hand_pbn = Unicode()
    #: How length points are counted: a name from :data:`honeymoon.evaluation.LENGTH_COUNTS`.
    count = Enum(tuple(LENGTH_COUNTS), "standard")
    #: The library's reason for refusing the last text typed ("" when it was read).
    error = Unicode("")

    def __init__(self, hand: Hand | str | None = None, *, seed: int | None = 0, count: str = "standard",
                 **kwargs: Any) -> None:
        first = as_hand(hand) if hand is not None else None  # a bad hand is refused here, with its reason
        self._rng = make_rng(seed)
        self._counts: dict[str, Count] = {}
        self._typing = False
        self.entry = w.Text(description="Hand", placeholder="AKJ52.Q4.K73.862 or ♠AKJ52 ♥Q4 ♦K73 ♣862",
                            continuous_update=False, layout=w.Layout(width="26em"))
        self.entry.add_class("hm-hand-entry")
        self.new_button = w.Button(description="New hand", tooltip="deal a random hand")
        self.count_choice = count_choice(count)
        self.message = w.HTML()
        self.view = w.HTML()
        super().__init__([w.HBox([self.entry, self.new_button]), self.count_choice, self.message,
                          self.view], **kwargs)
        self.add_class("hm-hand-evaluator")
        self.count = count
        traitlets.link((self.count_choice, "value"), (self, "count"))
        self.entry.observe(self._typed, "value")
        self.new_button.on_click(lambda _: self.new_hand())
        self.set_hand(first if first is not None else self._random_hand())

    # -- the Python API: what typing and clicking do ------------------------------------------

    @property
    def hand(self) -> Hand:
        """The hand on screen."""
        return Hand.parse(self.hand_pbn)

    @property
    def counts(self) -> dict[str, Count]:
        """Every count of the hand on screen, by the name of the library function (``"hcp"``,
        ``"length_points"``, ``"shortness_points"``, ``"total_points"``, ``"quick_tricks"``,
        ``"losing_trick_count"``)."""
        return dict(self._counts)

    @property
    def shape_text(self) -> str:
        """The shape, longest suit first: ``"5-4-3-1"``."""
        return "-".join(map(str, shape(self.hand)))

    @property
    def lengths_text(self) -> str:
        """The suit lengths, spades first: ``"♠5 ♥2 ♦3 ♣3"``."""
        return " ".join(f"{suit.symbol}{n}" for suit, n in distribution(self.hand).items())

    @property
    def balanced(self) -> bool:
        return is_balanced(self.hand)

    def set_hand(self, hand: Hand | str) -> None:
        """Show this hand, as if the learner had typed it and pressed Enter. Text the library
        cannot read (or anything but a hand or text) is refused with its reason, and the hand
        on screen stays."""
        text = hand.pbn() if isinstance(hand, Hand) else hand
        if isinstance(text, str):  # the box holds text only: anything else is refused below
            self._typing = True
            try:
                self.entry.value = text
            finally:
                self._typing = False
        self._read(text)

    def new_hand(self) -> None:
        """Deal a random hand from the widget's seeded random source (the *New hand* button)."""
        self.set_hand(self._random_hand())

    # -- what happens inside -------------------------------------------------------------------

    def _random_hand(self) -> Hand:
        return deal(self._rng, hands=1).hands[0]

    def _typed(self, change: dict[str, Any]) -> None:
        if not self._typing:
            self._read(change["new"])

    def _read(self, text: str) -> None:
        if isinstance(text, str) and not text.strip():
            self.error = ""
            self.message.value = message_html("Type a hand, like AKJ52.Q4.K73.862.", "info")
            return
        try:
            hand = Hand.parse(text)
        except NotationError as error:
            self._refuse(str(error))
            return
        self.error = ""
        self.message.value = ""
        self.hand_pbn = hand.pbn()

    def _refuse(self, reason: str) -> None:
        self.error = reason
        self.message.value = message_html(reason, "refused")

    @traitlets.validate("hand_pbn")
    def _valid_hand(self, proposal: dict[str, Any]) -> str:
        return valid_pbn(proposal["value"])

    @traitlets.observe("hand_pbn", "count")
    def _changed(self, change: dict[str, Any]) -> None:
        if self.hand_pbn:  # empty only while the widget is being built
            self._counts = evaluate(self.hand, self.count)
            self.view.value = self._view_html()

    def _view_html(self) -> str:
        hand = self.hand
        size = f"{len(hand)} cards" if len(hand) != 13 else ""
        shape_note = f"suit lengths {escape(self.lengths_text)}" + (f" ({size})" if size else "")
        doc = (is_balanced.__doc__ or "").strip().split("\n")[0]
        extra = [
            _plain_row("shape", "shape", self.shape_text, shape_note),
            _plain_row("balanced", "balanced", "yes" if self.balanced else "no", escape(doc)),
        ]
        rows = dict(self._counts)
        ordered = {key: rows[key] for key in COUNT_NAMES[:4]}
        after = "".join(count_row(key, rows[key]) for key in COUNT_NAMES[4:])
        return (f"<div class='hm-evaluation'>{render.hand_html(hand)}"
                f"{counts_table(ordered, [*extra, after])}</div>")

    def static_html(self) -> str:
        """The hand, its counts and any message, as HTML without script."""
        return f"<div class='hm-hand-evaluator'>{self.message.value}{self.view.value}</div>"
