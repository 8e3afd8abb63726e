"""The card table seen from above: the seats around a square (:func:`seat_positions`), a trick
in the middle (:func:`trick_html`), a half-open dummy's pile (:func:`half_open_pile_html`) and a
whole deal as the usual diagram (:func:`deal_html`).

>>> seat_positions(3)
('bottom', 'left', 'top')
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from html import escape
from typing import TYPE_CHECKING

from honeymoon.cards import Card, Hand, Suit
from honeymoon.render.cards import (
    _any_face,
    _any_name,
    _box,
    _classes,
    _name,
    _spoken,
    backs_html,
    card_back_svg,
    card_svg,
    hand_html,
)
from honeymoon.render.style import TEXT_RED, _text_color

if TYPE_CHECKING:
    from honeymoon.cards import AnyCard

__all__ = ["COMPASS", "GRID_SLOTS", "Pile", "SeatCards", "deal_html", "half_open_pile_html", "seat_positions",
           "trick_html"]


# --- the table: seats around a square -----------------------------------------------------------

#: The seats of contract bridge, in seat order (seat 0 is North).
COMPASS = ("North", "East", "South", "West")


def _names(count: int, names: Sequence[str] | None) -> tuple[str, ...]:
    """The names given, or North East South West for four, else Player 0, Player 1…"""
    if names is not None:
        if len(names) != count:
            raise ValueError(f"{count} names are needed, not {len(names)}")
        return tuple(str(name) for name in names)
    return COMPASS if count == 4 else tuple(f"Player {p}" for p in range(count))


def _seat_classes(seat: int, compass: bool) -> str:
    return f"seat-{seat}" + (f" {COMPASS[seat].lower()}" if compass else "")


#: Where each position of :func:`seat_positions` sits in a 3 × 3 grid (row, column, from 1), and
#: the centre: the pictures and the widgets lay a table out alike.
GRID_SLOTS = {"bottom": (3, 2), "bottom-left": (3, 1), "left": (2, 1), "top-left": (1, 1), "top": (1, 2),
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
        f'<div style="grid-row:{GRID_SLOTS[where][0]};grid-column:{GRID_SLOTS[where][1]};text-align:center">'
        f"{html}</div>"
        for where, html in sorted(cells.items(), key=lambda item: GRID_SLOTS[item[0]]))
    return (f'<div class="{classes}" role="group" aria-label="{escape(label)}" style="display:inline-grid;'
            f'grid-template-columns:auto auto auto;gap:{gap}px;align-items:center;justify-items:center;'
            f'vertical-align:top;padding:5px">{inner}</div>')  # room for a winner's ring


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


def _seat_html(seat: int, name: str, content: tuple[str, str], *, where: str, compass: bool,
               marks: Sequence[str] = (), notes: str = "", turn: str = "to play") -> str:
    """One seat of a diagram: its name and badges over its cards (``turn`` is what the seat to
    act is to do: "to play", "to call", "to bid" …)."""
    badges = "".join(
        _badge(mark, text, style) for mark, text, style in (
            ("hm-dealer", "dealer", "border:1px solid"),
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
        f'<div style="grid-row:{GRID_SLOTS[w][0]};grid-column:{GRID_SLOTS[w][1]}">{letter}</div>'
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
