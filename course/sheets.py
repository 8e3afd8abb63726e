"""Class sheets for teachers: a printable exercise sheet and its answer key for each lesson of part one
and part two, and the class deals of part two.

Usage::

    honeymoon sheets [--seed N] [--lessons LIST] [--out DIR]

prints, for each lesson ``NN`` of ``LIST`` (numbers and ranges, ``3,4`` or ``10-14``; default
every lesson, 0 to 16), into ``DIR`` (default ``sheets-N``):

- ``lesson-NN.pdf``, the exercise sheet: about six questions, each in a box with room to write,
  on one or two A4 pages (a sheet that would run onto a third, as lesson 12's seven questions,
  five of them on a whole deal, do for about half the seeds, is laid out tighter: smaller type
  and margins, the answer lines as large; the command names a sheet still longer);
- ``keys/lesson-NN-key.pdf``, its answer key: each answer with the library's explanation (the
  count's lines, the steps of a trick, the reason a call is illegal, the walkthrough of a score,
  what a player may see, the double-dummy solver's tricks, a Boerenbridge deal's score lines), in
  a folder of its own, so that the sheets can be handed out as a folder without their answers;
- for a lesson of part two on a bridge form (10 to 14), ``lesson-NN-deals.pbn``: its class deals,
  eight seeded boards in PBN written by :mod:`honeymoon.pbn`, which a teacher hands out or loads
  into a bridge program; the key ends with each board's seed and the call that plays it against
  the computer. Lessons 15 and 16 (Boerenbridge, which has no PBN form) get class games instead:
  seeds and options for ``BoerenbridgeTable`` or ``new_game``, on the key.

The pages are HTML printed by :mod:`honeymoon_course.printing` (WeasyPrint, from the ``teacher``
extra; no browser and no book build). The book publishes the exercise sheets of seed 1, never the
keys: ``python -m honeymoon_course.sheets [--seed N] [--out DIR]`` writes its pages into ``DIR``
(default ``book/sheets``): ``index.md`` (what the sheets are, how to print a set and its keys,
what the class deals are and how the PBN files lay out each form's deal), ``lesson-NN.md`` for
each sheet and the PBN files, which the sheets link with Sphinx's ``download`` role.
``tests/test_sheets.py`` checks that the committed pages and files are exactly what this command
writes. A sheet's content is made once (:func:`blocks`) and laid out for either medium: MyST
Markdown for the book (:func:`sheet_page`), HTML for print (:func:`sheet_html`).

Every question is computed by the library :mod:`honeymoon`, never typed in: hands come from
``honeymoon.deal(seed=…)``, auctions from :class:`honeymoon.Auction` (driven by a small bidder
that looks at the dealt hands and makes only legal calls), scores from
:func:`honeymoon.score_deal` and :class:`honeymoon.ScoreSheet`, and the pictures from
:mod:`honeymoon.render`, embedded in the pages as raw HTML. Part two's questions come from games
of the library (``honeymoon.new_game(form, seed=…)``) brought to the moment asked about by the
library's basic computer player (``honeymoon.bots``, which sees only its seat's view) or, where a
lesson teaches a rule of its own (the draw's *improve*, lesson 14's tips), by that rule, written
here from the library's cards and counts; the answers are read from the game (its legal actions,
views, reasons, score lines) or computed by the library (the Honeymoon count, the double-dummy
solver of :mod:`honeymoon.analysis`, the simulations of :mod:`honeymoon.simulate`). The seed
``N`` (a whole number, 0 or more; default 1) decides everything: the same seed writes the same
questions and deals, another seed another set.

The sheets' blocks carry the classes ``hm-sheet``, ``hm-question``, ``hm-pair`` (a picture and
the places to write beside it) and ``hm-write``: ``book/_css/hm-sheets.css`` styles them in the
book, :data:`PRINT_STYLE` on paper (each box whole on one page, ruled lines of a fixed height,
black and white).

Bad input (a negative seed, a seed that is not a whole number, an unknown lesson or option)
prints one line on standard error and exits with status 2.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from html import escape
from pathlib import Path

from honeymoon.pbn import SEATS, write_pbn
from honeymoon_course.lessons import LESSONS
from honeymoon_course.printing import (
    CommandParser,
    Printed,
    UsageError,
    document,
    markdown_html,
    print_pdf,
)
from honeymoon_course.question import Question, Sheet
from honeymoon_course.words import TABLE, _plural, and_list, md

__all__ = [
    "MOST_PAGES",
    "PRINT_STYLE",
    "TIGHT_STYLE",
    "blocks",
    "book_main",
    "build",
    "index_page",
    "main",
    "print_sheets",
    "sheet_html",
    "sheet_page",
    "write_book",
]

REPO = Path(__file__).resolve().parents[1]
BOOK_OUT = Path("book") / "sheets"
DEFAULT_SEED = 1
#: The most A4 pages an exercise sheet may take.
MOST_PAGES = 2


def build(seed: int, lessons: Sequence[int] | None = None) -> list[Sheet]:
    """The questions and class deals of every lesson (or of ``lessons``, by number) for ``seed``
    (:meth:`Lesson.questions <honeymoon_course.question.Lesson.questions>`,
    :meth:`~honeymoon_course.question.Lesson.boards`); each lesson draws from a random source of
    its own, so a change to one lesson's questions leaves the others as they were."""
    return [Sheet(lesson, seed, lesson.questions(seed), lesson.boards(seed)) for lesson in LESSONS
            if lessons is None or lesson.number in lessons]


_BANNER = ("% Generated by honeymoon_course.sheets with seed {seed}: do not edit by hand, run the command "
           "again (see its docstring).")


def _title(sheet: Sheet, answers: bool) -> str:
    what = "answer key" if answers else "exercise sheet"
    return f"Lesson {sheet.lesson.number}, {what}: {sheet.lesson.title}"


def _blanks(question: Question) -> str:
    cells = "".join(f'<div class="hm-blank"><span class="hm-blank-label">{md(label)}</span>'
                    '<span class="hm-blank-line"></span></div>' for label in question.labels)
    lines = '<span class="hm-line"></span>' * question.lines
    return f'<div class="hm-write">{cells}{lines}</div>'


def _pair(figure: str, side: str) -> str:
    """A picture with ``side`` beside it (the places to write, or the answer); the blank lines around
    ``side`` end the raw HTML, so that Markdown in it is read as Markdown."""
    return f'<div class="hm-pair">{figure}<div class="hm-side">\n\n{side}\n\n</div></div>'


def _question(number: int, question: Question, answers: bool) -> str:
    """A question's box, in Markdown: on the sheet its picture with the places to write beside it, on
    the key the picture with the answer marked, the answer and the library's explanation beside it
    (under it for a wide picture)."""
    prompt = f"**{number}.** {question.prompt}"
    if not answers:
        write = _blanks(question)
        return f"{prompt}\n\n{_pair(question.figure, write) if question.figure else write}"
    figure = question.key_figure or question.figure
    answer = f"**Answer:** {question.answer}\n\n" + "\n".join(f"- {line}" for line in question.why)
    if figure and not question.stack:
        return f"{prompt}\n\n{_pair(figure, answer)}"
    return "\n\n".join([prompt, *([figure] if figure else []), answer])


#: The student's name and the date, at the top of a sheet.
_HEAD = ('<div class="hm-sheet-head"><span>Name: <span class="hm-fill"></span></span>'
         '<span>Date: <span class="hm-fill hm-short"></span></span></div>')


def blocks(sheet: Sheet, answers: bool, book: bool) -> list[tuple[str, str]]:
    """The content of a sheet (``answers=False``) or of its answer key, in order: each block is the
    classes of its box (``""``: not in a box) and its Markdown, with raw HTML for the pictures.
    ``book``: the book's page, whose sheet links its class deals; on paper the key lists them."""
    intro = (f"The answers to the exercise sheet of lesson {sheet.lesson.number}, set {sheet.seed}, each "
             "with the library's explanation." if answers else f"Answer in the spaces. Set {sheet.seed}.")
    if sheet.lesson.note:
        intro += "\n\n" + sheet.lesson.note
    if book and sheet.boards:
        intro += "\n\n" + _deals_line(sheet)
    content = [("", intro)] if answers else [("", _HEAD), ("", intro)]
    for number, question in enumerate(sheet.questions, 1):
        box = "hm-question hm-stack" if question.stack else "hm-question"
        content.append((box, _question(number, question, answers)))
    if answers and sheet.boards:
        content.append(("hm-deals", _deals_section(sheet)))
    return content


def sheet_page(sheet: Sheet) -> str:
    """The book's page of an exercise sheet, in MyST Markdown (the book has no answer keys)."""
    body = [f":::{{container}} {box}\n{text}\n:::" if box else text
            for box, text in blocks(sheet, answers=False, book=True)]
    return "\n\n".join([f"# {_title(sheet, False)}", _BANNER.format(seed=sheet.seed),
                        "::::{container} hm-sheet", *body, "::::"]) + "\n"


#: How a sheet prints, on top of :data:`honeymoon_course.printing.PAGE_STYLE`: each question in a
#: box that never splits across pages; its picture beside the places to write, which take 44 % of
#: the width (the answer, on a key, half), so that a wide picture never squeezes them; answer lines
#: of a fixed size, starting level; the library's pictures a little smaller than on screen (9 pt
#: hands in a deal, narrower card backs and trick cards), and in black where they mark something
#: in colour. WeasyPrint lays out tables more reliably than flex boxes, hence the table layouts.
PRINT_STYLE = """
/* the head, the boxes */
.hm-sheet-head { margin: 0 0 6pt; }
.hm-sheet-head > span { margin-right: 12mm; }
.hm-fill { display: inline-block; width: 70mm; border-bottom: 0.6pt solid #000; }
.hm-fill.hm-short { width: 35mm; }
.hm-question { border: 0.6pt solid #555; border-radius: 3pt; padding: 2pt 6pt 3pt; margin: 4pt 0;
               break-inside: avoid; }
.hm-question p { margin: 2pt 0; }
.hm-key .hm-question ul { margin: 2pt 0 0; }
.hm-deals { margin-top: 6pt; }
.hm-deals table { break-inside: avoid; }
/* a picture and, beside it, the places to write (or the answer) */
.hm-figure { margin: 3pt 0; }
.hm-label { font-weight: bold; margin-bottom: 1pt; }
.hm-pair { display: table; width: 100%; }
.hm-pair > .hm-figure, .hm-pair > .hm-side { display: table-cell; vertical-align: middle; }
.hm-pair > .hm-side { width: 44%; padding-left: 4mm; }
.hm-key .hm-pair > .hm-side { width: 50%; }
/* the places to write: a label and a line 7 mm high on each row, then plain ruled lines */
.hm-write { display: table; width: 100%; border-collapse: collapse; margin: 2pt 0; }
.hm-blank, .hm-line { display: table-row; }
.hm-blank-label, .hm-blank-line, .hm-line::before, .hm-line::after { display: table-cell; height: 7mm;
                                                                      vertical-align: bottom; }
.hm-blank-label { width: 50%; padding: 0 2mm 1pt 0; }
.hm-line::before, .hm-line::after { content: ""; }
.hm-blank-line, .hm-line { border-bottom: 0.6pt solid #444; }
/* the library's pictures (their inline styles are for the screen) */
.hm-hand { font-size: 1em !important; line-height: 1.2 !important; }
.hm-suit, .hm-seat-head, .hm-label, .hm-seat-name { white-space: nowrap; }
.hm-deal { gap: 0 5mm !important; padding: 0 !important; }
.hm-deal .hm-hand { font-size: 8.5pt !important; line-height: 1.05 !important; }
.hm-seat { padding: 0 2px !important; }
.hm-seat-head { margin-bottom: 0 !important; }
.hm-hand.face-down > img { width: 26px !important; height: auto !important; }
.hm-hand.face-down > img + img { margin-left: -20px !important; }
.hm-trick { gap: 1px 3mm !important; padding: 0 !important; }
.hm-trick img.hm-card-face { width: 28px; height: auto; }
.hm-trick .hm-empty { width: 26px !important; height: 12px !important; } /* a card still to come */
.hm-piles { display: block !important; white-space: nowrap; }
.hm-pile { display: inline-block !important; margin-right: 3px; }
.hm-pile > img, .hm-pile > .hm-empty { display: block !important; }
.hm-pile > img { width: 34px !important; height: auto !important; }
.hm-pile > img + img { margin-top: -36px !important; }
table.hm-auction th, table.hm-auction td { border: none; }
/* black and white: the trick's winner ringed in black, badges outlined */
.hm-winner > img { outline-color: #000 !important; }
.hm-badge { border: 0.6pt solid #000 !important; background: #fff !important; color: #000 !important; }
"""


#: What :data:`PRINT_STYLE` becomes for a sheet that would take more than :data:`MOST_PAGES`: 9 pt
#: type (8 pt hands in a deal), margins of 9 mm, closer boxes; the answer lines keep their size.
TIGHT_STYLE = """
@page { margin: 9mm; }
body { font-size: 9pt; }
h1 { font-size: 14pt; margin: 0 0 4pt; }
.hm-sheet-head { margin: 0 0 3pt; }
.hm-question { margin: 2pt 0; padding: 1pt 5pt 2pt; }
.hm-deal .hm-hand { font-size: 7.5pt !important; }
"""


def sheet_html(sheet: Sheet, answers: bool, *, tight: bool = False) -> str:
    """The printed page of a sheet (``answers=False``) or of its answer key, as HTML; ``tight``
    with :data:`TIGHT_STYLE`."""
    body = "".join(f'<div class="{box}">{markdown_html(text)}</div>' if box else markdown_html(text)
                   for box, text in blocks(sheet, answers, book=False))
    title = _title(sheet, answers)
    classes = "hm-sheet hm-key" if answers else "hm-sheet"
    return document(title, f'<div class="{classes}"><h1>{escape(title)}</h1>{body}</div>',
                    PRINT_STYLE + (TIGHT_STYLE if tight else ""))


def _download(name: str) -> str:
    """A link to a file beside the page that the book copies into its build (Sphinx's download role)."""
    return f"{{download}}`{name}`"


def _deals_line(sheet: Sheet) -> str:
    """The line of the book's part-two sheet that links its class deals."""
    count = len(sheet.boards)
    where = "on the teacher's answer key"
    if sheet.pbn is not None:
        forms = and_list(list(dict.fromkeys(board.form for board in sheet.boards)))
        return (f"**Class deals:** {_download(sheet.pbn)}, {count} boards of {forms} in PBN, to hand out or "
                "to load into a bridge program ([how they are laid out](#sheets-deals)); their seeds are "
                f"{where}.")
    return (f"**Class games:** {count} games of Boerenbridge, played from seeds {where} ([what the teacher "
            "gets](#sheets-deals)).")


def _deals_section(sheet: Sheet) -> str:
    """The class deals at the end of a part-two answer key: each board's form, dealer and seed, and what
    to type to play it."""
    boards = sheet.boards
    if sheet.pbn is None:
        rows = "\n".join(
            f"| {b.number} | {dict(b.options).get('players')} | "
            f"{', '.join(f'{k}={v!r}' for k, v in b.options if k != 'players') or 'plain rules'} | "
            f"{TABLE[b.dealer]} (player {b.dealer}) | {b.seed} | `{b.call}` |" for b in boards)
        return ("**Class games.** Each row is a whole game of Boerenbridge from its seed: every table that "
                "types it gets the same deals. `BoerenbridgeTable` plays it against the computer in a "
                "notebook (import it from `honeymoon_widgets`); `honeymoon.new_game(\"boerenbridge\", "
                "players=…, seed=…, …)` with the same options gives the game in the library.\n\n| game | "
                "players | options | first dealer | seed | play it in a notebook "
                "|\n|---|---|---|---|---|---|\n" + rows)
    rows = "\n".join(f"| {b.number} | {b.form} | player {b.dealer} ({SEATS[b.dealer]}) | {b.seed} | "
                     f"`{b.call}` |"
                     for b in boards)
    text = (f"**Class deals** (the file {sheet.pbn}, printed beside the sheets). Each board is the first "
            "deal of `honeymoon.new_game(form, seed=…)`; `PlayTable` (from `honeymoon_widgets`) plays it "
            "against the computer" + (", and `DrawTrainer(form, seed=…)` steps through its draw"
                          if boards[0].form.startswith("draw") else "")
            + ".\n\n| board | form | dealer | seed | play it in a notebook |\n"
            "|---|---|---|---|---|\n" + rows)
    hands = [f"- Board {b.number}: " + "; ".join(b.hands) for b in boards if b.hands]
    if hands:
        text += ("\n\nPBN hands hold 13 cards, so the file cannot show these deals' hands; here they are, "
                 "to deal them by hand:\n\n" + "\n".join(hands))
    return text


def index_page(sheets: Sequence[Sheet]) -> str:
    """The Markdown of the sheets' index page."""
    seed = sheets[0].seed
    rows = "\n".join(f"| {s.lesson.number} | {s.lesson.title} | [exercises]({s.stem}.md) | {s.lesson.asks} |"
                     for s in sheets)
    return f"""(sheets-index)=
# Class sheets

{_BANNER.format(seed=seed)}

For each lesson of part one and part two there is a printable **exercise sheet**: about six
questions on the lesson's topic, each in a box with room to write. Every deal, auction, draw and
score on them was made by the course's library from a **seed** (in part two the players' choices
that lead to a question are the library's basic computer player's), so no answer was typed in by
hand. The lessons of part two also come with [class deals](#sheets-deals). This is set {seed}.

| lesson | topic | sheet | what the sheet asks |
|---|---|---|---|
{rows}

## The answer keys are for teachers

Each sheet has an **answer key**, which gives each answer with the explanation the library
computes: the lines of a count, the steps of a trick, the reason a call is not allowed, the
walkthrough of a score, what a player may see, what the double-dummy solver finds. The keys are
not in this book, so that the answers are not one click away from the questions: a teacher prints
them, with the sheets, as below.

## Printing a set

A teacher prints a whole set, each sheet and its key as PDF files ready for the printer, with one
command (from a clone of the course's repository, with the teacher's tools installed: see
[Teaching with this course](../teaching.md)):

```sh
honeymoon sheets --seed 7 --out sheets-7               # every lesson
honeymoon sheets --seed 7 --lessons 3,4 --out sheets-7 # lessons 3 and 4 only
```

For each lesson it writes `lesson-NN.pdf`, the exercise sheet, on one or two A4 pages (a sheet
that would need a third, as lesson 12's five whole deals do for some seeds, prints in smaller
type), and
`keys/lesson-NN-key.pdf`, its answer key, in a folder of their own; for lessons 10 to 14 also the
class deals' PBN file. Print the PDF files at their actual size (100 %); they read in black and
white. Any whole number from 0 up is a seed, and another seed gives other deals, auctions and
scores with a matching key: a seed of your own gives your class questions whose answers no earlier
class has seen. The sheets on this page are set {seed}: `honeymoon sheets --seed {seed}` prints
them with their keys.

A sheet of this page also prints from the browser (**Ctrl+P**, or **⌘P** on a Mac): the print
leaves out the book's navigation and buttons and keeps each question whole on a page.

(sheets-deals)=
## Class deals

Each lesson of part two comes with eight class deals of its own (in Boerenbridge, eight games),
drawn from the same seed as its sheet; each sheet says where they are, and its answer key ends
with their list: for each, its seed and what to type in a notebook to play it against the
computer, `PlayTable(form, seed=…, match="deal")` or, for the draw forms, `DrawTrainer(form,
seed=…)` too (both from `honeymoon_widgets`). A board is always the first deal of
`honeymoon.new_game(form, seed=…)`, whatever the teacher uses.

For the lessons on bridge forms (10 to 14) the deals are also a file in **PBN** (Portable Bridge
Notation, version 2.1, the text file bridge programs read and write), linked from the sheet,
written by the library's `honeymoon.pbn`: one board a deal. Each board starts with the fifteen
tags the standard makes mandatory. `Event` names the form and the seed; `Site` is `?` and
`Date` `????.??.??` (not known). `North`, `East`, `South` and `West` name the players (`player
0`, `player 1`, and `player 2` in three-handed play), empty where nobody sits; player 0 is
North, player 1 East (in three-handed play player 2 South). `Dealer` and `Vulnerable` follow
(nobody is vulnerable: each board is the first deal of a game), `Deal` gives the hands and
`Scoring` is `Rubber`. `Declarer`, `Contract` and `Result` are empty, as the boards have not
been played yet (some programs show an empty contract as "passed out"). The project's own tag
`HoneymoonSeats` says what each seat holds, for example `S:player 0's dummy`. A bridge program
needs four hands of 13 cards, so:

- **Draw (lesson 10) and Draw Bridge with preliminary tricks (lesson 11):** the pack as it lies
  before the draw. North and East are the two players' 13 cards, South the first 13 cards of the
  stock (those turned or drawn first) and West the last 13. PBN keeps no order within a hand: to
  play a board with cards, deal North's and East's hands and shuffle South's and West's cards
  together into the stock; the seed gives the library's order.
- **Draw and Discard (lesson 11):** nothing is dealt, but the 26 cards that pass through each
  player's hands are fixed by the pack. North holds the first card player 0 looks at on each of his
  13 turns (he keeps it, or discards it and takes the second), South the second card of each of his
  turns; East and West the same for player 1.
- **The dummy forms (lesson 12):** North and East the players' hands, South player 0's dummy and
  West player 1's; in `exposed-dummy` South is the shared dummy and West the 13 cards set aside
  (unknown, written `-`). Which cards of a half-open dummy lie face down is not in PBN: the seed
  gives it. The `double-dummy` boards carry the double-dummy analysis (`OptimumResultTable`,
  `ParContract`, `OptimumScore`).
- **Honeymoon for three (lesson 13):** PBN hands hold 13 cards, so the `Deal` tag is empty. The
  project's tag `HoneymoonDeal` holds the deal, written like a `Deal` tag: North, East and South
  are the 16-card hands of players 0, 1 and 2, and West the 4-card widow. A bridge program shows
  these boards with their players and dealer but no cards; the answer key lists the three hands
  and the widow, to deal them by hand.
- **Plain Honeymoon (lesson 14):** North and East the two hands, South and West `-` (the 26 cards
  set aside unseen), with the double-dummy analysis of the two hands (rows N and E).

Every board except those of the draw forms also carries the project's tag `HoneymoonGame`, the
deal as a game of its form: `honeymoon.pbn.game_from_pbn` (or `read_pbn` and `to_game`) loads it,
ready to play. (A game still in its draw phase has no dealt hands to check a `Deal` tag against,
so the draw forms' boards leave that tag out.)

**Boerenbridge (lessons 15 and 16)** is not a bridge deal: it has no PBN form. Its answer keys end
with **class games** instead, whole games from their seeds (one for each variant in lesson 16):
typed into `BoerenbridgeTable(players, seed=…, …)` in a notebook, or
`honeymoon.new_game("boerenbridge", players=…, seed=…, …)` in the library, a seed gives every
table the same deals.
"""


def write_book(seed: int, out: Path) -> list[Path]:
    """Write the book's pages for ``seed`` into ``out`` (the index, every exercise sheet and the class
    deals' PBN files); the paths written."""
    sheets = build(seed)
    out.mkdir(parents=True, exist_ok=True)
    pages = {out / "index.md": index_page(sheets)}
    for sheet in sheets:
        pages[out / f"{sheet.stem}.md"] = sheet_page(sheet)
        pages.update(_pbn(sheet, out))
    for path, text in pages.items():
        path.write_text(text, encoding="utf-8", newline="\n")
    return list(pages)


def _pbn(sheet: Sheet, out: Path) -> dict[Path, str]:
    """The class deals' PBN file of a sheet, by its path in ``out`` (none for a lesson without one)."""
    if sheet.pbn is None:
        return {}
    return {out / sheet.pbn: write_pbn(board.record for board in sheet.boards if board.record)}


def print_sheets(seed: int, lessons: Sequence[int] | None, out: Path) -> list[Printed]:
    """Print the exercise sheet and the answer key of every lesson (or of ``lessons``) for ``seed``
    into ``out`` (the keys into ``out/keys``), with the class deals' PBN files; the PDF files
    printed, each sheet then its key. A sheet longer than :data:`MOST_PAGES` is printed tight."""
    printed = []
    for sheet in build(seed, lessons):
        page = print_pdf(sheet_html(sheet, answers=False), out / f"{sheet.stem}.pdf", most=MOST_PAGES)
        if not page.written:
            page = print_pdf(sheet_html(sheet, answers=False, tight=True), page.path)
        printed.append(page)
        printed.append(print_pdf(sheet_html(sheet, answers=True), out / "keys" / f"{sheet.stem}-key.pdf"))
        for path, text in _pbn(sheet, out).items():
            path.write_text(text, encoding="utf-8", newline="\n")
    return printed


# --- the commands -----------------------------------------------------------------------------------------

def _seed(text: str) -> int:
    if not re.fullmatch(r"\d+", text.strip()):
        raise argparse.ArgumentTypeError(f"the seed is a whole number, 0 or more, not {text!r}")
    return int(text)


def _lessons(text: str) -> list[int]:
    """``3,4`` or ``10-14`` (or both, ``0,3,10-14``) as the lesson numbers it names, in order."""
    numbers = {lesson.number for lesson in LESSONS}
    chosen: list[int] = []
    for part in text.split(","):
        ends = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", part)
        first, last = (int(ends.group(1)), int(ends.group(2) or ends.group(1))) if ends else (-1, -1)
        if not {first, last} <= numbers or first > last:
            raise argparse.ArgumentTypeError(f"the lessons are numbers from {min(numbers)} to "
                                             f"{max(numbers)}, like 3,4 or 10-14, not {text!r}")
        chosen += [n for n in range(first, last + 1) if n not in chosen]
    return chosen


def _out(folder: Path) -> Path:
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"--out {folder} is a file, not a folder")
    return folder


def _print(args: argparse.Namespace) -> int:
    seed: int = args.seed
    out = _out(args.out if args.out is not None else Path(f"sheets-{seed}"))
    printed = print_sheets(seed, args.lessons, out)
    sheets, keys = printed[::2], printed[1::2]
    pages = ", ".join(f"{sheet.path.stem}: {_plural(sheet.pages, 'page')}" for sheet in sheets)
    print(f"set {seed}: wrote {_plural(len(sheets), 'exercise sheet')} into {out} ({pages}) and their answer "
          f"keys into {out / 'keys'} ({_plural(sum(key.pages for key in keys), 'page')})", flush=True)
    for sheet in sheets:
        if sheet.pages > MOST_PAGES:
            print(f"note: {sheet.path.name} takes {sheet.pages} pages", file=sys.stderr)
    return 0


def _parser(prog: str, description: str, out: str) -> CommandParser:
    """The parser of a sheets command: the seed and the folder to write into (``out``: what goes there)."""
    parser = CommandParser(prog=prog, description=description)
    parser.add_argument("--seed", type=_seed, default=DEFAULT_SEED, metavar="N",
                        help="the seed of the set, a whole number from 0 (default 1, the book's set)")
    parser.add_argument("--out", type=Path, default=None, metavar="DIR", help=f"the folder to write {out}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """``honeymoon sheets``: print exercise sheets and their answer keys (see the module's docstring)."""
    parser = _parser("honeymoon sheets", "Print the class sheets and their answer keys as PDF files.",
                     "the PDF files into (default sheets-N)")
    parser.add_argument("--lessons", type=_lessons, default=None, metavar="LIST",
                        help="the lessons to print, like 3,4 or 10-14 (default: every lesson, 0 to 16)")
    return parser.run(_print, argv)


def _write_book(args: argparse.Namespace) -> int:
    out = _out(args.out if args.out is not None else REPO / BOOK_OUT)
    written = write_book(args.seed, out)
    pbn = sum(path.suffix == ".pbn" for path in written)
    print(f"wrote {len(written) - pbn} pages and {pbn} PBN files for seed {args.seed} into {out}")
    return 0


def book_main(argv: Sequence[str] | None = None) -> int:
    """``python -m honeymoon_course.sheets``: write the book's pages (see the module's docstring)."""
    return _parser("python -m honeymoon_course.sheets", "Write the book's class sheets (Markdown) and class "
                   "deals.", "the pages into (default book/sheets)").run(_write_book, argv)


if __name__ == "__main__":
    sys.exit(book_main())
