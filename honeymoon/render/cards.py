"""Cards and hands: a card as coloured text, as a face (SVG) or face down; a hand in rows of
ranks, as a fan of faces, or as backs only; Wizards and Jesters (Boerenbridge) too.

>>> from honeymoon import Hand
>>> hand_html(Hand.parse("AK.Q.-.J")).count("hm-suit"), backs_html(3).count("hm-back")
(4, 3)
"""

from __future__ import annotations

import base64
import re
from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from honeymoon.cards import DISPLAY_ORDER, Card, Hand, Rank
from honeymoon.render.style import _color, _text_color

if TYPE_CHECKING:
    from honeymoon.cards import AnyCard

__all__ = ["backs_html", "card_back_html", "card_back_svg", "card_face_html", "card_html", "card_svg",
           "hand_html"]

_FACE_FONT = "Arial,Helvetica,sans-serif"


def _name(card: Card) -> str:
    return f"{card.rank.name.lower()} of {card.suit.name.lower()}"


def _classes(card: Card) -> str:
    return f"{card.suit.name.lower()} {card.rank.name.lower()}"


def _rank_text(card: Card) -> str:
    return card.rank.letter.replace("T", "10")


def card_html(card: Card) -> str:
    """One card as coloured text, for tables and sentences: ``♥Q`` (black suits in the
    theme's text colour, red suits in a red that reads on light and dark themes)."""
    return (f'<span class="hm-card {_classes(card)}" style="color:{_text_color(card.suit)}" '
            f'title="{_name(card)}">{escape(str(card))}</span>')


def _svg_open(classes: str, width: int, label: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="hm-card-svg card {classes}" '
            f'width="{width}" height="{width * 7 // 5}" viewBox="0 0 50 70" role="img" '
            f'aria-label="{escape(label)}"><title>{escape(label)}</title>')


def _corner(rank: str, symbol: str, color: str) -> str:
    size = 10 if len(rank) > 1 else 12
    return (f'<text x="7.5" y="13" font-size="{size}" font-weight="bold" text-anchor="middle" '
            f'font-family="{_FACE_FONT}" fill="{color}">{escape(rank)}</text>'
            f'<text x="7.5" y="24" font-size="11" text-anchor="middle" font-family="{_FACE_FONT}" '
            f'fill="{color}">{escape(symbol)}</text>')


def _face_svg(classes: str, label: str, rank: str, symbol: str, color: str, width: int,
              *, framed: bool = False) -> str:
    """A white card face: the index top left and a large sign in the middle. (No turned index
    bottom right: on a screen it only made a 6 read as a 9.)"""
    corner = _corner(rank, symbol, color)
    frame = (f'<rect x="13" y="11" width="24" height="48" rx="2" fill="none" stroke="{color}" '
             'stroke-width="0.8"/>' if framed else "")
    return (_svg_open(classes, width, label)
            + '<rect x="0.5" y="0.5" width="49" height="69" rx="4" fill="#fff" stroke="#777"/>'
            + frame + corner
            + f'<text x="25" y="45" font-size="26" text-anchor="middle" font-family="{_FACE_FONT}" '
            f'fill="{color}">{escape(symbol)}</text></svg>')


def card_svg(card: Card, width: int = 60) -> str:
    """A card face as SVG, ``width`` pixels wide (the height keeps the shape, 7:5): white, the
    rank and suit in the top-left corner, a large suit in the middle (framed for the court cards).

    >>> card_svg(Card.parse("QH")).count("♥"), 'aria-label="queen of hearts"' in card_svg(Card.parse("QH"))
    (2, True)
    """
    return _face_svg(_classes(card), _name(card), _rank_text(card), card.suit.symbol,
                     _color(card.suit), width, framed=card.rank >= Rank.JACK)


def _lattice(left: int = 6, top: int = 6, right: int = 44, bottom: int = 64, step: int = 6) -> str:
    """The lattice on the back of a card: lines at 45° both ways, inside the inner frame."""
    segments = []
    for c in range(left + top + step // 2, right + bottom, step):  # lines x + y = c
        x1, x2 = max(left, c - bottom), min(right, c - top)
        segments.append(f"M{x1} {c - x1}L{x2} {c - x2}")
    for k in range(left - bottom + step // 2, right - top, step):  # lines x - y = k
        x1, x2 = max(left, k + top), min(right, k + bottom)
        segments.append(f"M{x1} {x1 - k}L{x2} {x2 - k}")
    return "".join(segments)


_LATTICE = _lattice()


def card_back_svg(width: int = 60) -> str:
    """A face-down card: the same size as a face, a blue back with a white lattice. It says
    nothing about the card (every back is the same string).

    >>> 'aria-label="a face-down card"' in card_back_svg()
    True
    """
    return (_svg_open("back", width, "a face-down card")
            + '<rect x="0.5" y="0.5" width="49" height="69" rx="4" fill="#fff" stroke="#777"/>'
            + '<rect x="4" y="4" width="42" height="62" rx="2.5" fill="#1d4f91"/>'
            + f'<path d="{_LATTICE}" stroke="#9fc0ea" stroke-width="1" fill="none"/>'
            + '<rect x="6" y="6" width="38" height="58" rx="1.5" fill="none" stroke="#fff" '
            'stroke-width="1"/></svg>')


def _box(svg: str, classes: str, title: str, style: str = "") -> str:
    """One card picture: its SVG as an image (a ``data:`` URL), its name as the alt text and the
    title. An image, not inline SVG: JupyterLab drops inline SVG from a notebook it does not trust
    yet (a fresh clone's), leaving the card's hidden name as text, but shows an image as it is."""
    size = re.search(r'width="(\d+)" height="(\d+)"', svg)
    assert size is not None, "every card picture has a width and a height"
    data = base64.b64encode(svg.encode()).decode("ascii")
    return (f'<img class="{classes}" src="data:image/svg+xml;base64,{data}" alt="{escape(title)}" '
            f'title="{escape(title)}" width="{size[1]}" height="{size[2]}" '
            f'style="display:inline-block;vertical-align:top;{style}"/>')


def card_face_html(card: Card, width: int = 60) -> str:
    """A card face in an ``<img class="hm-card-face …">``: what a card shows in a notebook.

    >>> card_face_html(Card.parse("TS"))[:56]
    '<img class="hm-card-face spades ten" src="data:image/svg'
    """
    return _box(card_svg(card, width), f"hm-card-face {_classes(card)}", _name(card))


def card_back_html(width: int = 60) -> str:
    """A face-down card in an ``<img class="hm-back">``."""
    return _box(card_back_svg(width), "hm-back", "a face-down card")


def hand_html(hand: Hand, *, layout: str = "rows", highlight: frozenset[Card] = frozenset(),
              face_down: bool = False, width: int = 60) -> str:
    """A hand, spades first and high to low.

    ``layout="rows"``: four lines of ranks, one per suit (``highlight`` cards in bold);
    ``layout="fan"``: the card faces overlapping, ``width`` pixels wide (``highlight`` cards
    raised). ``face_down=True`` shows only backs: how many cards, not which. A hand with no
    card left says so in words.

    >>> hand_html(Hand.parse("AK.-.-.-"), face_down=True).count("a face-down card") > 0
    True
    >>> "no cards" in hand_html(Hand([]))
    True
    """
    if layout not in ("rows", "fan"):
        raise ValueError(f"layout is 'rows' or 'fan', not {layout!r}")
    if not hand:
        return '<div class="hm-hand hm-empty" style="font-style:italic;opacity:0.75">no cards</div>'
    if face_down:
        return backs_html(len(hand), width=width)
    if layout == "fan":
        return _fan_html(hand, highlight, width)
    return _rows_html(hand, highlight)


def _spoken(hand: Hand) -> str:
    return ", ".join(f"{suit.name.lower()} {' '.join(c.rank.text() for c in hand.suit(suit)) or 'none'}"
                     for suit in DISPLAY_ORDER)


def _rows_html(hand: Hand, highlight: frozenset[Card]) -> str:
    rows = []
    for suit in DISPLAY_ORDER:
        ranks = " ".join(f"<b>{_rank_text(c)}</b>" if c in highlight else _rank_text(c)
                         for c in hand.suit(suit)) or "—"
        rows.append(f'<div class="hm-suit {suit.name.lower()}"><span style="color:{_text_color(suit)}" '
                    f'aria-label="{suit.name.lower()}">{suit.symbol}</span> {ranks}</div>')
    return (f'<div class="hm-hand" role="group" aria-label="{escape("hand: " + _spoken(hand))}" '
            f'style="font-family:monospace;font-size:1.1em;line-height:1.4">{"".join(rows)}</div>')


def _overlap(index: int, width: int) -> str:
    return "" if index == 0 else f"margin-left:-{width * 3 // 5}px;"


def _fan_html(hand: Hand, highlight: frozenset[Card], width: int) -> str:
    cards = []
    for index, card in enumerate(hand):
        raised = card in highlight
        style = _overlap(index, width) + ("margin-top:0;" if raised else f"margin-top:{width // 6}px;")
        cards.append(_box(card_svg(card, width),
                          f"hm-card-face {_classes(card)}" + (" hm-highlight" if raised else ""),
                          _name(card), style))
    return (f'<div class="hm-hand fan" role="group" aria-label="{escape("hand: " + _spoken(hand))}" '
            f'style="display:inline-flex;align-items:flex-start;white-space:nowrap">{"".join(cards)}'
            + ("" if len(hand) else '<span style="opacity:0.7">no cards</span>') + "</div>")


def backs_html(count: int, *, width: int = 60) -> str:
    """``count`` face-down cards, overlapping: how many, never which.

    >>> backs_html(2).count('alt="a face-down card"')
    2
    """
    label = f"{count} face-down card{'' if count == 1 else 's'}"
    backs = "".join(_box(card_back_svg(width), "hm-back", "a face-down card", _overlap(i, width))
                    for i in range(count))
    return (f'<div class="hm-hand face-down" role="group" aria-label="{label}" '
            f'style="display:inline-flex;white-space:nowrap">{backs}'
            + ("" if count else '<span style="opacity:0.7">no cards</span>') + "</div>")


def _any_name(card: AnyCard) -> str:
    return _name(card) if isinstance(card, Card) else str(card)


def _any_face(card: AnyCard, width: int, style: str = "") -> str:
    """The face of a playing card, or of a Wizard or Jester (Boerenbridge, Wizard style)."""
    if isinstance(card, Card):
        return _box(card_svg(card, width), f"hm-card-face {_classes(card)}", _name(card), style)
    kind = "wizard" if card.is_wizard else "jester"
    letter, color = ("W", "#5b2a86") if card.is_wizard else ("N", "#555555")
    svg = _face_svg(f"{kind} number-{card.number}", str(card), letter, str(card.number), color, width,
                    framed=True).replace(f">{card.number}</text></svg>", f">{letter}</text></svg>")
    return _box(svg, f"hm-card-face {kind}", str(card), style)


def _display_key(card: AnyCard) -> tuple[int, int]:
    """Display order: Wizards, then spades to clubs high to low, then Jesters."""
    if isinstance(card, Card):
        return (1 + DISPLAY_ORDER.index(card.suit), -card.rank)
    return (0 if card.is_wizard else 5, card.number)


def _any_fan(cards: Sequence[AnyCard], width: int) -> str:
    """Any cards (Wizards and Jesters too) as overlapping faces, in display order."""
    ordered = sorted(cards, key=_display_key)
    faces = "".join(_any_face(card, width, _overlap(i, width)) for i, card in enumerate(ordered))
    label = "hand: " + (", ".join(_any_name(card) for card in ordered) or "no cards")
    return (f'<div class="hm-hand fan" role="group" aria-label="{escape(label)}" '
            f'style="display:inline-flex;white-space:nowrap">{faces or "<span>no cards</span>"}</div>')
