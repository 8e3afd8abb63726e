"""HTML and SVG for notebooks and the book: every picture the library draws is made here.

The output is deterministic, needs no network (inline styles, no fonts or scripts), carries
CSS classes that name what is drawn ("card spades ace"), and a text alternative for screen
readers. These functions are what the values' ``_repr_html_`` and ``_repr_svg_`` return.

>>> from honeymoon import Card
>>> card_html(Card.parse("QH"))
'<span class="hm-card hearts queen" style="color:#c8102e" title="queen of hearts">♥Q</span>'
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from honeymoon.cards import DISPLAY_ORDER, Card, Hand, Suit

if TYPE_CHECKING:
    from honeymoon.boerenbridge import BoerenbridgeGame
    from honeymoon.calls import Call, Contract
    from honeymoon.evaluation import Count
    from honeymoon.rubber import ScoreSheet
    from honeymoon.scoring import DealScore

__all__ = [
    "boerenbridge_table_html",
    "call_html",
    "card_html",
    "card_svg",
    "contract_html",
    "count_html",
    "deal_score_html",
    "hand_html",
    "score_sheet_html",
]

RED = "#c8102e"
BLACK = "#1a1a1a"


def _color(suit: Suit | None) -> str:
    return RED if suit is not None and suit.is_red else BLACK


def _name(card: Card) -> str:
    return f"{card.rank.name.lower()} of {card.suit.name.lower()}"


def card_html(card: Card) -> str:
    """One card as coloured text: ``♥Q``."""
    return (f'<span class="hm-card {card.suit.name.lower()} {card.rank.name.lower()}" '
            f'style="color:{_color(card.suit)}" title="{_name(card)}">{escape(str(card))}</span>')


def card_svg(card: Card, width: int = 60) -> str:
    """A small card face as SVG: rank and suit in the corner, the suit in the middle."""
    height = width * 7 // 5
    rank = card.rank.letter.replace("T", "10")
    color = _color(card.suit)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="hm-card-svg card {card.suit.name.lower()} '
        f'{card.rank.name.lower()}" width="{width}" height="{height}" viewBox="0 0 50 70" '
        f'role="img" aria-label="{_name(card)}">'
        f"<title>{_name(card)}</title>"
        '<rect x="1" y="1" width="48" height="68" rx="5" fill="#fff" stroke="#555"/>'
        f'<text x="5" y="15" font-size="12" font-family="sans-serif" fill="{color}">{rank}</text>'
        f'<text x="5" y="27" font-size="11" font-family="sans-serif" fill="{color}">'
        f"{card.suit.symbol}</text>"
        f'<text x="25" y="47" font-size="24" text-anchor="middle" font-family="sans-serif" '
        f'fill="{color}">{card.suit.symbol}</text></svg>'
    )


def hand_html(hand: Hand, *, highlight: frozenset[Card] = frozenset()) -> str:
    """A hand as four lines, spades first; ``highlight`` cards are shown in bold."""
    rows = []
    for suit in DISPLAY_ORDER:
        cards = hand.suit(suit)
        ranks = " ".join(
            f"<b>{c.rank.letter.replace('T', '10')}</b>" if c in highlight
            else c.rank.letter.replace("T", "10") for c in cards
        ) or "—"
        rows.append(
            f'<div class="hm-suit {suit.name.lower()}"><span style="color:{_color(suit)}" '
            f'aria-label="{suit.name.lower()}">{suit.symbol}</span> {ranks}</div>'
        )
    spoken = ", ".join(f"{suit.name.lower()} {' '.join(c.rank.text() for c in hand.suit(suit)) or 'none'}"
                       for suit in DISPLAY_ORDER)
    label = escape(f"hand: {spoken}")
    return (f'<div class="hm-hand" role="group" aria-label="{label}" '
            f'style="font-family:monospace;font-size:1.1em;line-height:1.4">{"".join(rows)}</div>')


def call_html(call: Call) -> str:
    strain = getattr(call, "strain", None)
    color = _color(strain.suit) if strain is not None else BLACK
    kind = type(call).__name__.lower()
    return (f'<span class="hm-call {kind}" style="color:{color}" title="{escape(_call_name(call))}">'
            f"{escape(str(call))}</span>")


def _call_name(call: Call) -> str:
    strain = getattr(call, "strain", None)
    if strain is None:
        return type(call).__name__.lower()
    what = "no-trump" if strain.suit is None else strain.suit.name.lower()
    return f"{getattr(call, 'level', '')} {what}"


def contract_html(contract: Contract) -> str:
    return (f'<span class="hm-contract" style="color:{_color(contract.trump)}" '
            f'title="{contract.tricks_needed} tricks needed">{escape(str(contract))}</span>')


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
    rows = "".join(
        f"<tr class='hm-line {'above' if line.above_line else 'below'}'><td>{line.side}</td>"
        f"<td>{escape(line.label)}</td><td style='text-align:right'>{line.points}</td>"
        f"<td>{line.where}</td></tr>"
        for line in score.lines
    )
    return (f'<table class="hm-deal-score"><caption>{escape(score.headline)}</caption>'
            f"<tr><th>side</th><th>line</th><th>points</th><th></th></tr>{rows}</table>")


def score_sheet_html(sheet: ScoreSheet) -> str:
    """A real score pad: one column per side, bonuses above the line (the newest on top),
    trick points below it, a line across after each game, totals at the foot."""
    sides = range(len(sheet.sides))
    cell = "padding:2px 12px;text-align:right;border-left:1px solid #888"

    def column_cells(rows: list[list[str]]) -> str:
        return "".join("<tr>" + "".join(f"<td style='{cell}'>{v}</td>" for v in row) + "</tr>"
                       for row in rows)

    above = [[str(e.points) for e in sheet.entries if e.side == s and e.above_line] for s in sides]
    height = max((len(column) for column in above), default=0)
    above_rows = [[column[i] if i < len(column) else "" for column in above]
                  for i in reversed(range(height))]
    body = column_cells(above_rows)
    span = len(sheet.sides)
    body += f"<tr class='hm-the-line'><td colspan='{span}' style='border-top:3px solid #000'></td></tr>"
    for game in range(sheet.game + 1):
        below = [[str(e.points) for e in sheet.entries
                  if e.side == s and not e.above_line and e.game == game] for s in sides]
        rows = max((len(column) for column in below), default=0)
        body += column_cells([[column[i] if i < len(column) else "" for column in below]
                              for i in range(rows)])
        if game < len(sheet.game_winners):
            winner = escape(sheet.sides[sheet.game_winners[game]])
            body += (f"<tr class='hm-game-line' title='game {game + 1} won by {winner}'>"
                     f"<td colspan='{len(sheet.sides)}' style='border-top:1px solid #000'></td></tr>")
    totals = "".join(f"<th style='{cell}'>{t}</th>" for t in sheet.totals)
    heads = "".join(
        f"<th style='{cell}'>{escape(name)}{' (vul)' if sheet.vulnerable(s) else ''}</th>"
        for s, name in enumerate(sheet.sides)
    )
    if sheet.is_over:
        best = sheet.winner
        caption = "rubber over: " + ("a tie" if best is None else f"{escape(sheet.sides[best])} wins")
    else:
        caption = f"game {sheet.game + 1} in progress"
    return (f'<table class="hm-score-sheet" style="border-collapse:collapse">'
            f"<caption>{caption}</caption><thead><tr>{heads}</tr></thead><tbody>{body}</tbody>"
            f"<tfoot><tr class='hm-totals'>{totals}</tr></tfoot></table>")


def boerenbridge_table_html(game: BoerenbridgeGame) -> str:
    """The running score table: a row per deal (cards, trumps), per player bid / won / points
    and the running total; the standings at the foot."""
    players = range(game.num_players)
    names = game.config.names or tuple(f"Player {p}" for p in players)
    head = "".join(f"<th colspan='3'>{escape(names[p])}</th>" for p in players)
    sub = "".join("<th>bid</th><th>won</th><th>total</th>" for _ in players)
    rows = []
    totals = [0] * game.num_players
    for result in game.results:
        cells = []
        for p in players:
            totals[p] += result.points(p)
            exact = result.bids[p] == result.tricks[p]
            title = escape("; ".join(str(line) for line in result.lines[p]))
            cells.append(f"<td>{result.bids[p]}</td><td>{result.tricks[p]}</td>"
                         f"<td class='{'hm-exact' if exact else 'hm-missed'}' title='{title}'>"
                         f"{totals[p]}</td>")
        trump = result.trump.symbol if result.trump is not None else "NT"
        rows.append(f"<tr><th>{result.number}</th><td>{result.hand_size}</td><td>{trump}</td>"
                    f"{''.join(cells)}</tr>")
    if game.is_over:
        winner = game.winner
        state = "abandoned: " if game.abandoned else ""
        caption = state + ("a tie" if winner is None else f"{escape(names[winner])} wins")
    else:
        caption = f"deal {game.deal_number} of {len(game.schedule)}"
    return (f"<table class='hm-boerenbridge'><caption>{caption}</caption>"
            f"<thead><tr><th>deal</th><th>cards</th><th>trumps</th>{head}</tr>"
            f"<tr><th></th><th></th><th></th>{sub}</tr></thead><tbody>{''.join(rows)}</tbody></table>")
