"""HTML and SVG for notebooks and the book: every picture the library draws is made here.

The output is deterministic (no random ids, no dates), needs no network (inline styles, no
fonts, images or scripts), carries CSS classes that name what is drawn (``hm-card-svg card
spades ace``, ``hm-auction``, ``hm-trick``, ``hm-seat north``, ``hm-back``, ``hm-winner``…)
and a text alternative for screen readers. Card faces are white, so they read on light and
dark themes; text outside the cards uses the theme's colour for black suits and
:data:`TEXT_RED` for red ones. Every piece of text is escaped. These functions are what the
values' ``_repr_html_`` and ``_repr_svg_`` return.

>>> from honeymoon import Card
>>> card_html(Card.parse("QH"))
'<span class="hm-card hearts queen" style="color:#e0243a" title="queen of hearts">♥Q</span>'

The pictures, smallest first: a card (:func:`card_html` as text, :func:`card_svg` and
:func:`card_face_html` as a face, :func:`card_back_svg` face down), a hand (:func:`hand_html`,
:func:`backs_html`), a call and an auction (:func:`call_html`, :func:`auction_html`), a trick
(:func:`trick_html`), a contract (:func:`contract_html`), a half-open dummy's pile
(:func:`half_open_pile_html`), a deal around the table (:func:`deal_html`), a game's view as a
player sees it (:func:`view_html`), and the score pads (:func:`score_sheet_html`,
:func:`boerenbridge_table_html`).

Each part is a module of its own; ``from honeymoon import render`` gives all their public names:

=====================================  ========================================================
module                                 what it draws
=====================================  ========================================================
:mod:`honeymoon.render.style`          the colours of the suits, on a face and in text
:mod:`honeymoon.render.cards`          a card (as text, face up, face down) and a hand
:mod:`honeymoon.render.calls`          a call, the auction, a contract
:mod:`honeymoon.render.table`          the seats around a square: a trick, a half-open
                                       dummy's pile, a deal
:mod:`honeymoon.render.view`           a game's view as its player sees the table
:mod:`honeymoon.render.frame`          what every view's picture shares: its frame, its
                                       panels, the scores
:mod:`honeymoon.render.bridge`         the view of a bridge form
:mod:`honeymoon.render.boerenbridge`   the view of a Boerenbridge deal
:mod:`honeymoon.render.scores`         the tables of points: a count, a deal's score, the
                                       rubber's score pad, Boerenbridge's score table
=====================================  ========================================================
"""

from honeymoon.render.calls import auction_html, call_html, contract_html
from honeymoon.render.cards import (
    backs_html,
    card_back_html,
    card_back_svg,
    card_face_html,
    card_html,
    card_svg,
    hand_html,
)
from honeymoon.render.scores import boerenbridge_table_html, count_html, deal_score_html, score_sheet_html
from honeymoon.render.style import BLACK, RED, TEXT_BLACK, TEXT_RED
from honeymoon.render.table import (
    COMPASS,
    GRID_SLOTS,
    Pile,
    SeatCards,
    deal_html,
    half_open_pile_html,
    seat_positions,
    trick_html,
)
from honeymoon.render.view import view_html

__all__ = [
    "BLACK",
    "COMPASS",
    "GRID_SLOTS",
    "RED",
    "TEXT_BLACK",
    "TEXT_RED",
    "Pile",
    "SeatCards",
    "auction_html",
    "backs_html",
    "boerenbridge_table_html",
    "call_html",
    "card_back_html",
    "card_back_svg",
    "card_face_html",
    "card_html",
    "card_svg",
    "contract_html",
    "count_html",
    "deal_html",
    "deal_score_html",
    "half_open_pile_html",
    "hand_html",
    "score_sheet_html",
    "seat_positions",
    "trick_html",
    "view_html",
]
