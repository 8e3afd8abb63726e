"""The colours of the pictures, and the style of their tables' cells.

Card faces are white, so they read on light and dark themes: their suits are :data:`RED` and
:data:`BLACK`. Text outside the cards uses the theme's colour for black suits
(:data:`TEXT_BLACK`) and :data:`TEXT_RED` for red ones, a red that reads on both.

>>> from honeymoon import Suit
>>> _text_color(Suit.HEARTS), _text_color(Suit.SPADES), _text_color(None)
('#e0243a', 'currentColor', 'currentColor')
"""

from __future__ import annotations

from honeymoon.cards import Suit

__all__ = ["BLACK", "RED", "TEXT_BLACK", "TEXT_RED"]

#: The red of the suits on a card face (white): dark enough on white.
RED = "#c8102e"
#: The black of the suits on a card face.
BLACK = "#1a1a1a"
#: The red of suit symbols in text outside a card: it reads on light and dark themes alike.
TEXT_RED = "#e0243a"
#: The colour of black suits in text outside a card: the theme's own text colour.
TEXT_BLACK = "currentColor"


def _color(suit: Suit | None) -> str:
    """The colour of a suit on a card face."""
    return RED if suit is not None and suit.is_red else BLACK


def _text_color(suit: Suit | None) -> str:
    """The colour of a suit in running text (outside a card)."""
    return TEXT_RED if suit is not None and suit.is_red else TEXT_BLACK


# A cell and a row of the tables drawn (the auction, the bids, the score pads): no border, no
# background, so that they take the theme's.
_CELL = "padding:2px 10px;text-align:center;vertical-align:middle;border:none;background:transparent"
_ROW = "background:transparent"
