"""Every Honeymoon Bridge form, three-handed bridge and contract bridge: the forms as parts.

Where a rule of the bridge forms lives:

==================================  ==========================================================
module                              what it owns
==================================  ==========================================================
:mod:`honeymoon.forms.table`        ``FORMS``: each form one line, naming its parts
:mod:`honeymoon.forms.preludes`     how the hands are built before the auction (draw, draw
                                    and discard, preliminary tricks)
:mod:`honeymoon.forms.dummies`      the seats a form adds, who plays them, what lies face up
:mod:`honeymoon.forms.engine`       :class:`BridgeGame`: deal, auction, play and score, the
                                    same for every form; its options and views
:mod:`honeymoon.forms.reviews`      :func:`review`: the double-dummy verdict on every card of
                                    a played deal, what each player saw asked of the dummies;
                                    :func:`review_deal`: a match's deal reviewed, with its par
==================================  ==========================================================

The auction's rules are :mod:`honeymoon.auction`'s, a trick's :mod:`honeymoon.tricks`', the
score's :mod:`honeymoon.scoring` and :mod:`honeymoon.rubber`; the review's double-dummy counts
come from :mod:`honeymoon.analysis`. The sources are the rule texts, cited by the keys of the
book's Sources page ([honeymoon-fr]: Honeymoon Bridge, French; [bridge-fr]: contract bridge,
French; [honeymoon-de]: Honeymoon "draw and discard" and its variants, German), and the
project's rulings where they are silent or disagree (the book's Rules pages).

The forms and the seat numbers they use:

===========================  =========================================================
form                         seats (hands that play cards)
===========================  =========================================================
plain, draw, draw-discard,   0 and 1: the players' hands
draw-tricks
double-dummy, half-open,     0 and 1: the players' hands; 2: player 0's dummy (opposite
single-dummy                 seat 0), 3: player 1's dummy. Play goes 0 → 1 → 2 → 3.
exposed-dummy                0 and 1: the players' hands; 2: the shared dummy
three-handed                 0, 1, 2: the players' 16-card hands
contract-bridge              0 North, 1 East, 2 South, 3 West
===========================  =========================================================

>>> FORMS["single-dummy"].dummies, FORMS["draw-tricks"].prelude
(SingleDummy(), DrawTricks())
"""

from typing import TYPE_CHECKING

from honeymoon.forms.dummies import DummyScheme
from honeymoon.forms.engine import MATCHES, BridgeGame, BridgeOptions, DealRecord, parse_deck
from honeymoon.forms.preludes import Prelude
from honeymoon.forms.table import FORMS, Form

if TYPE_CHECKING:
    from honeymoon.forms.reviews import CardVerdict, DealReview, Review, review, review_deal

__all__ = ["FORMS", "MATCHES", "BridgeGame", "BridgeOptions", "CardVerdict", "DealRecord", "DealReview",
           "DummyScheme", "Form", "Prelude", "Review", "parse_deck", "review", "review_deal"]


def __getattr__(name: str) -> object:
    """The review and its values, loaded on first use: they bring the double-dummy solvers,
    which a game does not need (``from honeymoon.forms import review`` loads them)."""
    if name in ("CardVerdict", "DealReview", "Review", "review", "review_deal"):
        from honeymoon.forms import reviews

        return getattr(reviews, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
