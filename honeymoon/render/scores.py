"""The tables of points: a hand's count line by line (:func:`count_html`), a deal's score line
by line (:func:`deal_score_html`), the rubber's score pad (:func:`score_sheet_html`) and
Boerenbridge's running score table (:func:`boerenbridge_table_html`).

>>> from honeymoon import ScoreSheet
>>> sheet = ScoreSheet(("We", "They"))
>>> _ = sheet.record("4S", 10, declarer=0)
>>> 'aria-label="score sheet: We 120, They 0"' in score_sheet_html(sheet)
True
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from honeymoon.render.style import _ROW, TEXT_RED, _text_color

if TYPE_CHECKING:
    from honeymoon.boerenbridge import BoerenbridgeGame
    from honeymoon.evaluation import Count
    from honeymoon.rubber import ScoreSheet, SheetEntry
    from honeymoon.scoring import DealScore

__all__ = ["boerenbridge_table_html", "count_html", "deal_score_html", "score_sheet_html"]


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
    style = _PAD + (";border-left:2px solid" if side else "")
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
             "style='border:none;border-top:3px solid;padding:0'></td></tr>")
    for game in range(sheet.game + 1):
        body += _pad_rows([[e for e in sheet.entries if e.side == s and not e.above_line and e.game == game]
                           for s in sides])
        if game < len(sheet.game_winners):
            winner = escape(sheet.sides[sheet.game_winners[game]])
            body += (f"<tr class='hm-game-line' title='game {game + 1} won by {winner}' style='{_ROW}'>"
                     f"<td colspan='{span}' style='border:none;border-top:1px solid;padding:0'>"
                     "</td></tr>")
    head_style = _PAD + ";text-align:center;border-bottom:2px solid"
    heads = "".join(
        f"<th class='hm-side side-{s}{' hm-vulnerable' if sheet.vulnerable(s) else ''}' scope='col' "
        f"title='{escape(name)}{': vulnerable' if sheet.vulnerable(s) else ''}' "
        f"style='{head_style}{';border-left:2px solid' if s else ''}"
        f"{f';color:{TEXT_RED}' if sheet.vulnerable(s) else ''}'>{escape(name)}"
        f"{' (vul)' if sheet.vulnerable(s) else ''}</th>"
        for s, name in enumerate(sheet.sides))
    totals = "".join(f"<th style='{_PAD}{';border-left:2px solid' if s else ''};"
                     f"border-top:1px solid'>{t}</th>" for s, t in enumerate(sheet.totals))
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
_BB_LEFT = _BB + ";border-left:2px solid"
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
    foot = "".join(f"<th colspan='3' style='{_BB_LEFT};border-top:1px solid'>{total}</th>"
                   for total in game.scores())
    return (f"<table class='hm-boerenbridge' style='border-collapse:collapse;margin:0.3em 0'>"
            f"<caption>{caption}</caption>"
            f"<thead><tr style='{_ROW}'><th style='{_BB}'>deal</th><th style='{_BB}'>cards</th>"
            f"<th style='{_BB}'>trumps</th>{head}</tr>"
            f"<tr style='{_ROW}'><th></th><th></th><th></th>{sub}</tr></thead><tbody>{''.join(rows)}</tbody>"
            f"<tfoot><tr class='hm-totals' style='{_ROW}'><th colspan='3' style='{_BB};border-top:1px solid'>"
            f"total</th>{foot}</tr></tfoot></table>")
