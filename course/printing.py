"""Printed pages for teachers: the print style every printed page shares, HTML printed to PDF, and the
rules cards.

Usage::

    honeymoon rules [--cards DIR] [--out DIR]

prints each rules card, a Markdown file of ``DIR`` (default :data:`DEFAULT_CARDS`, the cards installed
with the course, which the book shows as its pages "Rules on one page"), to a PDF of the
same name in the output folder (default ``rules-cards``): one A4 page for each family of forms and
one for the scoring table. A card that prints to more than one page is not written: the command
names it, with its page count, and ends with status 1. Bad options print one line on standard
error and end with status 2.

Every printed page (a class sheet, an answer key, a rules card) is HTML printed by WeasyPrint
(``weasyprint``, from the ``teacher`` extra), a pure-Python engine that lays out HTML and CSS for
paper: no browser, no book build, installed with pip like the rest of the course (headless
Chromium would be a browser of a few hundred megabytes to install and start for each file). It
reads the CSS paged-media rules (``@page``: paper size, margins, page numbers) that a browser's
print dialog leaves to the reader's settings, so a page prints the same from every machine. All
pages share :data:`PAGE_STYLE`: A4, margins of 12 mm, DejaVu Sans (it has the suit symbols ♠♥♦♣)
at 10 pt and tables at 9 pt, black on white. Markdown (CommonMark and GitHub-style tables, raw
HTML kept) becomes HTML with markdown-it-py. Both packages are imported when a page is printed,
so the course runs without them.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import NoReturn

from honeymoon.errors import MissingExtraError
from honeymoon_course.words import _plural

__all__ = [
    "DEFAULT_CARDS",
    "PAGE_STYLE",
    "CommandParser",
    "Printed",
    "UsageError",
    "document",
    "main",
    "markdown_html",
    "print_cards",
    "print_pdf",
]

#: The rules cards, a Markdown file each, installed with the course: ``honeymoon rules`` needs no clone.
DEFAULT_CARDS = Path(__file__).resolve().parent / "rules_cards"
DEFAULT_OUT = Path("rules-cards")

#: The style of every printed page: the paper, its margins and page numbers, the fonts, the tables.
PAGE_STYLE = """
@page {
  size: A4;
  margin: 12mm;
  @bottom-right { content: "page " counter(page) " of " counter(pages); font-size: 8pt; }
}
html { font-family: "DejaVu Sans", sans-serif; font-size: 10pt; line-height: 1.25; color: #000;
       background: #fff; }
body { margin: 0; }
h1 { font-size: 14pt; margin: 0 0 6pt; }
h2 { font-size: 11.5pt; margin: 8pt 0 3pt; }
h3 { font-size: 10pt; margin: 6pt 0 2pt; }
p, ul, ol { margin: 3pt 0; }
ul, ol { padding-left: 14pt; }
li { margin: 1pt 0; }
table { border-collapse: collapse; font-size: 9pt; margin: 4pt 0; }
th, td { border: 0.5pt solid #555; padding: 1.5pt 4pt; vertical-align: top; text-align: left; }
th { background: #e8e8e8; }
code { font-family: "DejaVu Sans Mono", monospace; font-size: 0.9em; }
a { color: inherit; text-decoration: none; }
"""


class UsageError(Exception):
    """A mistake in a teacher command's options: its message is the one line the command prints."""


class CommandParser(argparse.ArgumentParser):
    """The argument parser of a teacher command: a mistake raises :class:`UsageError` (the command
    prints it as one line and ends with status 2) instead of printing the usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")

    def run(self, command: Callable[[argparse.Namespace], int], argv: Sequence[str] | None) -> int:
        """Read ``argv`` and run ``command`` with the options; a :class:`UsageError` (from reading
        or from the command), a package of the ``teacher`` extra that is not installed, a file
        that cannot be written: one line on standard error and status 2."""
        try:
            return command(self.parse_args(argv))
        except (UsageError, MissingExtraError) as error:
            print(f"{self.prog}: {error}", file=sys.stderr)
        except OSError as error:  # a folder that is not ours to write into, a full disk
            print(f"{self.prog}: cannot write {error.filename or 'the files'}: {error.strerror or error}",
                  file=sys.stderr)
        return 2


def document(title: str, body: str, style: str = "") -> str:
    """A whole HTML page to print: ``body`` (HTML) under :data:`PAGE_STYLE` and ``style``."""
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f"<style>{PAGE_STYLE}{style}</style></head><body>{body}</body></html>\n")


def markdown_html(text: str) -> str:
    """``text``, CommonMark with GitHub-style tables (raw HTML passes through), as HTML."""
    try:
        from markdown_it import MarkdownIt
    except ImportError:
        raise MissingExtraError(_NEEDS.format(package="markdown-it-py")) from None
    html: str = MarkdownIt("commonmark").enable("table").render(text)
    return html


_NEEDS = ("printing needs {package}, of the course's teacher extra: pip install -e '.[teacher]' in a "
          "clone of the course")


@dataclass(frozen=True)
class Printed:
    """A page printed to a PDF file: the file, its number of A4 pages, and whether it was written (a
    page over its limit is not)."""

    path: Path
    pages: int
    written: bool = True


def print_pdf(html: str, path: Path, *, most: int | None = None) -> Printed:
    """Lay out ``html`` for A4 paper and write it to ``path`` as PDF; with ``most``, a page that
    takes more pages than that is laid out and counted, not written."""
    try:
        import weasyprint
    except ImportError:
        raise MissingExtraError(_NEEDS.format(package="WeasyPrint")) from None
    # WeasyPrint logs each CSS property it does not know (the pictures' inline styles hold a few
    # meant for screens): the page prints well without them, and the teacher needs no such list.
    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    laid_out = weasyprint.HTML(string=html).render()
    pages = len(laid_out.pages)
    if most is not None and pages > most:
        return Printed(path, pages, written=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    laid_out.write_pdf(path)
    return Printed(path, pages)


# --- the rules cards ------------------------------------------------------------------------------------

#: The rules cards' own style: a card is one page, so it needs no page number.
CARD_STYLE = """
@page { @bottom-right { content: none; } }
h1 { border-bottom: 1pt solid #000; padding-bottom: 2pt; }
table { width: 100%; }
blockquote { margin: 4pt 0; padding: 2pt 8pt; border-left: 2pt solid #000; }
"""


def print_cards(cards: Path, out: Path) -> list[Printed]:
    """Print every card of ``cards`` (its ``*.md`` files, in name order) to ``out``, one PDF file a
    card; a card that takes more than one page is counted, not written."""
    printed = []
    for card in sorted(cards.glob("*.md")):
        text = card.read_text(encoding="utf-8")
        title = next((line[2:].strip() for line in text.splitlines() if line.startswith("# ")), card.stem)
        html = document(title, markdown_html(text), CARD_STYLE)
        printed.append(print_pdf(html, out / f"{card.stem}.pdf", most=1))
    return printed


def _rules(args: argparse.Namespace) -> int:
    cards: Path = args.cards
    out: Path = args.out
    if not cards.is_dir() or not any(cards.glob("*.md")):
        raise UsageError(f"--cards {cards} holds no rules card (a Markdown file, NAME.md)")
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out} is a file, not a folder")
    printed = print_cards(cards, out)
    written = [card.path.name for card in printed if card.written]
    if written:
        print(f"wrote {_plural(len(written), 'rules card')} into {out}: {', '.join(written)}")
    for card in printed:
        if not card.written:
            print(f"honeymoon rules: the card {card.path.stem}.md prints to {card.pages} pages, not one: "
                  "shorten it (it was not written)", file=sys.stderr)
    return 0 if len(written) == len(printed) else 1


def main(argv: Sequence[str] | None = None) -> int:
    """``honeymoon rules``: print the rules cards (see the module's docstring)."""
    parser = CommandParser(prog="honeymoon rules",
                           description="Print the rules cards, one A4 page each, as PDF files.")
    parser.add_argument("--cards", type=Path, default=DEFAULT_CARDS, metavar="DIR",
                        help="the folder of the cards' Markdown files (default: the course's own)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, metavar="DIR",
                        help=f"the folder to write the PDF files into (default {DEFAULT_OUT})")
    return parser.run(_rules, argv)
