"""The view of a bridge form (:class:`~honeymoon.views.BridgeView`) as a picture: the deal
diagram with the trick in the middle, and beside it the draw, the auction, the contract, the
last trick, the discards, the scores and the previous deals.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from honeymoon.calls import Contract
from honeymoon.cards import Hand, Suit
from honeymoon.game import Phase
from honeymoon.render.calls import auction_html, contract_html
from honeymoon.render.cards import backs_html, card_face_html
from honeymoon.render.frame import (
    _TURN_WORDS,
    _columns,
    _details,
    _panel,
    _players,
    _scores_panel,
    _text_cards,
    _view_frame,
)
from honeymoon.render.table import SeatCards, deal_html, trick_html
from honeymoon.views import BridgeView

if TYPE_CHECKING:
    from honeymoon.views import DrawView

__all__: list[str] = []

_LINE = "display:flex;align-items:center;gap:6px"


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
    vulnerable = [s.seat for s in view.seats if s.side is not None and s.side < len(view.vulnerable)
                  and view.vulnerable[s.side]]
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
    turned = "drawn, seen by you alone" if draw.turned_in_private else "turned face up"
    for key, card, text in (("top", draw.top, "the top card (you may look at it)"),
                            ("turned", draw.turned, turned),
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
            claim = record.claim
            claimed = "" if claim is None else (f", the last {claim.tricks} trick{'s' * (claim.tricks > 1)} "
                                                f"claimed by {escape(names[claim.player])}")
            lines.append(f"<li>deal {record.number}: {contract_html(record.score.contract)} by "
                         f"{escape(who)}, {record.score.tricks} tricks{claimed}</li>")
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
