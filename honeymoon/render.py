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
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from html import escape
from typing import TYPE_CHECKING

from honeymoon.calls import Contract, parse_call
from honeymoon.cards import DISPLAY_ORDER, Card, Hand, Rank, Suit
from honeymoon.game import Phase
from honeymoon.views import BoerenbridgeView, BridgeView

if TYPE_CHECKING:
    from honeymoon.boerenbridge import BoerenbridgeGame
    from honeymoon.calls import Call
    from honeymoon.cards import AnyCard
    from honeymoon.evaluation import Count
    from honeymoon.rubber import ScoreSheet, SheetEntry
    from honeymoon.scoring import DealScore
    from honeymoon.views import DrawView, TableView

__all__ = [
    "BLACK",
    "COMPASS",
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

#: The red of the suits on a card face (white): dark enough on white.
RED = "#c8102e"
#: The black of the suits on a card face.
BLACK = "#1a1a1a"
#: The red of suit symbols in text outside a card: it reads on light and dark themes alike.
TEXT_RED = "#e0243a"
#: The colour of black suits in text outside a card: the theme's own text colour.
TEXT_BLACK = "currentColor"
_FACE_FONT = "Arial,Helvetica,sans-serif"


def _color(suit: Suit | None) -> str:
    """The colour of a suit on a card face."""
    return RED if suit is not None and suit.is_red else BLACK


def _text_color(suit: Suit | None) -> str:
    """The colour of a suit in running text (outside a card)."""
    return TEXT_RED if suit is not None and suit.is_red else TEXT_BLACK


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


def _box(inner: str, classes: str, title: str, style: str = "") -> str:
    """An inline block that holds one card picture, with its name as the title."""
    return (f'<span class="{classes}" title="{escape(title)}" '
            f'style="display:inline-block;line-height:0;vertical-align:top;{style}">{inner}</span>')


def card_face_html(card: Card, width: int = 60) -> str:
    """A card face in a ``<span class="hm-card-face …">``: what a card shows in a notebook.

    >>> card_face_html(Card.parse("TS"))[:64]
    '<span class="hm-card-face spades ten" title="ten of spades" styl'
    """
    return _box(card_svg(card, width), f"hm-card-face {_classes(card)}", _name(card))


def card_back_html(width: int = 60) -> str:
    """A face-down card in a ``<span class="hm-back">``."""
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

    >>> backs_html(2).count("<svg")
    2
    """
    label = f"{count} face-down card{'' if count == 1 else 's'}"
    backs = "".join(_box(card_back_svg(width), "hm-back", "a face-down card", _overlap(i, width))
                    for i in range(count))
    return (f'<div class="hm-hand face-down" role="group" aria-label="{label}" '
            f'style="display:inline-flex;white-space:nowrap">{backs}'
            + ("" if count else '<span style="opacity:0.7">no cards</span>') + "</div>")


def call_html(call: Call) -> str:
    """A call as coloured text: bids in their strain's colour, ``Pass``, ``X``, ``XX``.

    >>> call_html(parse_call("4H"))
    '<span class="hm-call bid" style="color:#e0243a" title="4 hearts">4♥</span>'
    """
    strain = getattr(call, "strain", None)
    color = _text_color(strain.suit) if strain is not None else TEXT_BLACK
    kind = type(call).__name__.lower()
    return (f'<span class="hm-call {kind}" style="color:{color}" title="{escape(_call_name(call))}">'
            f"{escape(str(call))}</span>")


def _call_name(call: Call) -> str:
    strain = getattr(call, "strain", None)
    if strain is None:
        return type(call).__name__.lower()
    what = "no-trump" if strain.suit is None else strain.suit.name.lower()
    return f"{getattr(call, 'level', '')} {what}"


#: The seats of contract bridge, in seat order (seat 0 is North).
COMPASS = ("North", "East", "South", "West")
_CELL = "padding:2px 10px;text-align:center;vertical-align:middle;border:none;background:transparent"
_ROW = "background:transparent"


def _names(count: int, names: Sequence[str] | None) -> tuple[str, ...]:
    """The names given, or North East South West for four, else Player 0, Player 1…"""
    if names is not None:
        if len(names) != count:
            raise ValueError(f"{count} names are needed, not {len(names)}")
        return tuple(str(name) for name in names)
    return COMPASS if count == 4 else tuple(f"Player {p}" for p in range(count))


def _seat_classes(seat: int, compass: bool) -> str:
    return f"seat-{seat}" + (f" {COMPASS[seat].lower()}" if compass else "")


def auction_html(calls: Sequence[Call | str], *, first: int, players: int,
                 names: Sequence[str] | None = None, dealer: int | None = None) -> str:
    """The auction as the usual table: a column per player in seat order (headed by ``names``,
    or North East South West for four players, else Player 0, Player 1…), a row per round, the
    first call in ``first``'s column (empty cells before it), the dealer's column marked.
    ``calls`` are :class:`~honeymoon.calls.Call` objects (or their text).

    >>> html = auction_html(["1NT", "Pass"], first=1, players=2, dealer=0)
    >>> html.count("<td"), html.count("hm-dealer")
    (4, 1)
    """
    if not 0 <= first < players:
        raise ValueError(f"first is a player from 0 to {players - 1}, not {first!r}")
    read = [parse_call(c) if isinstance(c, str) else c for c in calls]
    heads = _names(players, names)
    compass = names is None and players == 4
    cells = [f"<td style='{_CELL}'></td>"] * first + [
        f"<td class='hm-call-cell' style='{_CELL}'>{call_html(call)}</td>" for call in read]
    cells += [f"<td style='{_CELL}'></td>"] * (-len(cells) % players or (players if not cells else 0))
    rows = "".join(f"<tr style='{_ROW}'>{''.join(cells[i:i + players])}</tr>"
                   for i in range(0, len(cells), players))
    head = "".join(
        f"<th class='hm-player {_seat_classes(p, compass)}{' hm-dealer' if p == dealer else ''}' "
        f"scope='col' style='{_CELL};border-bottom:1px solid #888'>{escape(heads[p])}"
        + ("<br/><small title='the dealer'>dealer</small>" if p == dealer else "") + "</th>"
        for p in range(players))
    said = "; ".join(f"{heads[(first + i) % players]} {_call_name(call)}" for i, call in enumerate(read))
    return (f"<table class='hm-auction' aria-label='{escape('auction: ' + (said or 'no call yet'))}' "
            f"style='border-collapse:collapse;margin:0.3em 0'><thead><tr style='{_ROW}'>{head}</tr></thead>"
            f"<tbody>{rows}</tbody></table>")


def contract_html(contract: Contract, declarer: str | None = None) -> str:
    """A contract in its strain's colour: ``4♠X``; with ``declarer`` (a name), the sentence
    ``4♠X by Anna, 10 tricks to make``.

    >>> contract_html(Contract.parse("3NT"))
    '<span class="hm-contract" style="color:currentColor" title="9 tricks needed">3NT</span>'
    """
    shown = (f'<span class="hm-contract" style="color:{_text_color(contract.trump)}" '
             f'title="{contract.tricks_needed} tricks needed">{escape(str(contract))}</span>')
    if declarer is None:
        return shown
    return (f'<span class="hm-contract-line">{shown} by <span class="hm-declarer">{escape(declarer)}</span>, '
            f"{contract.tricks_needed} tricks to make</span>")


# --- the table: seats around a square -----------------------------------------------------------

#: Where each position sits in a 3 × 3 grid (row, column).
_SLOTS = {"bottom": (3, 2), "bottom-left": (3, 1), "left": (2, 1), "top-left": (1, 1), "top": (1, 2),
          "top-right": (1, 3), "right": (2, 3), "bottom-right": (3, 3), "centre": (2, 2)}
#: The positions of 1 to 7 seats, clockwise from the bottom (the next player sits on the left).
_RINGS = {1: ("bottom",), 2: ("bottom", "top"), 3: ("bottom", "left", "top"),
          4: ("bottom", "left", "top", "right"),
          5: ("bottom", "left", "top-left", "top-right", "right"),
          6: ("bottom", "bottom-left", "top-left", "top", "top-right", "bottom-right"),
          7: ("bottom", "bottom-left", "left", "top-left", "top-right", "right", "bottom-right")}


def seat_positions(seats: int, bottom: int = 0) -> tuple[str, ...]:
    """Where each seat sits, ``bottom`` at the bottom and the others clockwise in seat order.

    >>> seat_positions(4), seat_positions(4, bottom=2)
    (('bottom', 'left', 'top', 'right'), ('top', 'right', 'bottom', 'left'))
    """
    if seats not in _RINGS:
        raise ValueError(f"a table has 1 to 7 seats, not {seats!r}")
    ring = _RINGS[seats]
    return tuple(ring[(seat - bottom) % seats] for seat in range(seats))


def _grid(cells: dict[str, str], classes: str, label: str, gap: int = 6) -> str:
    """A 3 × 3 grid with some of its cells filled (by position name)."""
    inner = "".join(
        f'<div style="grid-row:{_SLOTS[where][0]};grid-column:{_SLOTS[where][1]};text-align:center">'
        f"{html}</div>"
        for where, html in sorted(cells.items(), key=lambda item: _SLOTS[item[0]]))
    return (f'<div class="{classes}" role="group" aria-label="{escape(label)}" style="display:inline-grid;'
            f'grid-template-columns:auto auto auto;gap:{gap}px;align-items:center;justify-items:center;'
            f'vertical-align:top;padding:5px">{inner}</div>')  # room for a winner's ring


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


def _slot(width: int, style: str = "") -> str:
    """An empty place where a card will go."""
    return (f'<span class="hm-empty" style="display:inline-block;width:{width - 2}px;'
            f'height:{width * 7 // 5 - 2}px;border:1px dashed #888;border-radius:4px;{style}"></span>')


def trick_html(plays: Sequence[tuple[int, AnyCard]], *, seats: int, names: Sequence[str] | None = None,
               winner: int | None = None, trump: Suit | None = None, caption: str | None = None,
               bottom: int = 0, width: int = 44) -> str:
    """A trick in the middle of the table: ``plays`` are (seat, card) pairs in the order played.

    Seats sit clockwise in seat order from ``bottom`` (default seat 0): two seats bottom and
    top; three bottom, left, top; four bottom, left, top, right (seat 0 bottom, 1 left, 2 top,
    3 right); five to seven around the square. The led card is marked ``hm-led``, the card of
    ``winner`` (a seat) ``hm-winner``; ``trump`` is written in the middle, ``caption`` above.

    >>> html = trick_html([(1, Card.parse("KS")), (2, Card.parse("AS"))], seats=4, winner=2)
    >>> html.count("hm-led"), html.count("hm-winner")
    (1, 1)
    """
    heads = _names(seats, names)
    compass = names is None and seats == 4
    places = seat_positions(seats, bottom)
    played = dict(plays)
    led = plays[0][0] if plays else None
    cells: dict[str, str] = {}
    for seat in range(seats):
        marks = ("hm-led" if seat == led else "", "hm-winner" if seat == winner and seat in played else "")
        words = [w for w, on in (("led", marks[0]), ("wins", marks[1])) if on]
        if seat in played:
            ring = "outline:3px solid #f0a500;outline-offset:1px;border-radius:4px;" if marks[1] else ""
            face = _any_face(played[seat], width, ring)
        else:
            face = _slot(width)
        note = f" <small>({', '.join(words)})</small>" if words else ""
        classes = " ".join(["hm-play", _seat_classes(seat, compass), places[seat], *(m for m in marks if m)])
        cells[places[seat]] = (
            f'<div class="{classes}" style="display:inline-flex;flex-direction:column;align-items:center;'
            f'gap:2px;font-size:0.8em">{face}<span class="hm-seat-name">{escape(heads[seat])}{note}</span>'
            "</div>")
    middle = [f'<div class="hm-trick-caption"><b>{escape(caption)}</b></div>'] if caption else []
    if trump is not None:
        middle.append(f'<div class="hm-trump">trumps: <span style="color:{_text_color(trump)}">'
                      f"{trump.symbol}</span></div>")
    if middle:
        cells["centre"] = f'<div style="font-size:0.85em">{"".join(middle)}</div>'
    spoken = ", ".join(f"{heads[seat]} {'led ' if i == 0 else ''}{_any_name(card)}"
                       for i, (seat, card) in enumerate(plays)) or "no card played yet"
    won = f"; {heads[winner]} wins" if winner is not None else ""
    label = f"{caption + ': ' if caption else 'trick: '}{spoken}{won}"
    return _grid(cells, "hm-trick", label, gap=4)


def half_open_pile_html(top: Card | None, covered: bool, *, width: int = 44) -> str:
    """A pile of a half-open dummy: a face-up card (``top``, ``None`` once played) lying on a
    face-down one (while ``covered``); the back peeks out above the face.

    >>> half_open_pile_html(None, True).count("a face-down card") > 0, half_open_pile_html(None, False)[:33]
    (True, '<span class="hm-pile played empty')
    """
    height = width * 7 // 5
    peek = height // 4
    classes = ["hm-pile", *(["covered"] if covered else []), *(["played"] if top is None else [])]
    if top is None and not covered:
        classes.append("empty")
    parts = [_box(card_back_svg(width), "hm-back", "a face-down card")] if covered else []
    if top is not None:
        lift = f"margin-top:-{height - peek}px" if covered else f"margin-top:{peek}px"
        parts.append(_box(card_svg(top, width), f"hm-card-face {_classes(top)}", _name(top), lift))
    if not parts:
        parts.append(_slot(width, f"margin-top:{peek}px"))
    label = (f"{_name(top)} on a face-down card" if top is not None and covered
             else _name(top) if top is not None else "a face-down card" if covered else "no card left")
    return (f'<span class="{" ".join(classes)}" role="group" '
            f'aria-label="{label}" style="display:inline-flex;flex-direction:column;vertical-align:top">'
            f'{"".join(parts)}</span>')


# --- a deal around the table ---------------------------------------------------------------------

#: A pile of a half-open dummy: the face-up card on top (``None`` once played) and whether a
#: face-down card still lies under it.
Pile = tuple[Card | None, bool]
#: What a seat of a diagram shows: a hand seen (faces), a number of hidden cards (backs), a
#: hand seen with some hidden cards beside it, or a half-open dummy's piles.
SeatCards = Hand | int | tuple[Hand, int] | Sequence[Pile]

_BADGE = ("display:inline-block;padding:0 5px;margin-left:4px;border-radius:8px;font-size:0.75em;"
          "font-weight:normal")


def _badge(kind: str, text: str, style: str) -> str:
    return f'<span class="hm-badge {kind}" style="{_BADGE};{style}">{escape(text)}</span>'


def _fan_width(layout: str, width: int) -> int:
    """A fan shows each card's corner only: it is drawn larger than the other seats' cards, so
    that a reader's own hand reads at book width."""
    return width * 7 // 5 if layout == "fan" else width


def _seat_cards_html(cards: SeatCards, layout: str, width: int) -> tuple[str, str]:
    """A seat's cards as HTML, and how a screen reader says them."""
    if isinstance(cards, Hand):
        return hand_html(cards, layout=layout, width=width), "hand: " + _spoken(cards)
    if isinstance(cards, int):
        return backs_html(cards, width=width), f"{cards} face-down cards"
    hand, hidden = (cards[0], cards[1]) if len(cards) == 2 else (None, None)
    if isinstance(hand, Hand) and isinstance(hidden, int):
        if not hand and hidden:  # nothing face up: the backs alone, not "no cards" above them
            return backs_html(hidden, width=width), f"{hidden} face-down cards"
        html = hand_html(hand, layout=layout, width=width)
        if hidden:
            html += f'<div style="margin-top:4px">{backs_html(hidden, width=width * 2 // 3)}</div>'
        return html, f"hand: {_spoken(hand)}, and {hidden} face-down cards"
    piles = [pile for pile in cards if isinstance(pile, tuple)]
    html = "".join(half_open_pile_html(top, covered, width=width) for top, covered in piles)
    spoken = "; ".join(_name(top) + (" on a face-down card" if covered else "") if top is not None
                       else "a face-down card" if covered else "nothing" for top, covered in piles)
    return (f'<div class="hm-piles" style="display:inline-flex;gap:3px">{html}</div>',
            f"half-open dummy: {spoken or 'no card left'}")


#: What the seat to act is to do, by phase, on its badge.
_TURN_WORDS = {Phase.AUCTION: "to call", Phase.BIDDING: "to bid", Phase.PLAY: "to play", Phase.DRAW: "to act",
               Phase.CHOOSE_TRUMP: "to name trumps"}


def _seat_html(seat: int, name: str, content: tuple[str, str], *, where: str, compass: bool,
               marks: Sequence[str] = (), notes: str = "", turn: str = "to play") -> str:
    """One seat of a diagram: its name and badges over its cards (``turn`` is what the seat to
    act is to do: "to play", "to call", "to bid" …)."""
    badges = "".join(
        _badge(mark, text, style) for mark, text, style in (
            ("hm-dealer", "dealer", "border:1px solid currentColor"),
            ("hm-vulnerable", "vulnerable", f"background:{TEXT_RED};color:#fff"),
            ("hm-to-play", turn, "background:#f0a500;color:#000"))
        if mark in marks)
    extra = f' <span class="hm-seat-notes" style="font-weight:normal;font-size:0.85em">{escape(notes)}</span>'
    said = ", ".join([name, *(m.removeprefix("hm-").replace("-", " ") for m in marks),
                      *([notes] if notes else []), content[1]])
    classes = " ".join(["hm-seat", _seat_classes(seat, compass), where, *marks])
    return (f'<div class="{classes}" role="group" aria-label="{escape(said)}" style="padding:2px 4px;'
            f'text-align:left"><div class="hm-seat-head" style="font-weight:bold;margin-bottom:2px">'
            f'{escape(name)}{badges}{extra if notes else ""}</div>{content[0]}</div>')


def _compass_square(places: Sequence[str]) -> str:
    """The middle of a contract-bridge diagram: a square with N, E, S and W on its sides."""
    letters = {where: COMPASS[seat][0] for seat, where in enumerate(places)}
    cells = "".join(
        f'<div style="grid-row:{_SLOTS[w][0]};grid-column:{_SLOTS[w][1]}">{letter}</div>'
        for w, letter in letters.items())
    return (f'<div class="hm-compass" aria-hidden="true" style="display:inline-grid;'
            f'grid-template-columns:1em 2em 1em;grid-template-rows:1.2em 2em 1.2em;place-items:center;'
            f'border:1px solid #888;border-radius:4px;padding:2px;font-size:0.8em">{cells}</div>')


def deal_html(seats: Sequence[SeatCards], *, names: Sequence[str] | None = None, bottom: int | None = None,
              dealer: int | None = None, vulnerable: Collection[int] = (), hcp: bool = False,
              centre: str | None = None, widow: Hand | int | None = None,
              layout: str | Sequence[str] = "rows", caption: str | None = None,
              compass: bool | None = None, notes: Mapping[int, str] | None = None,
              to_play: int | None = None, turn: str = "to play", width: int = 40) -> str:
    """A deal as the usual diagram: the seats around a square, clockwise in seat order.

    Each seat is a :class:`~honeymoon.cards.Hand` (seen), a number of hidden cards (backs),
    a ``(Hand, hidden)`` pair, or a half-open dummy's piles (``(top, covered)`` pairs, see
    :func:`half_open_pile_html`). Four seats are North, East, South, West by default (seat 0
    North, South at the bottom: ``compass``); other tables put seat 0 at the bottom and name
    the seats Player 0, Player 1… unless ``names`` are given. The Honeymoon dummy forms give
    four seats (0 and 1 the hands, 2 player 0's dummy opposite seat 0, 3 player 1's dummy),
    the shared dummy three (2 the dummy), three-handed three and its ``widow`` (a Hand, or a
    number of backs).

    ``dealer`` (a seat), ``vulnerable`` (seats), ``to_play`` (a seat) and ``notes`` (text per
    seat) mark the seats; ``hcp`` adds each seen hand's high-card points; ``centre`` is
    markup for the middle (a :func:`trick_html`); ``layout`` is ``"rows"`` or ``"fan"``, for
    all seats or per seat; ``width`` is the width of a card picture.

    >>> html = deal_html([Hand.parse("AKQ.-.-.-"), 3, Hand.parse("J.-.-.-"), 1], dealer=0, hcp=True)
    >>> html.count('class="hm-seat '), "hm-seat seat-0 north top hm-dealer" in html, "9 HCP" in html
    (4, True, True)
    """
    count = len(seats)
    heads = _names(count, names)
    compass = (names is None and count == 4) if compass is None else compass
    bottom = (2 if compass else 0) if bottom is None else bottom
    places = seat_positions(count, bottom)
    layouts = [layout] * count if isinstance(layout, str) else list(layout)
    cells: dict[str, str] = {}
    for seat, cards in enumerate(seats):
        marks = [m for m, on in (("hm-dealer", seat == dealer), ("hm-vulnerable", seat in vulnerable),
                                 ("hm-to-play", seat == to_play)) if on]
        note = (notes or {}).get(seat, "")
        if hcp and isinstance(cards, Hand):
            note = f"{cards.hcp} HCP" + (f" · {note}" if note else "")
        shown = _seat_cards_html(cards, layouts[seat], _fan_width(layouts[seat], width))
        cells[places[seat]] = _seat_html(seat, heads[seat], shown, where=places[seat], compass=compass,
                                         marks=marks, notes=note, turn=turn)
    if centre is not None:
        cells["centre"] = centre
    elif compass:
        cells["centre"] = _compass_square(places)
    corners = [c for c in ("top-left", "top-right", "bottom-left", "bottom-right") if c not in cells]
    if widow is not None and corners:
        shown = _seat_cards_html(widow, "rows", width)
        cells[corners[-1 if len(corners) < 4 else 1]] = (
            f'<div class="hm-widow" role="group" aria-label="{escape("the widow, " + shown[1])}">'
            f'<div style="font-weight:bold">widow</div>{shown[0]}</div>')
    if caption is not None and corners and corners[0] not in cells:
        cells[corners[0]] = f'<div class="hm-deal-caption" style="font-weight:bold">{escape(caption)}</div>'
    label = "deal" + (f": {caption}" if caption else "")
    return _grid(cells, "hm-deal", label, gap=8)


# --- a game's view ---------------------------------------------------------------------------------

_PANEL = "margin:0 0 8px 0"
_LINE = "display:flex;align-items:center;gap:6px"


def _panel(kind: str, title: str, body: str) -> str:
    return (f'<div class="{kind}" style="{_PANEL}"><div style="font-weight:bold">{escape(title)}</div>'
            f"{body}</div>")


def _text_cards(cards: Sequence[AnyCard]) -> str:
    """Cards as coloured text in a line: ``♠A ♥Q``."""
    return " ".join(card_html(c) if isinstance(c, Card) else escape(str(c)) for c in cards) or "none"


def _details(kind: str, summary: str, body: str) -> str:
    return (f'<details class="{kind}" style="{_PANEL}"><summary>{escape(summary)}</summary>'
            f"{body}</details>")


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


def view_html(view: TableView) -> str:
    """A game's view (:meth:`honeymoon.game.Game.view` or ``full_view()``, of any form) as that
    player sees the table: the seats (cards seen as faces, hidden ones as backs), the draw
    state, the auction, the contract, the trick in progress or the last trick, whose turn it
    is and the scores; for Boerenbridge the cards each, the trump card, bids and tricks won.
    It draws what the view says and works out no rule.

    >>> import honeymoon
    >>> html = view_html(honeymoon.new_game("plain", seed=3).view(1))
    >>> 'class="hm-view game-plain phase-auction"' in html, html.count('class="hm-back"')
    (True, 13)
    """
    if isinstance(view, BoerenbridgeView):
        return _boerenbridge_view(view)
    return _bridge_view(view)


def _view_frame(view: TableView, table: str, info: Sequence[str], turn: str) -> str:
    game, phase, viewer = view.game, view.phase.value, view.viewer
    who = "everyone's cards" if viewer is None else f"as {_players(view)[viewer]} sees it"
    head = (f'<div class="hm-view-head" style="{_PANEL}"><b>{escape(game)}</b>, deal {view.deal} '
            f'· {escape(phase)} · <span class="hm-view-who">{escape(who)}</span></div>'
            f'<div class="hm-turn" style="{_PANEL}">{escape(turn)}</div>')
    label = f"{game}, deal {view.deal}, {who}: {turn}"
    return (f'<div class="hm-view game-{escape(game)} phase-{escape(phase)}" role="group" '
            f'aria-label="{escape(label)}" '
            'style="display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start">'
            f'<div class="hm-view-table">{table}</div>'
            f'<div class="hm-view-info" style="min-width:14em;max-width:30em">{head}{"".join(info)}</div>'
            "</div>")


def _players(view: TableView) -> tuple[str, ...]:
    """The players' names, as the game gives them (``player 0`` written ``Player 0``)."""
    return tuple(name[:1].upper() + name[1:] for name in view.names)


def _teams(view: TableView) -> tuple[tuple[int, ...], ...]:
    """The players of each score-sheet column (in Boerenbridge, each player alone)."""
    return view.teams if isinstance(view, BridgeView) else tuple((p,) for p in range(len(view.names)))


def _columns(view: TableView, names: Sequence[str]) -> list[str]:
    """The names of the score-sheet columns: a player's, or a partnership's (``North-South``)."""
    return ["-".join(names[p] for p in team) for team in _teams(view)]


def _scores_panel(view: TableView, names: Sequence[str]) -> str:
    games = view.games_won if isinstance(view, BridgeView) else ()
    items = "".join(
        f'<li class="hm-score side-{i}">{escape(name)}: {view.scores[team[0]]}'
        + (f" ({games[i]} game{'s' if games[i] != 1 else ''})" if i < len(games) and games[i] else "")
        + "</li>" for i, (name, team) in enumerate(zip(_columns(view, names), _teams(view), strict=True)))
    return _panel("hm-scores", "scores", f'<ul style="margin:0;padding-left:1.2em">{items}</ul>')


# -- the bridge forms


def _bottom(view: BridgeView) -> int:
    """The seat drawn at the bottom: the viewer's, or South (seat 0 without compass) for all."""
    return (2 if len(view.names) == 4 else 0) if view.viewer is None else view.viewer


def _bridge_turn(view: BridgeView, names: Sequence[str], seat_names: Sequence[str]) -> str:
    phase, current, to_play = view.phase, view.current_player, view.seat_to_play
    if phase is Phase.OVER or current is None:
        return "The match is over."
    doing = {Phase.AUCTION: "to call", Phase.CHOOSE_DUMMY: "to choose the dummy: exposed or hidden",
             Phase.WIDOW: "to discard from the hand and the widow, face down"}.get(phase)
    if phase is Phase.PLAY and to_play is not None:
        doing = f"to play from {seat_names[to_play]}"
    elif phase is Phase.DRAW and view.draw is not None and view.draw.prompt:
        doing = f"to {view.draw.prompt}"
    return f"{names[current]} {doing or 'to act'}."


def _bridge_seats(view: BridgeView) -> list[SeatCards]:
    contents: list[SeatCards] = []
    for seat in view.seats:
        if seat.piles is not None and view.viewer is not None:  # a half-open dummy, as it lies
            contents.append(seat.piles)
            continue
        hand = Hand(seat.cards)
        contents.append(hand if not seat.hidden else (hand, seat.hidden) if len(hand) else seat.hidden)
    return contents


def _bridge_table(view: BridgeView) -> tuple[str, list[str]]:
    """The diagram of a bridge form's view, and the seats' names."""
    count = len(view.seats)
    viewer = view.viewer
    seat_names = [seat.name[:1].upper() + seat.name[1:] for seat in view.seats]
    bottom = _bottom(view)
    games_won = view.games_won
    vulnerable = [s.seat for s in view.seats if s.side is not None and s.side < len(games_won)
                  and games_won[s.side]]
    contents = _bridge_seats(view)
    layouts = ["fan" if s == viewer and isinstance(contents[s], Hand) else "rows" for s in range(count)]
    trump = view.contract.trump if view.contract is not None else None
    centre = _bridge_centre(view, seat_names, bottom, trump)
    widow: int | Hand | None = None
    if view.widow:  # the cards not dealt: seen in the full view, backs for the players in the auction
        aside = view.set_aside
        widow = (Hand(aside) if aside else None) if viewer is None else (
            view.set_aside_count if view.phase is Phase.AUCTION else None)
    table = deal_html(contents, names=seat_names, bottom=bottom, dealer=view.dealer,
                      vulnerable=vulnerable, centre=centre, widow=widow, layout=layouts,
                      compass=len(view.names) == 4,
                      notes={viewer: "you"} if viewer is not None and viewer < count else None,
                      to_play=view.seat_to_play if view.phase is not Phase.OVER else None,
                      turn=_TURN_WORDS.get(view.phase, "to act"))
    return table, seat_names


def _bridge_centre(view: BridgeView, names: Sequence[str], bottom: int, trump: Suit | None) -> str | None:
    """The trick in the middle: the one being played, else the last one, else a preliminary one."""
    seats = len(view.seats)
    if view.trick:
        return trick_html(view.trick, seats=seats, names=names, trump=trump, bottom=bottom, width=36)
    if view.tricks and view.phase is Phase.PLAY:
        return trick_html(view.tricks[-1], seats=seats, names=names, trump=trump, bottom=bottom, width=36,
                          winner=view.last_trick_winner, caption=f"trick {len(view.tricks)}")
    if view.draw is not None and view.draw.trick:
        return trick_html(view.draw.trick, seats=seats, names=names, bottom=bottom, width=36,
                          caption="preliminary trick")
    return None


def _draw_panel(view: BridgeView, draw: DrawView, names: Sequence[str]) -> str:
    parts = [f'<div class="hm-stock" style="display:flex;align-items:center;gap:6px">'
             f'{backs_html(1, width=30) if draw.stock else ""}'
             f"<span>{draw.stock} cards in the stock</span></div>"]
    for key, card, text in (("top", draw.top, "the top card (you may look at it)"),
                            ("turned", draw.turned, "turned face up"),
                            ("offered", draw.offered, "refused, offered to the next player")):
        if card is not None:
            parts.append(f'<div class="hm-{key}" style="{_LINE};margin-top:4px">'
                         f"{card_face_html(card, 36)}<span>{escape(text)}</span></div>")
    if draw.dead:
        parts.append(f'<div class="hm-dead">declined, face up: {_text_cards(draw.dead)}</div>')
    current = view.current_player
    if draw.must_discard and current is not None:
        parts.append(f'<div class="hm-must-discard">{escape(names[current])} must discard a card.</div>')
    if draw.preliminary_tricks:
        done = len(draw.preliminary_tricks)
        parts.append(f'<div class="hm-preliminary">{done} preliminary trick{"" if done == 1 else "s"} '
                     "played</div>")
    return _panel("hm-draw", "the draw", "".join(parts))


def _draw_record(draw: DrawView, names: Sequence[str]) -> str:
    """After a draw in which cards were taken or declined face up, what both players saw: the
    cards each took and the cards declined to the dead pile (the facts that tell where the
    other's strength is); nothing when no card was."""
    if not any(draw.taken) and not draw.dead:
        return ""
    lines = [f'<div class="hm-taken">{escape(names[player])} took {_text_cards(cards)}</div>'
             for player, cards in enumerate(draw.taken)]
    lines.append(f'<div class="hm-dead">declined, face up: {_text_cards(draw.dead)}</div>')
    return _panel("hm-draw-record", "seen in the draw", "".join(lines))


def _contract_panel(view: BridgeView, contract: Contract, names: Sequence[str]) -> str:
    declarer = view.declarer
    line = contract_html(contract, None if declarer is None else names[declarer])
    taken = view.declarer_tricks
    if taken is not None:
        played = len(view.tricks)
        line += (f'<div class="hm-tricks-taken">declarer\'s side {taken} of {played} trick'
                 f"{'' if played == 1 else 's'}</div>")
    return _panel("hm-contract-panel", "the contract", line)


def _discards_panel(view: BridgeView, names: Sequence[str]) -> str:
    if view.viewer is None:
        body = "".join(f"<div>{escape(names[p])}: {_text_cards(cards)}</div>"
                       for p, cards in enumerate(view.discards) if cards)
        return _panel("hm-discards", "discards, face down", body) if body else ""
    mine = view.discards[view.viewer]
    return _panel("hm-discards", "your discards, face down", _text_cards(mine)) if mine else ""


def _previous_panel(view: BridgeView, names: Sequence[str]) -> str:
    deals = view.previous_deals
    if not deals:
        return ""
    lines = []
    for record in deals:
        if record.score is None:
            lines.append(f"<li>deal {record.number}: passed out</li>")
        else:
            who = names[record.declarer] if record.declarer is not None else "?"
            lines.append(f"<li>deal {record.number}: {contract_html(record.score.contract)} by "
                         f"{escape(who)}, {record.score.tricks} tricks</li>")
    return _details("hm-previous-deals", f"previous deals ({len(deals)})",
                    f'<ul style="margin:0;padding-left:1.2em">{"".join(lines)}</ul>')


def _bridge_view(view: BridgeView) -> str:
    names = _players(view)
    players = len(names)
    table, seat_names = _bridge_table(view)
    info = []
    draw = view.draw
    if draw is not None and view.phase is Phase.DRAW:
        info.append(_draw_panel(view, draw, names))
    elif draw is not None and view.phase is not Phase.OVER:
        info.append(_draw_record(draw, names))
    if view.auction or view.phase is Phase.AUCTION:
        info.append(_panel("hm-auction-panel", "the auction", auction_html(
            view.auction, first=view.auction_first or 0, players=players, names=names, dealer=view.dealer)))
    if view.contract is not None:
        info.append(_contract_panel(view, view.contract, names))
    if view.trick and view.tricks:
        info.append(_panel("hm-last-trick", "the last trick", trick_html(
            view.tricks[-1], seats=len(seat_names), names=seat_names, winner=view.last_trick_winner,
            bottom=_bottom(view), width=30)))
    info.append(_discards_panel(view, names))
    info.append(_scores_panel(view, names))
    info.append(_previous_panel(view, names))
    if view.set_aside and not view.widow:
        info.append(_details("hm-set-aside", f"set aside ({len(view.set_aside)} cards)",
                             _text_cards(view.set_aside)))
    if view.stock:
        info.append(_details("hm-stock", f"the stock, top first ({len(view.stock)} cards)",
                             _text_cards(view.stock)))
    if view.settlement:
        columns = _columns(view, names)
        lines = "".join(f"<li>{escape(columns[e.side])}: {escape(e.line.label)} {e.points}</li>"
                        for e in view.settlement)
        info.append(_panel("hm-settlement", "the abandoned rubber", f"<ul>{lines}</ul>"))
    return _view_frame(view, table, [part for part in info if part], _bridge_turn(view, names, seat_names))


# -- Boerenbridge


def _boerenbridge_view(view: BoerenbridgeView) -> str:
    names = _players(view)
    viewer = view.viewer
    bottom = 0 if viewer is None else viewer
    places = seat_positions(len(view.hands), bottom)
    playing = view.phase is not Phase.OVER
    cells: dict[str, str] = {}
    for p, hand in enumerate(view.hands):
        hidden = hand.hidden
        cards = backs_html(hidden, width=36) if hidden else _any_fan(hand.cards, 44 if p == viewer else 36)
        said = (f"{hidden} face-down cards" if hidden
                else "hand: " + ", ".join(_any_name(c) for c in hand.cards))
        bid = view.bids[p]
        note = ("no bid yet" if bid is None else f"bid {bid}") + f" · won {view.tricks_won[p]}"
        if p == viewer:
            note += " · you"
        marks = [m for m, on in (("hm-dealer", p == view.dealer),
                                 ("hm-to-play", p == view.current_player and playing)) if on]
        cells[places[p]] = _seat_html(p, names[p], (cards, said), where=places[p], compass=False, marks=marks,
                                      notes=note, turn=_TURN_WORDS.get(view.phase, "to act"))
    centre = _boerenbridge_centre(view, names, bottom)
    if centre:
        cells["centre"] = centre
    table = _grid(cells, "hm-deal", "the table", gap=8)
    return _view_frame(view, table, _boerenbridge_info(view, names), _boerenbridge_turn(view, names))


def _boerenbridge_centre(view: BoerenbridgeView, names: Sequence[str], bottom: int) -> str | None:
    count = len(view.hands)
    if view.trick:
        return trick_html(view.trick, seats=count, names=names, trump=view.trump, bottom=bottom, width=36)
    if view.last_trick:
        return trick_html(view.last_trick, seats=count, names=names, trump=view.trump, bottom=bottom,
                          width=36, winner=view.last_trick_winner, caption="the last trick")
    return None


def _boerenbridge_turn(view: BoerenbridgeView, names: Sequence[str]) -> str:
    current = view.current_player
    if view.phase is Phase.OVER or current is None:
        return "The game is over."
    doing = {Phase.BIDDING: "to bid", Phase.PLAY: "to play", Phase.CHOOSE_TRUMP: "to name trumps"}.get(
        view.phase, "to act")
    return f"{names[current]} {doing}."


def _boerenbridge_info(view: BoerenbridgeView, names: Sequence[str]) -> list[str]:
    info = []
    turned, trump = view.turned, view.trump
    trump_text = ("no trumps" if trump is None
                  else f'trumps: <span style="color:{_text_color(trump)}">{trump.symbol}</span>')
    face = _any_face(turned, 36) if turned is not None else ""
    each = view.cards_each
    info.append(_panel("hm-trump-panel", f"{each} card{'' if each == 1 else 's'} each",
                       f'<div style="display:flex;align-items:center;gap:6px">{face}'
                       f'<span class="hm-trump">{"turned up; " if turned is not None else ""}{trump_text}'
                       "</span></div>"
                       + ('<div class="hm-blind">a blind deal: bid before you look</div>' if view.blind
                          else "")))
    bids, won = view.bids, view.tricks_won
    rows = "".join(
        f"<tr style='{_ROW}'><th scope='row' style='{_CELL}'>{escape(name)}</th>"
        f"<td style='{_CELL}'>{'–' if bids[p] is None else bids[p]}</td>"
        f"<td style='{_CELL}'>{won[p]}</td></tr>"
        for p, name in enumerate(names))
    forbidden = view.forbidden_bid
    info.append(_panel("hm-bids", "bids and tricks",
                       f"<table class='hm-bids-table' style='border-collapse:collapse'><thead>"
                       f"<tr style='{_ROW}'><th style='{_CELL}'></th><th style='{_CELL}'>bid</th>"
                       f"<th style='{_CELL}'>won</th></tr>"
                       f"</thead><tbody>{rows}</tbody></table>"
                       + (f'<div class="hm-forbidden-bid">the dealer may not bid {forbidden}</div>'
                          if forbidden is not None else "")))
    info.append(_scores_panel(view, names))
    if view.stock:
        info.append(_details("hm-stock-list", f"not dealt ({len(view.stock)} cards)",
                             _text_cards(view.stock)))
    return info


def count_html(count: Count) -> str:
    """A count as a table of its lines and the total."""
    rows = "".join(
        f"<tr><td>{escape(line.label)}</td><td style='text-align:right'>{line.points:g}</td></tr>"
        for line in count.lines
    )
    return (f'<table class="hm-count"><caption>{escape(count.name)}</caption>{rows}'
            f"<tr class='hm-total'><th>total</th><th style='text-align:right'>"
            f"{count.total:g} {escape(count.unit)}</th></tr></table>")


def deal_score_html(score: DealScore) -> str:
    """The walkthrough as a table: side, line, points, above or below."""
    cell = "padding:2px 10px"
    rows = "".join(
        f"<tr class='hm-line {'above' if line.above_line else 'below'}'><td style='{cell}'>{line.side}</td>"
        f"<td style='{cell}'>{escape(line.label)}</td>"
        f"<td style='{cell};text-align:right'>{line.points}</td><td style='{cell}'>{line.where}</td></tr>"
        for line in score.lines
    )
    heads = "".join(f"<th style='{cell}'>{head}</th>" for head in ("side", "line", "points", ""))
    return (f'<table class="hm-deal-score"><caption>{escape(score.headline)}</caption>'
            f"<tr>{heads}</tr>{rows}</table>")


_PAD = "padding:2px 14px;text-align:right;border:none;background:transparent;min-width:3.5em"


def _pad_cell(side: int, entry: SheetEntry | None) -> str:
    """One cell of the score pad: a side's column, a line between the columns."""
    style = _PAD + (";border-left:2px solid currentColor" if side else "")
    if entry is None:
        return f"<td style='{style}'></td>"
    label = entry.line.label
    kind = ("hm-rubber-bonus" if label.startswith(("rubber won", "unfinished rubber"))
            else "hm-honors" if "honor" in label else "")
    classes = " ".join(["hm-entry", "above" if entry.above_line else "below", *([kind] if kind else [])])
    bold = ";font-weight:bold" if kind == "hm-rubber-bonus" else ""
    return f"<td class='{classes}' title='{escape(label)}' style='{style}{bold}'>{entry.points}</td>"


def _pad_rows(columns: list[list[SheetEntry]], newest_on_top: bool = False) -> str:
    height = max((len(column) for column in columns), default=0)
    order = reversed(range(height)) if newest_on_top else range(height)
    return "".join(
        f"<tr style='{_ROW}'>" + "".join(_pad_cell(s, column[i] if i < len(column) else None)
                                        for s, column in enumerate(columns)) + "</tr>"
        for i in order)


def score_sheet_html(sheet: ScoreSheet) -> str:
    """A real score pad, two columns (one per side, headed by the sides' names: We, They):
    bonuses above the line (the newest on top), trick points below it, a line ruled across
    after each game, the vulnerable sides marked, the rubber bonus in bold, totals at the
    foot. Each number's title says what it is for."""
    sides = range(len(sheet.sides))
    span = len(sheet.sides)
    above = [[e for e in sheet.entries if e.side == s and e.above_line] for s in sides]
    body = _pad_rows(above, newest_on_top=True)
    body += (f"<tr class='hm-the-line' style='{_ROW}'><td colspan='{span}' "
             "style='border:none;border-top:3px solid currentColor;padding:0'></td></tr>")
    for game in range(sheet.game + 1):
        body += _pad_rows([[e for e in sheet.entries if e.side == s and not e.above_line and e.game == game]
                           for s in sides])
        if game < len(sheet.game_winners):
            winner = escape(sheet.sides[sheet.game_winners[game]])
            body += (f"<tr class='hm-game-line' title='game {game + 1} won by {winner}' style='{_ROW}'>"
                     f"<td colspan='{span}' style='border:none;border-top:1px solid currentColor;padding:0'>"
                     "</td></tr>")
    head_style = _PAD + ";text-align:center;border-bottom:2px solid currentColor"
    heads = "".join(
        f"<th class='hm-side side-{s}{' hm-vulnerable' if sheet.vulnerable(s) else ''}' scope='col' "
        f"title='{escape(name)}{': vulnerable' if sheet.vulnerable(s) else ''}' "
        f"style='{head_style}{';border-left:2px solid currentColor' if s else ''}"
        f"{f';color:{TEXT_RED}' if sheet.vulnerable(s) else ''}'>{escape(name)}"
        f"{' (vul)' if sheet.vulnerable(s) else ''}</th>"
        for s, name in enumerate(sheet.sides))
    totals = "".join(f"<th style='{_PAD}{';border-left:2px solid currentColor' if s else ''};"
                     f"border-top:1px solid currentColor'>{t}</th>" for s, t in enumerate(sheet.totals))
    if sheet.is_over:
        best = sheet.winner
        what = ("rubber over" if sheet.rubber_won_by is not None and not sheet.single_game
                else "game over" if sheet.single_game and sheet.game_winners else "scoring over")
        caption = f"{what}: " + ("a tie" if best is None else f"the winner is {escape(sheet.sides[best])}")
    else:
        caption = f"game {sheet.game + 1} in progress"
    said = ", ".join(f"{name} {total}" for name, total in zip(sheet.sides, sheet.totals, strict=True))
    return (f'<table class="hm-score-sheet" aria-label="{escape("score sheet: " + said)}" '
            f'style="border-collapse:collapse;margin:0.3em 0">'
            f"<caption>{caption}</caption><thead><tr style='{_ROW}'>{heads}</tr></thead><tbody>{body}</tbody>"
            f"<tfoot><tr class='hm-totals' style='{_ROW}'>{totals}</tr></tfoot></table>")


_BB = "padding:2px 6px;text-align:center;border:none;background:transparent"
_BB_LEFT = _BB + ";border-left:2px solid currentColor"
_EXACT, _MISSED = "font-weight:bold;background:rgba(46,160,67,0.22)", "background:rgba(220,38,38,0.14)"


def boerenbridge_table_html(game: BoerenbridgeGame) -> str:
    """The running score table: a row per deal (cards, trumps), per player bid / won / running
    total (an exact bid in bold on green, a missed one on red; the title explains the points),
    the totals at the foot."""
    players = range(game.num_players)
    names = game.config.names or tuple(f"Player {p}" for p in players)
    head = "".join(f"<th colspan='3' scope='colgroup' style='{_BB_LEFT}'>{escape(names[p])}</th>"
                   for p in players)
    sub = "".join(f"<th style='{_BB_LEFT}'>bid</th><th style='{_BB}'>won</th><th style='{_BB}'>total</th>"
                  for _ in players)
    rows = []
    totals = [0] * game.num_players
    for result in game.results:
        cells = []
        for p in players:
            totals[p] += result.points(p)
            exact = result.bids[p] == result.tricks[p]
            title = escape("; ".join(str(line) for line in result.lines[p]))
            tint = _EXACT if exact else _MISSED
            cells.append(f"<td style='{_BB_LEFT}'>{result.bids[p]}</td>"
                         f"<td style='{_BB}'>{result.tricks[p]}</td>"
                         f"<td class='{'hm-exact' if exact else 'hm-missed'}' title='{title}' "
                         f"style='{_BB};{tint}'>{totals[p]}</td>")
        trump = (f"<span style='color:{_text_color(result.trump)}' title='{result.trump.name.lower()}'>"
                 f"{result.trump.symbol}</span>" if result.trump is not None else "NT")
        rows.append(f"<tr><th>{result.number}</th><td style='{_BB}'>{result.hand_size}</td><td style='{_BB}'>"
                    f"{trump}</td>{''.join(cells)}</tr>")
    if game.is_over:
        winner = game.winner
        state = "abandoned: " if game.abandoned else ""
        caption = state + ("a tie" if winner is None else f"{escape(names[winner])} wins")
    else:
        caption = f"deal {game.deal_number} of {len(game.schedule)}"
    foot = "".join(f"<th colspan='3' style='{_BB_LEFT};border-top:1px solid currentColor'>{total}</th>"
                   for total in game.scores())
    return (f"<table class='hm-boerenbridge' style='border-collapse:collapse;margin:0.3em 0'>"
            f"<caption>{caption}</caption>"
            f"<thead><tr style='{_ROW}'><th style='{_BB}'>deal</th><th style='{_BB}'>cards</th>"
            f"<th style='{_BB}'>trumps</th>{head}</tr>"
            f"<tr style='{_ROW}'><th></th><th></th><th></th>{sub}</tr></thead><tbody>{''.join(rows)}</tbody>"
            f"<tfoot><tr class='hm-totals' style='{_ROW}'><th colspan='3' style='{_BB};border-top:1px solid "
            f"currentColor'>total</th>{foot}</tr></tfoot></table>")
