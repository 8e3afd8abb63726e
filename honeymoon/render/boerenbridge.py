"""The view of a Boerenbridge deal (:class:`~honeymoon.views.BoerenbridgeView`) as a picture:
the players around the table with their bids and tricks won, the trick in the middle, and
beside it the cards each, the turned-up trump card, the bids and the scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from honeymoon.game import Phase
from honeymoon.render.cards import _any_face, _any_fan, _any_name, backs_html
from honeymoon.render.frame import (
    _TURN_WORDS,
    _details,
    _panel,
    _players,
    _scores_panel,
    _text_cards,
    _view_frame,
)
from honeymoon.render.style import _CELL, _ROW, _text_color
from honeymoon.render.table import _grid, _seat_html, seat_positions, trick_html
from honeymoon.views import BoerenbridgeView

__all__: list[str] = []


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
